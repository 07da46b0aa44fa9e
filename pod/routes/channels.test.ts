import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPodWithUsers, type Browser, type TestPod } from '../test-support/pod';
import { shapeProblems, v1Example } from '../test-support/shape';

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
interface Channel {
  uuid: string;
  artist: { id: number; name: string; content_category: string; channel: string; tracks_count: number; tags: string[] };
  actor: { full_username: string; preferred_username: string };
  attributed_to: { full_username: string };
  metadata: Record<string, unknown>;
  rss_url: string;
  subscriptions_count?: number;
}
const uuids = async (browser: Browser, path: string) =>
  (await browser.json<Page<{ uuid: string }>>(path)).results.map((c) => c.uuid);

describe('channels', () => {
  it('lists channels in the documented shape, each item shaped as the detail without its subscriptions count', async () => {
    const page = await anonymous.json<Page<Channel>>('/api/v1/channels/');
    expect(page.count).toBe(1);
    expect(shapeProblems({ ...page, results: [] }, v1Example('GET /api/v1/channels/'))).toEqual([]);
    // the list example has an empty `metadata`; a podcast's metadata is the detail's
    const { subscriptions_count: _, ...item } = v1Example('GET /api/v1/channels/{composite}/') as Record<
      string,
      unknown
    >;
    for (const channel of page.results) expect(shapeProblems(channel, item)).toEqual([]);
    expect(page.results[0]).not.toHaveProperty('subscriptions_count');
  });

  it('finds a channel by uuid or by username@domain, in the detail shape', async () => {
    const [uuid] = await uuids(anonymous, '/api/v1/channels/');
    const channel = await anonymous.json<Channel>(`/api/v1/channels/${uuid}/`);
    expect(shapeProblems(channel, v1Example('GET /api/v1/channels/{composite}/'))).toEqual([]);
    expect(channel).toMatchObject({
      uuid,
      artist: { name: 'Shoal Notes', content_category: 'podcast', channel: uuid, tracks_count: 3, tags: ['Podcast'] },
      actor: { full_username: `shoalnotes@${host}`, preferred_username: 'shoalnotes' },
      attributed_to: { full_username: `admin@${host}` },
      metadata: { itunes_category: 'Technology', language: 'en', explicit: false },
      rss_url: `${pod.url}/api/v1/channels/${uuid}/rss`,
      subscriptions_count: 1,
    });
    expect(await anonymous.json(`/api/v2/channels/shoalnotes@${host}`)).toEqual(channel);
    expect(await anonymous.json(`/api/v1/channels/ShoalNotes@${host}/`)).toEqual(channel);
  });

  it('answers 404 for unknown channels and 400 for what is neither a uuid nor a username@domain', async () => {
    for (const path of ['00000000-0000-4000-8000-000000000000', 'shoalnotes@elsewhere.example', `nobody@${host}`]) {
      const response = await anonymous.fetch(`/api/v1/channels/${path}/`);
      expect(response.status, path).toBe(404);
      expect(await response.json()).toEqual({ detail: 'Not found.' });
    }
    const response = await anonymous.fetch('/api/v1/channels/not-a-channel/');
    expect(response.status).toBe(400);
    expect(await response.json()).toHaveProperty('detail');
  });

  it('filters channels by q, tag, scope, subscribed and external, and respects page_size', async () => {
    const [uuid] = await uuids(anonymous, '/api/v1/channels/');
    expect(await uuids(anonymous, '/api/v1/channels/?q=notes')).toEqual([uuid]);
    expect(await uuids(anonymous, '/api/v1/channels/?q=shoalnotes&tag=podcast')).toEqual([uuid]);
    expect(await uuids(anonymous, '/api/v1/channels/?q=nothing')).toEqual([]);
    expect(await uuids(anonymous, '/api/v1/channels/?tag=Podcast&tag=Piano')).toEqual([]);
    expect(await uuids(admin, '/api/v1/channels/?scope=me')).toEqual([uuid]);
    expect(await uuids(demo, '/api/v1/channels/?scope=me')).toEqual([]);
    expect(await uuids(anonymous, '/api/v1/channels/?scope=me')).toEqual([]);
    expect(await uuids(demo, `/api/v1/channels/?scope=actor:admin@${host}`)).toEqual([uuid]);
    // demo is subscribed to the channel, admin is not; anonymous callers get nothing either way
    expect(await uuids(demo, '/api/v1/channels/?subscribed=true')).toEqual([uuid]);
    expect(await uuids(demo, '/api/v1/channels/?subscribed=false')).toEqual([]);
    expect(await uuids(admin, '/api/v1/channels/?subscribed=false')).toEqual([uuid]);
    expect(await uuids(anonymous, '/api/v1/channels/?subscribed=false')).toEqual([]);
    expect(await uuids(anonymous, '/api/v1/channels/?external=true')).toEqual([]);
    expect(await uuids(anonymous, '/api/v1/channels/?ordering=-modification_date,creation_date&page_size=30')).toEqual([
      uuid,
    ]);
    expect((await anonymous.fetch('/api/v1/channels/?subscribed=maybe')).status).toBe(400);
  });
});

describe('channel content in the library lists', () => {
  it('leaves channel content out unless include_channels=true', async () => {
    const names = async (path: string) =>
      (await anonymous.json<Page<{ name: string }>>(path)).results.map((a) => a.name);
    expect(await names('/api/v1/artists/?q=shoal')).toEqual([]);
    expect(await names('/api/v1/artists/?q=shoal&include_channels=true')).toEqual(['Shoal Notes']);
    expect(await names('/api/v1/artists/?content_category=podcast&include_channels=true')).toEqual(['Shoal Notes']);
    const titles = async (path: string) =>
      (await anonymous.json<Page<{ title: string }>>(path)).results.map((a) => a.title);
    expect(await titles('/api/v1/albums/?q=making')).toEqual([]);
    expect(await titles('/api/v1/albums/?content_category=podcast&include_channels=true')).toEqual(['Making Shoal']);
    expect(await titles('/api/v1/tracks/?q=episode')).toEqual([]);
    expect((await anonymous.json<Page>('/api/v1/tracks/?include_channels=true')).count).toBe(27);
  });

  it('carries the channel on the artist of lists, albums and tracks', async () => {
    const [uuid] = await uuids(anonymous, '/api/v1/channels/');
    const artists = await anonymous.json<Page>('/api/v1/artists/?include_channels=true&content_category=podcast');
    expect(shapeProblems(artists, v1Example('GET /api/v1/artists/'))).toEqual([]);
    expect(artists.results[0]!.channel).toEqual({
      uuid,
      actor: { full_username: `shoalnotes@${host}`, preferred_username: 'shoalnotes', domain: host },
    });
    // other artists have none
    expect((await anonymous.json<{ channel: unknown }>('/api/v1/artists/1/')).channel).toBeNull();

    const albums = await anonymous.json<Page<{ title: string; artist: { channel: string } }>>(
      `/api/v1/albums/?channel=${uuid}&include_channels=true`,
    );
    expect(shapeProblems(albums, v1Example('GET /api/v1/albums/'))).toEqual([]);
    expect(albums.results.map((album) => [album.title, album.artist.channel])).toEqual([['Making Shoal', uuid]]);

    type Episode = {
      title: string;
      position: number;
      artist: { channel: string };
      album: { artist: { channel: string } };
      uploads: { mimetype: string }[];
    };
    const episodes = await anonymous.json<Page<Episode>>(
      `/api/v1/tracks/?channel=${uuid}&include_channels=true&ordering=position`,
    );
    expect(shapeProblems(episodes, v1Example('GET /api/v1/tracks/'))).toEqual([]);
    expect(episodes.results.map((track) => track.title)).toEqual([
      'Offline First',
      'The Demo Pod',
      'Listening Together',
    ]);
    for (const track of episodes.results) {
      expect(track.artist.channel).toBe(uuid);
      expect(track.album.artist.channel).toBe(uuid);
      expect(track.uploads[0]!.mimetype).toBe('audio/mpeg');
    }
    // like a real pod, channel= alone does not lift the default include_channels=false
    expect((await anonymous.json<Page>(`/api/v1/tracks/?channel=${uuid}`)).count).toBe(0);
    expect(
      (await anonymous.json<Page>(`/api/v1/tracks/?channel=00000000-0000-4000-8000-000000000000&include_channels=true`))
        .count,
    ).toBe(0);
    expect((await anonymous.fetch('/api/v1/albums/?channel=shoalnotes')).status).toBe(400);
  });

  it('plays an episode', async () => {
    const [uuid] = await uuids(anonymous, '/api/v1/channels/');
    const [episode] = (
      await anonymous.json<Page<{ listen_url: string }>>(`/api/v1/tracks/?channel=${uuid}&include_channels=true`)
    ).results;
    const audio = await anonymous.fetch(episode!.listen_url);
    expect(audio.status).toBe(200);
    expect(audio.headers.get('content-type')).toBe('audio/mpeg');
    expect((await audio.arrayBuffer()).byteLength).toBeGreaterThan(50_000);
  });
});
