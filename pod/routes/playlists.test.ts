import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPodWithUsers, type Browser, type TestPod } from '../test-support/pod';
import { shapeProblems, v1Example } from '../test-support/shape';

let pod: TestPod;
let anonymous: Browser;
let demo: Browser;
let admin: Browser;
const events: Array<{ group: string; message: Record<string, unknown> }> = [];
beforeAll(async () => {
  ({ pod, anonymous, demo, admin } = await startPodWithUsers());
  pod.pod.ctx.events.subscribe((group, message) => events.push({ group, message }));
});
afterAll(() => pod.close());

interface Playlist {
  id: number;
  name: string;
  privacy_level: string;
  tracks_count: number;
  modification_date: string;
}
const tracksOf = async (browser: Browser, id: number) =>
  (
    await browser.json<{ results: Array<{ track: { id: number }; index: number }> }>(`/api/v1/playlists/${id}/tracks/`)
  ).results.map((entry) => entry.track.id);
async function create(name: string, privacy_level?: string): Promise<Playlist> {
  const response = await demo.send('POST', '/api/v1/playlists/', { name, privacy_level });
  expect(response.status).toBe(201);
  return (await response.json()) as Playlist;
}
async function trackIds(): Promise<number[]> {
  return (await demo.json<{ results: Array<{ id: number }> }>('/api/v1/tracks/?page_size=6')).results.map((t) => t.id);
}

describe('playlist writes', () => {
  it('creates, renames and deletes a playlist of the owner, with the field errors of a real pod', async () => {
    const made = await create('Road trip', 'me');
    expect(shapeProblems(made, v1Example('POST /api/v1/playlists/'))).toEqual([]);
    expect(made).toMatchObject({ name: 'Road trip', privacy_level: 'me', tracks_count: 0 });
    expect((await create('Default privacy')).privacy_level).toBe('instance');
    const bad = await demo.send('POST', '/api/v1/playlists/', { name: ' ', privacy_level: 'world' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      name: ['This field may not be blank.'],
      privacy_level: ['"world" is not a valid choice.'],
    });
    expect(await (await demo.send('POST', '/api/v1/playlists/', {})).json()).toEqual({
      name: ['This field is required.'],
    });
    expect((await anonymous.send('POST', '/api/v1/playlists/', { name: 'x' })).status).toBe(401);
    const renamed = await demo.send('PATCH', `/api/v1/playlists/${made.id}/`, { name: 'Road trip 2' });
    expect(((await renamed.json()) as Playlist).name).toBe('Road trip 2');
    expect((await demo.send('PUT', `/api/v1/playlists/${made.id}/`, { privacy_level: 'me' })).status).toBe(400);
    // another user's playlist: the owner check's 404
    expect((await admin.send('PATCH', `/api/v1/playlists/${made.id}/`, { name: 'Mine' })).status).toBe(404);
    expect((await admin.send('DELETE', `/api/v1/playlists/${made.id}/`)).status).toBe(404);
    expect((await demo.send('DELETE', `/api/v1/playlists/${made.id}/`)).status).toBe(204);
    expect((await demo.fetch(`/api/v1/playlists/${made.id}/`)).status).toBe(404);
  });

  it('adds, refuses a duplicate unless allowed, moves, removes and clears, bumping modification_date', async () => {
    const made = await create('Edits');
    const [a, b, c] = await trackIds();
    events.length = 0;
    const add = await demo.send('POST', `/api/v1/playlists/${made.id}/add/`, { tracks: [a, b, c] });
    expect(add.status).toBe(201);
    const added = (await add.json()) as { count: number; results: Array<{ index: number }> };
    expect(added.count).toBe(3);
    expect(added.results.map((entry) => entry.index)).toEqual([0, 1, 2]);
    expect(events.at(-1)?.message).toMatchObject({ type: 'playlist.track_updated', playlist: made.id });
    expect(await tracksOf(demo, made.id)).toEqual([a, b, c]);

    const duplicate = await demo.send('POST', `/api/v1/playlists/${made.id}/add/`, { tracks: [b] });
    expect(duplicate.status).toBe(400);
    expect(await duplicate.json()).toMatchObject({
      playlist: { non_field_errors: [{ playlist_name: 'Edits', code: 'tracks_already_exist_in_playlist' }] },
    });
    const again = await demo.send('POST', `/api/v1/playlists/${made.id}/add/`, {
      tracks: [b],
      allow_duplicates: true,
    });
    expect(again.status).toBe(201);
    expect(await tracksOf(demo, made.id)).toEqual([a, b, c, b]);
    expect(await (await demo.send('POST', `/api/v1/playlists/${made.id}/add/`, { tracks: [999999] })).json()).toEqual({
      tracks: ['Invalid pk "999999" - object does not exist.'],
    });

    const before = (await demo.json<Playlist>(`/api/v1/playlists/${made.id}/`)).modification_date;
    expect((await demo.send('POST', `/api/v1/playlists/${made.id}/move/`, { from: 2, to: 0 })).status).toBe(204);
    expect(await tracksOf(demo, made.id)).toEqual([c, a, b, b]);
    expect((await demo.json<Playlist>(`/api/v1/playlists/${made.id}/`)).modification_date >= before).toBe(true);
    const unknown = await demo.send('POST', `/api/v1/playlists/${made.id}/move/`, { from: 9, to: 0 });
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toBe('');
    expect((await demo.send('POST', `/api/v1/playlists/${made.id}/move/`, { to: 0 })).status).toBe(400);

    expect((await demo.send('POST', `/api/v1/playlists/${made.id}/remove/`, { index: 3 })).status).toBe(204);
    expect((await demo.send('DELETE', `/api/v1/playlists/${made.id}/remove/`, { index: 0 })).status).toBe(204);
    expect(await tracksOf(demo, made.id)).toEqual([a, b]);
    const badIndex = await demo.send('POST', `/api/v1/playlists/${made.id}/remove/`, { index: 5 });
    expect([badIndex.status, await badIndex.text()]).toEqual([404, '']);
    expect((await admin.send('POST', `/api/v1/playlists/${made.id}/add/`, { tracks: [a] })).status).toBe(404);

    expect((await demo.send('DELETE', `/api/v1/playlists/${made.id}/clear/`)).status).toBe(204);
    expect(await tracksOf(demo, made.id)).toEqual([]);
    expect(events.filter((event) => event.message.type === 'playlist.track_updated').length).toBeGreaterThanOrEqual(6);
  });
});
