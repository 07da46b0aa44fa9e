import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logger } from '../logger';
import {
  changeDownload,
  deleteDownload,
  downloadId,
  getDownload,
  keptBytes,
  patchDownload,
  putDownload,
  readDownloads,
  readKeptTracks,
  setDownloadTrack,
  type DownloadTrack,
  type NewDownloadRow,
} from './downloads';
import { ShoalDb, useDatabaseForTests } from './schema';

let n = 0;
let db: ShoalDb;
beforeEach(() => {
  db = new ShoalDb(`downloads-test-${n++}`);
  useDatabaseForTests(db);
});
afterEach(() => vi.restoreAllMocks());

const track = (
  trackId: number,
  state: DownloadTrack['state'] = 'pending',
  size: number | null = 100,
): DownloadTrack => ({
  trackId,
  title: `T${trackId}`,
  uploadUuid: `u${trackId}`,
  listenUrl: `https://pod.example/api/v1/listen/t${trackId}/?upload=u${trackId}`,
  size,
  state,
  track: { id: trackId, title: `T${trackId}` },
});

const row = (id: string, tracks: DownloadTrack[], createdAt = 1): NewDownloadRow => ({
  id,
  kind: id === 'favorites' ? 'favorites' : (id.split(':')[0] as 'album' | 'playlist'),
  objectId: id === 'favorites' ? null : Number(id.split(':')[1]),
  title: id,
  state: 'downloading',
  tracks,
  createdAt,
  error: null,
});

describe('download rows', () => {
  it('ids name the kind and the object', () => {
    expect(downloadId('album', 1)).toBe('album:1');
    expect(downloadId('playlist', 2)).toBe('playlist:2');
    expect(downloadId('favorites')).toBe('favorites');
  });

  it('are written with their version and the bytes of the kept tracks, and read oldest first', async () => {
    await putDownload(row('playlist:2', [track(1, 'kept', 300), track(2)], 20));
    await putDownload(row('album:1', [track(3, 'kept', 50), track(4, 'kept', null)], 10));
    const rows = await readDownloads();
    expect(rows.map((r) => r.id)).toEqual(['album:1', 'playlist:2']);
    expect(rows[0]).toMatchObject({ version: 1, bytes: 50 });
    expect(rows[1]).toMatchObject({ version: 1, bytes: 300 });
  });

  it('progress of one track changes its state and the bytes in one step; a removed row answers null', async () => {
    await putDownload(row('album:1', [track(1), track(2)]));
    const changed = await setDownloadTrack('album:1', 2, { state: 'kept', size: 1234 });
    expect(changed?.tracks.map((t) => t.state)).toEqual(['pending', 'kept']);
    expect(changed?.bytes).toBe(1234);
    expect((await getDownload('album:1'))?.bytes).toBe(1234);
    await patchDownload('album:1', { state: 'errored', error: { key: 'downloads.error.quota' } });
    expect(await getDownload('album:1')).toMatchObject({ state: 'errored', error: { key: 'downloads.error.quota' } });
    await deleteDownload('album:1');
    expect(await setDownloadTrack('album:1', 1, { state: 'kept' })).toBeNull();
    expect(await changeDownload('album:1', (r) => r)).toBeNull();
  });

  it('a corrupt row, or one of a newer version, is discarded with a log line, never a crash', async () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    await putDownload(row('album:1', [track(1)]));
    await db.downloads.put({ id: 'album:2', version: 1, state: 'sideways' } as never);
    await db.downloads.put({ ...row('album:3', []), version: 9, bytes: 0 } as never);
    expect((await readDownloads()).map((r) => r.id)).toEqual(['album:1']);
    expect(await db.downloads.get('album:2')).toBeUndefined();
    expect(warn).toHaveBeenCalled();
  });

  it('kept tracks are listed once even when two downloads keep them', async () => {
    await putDownload(row('album:1', [track(1, 'kept'), track(2, 'kept'), track(3, 'errored')]));
    await putDownload(row('playlist:2', [track(2, 'kept'), track(4, 'pending')], 2));
    expect((await readKeptTracks()).map((t) => t.trackId)).toEqual([1, 2]);
    expect(keptBytes([track(1, 'kept', 10), track(2, 'pending', 20), track(3, 'kept', null)])).toBe(10);
  });
});
