import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPod, type TestPod } from '../test-support/pod';
import { shapeProblems, v1Example } from '../test-support/shape';

let pod: TestPod;
beforeAll(async () => {
  pod = await startTestPod();
});
afterAll(() => pod.close());

type Found = {
  artists: { name: string }[];
  albums: { title: string }[];
  tracks: { title: string }[];
  tags: { name: string }[];
};

async function search(query: string, path = '/api/v1/search'): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${pod.url}${path}?${query}`);
  return { status: response.status, body: await response.json().catch(() => null) };
}

describe('GET search', () => {
  it('answers the documented shape, at most 3 of each, with query= or q=', async () => {
    const { status, body } = await search('query=a');
    expect(status).toBe(200);
    expect(shapeProblems(body, v1Example('GET /api/v1/search'))).toEqual([]);
    const found = body as Found;
    for (const list of [found.artists, found.albums, found.tracks, found.tags])
      expect(list.length).toBeLessThanOrEqual(3);
    expect(found.tracks).toHaveLength(3);
    expect((await search('q=a')).body).toEqual(body);
  });

  it('finds by words in names and titles, case-insensitively', async () => {
    const found = (await search('query=TIDEPOOL')).body as Found;
    expect(found.artists.map((artist) => artist.name)).toEqual(['Tidepool Ensemble']);
    expect(found.tracks.length).toBeGreaterThan(0);
    const tags = (await search('query=ambi')).body as Found;
    expect(tags.tags.map((tag) => tag.name)).toEqual(['Ambient']);
    expect((await search('query=zzqqxx')).body).toEqual({ artists: [], albums: [], tracks: [], tags: [] });
  });

  it('refuses an empty query, and has no trailing slash', async () => {
    expect(await search('query=%20')).toEqual({ status: 400, body: { detail: 'empty query' } });
    expect((await search('', '/api/v1/search')).status).toBe(400);
    expect((await search('query=a', '/api/v1/search/')).status).toBe(404);
  });
});
