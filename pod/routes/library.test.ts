import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPod, type TestPod } from '../test-support/pod';
import { realPod, shapeProblems, v1Example } from '../test-support/shape';

let pod: TestPod;
beforeAll(async () => {
  pod = await startTestPod();
});
afterAll(() => pod.close());

interface Page<T = Record<string, unknown>> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}
type Track = {
  id: number;
  title: string;
  position: number;
  artist: { id: number; name: string };
  album: { title: string };
};

async function get<T = Record<string, unknown>>(path: string): Promise<T> {
  const response = await fetch(pod.url + path);
  if (response.status !== 200) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}
const titles = async (path: string) => (await get<Page<{ title: string }>>(path)).results.map((item) => item.title);

describe('shapes of the library answers', () => {
  it.each([
    ['artists/', 'GET /api/v1/artists/', 'artists_after.json'],
    ['albums/', 'GET /api/v1/albums/', 'albums.json'],
    ['tracks/', 'GET /api/v1/tracks/', 'tracks.json'],
    ['tags/', 'GET /api/v1/tags/', null],
  ])('%s lists in the documented shape', async (path, key, real) => {
    const page = await get<Page>(`/api/v1/${path}`);
    expect(page.results.length).toBeGreaterThan(0);
    expect(shapeProblems(page, v1Example(key))).toEqual([]);
    if (real) expect(shapeProblems(page, realPod(real), { extraKeys: false })).toEqual([]);
    for (const item of page.results) expect(item).not.toHaveProperty('description');
  });

  it.each([
    ['artists/1/', 'GET /api/v1/artists/{id}/'],
    ['albums/2/', 'GET /api/v1/albums/{id}/'],
    ['tracks/7/', 'GET /api/v1/tracks/{id}/'],
    ['tags/Ambient/', 'GET /api/v1/tags/{name}/'],
  ])('%s has the documented detail shape', async (path, key) => {
    const item = await get(`/api/v2/${path}`);
    expect(shapeProblems(item, v1Example(key))).toEqual([]);
    if (path.startsWith('tracks')) expect(item).toHaveProperty('description', null);
    else if (!path.startsWith('tags')) expect(item.description).toMatchObject({ content_type: 'text/markdown' });
  });

  it('gives artists their albums (artist as an id), counts, tags and own picture', async () => {
    const artist = await get<Record<string, unknown> & { albums: { artist: unknown; title: string }[] }>(
      '/api/v1/artists/1/',
    );
    // 3 + 3 + 4 tracks of its albums, and its piece on the compilation
    expect(artist).toMatchObject({
      name: 'Tidepool Ensemble',
      channel: null,
      content_category: 'music',
      tracks_count: 11,
      is_local: true,
    });
    expect(artist.albums.map((album) => album.title).sort()).toEqual(['Deep Water', 'Night Swim', 'Slow Currents']);
    expect(artist.albums.every((album) => album.artist === 1)).toBe(true);
    expect(artist.tags).toEqual(['Ambient', 'Chill', 'Electronic']);
    expect((artist.cover as { mimetype: string }).mimetype).toBe('image/jpeg');
  });

  it('credits a featured artist with a join phrase, on the track only', async () => {
    const track = await get<
      Record<string, unknown> & { artist_credit: unknown[]; album: { artist_credit: unknown[] } }
    >('/api/v1/tracks/7/');
    expect(track).toMatchObject({
      title: 'Arcade Sunrise',
      artist: { id: 3, name: 'Marina Keys' },
      album: { title: 'Coral Cartridge' },
    });
    expect(track.artist_credit).toMatchObject([
      { artist: { id: 3, name: 'Marina Keys' }, credit: 'Marina Keys', joinphrase: ' feat. ', index: 0 },
      { artist: { id: 2, name: 'Pixel Reef' }, credit: 'Pixel Reef', joinphrase: '', index: 1 },
    ]);
    expect(track.album.artist_credit).toMatchObject([
      { artist: { id: 2 }, credit: 'Pixel Reef', joinphrase: '', index: 0 },
    ]);
    const album = await get<{ artist_credit: unknown[] }>('/api/v1/albums/2/');
    expect(album.artist_credit).toMatchObject([
      { artist: { name: 'Pixel Reef' }, credit: 'Pixel Reef', joinphrase: '' },
    ]);
  });

  it('points listen_url at the pod and uploads at themselves', async () => {
    const track = await get<{
      listen_url: string;
      uploads: { uuid: string; listen_url: string; mimetype: string; extension: string }[];
    }>('/api/v1/tracks/1/');
    expect(track.listen_url).toMatch(/^\/api\/v1\/listen\/[0-9a-f-]{36}\/$/);
    expect(track.uploads).toHaveLength(1);
    expect(track.uploads[0]).toMatchObject({ mimetype: 'audio/ogg', extension: 'ogg' });
    expect(track.uploads[0]!.listen_url).toBe(`${track.listen_url}?upload=${track.uploads[0]!.uuid}`);
  });

  it('serves covers from absolute /media/ URLs', async () => {
    const album = await get<{ cover: { size: number; urls: Record<string, string> } }>('/api/v1/albums/3/');
    for (const [size, url] of [
      [600, album.cover.urls.original!],
      [600, album.cover.urls.large_square_crop!],
      [200, album.cover.urls.medium_square_crop!],
    ] as const) {
      expect(url.startsWith(`${pod.url}/media/`)).toBe(true);
      const response = await fetch(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/jpeg');
      expect(response.headers.get('cache-control')).toMatch(/max-age/);
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(bytes.subarray(0, 2).toString('hex')).toBe('ffd8');
      if (size === 600) expect(bytes.length).toBe(album.cover.size);
    }
  });

  it('answers 404 for unknown objects', async () => {
    for (const path of ['artists/999/', 'albums/999/', 'tracks/999/', 'tags/NoSuchTag/']) {
      const response = await fetch(`${pod.url}/api/v1/${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.json()).toEqual({ detail: 'Not found.' });
    }
  });
});

describe('filters', () => {
  it('searches with q, case-insensitively, in titles, album titles and artist names', async () => {
    expect(await titles('/api/v1/tracks/?q=GLASS')).toEqual(['Sea Glass']);
    expect((await titles('/api/v1/tracks/?q=night')).sort()).toEqual(['Moon Jelly', 'Phosphorescence', 'The Deep End']);
    expect((await titles('/api/v1/tracks/?q=pixel')).sort()).toEqual([
      'Bubble Level',
      'Press Start',
      'Reef Runner',
      'Reef Runner',
      'Static',
    ]);
    expect(await titles('/api/v1/tracks/?q=moon%20jelly')).toEqual(['Moon Jelly']);
    expect(await titles('/api/v1/albums/?q=harbour')).toEqual(['Harbour Lights']);
    expect((await get<Page<{ name: string }>>('/api/v1/artists/?q=keys')).results.map((a) => a.name)).toEqual([
      'Marina Keys',
    ]);
    expect((await get<Page>('/api/v1/tracks/?q=nothing-like-this')).count).toBe(0);
  });

  it('filters tracks by artist (track or album artist) and by album', async () => {
    expect((await titles('/api/v1/tracks/?artist=2')).sort()).toEqual([
      'Arcade Sunrise',
      'Bubble Level',
      'Press Start',
      'Reef Runner',
      'Reef Runner',
      'Static',
    ]);
    expect((await titles('/api/v1/tracks/?artist=3')).sort()).toEqual([
      'Arcade Sunrise',
      'Harbour Lights',
      'Lighthouse Waltz',
      'Lighthouse Waltz',
      'Rain on the Pier',
    ]);
    const album = await get<Page<Track>>('/api/v1/tracks/?album=2&ordering=disc_number,position');
    expect(album.results.map((track) => [track.position, track.title])).toEqual([
      [1, 'Press Start'],
      [2, 'Reef Runner'],
      [3, 'Bubble Level'],
      [4, 'Arcade Sunrise'],
    ]);
    expect((await titles('/api/v1/albums/?artist=1')).sort()).toEqual(['Deep Water', 'Night Swim', 'Slow Currents']);
    // the compilation's tracks are by their own artists; the album artist is Various Artists
    expect(await titles('/api/v1/tracks/?artist=4&ordering=position')).toEqual([
      'Kelp Forest',
      'Reef Runner',
      'Lighthouse Waltz',
      'Foam Line',
    ]);
  });

  it('filters by tag, every tag having to match', async () => {
    expect((await titles('/api/v1/tracks/?tag=Piano')).sort()).toEqual([
      'Arcade Sunrise',
      'Harbour Lights',
      'Lighthouse Waltz',
      'Lighthouse Waltz',
      'Low Sun',
      'Rain on the Pier',
      'Teacups',
    ]);
    expect((await titles('/api/v1/tracks/?tag=piano&tag=Chill')).sort()).toEqual([
      'Lighthouse Waltz',
      'Lighthouse Waltz',
      'Teacups',
    ]);
    expect((await titles('/api/v1/albums/?tag=Electronic')).sort()).toEqual([
      'Coral Cartridge',
      'Deep Water',
      'Shoal Sampler',
      'Slow Currents',
    ]);
    const artists = await get<Page<{ name: string }>>('/api/v1/artists/?tag=Chill&ordering=name');
    expect(artists.results.map((a) => a.name)).toEqual(['Marina Keys', 'Sandbar', 'Tidepool Ensemble']);
    const both = await get<Page<{ name: string }>>('/api/v1/artists/?tag=Chill&tag=Ambient');
    expect(both.results.map((a) => a.name)).toEqual(['Tidepool Ensemble']);
  });

  it('accepts playable, include_channels and hidden', async () => {
    // anonymous: demo's two Kitchen Tapes tracks are in a library of the instance, not playable here
    expect((await get<Page>('/api/v1/tracks/?playable=true')).count).toBe(22);
    expect(await titles('/api/v1/tracks/?playable=false&ordering=title')).toEqual(['Low Sun', 'Teacups']);
    expect((await get<Page>('/api/v1/albums/?playable=yes&include_channels=true')).count).toBe(8);
    expect((await get<Page>('/api/v1/artists/?hidden=false&include_channels=false')).count).toBe(6);
    // nothing is muted for an anonymous caller, and a real pod then ignores hidden
    expect((await get<Page>('/api/v1/artists/?hidden=true')).count).toBe(6);
  });

  it('orders newest first by default, and by the ordering fields asked', async () => {
    // the compilation's tracks were added last (the podcast's episodes are channel content); the
    // broken record is dated before everything else so that it never greets visitors first
    expect(await titles('/api/v1/tracks/?page_size=3')).toEqual(['Lighthouse Waltz', 'Reef Runner', 'Kelp Forest']);
    expect(await titles('/api/v1/albums/')).toEqual([
      'Kitchen Tapes',
      'Shoal Sampler',
      'Deep Water',
      'Night Swim',
      'Harbour Lights',
      'Coral Cartridge',
      'Slow Currents',
      'Broken Records',
    ]);
    expect((await get<Page<{ name: string }>>('/api/v1/artists/')).results.map((a) => a.name)).toEqual([
      'Spindrift',
      'Sandbar',
      'Various Artists',
      'Marina Keys',
      'Pixel Reef',
      'Tidepool Ensemble',
    ]);
    const byTitle = await titles('/api/v1/tracks/?ordering=title');
    expect(byTitle).toEqual([...byTitle].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    expect(await titles('/api/v1/tracks/?ordering=-title')).toEqual([...byTitle].reverse());
    const byDate = [
      'Harbour Lights',
      'Slow Currents',
      'Coral Cartridge',
      'Night Swim',
      'Deep Water',
      'Shoal Sampler',
      'Kitchen Tapes',
      'Broken Records',
    ];
    expect(await titles('/api/v1/albums/?ordering=release_date')).toEqual(byDate);
    expect(await titles('/api/v1/albums/?ordering=-release_date')).toEqual([...byDate].reverse());
    const byArtist = await get<Page<Track>>('/api/v1/tracks/?ordering=artist__name,-title&page_size=5');
    expect(byArtist.results.map((track) => track.artist.name)).toEqual(Array(5).fill('Marina Keys'));
    expect(byArtist.results.map((track) => track.title)).toEqual([
      'Rain on the Pier',
      'Lighthouse Waltz',
      'Lighthouse Waltz',
      'Harbour Lights',
      'Arcade Sunrise',
    ]);
    // a second disc: disc_number then position
    const deep = await get<Page<Track & { disc_number: number }>>(
      '/api/v1/tracks/?album=5&ordering=-disc_number,position',
    );
    expect(deep.results.map((track) => [track.disc_number, track.position, track.title])).toEqual([
      [2, 1, 'Abyssal Plain'],
      [2, 2, 'Surfacing'],
      [1, 1, 'Thermocline'],
      [1, 2, 'Undertow'],
    ]);
    expect(await titles('/api/v1/tracks/?ordering=no_such_field')).toEqual(await titles('/api/v1/tracks/'));
    expect((await titles('/api/v1/tracks/?ordering=random')).sort()).toEqual(byTitle.slice().sort());
  });

  it('finds related content by shared tags', async () => {
    const related = await get<Page<Track>>('/api/v1/tracks/?related=9&ordering=related');
    expect(related.results.map((track) => track.id)).not.toContain(9);
    expect(related.results.length).toBeGreaterThan(0);
    for (const track of related.results) {
      const tags = (await get<{ tags: string[] }>(`/api/v1/tracks/${track.id}/`)).tags;
      expect(tags.some((tag) => tag === 'Piano' || tag === 'Chill')).toBe(true);
    }
  });

  it('lists and finds tags', async () => {
    const tags = await get<Page<{ name: string }>>('/api/v1/tags/?ordering=name');
    expect(tags.results.map((tag) => tag.name)).toEqual([
      'Ambient',
      'Chill',
      'Chiptune',
      'Electronic',
      'Piano',
      'Podcast',
    ]);
    expect(
      (await get<Page<{ name: string }>>('/api/v1/tags/?q=chi&ordering=-name')).results.map((t) => t.name),
    ).toEqual(['Chiptune', 'Chill']);
    expect((await get<Page<{ name: string }>>('/api/v1/tags/?ordering=length,name')).results[0]!.name).toBe('Chill');
    expect(await get('/api/v1/tags/Piano')).toMatchObject({ name: 'Piano' });
  });
});

describe('pagination', () => {
  it('links pages with absolute URLs, keeping the other parameters', async () => {
    const first = await get<Page>('/api/v1/tracks/?page_size=5&ordering=title');
    expect(first).toMatchObject({
      count: 24,
      previous: null,
      next: `${pod.url}/api/v1/tracks/?page_size=5&ordering=title&page=2`,
    });
    const second = await get<Page>(new URL(first.next!).pathname + new URL(first.next!).search);
    expect(second.previous).toBe(`${pod.url}/api/v1/tracks/?page_size=5&ordering=title`);
    expect(second.next).toBe(`${pod.url}/api/v1/tracks/?page_size=5&ordering=title&page=3`);
    const last = await get<Page>('/api/v2/tracks?page_size=5&ordering=title&page=5');
    expect(last.results).toHaveLength(4);
    expect(last.next).toBeNull();
    expect(last.previous).toBe(`${pod.url}/api/v2/tracks?page_size=5&ordering=title&page=4`);
  });

  it('cuts page_size down to 50 and refuses pages past the end like DRF', async () => {
    expect((await get<Page>('/api/v1/tracks/?page_size=500')).results).toHaveLength(24);
    const past = await fetch(`${pod.url}/api/v1/tracks/?page=6&page_size=5`);
    expect(past.status).toBe(404);
    expect(await past.json()).toEqual({ detail: 'Invalid page.' });
    expect((await fetch(`${pod.url}/api/v1/tracks/?q=none-at-all&page=1`)).status).toBe(200);
  });
});
