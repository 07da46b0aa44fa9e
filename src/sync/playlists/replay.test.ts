import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readOutbox } from '../../db/outbox';
import { getDb } from '../../db/schema';
import { startOutboxHarness, type OutboxHarness } from '../testing/outbox-harness';
import { pullMirror } from '../mirrors';
import { enqueuePlaylistEdits, playlistEdits, recordCreate } from './mutations';
import { ownPlaylists, readOwnState, syncStateOf } from './own';

let h: OutboxHarness;
let playlist: number;
let tracks: number[];
beforeEach(async () => {
  h = await startOutboxHarness();
  playlist = h.sql<{ id: number }>('SELECT id FROM playlists WHERE user_id = ?', h.demoId)[0]!.id;
  // Tracks not in demo's playlist yet.
  tracks = h
    .sql<{ id: number }>(
      'SELECT id FROM tracks WHERE id NOT IN (SELECT track_id FROM playlist_tracks WHERE playlist_id = ?) ORDER BY id LIMIT 4',
      playlist,
    )
    .map((row) => row.id);
  expect((await pullMirror(h.http, h.scope, 'playlists')).ok).toBe(true);
});
afterEach(async () => {
  await h.stop();
});

const onPod = (id: number) =>
  h
    .sql<{ track_id: number }>('SELECT track_id FROM playlist_tracks WHERE playlist_id = ? ORDER BY idx', id)
    .map((row) => row.track_id);
const mirrored = async (id: number | string) =>
  ownPlaylists(await readOwnState(h.scope)).find((one) => one.id === id) ?? null;
/** Another device's edit: the pod's entries of the playlist replaced by these (its date bumped, as the pod does). */
function setOnPod(id: number, trackIds: number[]): void {
  h.exec('UPDATE playlists SET modification_date = ? WHERE id = ?', new Date(Date.now() + 1000).toISOString(), id);
  h.exec('DELETE FROM playlist_tracks WHERE playlist_id = ?', id);
  trackIds.forEach((track, idx) =>
    h.exec(
      'INSERT INTO playlist_tracks (playlist_id, idx, track_id, creation_date) VALUES (?, ?, ?, ?)',
      id,
      idx,
      track,
      new Date().toISOString(),
    ),
  );
}

describe('playlist edits through the outbox, replayed against the demo pod', () => {
  it('an add whose answer was lost is not sent again: the pod holds the track once', async () => {
    const start = onPod(playlist);
    const [track] = tracks as [number];
    await enqueuePlaylistEdits(h.scope, playlist, playlistEdits.add([track]));
    // Shown at once, before the pod is asked.
    expect((await mirrored(playlist))?.trackIds).toEqual([...start, track]);
    h.network.mode = 'cut-after';
    await h.replayer.retryNow(); // the add reaches the pod, its answer is lost
    h.network.mode = 'none';
    expect(onPod(playlist)).toEqual([...start, track]);
    expect(await readOutbox()).toHaveLength(1);
    await h.replayer.retryNow();
    expect(await readOutbox()).toEqual([]);
    expect(onPod(playlist)).toEqual([...start, track]);
    expect(h.network.delivered.filter((line) => line.endsWith('/add/'))).toHaveLength(1);
    expect((await mirrored(playlist))?.trackIds).toEqual(onPod(playlist));
    expect(syncStateOf(await readOwnState(h.scope), playlist).state).toBe('synced');
  });

  it('a move and a remove made before another edit reached the pod are rebased by track id', async () => {
    const [a, b, c, d] = tracks as [number, number, number, number];
    setOnPod(playlist, [a, b, c]);
    expect((await pullMirror(h.http, h.scope, 'playlists')).ok).toBe(true);
    h.network.mode = 'down';
    await enqueuePlaylistEdits(h.scope, playlist, playlistEdits.move(2, 0)); // c first
    await enqueuePlaylistEdits(h.scope, playlist, playlistEdits.remove(2)); // then b out
    expect((await mirrored(playlist))?.trackIds).toEqual([c, a]);
    expect(syncStateOf(await readOwnState(h.scope), playlist).state).toBe('syncing');
    await h.replayer.retryNow();
    // Meanwhile another device put d first.
    setOnPod(playlist, [d, a, b, c]);
    h.network.mode = 'none';
    await h.replayer.retryNow();
    expect(await readOutbox()).toEqual([]);
    expect(h.refused).toEqual([]);
    expect(onPod(playlist)).toEqual([c, d, a]);
    expect((await mirrored(playlist))?.trackIds).toEqual([c, d, a]);
  });

  it('a playlist created offline and added to gets the pod id; the add follows it', async () => {
    const [a, b] = tracks as [number, number];
    h.network.mode = 'down';
    const local = await recordCreate(h.scope, { name: 'Made offline', privacyLevel: 'me' });
    await enqueuePlaylistEdits(h.scope, local, playlistEdits.add([a, b]));
    expect(await mirrored(local)).toMatchObject({ name: 'Made offline', trackIds: [a, b], tracksCount: 2 });
    expect((await readOutbox()).map((row) => row.key)).toEqual([`playlist:${local}`, `playlist:${local}`]);
    await h.replayer.retryNow();
    h.network.mode = 'none';
    await h.replayer.retryNow();
    expect(await readOutbox()).toEqual([]);
    const made = h.sql<{ id: number; privacy_level: string }>(
      'SELECT id, privacy_level FROM playlists WHERE name = ?',
      'Made offline',
    );
    expect(made).toHaveLength(1);
    const podId = made[0]!.id;
    expect(made[0]!.privacy_level).toBe('me');
    expect(onPod(podId)).toEqual([a, b]);
    expect(await getDb().playlistLocalIds.get(local)).toEqual({ localId: local, podId });
    // A page opened on the local id finds the pod's playlist.
    expect(await mirrored(podId)).toMatchObject({ name: 'Made offline', trackIds: [a, b] });
    expect(h.network.delivered).toContainEqual(
      expect.stringMatching(new RegExp(`^POST /api/v[12]/playlists/${podId}/add/$`)),
    );
  });

  it('a create whose answer was lost makes one playlist, not two', async () => {
    const local = await recordCreate(h.scope, { name: 'Lost answer', privacyLevel: 'instance' });
    await enqueuePlaylistEdits(h.scope, local, playlistEdits.add([tracks[0]!]));
    h.network.decide = (method, url) => (method === 'POST' && url.endsWith('/playlists/') ? 'cut-after' : 'none');
    await h.replayer.retryNow();
    h.network.decide = null;
    await h.replayer.retryNow();
    expect(await readOutbox()).toEqual([]);
    const made = h.sql<{ id: number }>('SELECT id FROM playlists WHERE name = ?', 'Lost answer');
    expect(made).toHaveLength(1);
    expect(onPod(made[0]!.id)).toEqual([tracks[0]]);
  });

  it('a duplicate refused at replay undoes that add and leaves the duplicate warning', async () => {
    const [a, b] = tracks as [number, number];
    setOnPod(playlist, [a]);
    expect((await pullMirror(h.http, h.scope, 'playlists')).ok).toBe(true);
    const written = await enqueuePlaylistEdits(h.scope, playlist, playlistEdits.add([b]));
    expect(written).toHaveLength(1);
    // Nothing written for a duplicate the mirror knows of.
    expect(await enqueuePlaylistEdits(h.scope, playlist, playlistEdits.add([a]))).toEqual([]);
    setOnPod(playlist, [a, b]); // another device added b before this add was sent
    await h.replayer.retryNow();
    expect(await readOutbox()).toEqual([]);
    expect(h.refused).toHaveLength(1);
    expect(onPod(playlist)).toEqual([a, b]);
    const state = await readOwnState(h.scope);
    expect(ownPlaylists(state).find((one) => one.id === playlist)?.trackIds).toEqual([a, b]);
    const sync = syncStateOf(state, playlist);
    expect(sync.state).toBe('error');
    expect(sync.refusal?.duplicates).toEqual([b]);
    expect(sync.messages).toHaveLength(1);
  });

  it('a move the pod refuses brings the pod order back, with the error state', async () => {
    const [a, b, c] = tracks as [number, number, number];
    setOnPod(playlist, [a, b, c]);
    expect((await pullMirror(h.http, h.scope, 'playlists')).ok).toBe(true);
    h.running.pod.faults.add({
      method: 'POST',
      path: '^/api/v[12]/playlists/\\d+/move/$',
      mode: 'refuse',
      status: 404,
      raw: '',
      times: 1,
    });
    await enqueuePlaylistEdits(h.scope, playlist, playlistEdits.move(0, 2));
    expect((await mirrored(playlist))?.trackIds).toEqual([b, c, a]);
    await h.replayer.retryNow();
    expect(await readOutbox()).toEqual([]);
    expect(onPod(playlist)).toEqual([a, b, c]);
    expect((await mirrored(playlist))?.trackIds).toEqual([a, b, c]);
    expect(syncStateOf(await readOwnState(h.scope), playlist).state).toBe('error');
  });

  it('a move of an entry another device removed is dropped: the playlist is reloaded and the user told', async () => {
    const [a, b, c] = tracks as [number, number, number];
    setOnPod(playlist, [a, b, c]);
    expect((await pullMirror(h.http, h.scope, 'playlists')).ok).toBe(true);
    await enqueuePlaylistEdits(h.scope, playlist, playlistEdits.move(2, 0));
    setOnPod(playlist, [a, b]); // c went elsewhere before the move was sent
    await h.replayer.retryNow();
    expect(await readOutbox()).toEqual([]);
    expect(h.refused).toHaveLength(1);
    expect(h.network.delivered.some((line) => line.endsWith('/move/'))).toBe(false);
    expect((await mirrored(playlist))?.trackIds).toEqual([a, b]);
    expect(syncStateOf(await readOwnState(h.scope), playlist).state).toBe('error');
  });
});
