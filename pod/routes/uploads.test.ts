import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPodWithUsers, type Browser, type TestPod } from '../test-support/pod';
import { realPod, shapeProblems, v1Example } from '../test-support/shape';

let pod: TestPod;
let host: string;
let anonymous: Browser;
let demo: Browser;
let admin: Browser;
beforeAll(async () => {
  ({ pod, host, anonymous, demo, admin } = await startPodWithUsers());
});
afterAll(() => pod.close());

interface Page<T = Record<string, unknown>> {
  count: number;
  results: T[];
}
interface Library {
  uuid: string;
  name: string;
  privacy_level: string;
  uploads_count: number;
  size: number | null;
  actor: { full_username: string };
}
interface Upload {
  uuid: string;
  filename: string;
  import_status: string;
  import_details: Record<string, unknown>;
  track: { id: number; title: string; uploads: unknown[]; is_playable: boolean } | null;
  library: Library;
  channel?: { uuid: string };
  size: number;
}

const names = async (browser: Browser, path: string) =>
  (await browser.json<Page<{ name: string }>>(path)).results.map((item) => item.name);
const titles = async (browser: Browser, path: string) =>
  (await browser.json<Page<{ title: string }>>(path)).results.map((item) => item.title);

async function status(browser: Browser, path: string): Promise<{ status: number; body: unknown }> {
  const response = await browser.fetch(path);
  return { status: response.status, body: await response.json() };
}

describe('libraries', () => {
  it('lists the libraries the caller can see in the owner shape, scope=me for one’s own', async () => {
    const mine = await demo.json<Page<Library>>('/api/v1/libraries/?scope=me');
    expect(shapeProblems(mine, v1Example('GET /api/v1/libraries/'))).toEqual([]);
    expect(shapeProblems(mine, realPod('libraries.json'), { extraKeys: false })).toEqual([]);
    expect(mine.results).toMatchObject([
      { name: "demo's uploads", privacy_level: 'instance', uploads_count: 4, actor: { full_username: `demo@${host}` } },
    ]);
    expect(mine.results[0]!.size).toBeGreaterThan(300_000);
    // the channel's library is not listed; demo's library is visible to the instance, not to anonymous callers
    expect(await names(admin, '/api/v1/libraries/?scope=me')).toEqual(['Demo catalogue']);
    // other pods' public libraries are visible to anyone signed in, as a real pod's viewable_by has it
    expect(await names(admin, '/api/v1/libraries/')).toEqual([
      "demo's uploads",
      'Demo catalogue',
      'Lost Tapes',
      'Harbour Sessions',
      'Field Recordings',
    ]);
    expect(await names(anonymous, '/api/v1/libraries/')).toEqual([
      'Demo catalogue',
      'Lost Tapes',
      'Harbour Sessions',
      'Field Recordings',
    ]);
    expect(await names(anonymous, '/api/v1/libraries/?scope=me')).toEqual([]);
    expect(await names(demo, '/api/v1/libraries/?privacy_level=everyone')).toEqual([
      'Demo catalogue',
      'Lost Tapes',
      'Harbour Sessions',
      'Field Recordings',
    ]);
    expect(await names(demo, '/api/v1/libraries/?q=uploads')).toEqual(["demo's uploads"]);
    expect(await names(demo, `/api/v1/libraries/?scope=actor:admin@${host}`)).toEqual(['Demo catalogue']);
  });

  it('answers one library by uuid, 404 for unknown ones and 400 for a malformed uuid', async () => {
    const [catalogue] = (await admin.json<Page<Library>>('/api/v1/libraries/?scope=me')).results;
    const library = await anonymous.json<Library>(`/api/v2/libraries/${catalogue!.uuid}`);
    expect(shapeProblems(library, v1Example('GET /api/v1/libraries/{uuid}/'))).toEqual([]);
    expect(library).toEqual(catalogue);
    expect((await status(anonymous, '/api/v1/libraries/00000000-0000-4000-8000-000000000000/')).status).toBe(404);
    expect((await status(anonymous, '/api/v1/libraries/catalogue/')).status).toBe(400);
  });

  it('lists the libraries holding playable copies of an artist, album or track', async () => {
    for (const [path, key] of [
      ['artists/4/libraries/', 'GET /api/v1/artists/{id}/libraries/'],
      ['albums/6/libraries/', 'GET /api/v1/albums/{id}/libraries/'],
      ['tracks/8/libraries/', 'GET /api/v1/tracks/{id}/libraries/'],
    ] as const) {
      const page = await demo.json<Page>(`/api/v1/${path}`);
      expect(page.count, path).toBeGreaterThan(0);
      expect(shapeProblems(page, v1Example(key)), path).toEqual([]);
      expect(page.results[0]).toMatchObject({ follow: null, latest_scan: null });
    }
    // demo uploaded its own copy of Harbour Lights, in a library of the instance
    expect(await names(demo, '/api/v1/tracks/8/libraries/')).toEqual(['Demo catalogue', "demo's uploads"]);
    expect(await names(anonymous, '/api/v1/tracks/8/libraries/')).toEqual(['Demo catalogue']);
    expect(await names(anonymous, '/api/v1/albums/7/libraries/')).toEqual([]);
    expect(await names(admin, '/api/v1/albums/7/libraries/')).toEqual(["demo's uploads"]);
    // a channel's library is not a library here
    expect(await names(anonymous, '/api/v1/artists/7/libraries/')).toEqual([]);
    expect((await status(anonymous, '/api/v1/tracks/999/libraries/')).status).toBe(404);
    expect((await status(anonymous, '/api/v1/tracks/x/libraries/')).status).toBe(400);
  });
});

describe('uploads', () => {
  it('needs a logged-in caller to list uploads', async () => {
    expect(await status(anonymous, '/api/v1/uploads/')).toEqual({
      status: 401,
      body: { detail: 'Authentication credentials were not provided.' },
    });
  });

  it('lists the caller’s own uploads in the owner shape of a real pod', async () => {
    const page = await demo.json<Page<Upload>>('/api/v1/uploads/?import_status=finished');
    expect(page.count).toBe(3);
    // a real 1.4 pod leaves `channel` out of uploads that are not a channel's
    for (const problems of shapeProblems(page, v1Example('GET /api/v1/uploads/')))
      expect(problems).toMatch(/^\$\.results\[\d\]\.channel: missing$/);
    expect(shapeProblems(page, realPod('uploads.json'), { extraKeys: false })).toEqual([]);
    for (const upload of page.results) {
      expect(upload).not.toHaveProperty('channel');
      // the nested track and library are a real pod's bare ones
      expect(upload.track).toMatchObject({ uploads: [], is_playable: false });
      expect(upload.library).toMatchObject({ name: "demo's uploads", uploads_count: 0, size: 0 });
    }
    expect(page.results.map((upload) => upload.track!.title).sort()).toEqual(['Harbour Lights', 'Low Sun', 'Teacups']);

    const failed = await demo.json<Page<Upload>>('/api/v1/uploads/?import_status=errored');
    expect(failed.results).toMatchObject([
      {
        filename: 'untitled.mp3',
        track: null,
        import_status: 'errored',
        import_details: { error_code: 'invalid_metadata' },
      },
    ]);
    expect((await demo.json<Page>('/api/v1/uploads/?import_status=errored&import_status=finished')).count).toBe(4);
  });

  it('filters and orders uploads', async () => {
    const count = async (browser: Browser, query: string) =>
      (await browser.json<Page>(`/api/v1/uploads/?${query}`)).count;
    const [library] = (await demo.json<Page<Library>>('/api/v1/libraries/?scope=me')).results;
    expect(await count(demo, `library=${library!.uuid}`)).toBe(4);
    expect(await count(admin, `library=${library!.uuid}`)).toBe(0);
    expect(await count(demo, 'q=status:errored')).toBe(1);
    expect(await count(demo, 'q=artist:sandbar')).toBe(2);
    expect(await count(demo, 'q=teacups')).toBe(1);
    expect(await count(demo, 'q=album:"kitchen tapes" teacups')).toBe(1);
    expect(await count(demo, 'mimetype=audio/mpeg&playable=true')).toBe(3);
    const sizes = (await demo.json<Page<Upload>>('/api/v1/uploads/?ordering=-size')).results.map(
      (upload) => upload.size,
    );
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
    // admin: the catalogue; the channel's episodes only with include_channels=true
    expect(await count(admin, '')).toBe(22);
    expect(await count(admin, 'include_channels=true')).toBe(25);
    expect((await demo.fetch('/api/v1/uploads/?library=mine')).status).toBe(400);
  });

  it('answers one upload to its owner, and to whoever may play it', async () => {
    const [harbour] = (await demo.json<Page<Upload>>('/api/v1/uploads/?q=title:"harbour lights"')).results;
    const detail = await demo.json<Upload>(`/api/v1/uploads/${harbour!.uuid}/`);
    expect(shapeProblems(detail, realPod('upload_detail.json'), { extraKeys: false })).toEqual([]);
    expect(shapeProblems(detail, v1Example('GET /api/v1/uploads/{uuid}/'))).toEqual(['$.channel: missing']);
    expect(detail).toEqual(harbour);
    // demo's library is the instance's: admin may play it, an anonymous visitor may not
    expect((await status(admin, `/api/v1/uploads/${harbour!.uuid}/`)).status).toBe(200);
    expect((await status(anonymous, `/api/v1/uploads/${harbour!.uuid}/`)).status).toBe(404);
    // an upload that failed is its owner's only
    const [failed] = (await demo.json<Page<Upload>>('/api/v1/uploads/?import_status=errored')).results;
    expect((await status(demo, `/api/v1/uploads/${failed!.uuid}/`)).status).toBe(200);
    expect((await status(admin, `/api/v1/uploads/${failed!.uuid}/`)).status).toBe(404);
    expect((await status(demo, '/api/v1/uploads/not-a-uuid/')).status).toBe(400);
    // a channel's upload carries its channel
    const [episode] = (await admin.json<Page<Upload>>('/api/v1/uploads/?include_channels=true&q=title:"offline first"'))
      .results;
    expect(episode!.channel).toMatchObject({ artist: { name: 'Shoal Notes' } });
    expect(shapeProblems(episode, v1Example('GET /api/v1/uploads/{uuid}/'))).toEqual([]);
  });
});

describe('who may play what', () => {
  it('plays demo’s uploads to the instance only, and lists them in tracks’ uploads for those who may play them', async () => {
    type Track = { listen_url: string; is_playable: boolean; uploads: { uuid: string; mimetype: string }[] };
    const teacups = await anonymous.json<Track>('/api/v1/tracks/18/');
    expect(teacups).toMatchObject({ is_playable: false, uploads: [] });
    const listen = await anonymous.fetch(teacups.listen_url);
    expect(listen.status).toBe(404);
    await listen.arrayBuffer();
    const audio = await admin.fetch(teacups.listen_url);
    expect(audio.status).toBe(200);
    expect((await audio.arrayBuffer()).byteLength).toBeGreaterThan(50_000);
    // Harbour Lights: the catalogue's FLAC, and demo's own MP3 copy for logged-in users
    expect((await anonymous.json<Track>('/api/v1/tracks/8/')).uploads.map((upload) => upload.mimetype)).toEqual([
      'audio/flac',
    ]);
    const harbour = await demo.json<Track>('/api/v1/tracks/8/');
    expect(harbour.uploads.map((upload) => upload.mimetype)).toEqual(['audio/flac', 'audio/mpeg']);
    const copy = await demo.fetch(`${harbour.listen_url}?upload=${harbour.uploads[1]!.uuid}`);
    expect(copy.headers.get('content-type')).toBe('audio/mpeg');
    await copy.arrayBuffer();
    const refused = await anonymous.fetch(`${harbour.listen_url}?upload=${harbour.uploads[1]!.uuid}`);
    expect(refused.status).toBe(404);
    await refused.arrayBuffer();
  });
});

describe('scope in the library lists', () => {
  it('lists what is in the caller’s own libraries with scope=me', async () => {
    expect(await names(demo, '/api/v1/artists/?scope=me&ordering=name')).toEqual(['Marina Keys', 'Sandbar']);
    expect(await titles(demo, '/api/v1/albums/?scope=me&ordering=title')).toEqual(['Harbour Lights', 'Kitchen Tapes']);
    expect(await titles(demo, '/api/v1/tracks/?scope=me&ordering=title')).toEqual([
      'Harbour Lights',
      'Low Sun',
      'Teacups',
    ]);
    // admin's catalogue: the compilation's album artist has no track of its own, so it is in no scope
    expect(await names(admin, '/api/v1/artists/?scope=me&ordering=name')).toEqual([
      'Marina Keys',
      'Pixel Reef',
      'Spindrift',
      'Tidepool Ensemble',
    ]);
    expect((await admin.json<Page>('/api/v1/albums/?scope=me')).count).toBe(7);
    for (const kind of ['artists', 'albums', 'tracks'])
      expect((await anonymous.json<Page>(`/api/v1/${kind}/?scope=me`)).count, kind).toBe(0);
  });

  it('understands actor:, domain:, all, and empties the list for a scope it cannot resolve', async () => {
    expect(await names(anonymous, `/api/v1/artists/?scope=actor:demo@${host}&ordering=name`)).toEqual([
      'Marina Keys',
      'Sandbar',
    ]);
    expect(await names(anonymous, `/api/v1/artists/?scope=ACTOR:Demo@${host}&ordering=name`)).toEqual([
      'Marina Keys',
      'Sandbar',
    ]);
    expect((await anonymous.json<Page>(`/api/v1/tracks/?scope=domain:${host}`)).count).toBe(24);
    expect((await anonymous.json<Page>('/api/v1/tracks/?scope=all')).count).toBe(24);
    expect((await demo.json<Page>('/api/v1/tracks/?scope=me,all')).count).toBe(24);
    for (const scope of [
      'nobody@elsewhere.example',
      `actor:nobody@${host}`,
      'actor:demo',
      'domain:elsewhere.example',
      'bogus',
      'me,all',
    ]) {
      expect((await anonymous.json<Page>(`/api/v1/tracks/?scope=${scope}`)).count, scope).toBe(0);
    }
  });

  it('tells compilation artists apart with has_albums and playable', async () => {
    // Spindrift is only on the compilation: credited on a track, album artist of nothing
    expect(await names(anonymous, '/api/v1/artists/?has_albums=false')).toEqual(['Spindrift']);
    expect(await names(anonymous, '/api/v1/artists/?has_albums=true&ordering=name')).toEqual([
      'Marina Keys',
      'Pixel Reef',
      'Sandbar',
      'Tidepool Ensemble',
      'Various Artists',
    ]);
    // Various Artists: album artist of the compilation, no track of its own, so never playable itself
    const various = await anonymous.json<{ tracks_count: number; albums: { title: string; artist: number }[] }>(
      '/api/v1/artists/4/',
    );
    expect(various).toMatchObject({ tracks_count: 0, albums: [{ title: 'Shoal Sampler', artist: 4 }] });
    expect(await names(anonymous, '/api/v1/artists/?playable=true&has_albums=true&ordering=name')).toEqual([
      'Marina Keys',
      'Pixel Reef',
      'Tidepool Ensemble',
    ]);
    const sampler = await anonymous.json<{ tracks_count: number; is_playable: boolean }>('/api/v1/albums/6/');
    expect(sampler).toMatchObject({ tracks_count: 4, is_playable: true });
  });
});
