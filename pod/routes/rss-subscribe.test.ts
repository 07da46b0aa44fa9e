import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseFeed } from '../feeds';
import { startPodWithUsers, type Browser, type TestPod } from '../test-support/pod';
import { shapeProblems, v1Example } from '../test-support/shape';

let pod: TestPod;
let host: string;
let admin: Browser;
let demo: Browser;
let anonymous: Browser;
beforeAll(async () => {
  ({ pod, host, admin, demo, anonymous } = await startPodWithUsers({ testHooks: true }));
});
afterAll(() => pod.close());

interface Subscription {
  uuid: string;
  channel: {
    uuid: string;
    actor: unknown;
    rss_url: string;
    attributed_to: { full_username: string };
    artist: { id: number; name: string; content_category: string; is_local: boolean };
  };
}
interface Page<T> {
  count: number;
  results: T[];
}
interface Track {
  id: number;
  title: string;
  creation_date: string;
  listen_url: string;
  uploads: { uuid: string; mimetype: string; size: number }[];
}

const episodes = (browser: Browser, channel: string) =>
  browser.json<Page<Track>>(`/api/v1/tracks/?channel=${channel}&include_channels=true&ordering=-creation_date`);

describe('rss-subscribe', () => {
  it('reads the sample feed over HTTP: an external podcast channel, its episodes playable, the caller subscribed', async () => {
    const url = `${pod.url}/feeds/rss-a.xml`;
    const response = await admin.send('POST', '/api/v1/channels/rss-subscribe/', { url });
    expect(response.status).toBe(201);
    const subscription = (await response.json()) as Subscription;
    const { subscriptions_count: _, ...item } = v1Example('GET /api/v1/channels/{composite}/') as Record<
      string,
      unknown
    >;
    // actor is null for a channel made from a feed (ENDPOINTS §9)
    expect(shapeProblems({ ...subscription.channel, actor: item.actor }, item)).toEqual([]);
    expect(subscription.channel).toMatchObject({
      actor: null,
      rss_url: url,
      attributed_to: { full_username: `service@${host}` },
      artist: { name: 'Shoal sample feed rss-a', content_category: 'podcast', is_local: false },
    });
    const uuid = subscription.channel.uuid;
    const all = await admin.json<{ results: { channel: string }[] }>('/api/v1/subscriptions/all/');
    expect(all.results.map((item) => item.channel)).toContain(uuid);

    const list = await episodes(anonymous, uuid);
    expect(list.results.map((track) => track.title)).toEqual(['Episode 4', 'Episode 3', 'Episode 2', 'Episode 1']);
    // Not in the track lists unless channels are asked for.
    const plain = await anonymous.json<Page<Track>>(`/api/v1/tracks/?q=Episode`);
    expect(plain.results.map((track) => track.title)).not.toContain('Episode 4');
    const audio = await anonymous.fetch(list.results[0]!.listen_url);
    expect(audio.status).toBe(200);
    expect(audio.headers.get('content-type')).toBe('audio/mpeg');
    expect((await audio.arrayBuffer()).byteLength).toBe(list.results[0]!.uploads[0]!.size);

    const external = await anonymous.json<Page<{ uuid: string }>>('/api/v1/channels/?external=true');
    expect(external.results.map((channel) => channel.uuid)).toEqual([uuid]);
    const local = await anonymous.json<Page<{ uuid: string }>>('/api/v1/channels/?external=false');
    expect(local.results.map((channel) => channel.uuid)).not.toContain(uuid);
    // A feed of this pod's own is for local channels only: a channel made from a feed has none here.
    expect((await anonymous.fetch(`${pod.url}/api/v1/channels/${uuid}/rss/`)).status).toBe(404);
  });

  it('a second subscriber gets the same channel; an added episode comes with ?refresh=true, once', async () => {
    const url = `${pod.url}/feeds/rss-b.xml`;
    const first = (await (await admin.send('POST', '/api/v1/channels/rss-subscribe/', { url })).json()) as Subscription;
    const second = (await (await demo.send('POST', '/api/v1/channels/rss-subscribe/', { url })).json()) as Subscription;
    expect(second.channel.uuid).toBe(first.channel.uuid);
    expect(second.uuid).not.toBe(first.uuid);
    const uuid = first.channel.uuid;

    expect((await admin.fetch('/__test__/feeds/rss-b/episodes', { method: 'POST' })).status).toBe(200);
    expect((await episodes(anonymous, uuid)).count).toBe(4);
    const detail = await anonymous.json<{ artist: { tracks_count: number } }>(`/api/v1/channels/${uuid}/?refresh=true`);
    expect(detail.artist.tracks_count).toBe(5);
    await anonymous.json(`/api/v1/channels/${uuid}/?refresh=true`);
    const list = await episodes(anonymous, uuid);
    expect(list.results.map((track) => track.title)).toEqual([
      'Episode 5',
      'Episode 4',
      'Episode 3',
      'Episode 2',
      'Episode 1',
    ]);
  });

  it('an unreadable feed is 400 {detail}; no URL a field error; anonymous callers are refused', async () => {
    const notFeed = await admin.send('POST', '/api/v1/channels/rss-subscribe/', {
      url: `${pod.url}/api/v1/instance/nodeinfo/2.0/`,
    });
    expect(notFeed.status).toBe(400);
    expect(await notFeed.json()).toEqual({ detail: 'This is not an RSS feed.' });
    const missing = await admin.send('POST', '/api/v1/channels/rss-subscribe/', { url: `${pod.url}/feeds/NOPE` });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { detail: string }).detail).toMatch(/HTTP 404/);
    const empty = await admin.send('POST', '/api/v1/channels/rss-subscribe/', {});
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual({ url: ['This field is required.'] });
    const visitor = await anonymous.send('POST', '/api/v1/channels/rss-subscribe/', { url: `${pod.url}/feeds/x.xml` });
    expect([401, 403]).toContain(visitor.status);
  });
});

describe('the feed reader', () => {
  it('reads entities, CDATA, durations and skips items without audio', () => {
    const feed = parseFeed(`<?xml version="1.0"?><rss version="2.0"><channel>
      <title>Tom &amp; Jerry&#39;s</title><description><![CDATA[<b>bold</b>]]></description>
      <item><title>Video</title><enclosure url="http://x/v.mp4" type="video/mp4"/></item>
      <item><title>A</title><guid>g1</guid><pubDate>Mon, 05 Jan 2026 08:00:00 GMT</pubDate>
        <enclosure url="http://x/a.mp3?a=1&amp;b=2" length="10" type="audio/mpeg"/><itunes:duration>01:02</itunes:duration></item>
    </channel></rss>`);
    expect(feed.title).toBe("Tom & Jerry's");
    expect(feed.description).toBe('<b>bold</b>');
    expect(feed.items).toEqual([
      {
        guid: 'g1',
        title: 'A',
        description: null,
        published: '2026-01-05T08:00:00.000Z',
        enclosure: { url: 'http://x/a.mp3?a=1&b=2', type: 'audio/mpeg', length: 10 },
        duration: 62,
      },
    ]);
    expect(() => parseFeed('<html><body>no</body></html>')).toThrow('This is not an RSS feed.');
  });
});
