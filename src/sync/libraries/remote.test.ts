import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../core/http';
import { follow } from '../follows';
import { signedInClient, startDemoPod, type RunningPod } from '../testing/demo-pod';
import { fetchRemoteLibrary, getFederationLibrary, listFollowedLibraries, scanLibrary } from './remote';
import { scanState } from './scan';

// The demo pod's simulated other pod (pod/remote-seed.ts).
const harbourFid = (uuid: string) => `https://remote.example.org/federation/music/libraries/${uuid}`;

describe.each(['2.0', '1.4'] as const)('remote libraries against the demo pod (%s)', (mode) => {
  let running: RunningPod;
  let http: HttpClient;
  let harbour: string;
  beforeAll(async () => {
    running = await startDemoPod({ mode });
    http = await signedInClient(running, 'demo', 'demo');
    const row = running.pod.ctx.db.prepare("SELECT uuid FROM libraries WHERE name = 'Harbour Sessions'").get() as {
      uuid: string;
    };
    harbour = row.uuid;
  });
  afterAll(() => running.stop());

  it('finds a library by its sharing link, follows it, lists it, scans it once', async () => {
    const found = await fetchRemoteLibrary(http, `  ${harbourFid(harbour)} `.trim());
    expect(found.ok && found.data).toMatchObject({
      uuid: harbour,
      name: 'Harbour Sessions',
      isLocal: false,
      actor: { fullUsername: 'nadia@remote.example.org' },
      uploadsCount: 12,
      latestScan: null,
    });

    const followed = await follow(http, 'library', harbour);
    expect(followed.ok && followed.data.approved).toBe(true);
    const list = await listFollowedLibraries(http);
    expect(list.ok && list.data.results.map((item) => [item.library.name, item.approved])).toEqual([
      ['Harbour Sessions', true],
    ]);

    const launched = await scanLibrary(http, harbour);
    expect(launched.ok && launched.data).toMatchObject({ launched: true, scan: { status: 'pending', totalFiles: 12 } });
    expect(await scanLibrary(http, harbour)).toMatchObject({ ok: true, data: { launched: false } });
    const detail = await getFederationLibrary(http, harbour);
    expect(detail.ok && scanState(detail.data.latestScan).kind).toMatch(/^(pending|scanning|success)$/);
  });

  it("says why a URL gives no library: the pod's reason", async () => {
    const unknown = await fetchRemoteLibrary(http, 'https://nowhere.example/federation/music/libraries/x');
    expect(unknown.ok).toBe(false);
    if (!unknown.ok) {
      expect(unknown.error.status).toBe(400);
      expect(unknown.error.messages.map((text) => text.raw ?? '').join(' ')).toContain('nowhere.example');
    }
  });
});

describe('fetchRemoteLibrary, validated at the boundary', () => {
  it("refuses a real pod's 200 answer to a missing fid (a field error, not a library)", async () => {
    const http = new HttpClient({
      getApiBase: () => 'https://pod.example/api/v1/',
      getCsrfToken: () => 'token',
      fetchImpl: async () =>
        new Response(JSON.stringify({ fid: ['This field is required'] }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    });
    const result = await fetchRemoteLibrary(http, '');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.kind).toBe('invalid-response');
  });
});
