// scan18: a scan brings the other pod's files: before it, a followed remote library lists nothing;
// while it runs, what it has read appears; after it, its tracks are other pods' objects (is_local
// false, fids on their domain) in the library and the catalogue, and their audio plays.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REMOTE_DOMAIN, remoteLibraryUuid } from './remote-seed';
import { SCAN_PENDING_MS, SCAN_RUN_MS } from './serialize/remote';
import { startPodWithUsers, type Browser, type TestPod } from './test-support/pod';
import { shapeProblems, v1Example } from './test-support/shape';

let pod: TestPod;
let demo: Browser;
let admin: Browser;
beforeAll(async () => {
  ({ pod, demo, admin } = await startPodWithUsers());
});
afterAll(() => pod.close());

interface Track {
  title: string;
  fid: string;
  is_local: boolean;
  is_playable: boolean;
  listen_url: string;
  artist: { name: string; fid: string; is_local: boolean };
  album: { title: string; fid: string; is_local: boolean } | null;
  uploads: { uuid: string; listen_url: string; is_local: boolean; size: number }[];
}
interface Page<T> {
  count: number;
  results: T[];
}

/** Moves every scan of a library back in time, as if `ms` had passed. */
const age = (uuid: string, ms: number) =>
  pod.pod.ctx.db
    .prepare(
      "UPDATE library_scans SET creation_date = strftime('%Y-%m-%dT%H:%M:%fZ', creation_date, ?) WHERE library_uuid = ?",
    )
    .run(`-${ms / 1000} seconds`, uuid);
const tracksOf = (browser: Browser, uuid: string) =>
  browser.json<Page<Track>>(`/api/v1/tracks/?library=${uuid}&ordering=position&page_size=50`);
const scan = (browser: Browser, uuid: string) =>
  browser.send('POST', `/api/v1/federation/libraries/${uuid}/scan/`).then((response) => response.json());
const follow = (browser: Browser, target: string) =>
  browser.send('POST', '/api/v1/federation/follows/library/', { target });

describe('a scan of a remote library', () => {
  const harbour = remoteLibraryUuid('harbour-sessions');

  it('brings nothing before it runs, what it has read while it runs, every file once it has ended', async () => {
    expect((await follow(demo, harbour)).status).toBe(201);
    expect((await tracksOf(demo, harbour)).count).toBe(0);
    // The owner view counts the uploads the pod holds; the federation view the other pod's announced count.
    expect(await demo.json(`/api/v1/libraries/${harbour}/`)).toMatchObject({ uploads_count: 0, size: null });
    expect(await demo.json(`/api/v1/federation/libraries/${harbour}/`)).toMatchObject({ uploads_count: 12 });

    expect(await scan(demo, harbour)).toMatchObject({ status: 'scheduled' });
    expect((await tracksOf(demo, harbour)).count).toBe(0);
    age(harbour, SCAN_PENDING_MS + SCAN_RUN_MS / 2);
    const halfway = (await tracksOf(demo, harbour)).count;
    expect(halfway).toBeGreaterThanOrEqual(6);
    expect(halfway).toBeLessThan(12);

    age(harbour, SCAN_RUN_MS);
    const done = await tracksOf(demo, harbour);
    expect(done.count).toBe(12);
    expect(shapeProblems(done, v1Example('GET /api/v1/tracks/'))).toEqual([]);
    const first = done.results[0]!;
    expect(first).toMatchObject({
      title: 'Mooring Line',
      is_local: false,
      is_playable: true,
      artist: { name: 'Harbour Stage Band', is_local: false },
      album: { title: 'Harbour Sessions, Live', is_local: false },
    });
    for (const fid of [first.fid, first.artist.fid, first.album!.fid]) {
      expect(fid.startsWith(`https://${REMOTE_DOMAIN}/federation/music/`)).toBe(true);
    }
    expect(first.uploads).toHaveLength(1);
    expect(first.uploads[0]).toMatchObject({ is_local: false });
    const library = await demo.json<{ uploads_count: number; size: number }>(`/api/v1/libraries/${harbour}/`);
    expect(library.uploads_count).toBe(12);
    expect(library.size).toBeGreaterThan(0);
  });

  it("serves a remote upload's audio through listen/, with Range", async () => {
    const [track] = (await tracksOf(demo, harbour)).results;
    const upload = track!.uploads[0]!;
    const whole = await demo.fetch(upload.listen_url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('audio/mpeg');
    expect((await whole.arrayBuffer()).byteLength).toBe(upload.size);
    const part = await demo.fetch(upload.listen_url, { headers: { Range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${upload.size}`);
  });

  it('puts a public library’s tracks in the catalogue of everyone on the pod, and a second scan adds nothing', async () => {
    const catalogue = await admin.json<Page<Track>>('/api/v1/tracks/?q=Mooring%20Line');
    expect(catalogue.results.map((track) => track.title)).toEqual(['Mooring Line']);
    const artists = await admin.json<Page<{ name: string; is_local: boolean }>>('/api/v1/artists/?q=Harbour%20Stage');
    expect(artists.results).toMatchObject([{ name: 'Harbour Stage Band', is_local: false }]);

    age(harbour, 25 * 3600 * 1000);
    expect(await scan(demo, harbour)).toMatchObject({ status: 'scheduled' });
    age(harbour, SCAN_PENDING_MS + SCAN_RUN_MS);
    expect((await tracksOf(demo, harbour)).count).toBe(12);
  });

  it('leaves out the files that fail, and stops where an unreachable pod stopped answering', async () => {
    const fieldRecordings = remoteLibraryUuid('field-recordings');
    // The seeded scan of two days ago brought nothing that is still here.
    expect((await tracksOf(demo, fieldRecordings)).count).toBe(0);
    expect(await scan(demo, fieldRecordings)).toMatchObject({ status: 'scheduled' });
    age(fieldRecordings, SCAN_PENDING_MS + SCAN_RUN_MS);
    const withErrors = await tracksOf(demo, fieldRecordings);
    expect(withErrors.count).toBe(6);
    expect(withErrors.results.map((track) => track.title)).not.toContain('Broken Tags One');

    const lost = remoteLibraryUuid('lost-tapes');
    expect(await scan(demo, lost)).toMatchObject({ status: 'scheduled' });
    age(lost, SCAN_PENDING_MS + SCAN_RUN_MS);
    expect((await tracksOf(demo, lost)).count).toBe(3);
  });

  it('a private library’s scanned files play only for who has an accepted follow', async () => {
    const crate = remoteLibraryUuid('oskar-crate');
    // Nobody answers for oskar: the pod accepts the follow as if his pod had (an Accept activity).
    expect((await follow(admin, crate)).status).toBe(201);
    pod.pod.ctx.db.prepare('UPDATE library_follows SET approved = 1 WHERE library_uuid = ?').run(crate);
    expect(await scan(admin, crate)).toMatchObject({ status: 'scheduled' });
    age(crate, SCAN_PENDING_MS + SCAN_RUN_MS);
    expect((await tracksOf(admin, crate)).count).toBe(5);
    expect((await tracksOf(demo, crate)).count).toBe(0);
    // The track itself is listed, as every track is, but with nothing demo may play.
    const [elsewhere] = (await demo.json<Page<Track>>('/api/v1/tracks/?q=Dusty%20Groove')).results;
    expect(elsewhere).toMatchObject({ is_playable: false, uploads: [] });
  });
});
