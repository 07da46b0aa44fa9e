import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { remoteLibraryFid, remoteLibraryUuid } from '../remote-seed';
import { SCAN_PENDING_MS, SCAN_RUN_MS } from '../serialize/remote';
import { startPodWithUsers, type Browser, type TestPod } from '../test-support/pod';
import { shapeProblems, v1Example } from '../test-support/shape';

let pod: TestPod;
let host: string;
let demo: Browser;
let admin: Browser;
let anonymous: Browser;
beforeAll(async () => {
  ({ pod, host, demo, admin, anonymous } = await startPodWithUsers());
});
afterAll(() => pod.close());

const CATALOGUE = '0610cbf2-badf-5ca7-b85f-08025cc903d4';
interface Scan {
  status: string;
  total_files: number;
  processed_files: number;
  errored_files: number;
}
interface FederationLibrary {
  uuid: string;
  fid: string;
  name: string;
  uploads_count: number;
  privacy_level: string;
  actor: { full_username: string; is_local: boolean; domain: string };
  follow: { approved: boolean | null } | null;
  latest_scan: Scan | null;
}
async function answer(response: Response): Promise<{ status: number; body: unknown }> {
  const text = await response.text();
  return { status: response.status, body: text === '' ? null : (JSON.parse(text) as unknown) };
}
const fetchFid = async (browser: Browser, fid: unknown) =>
  answer(await browser.send('POST', '/api/v1/federation/libraries/fetch/', { fid }));
const scan = async (browser: Browser, uuid: string) =>
  answer(await browser.send('POST', `/api/v1/federation/libraries/${uuid}/scan/`));
/** Moves every scan of a library back in time, as if `ms` had passed. */
const age = (uuid: string, ms: number) =>
  pod.pod.ctx.db
    .prepare(
      "UPDATE library_scans SET creation_date = strftime('%Y-%m-%dT%H:%M:%fZ', creation_date, ?) WHERE library_uuid = ?",
    )
    .run(`-${ms / 1000} seconds`, uuid);

describe('federation/libraries/fetch/', () => {
  it('finds a library of the other pod by its fid, shaped as a real pod answers', async () => {
    const { status, body } = await fetchFid(demo, remoteLibraryFid('harbour-sessions'));
    expect(status).toBe(200);
    expect(shapeProblems(body, v1Example('POST /api/v1/federation/libraries/fetch/'))).toEqual([]);
    const [library] = (body as { count: number; results: FederationLibrary[] }).results;
    expect(library).toMatchObject({
      uuid: remoteLibraryUuid('harbour-sessions'),
      fid: remoteLibraryFid('harbour-sessions'),
      name: 'Harbour Sessions',
      uploads_count: 12,
      privacy_level: 'everyone',
      actor: { full_username: 'nadia@remote.example.org', is_local: false, domain: 'remote.example.org' },
      follow: null,
      latest_scan: null,
    });
  });

  it("finds one of this pod's own libraries by the fid it shares", async () => {
    const { body } = await fetchFid(demo, `${pod.url}/federation/music/libraries/${CATALOGUE}`);
    const [library] = (body as { results: FederationLibrary[] }).results;
    expect(library).toMatchObject({ uuid: CATALOGUE, actor: { full_username: `admin@${host}`, is_local: true } });
  });

  it('answers 400 with the reason for what it cannot fetch, and 200 with a field error without fid', async () => {
    const unknown = await fetchFid(demo, 'https://nowhere.example/federation/music/libraries/x');
    expect(unknown.status).toBe(400);
    expect((unknown.body as { detail: string }).detail).toMatch(
      /^Error while fetching the library: .*nowhere\.example/,
    );
    const notUrl = await fetchFid(demo, 'my library');
    expect(notUrl.status).toBe(400);
    expect((notUrl.body as { detail: string }).detail).toContain('No scheme supplied');
    const missing = await answer(await demo.send('POST', '/api/v1/federation/libraries/fetch/', {}));
    expect(missing).toEqual({ status: 200, body: { fid: ['This field is required'] } });
    expect((await fetchFid(anonymous, remoteLibraryFid('harbour-sessions'))).status).toBe(401);
  });
});

describe('federation/libraries/{uuid}/scan/', () => {
  it('schedules a scan that moves from pending through scanning to finished, then skips a second one', async () => {
    const uuid = remoteLibraryUuid('harbour-sessions');
    const first = await scan(demo, uuid);
    expect(first.status).toBe(200);
    expect(shapeProblems(first.body, v1Example('POST /api/v1/federation/libraries/{uuid}/scan/'))).toEqual([]);
    expect(first.body).toMatchObject({ status: 'scheduled', scan: { status: 'pending', total_files: 12 } });
    expect((await scan(demo, uuid)).body).toEqual({ status: 'skipped' });

    age(uuid, SCAN_PENDING_MS + SCAN_RUN_MS / 2);
    const halfway = await demo.json<FederationLibrary>(`/api/v1/federation/libraries/${uuid}/`);
    expect(halfway.latest_scan).toMatchObject({ status: 'scanning', errored_files: 0 });
    // Half the time gone (and whatever the machine took since): at least half the files, not all.
    expect(halfway.latest_scan?.processed_files).toBeGreaterThanOrEqual(6);
    expect(halfway.latest_scan?.processed_files).toBeLessThan(12);

    age(uuid, SCAN_RUN_MS);
    const done = await demo.json<FederationLibrary>(`/api/v1/federation/libraries/${uuid}/`);
    expect(done.latest_scan).toMatchObject({ status: 'finished', processed_files: 12, errored_files: 0 });
    // Scanned within a day: skipped.
    expect((await scan(demo, uuid)).body).toEqual({ status: 'skipped' });
  });

  it('ends with errors on the library whose files fail, and errored on the unreachable pod (then allows a new scan)', async () => {
    const withErrors = remoteLibraryUuid('field-recordings');
    const twoDaysOld = await admin.json<FederationLibrary>(`/api/v1/federation/libraries/${withErrors}/`);
    expect(twoDaysOld.latest_scan).toMatchObject({ status: 'finished', processed_files: 8, errored_files: 2 });
    expect((await scan(admin, withErrors)).body).toMatchObject({ status: 'scheduled' });

    const lost = remoteLibraryUuid('lost-tapes');
    expect((await scan(demo, lost)).body).toMatchObject({ status: 'scheduled' });
    age(lost, SCAN_PENDING_MS + SCAN_RUN_MS);
    const failed = await demo.json<FederationLibrary>(`/api/v1/federation/libraries/${lost}/`);
    expect(failed.latest_scan).toMatchObject({ status: 'errored', processed_files: 3, total_files: 6 });
    expect((await scan(demo, lost)).body).toMatchObject({ status: 'scheduled' });
  });

  it("skips this pod's own libraries and hides private ones not followed (404)", async () => {
    expect((await scan(demo, CATALOGUE)).body).toEqual({ status: 'skipped' });
    expect((await scan(demo, remoteLibraryUuid('oskar-crate'))).status).toBe(404);
  });

  it('a private remote library can be followed: pending, as its owner has not answered', async () => {
    const target = remoteLibraryUuid('oskar-crate');
    const created = await answer(await demo.send('POST', '/api/v1/federation/follows/library/', { target }));
    expect(created).toMatchObject({
      status: 201,
      body: { approved: null, target: { actor: { full_username: 'oskar@remote.example.org' } } },
    });
    const { results } = await demo.json<{ results: { target: { uuid: string; fid: string } }[] }>(
      '/api/v1/federation/follows/library/',
    );
    expect(results.map((follow) => follow.target.fid)).toContain(remoteLibraryFid('oskar-crate'));
  });

  it('remote actors cannot sign in', async () => {
    const response = await anonymous.login('nadia', '!');
    expect(response.status).toBe(400);
  });
});
