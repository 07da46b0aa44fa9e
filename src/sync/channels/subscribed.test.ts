// The listening side's channel reads against the real demo pod (in-process, real HTTP).

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoPod, signedInClient, type RunningPod } from '../testing/demo-pod';
import { testQueryClient } from '../testing/queries';
import { ApiRequestError } from '../core/query-errors';
import { listArtists } from '../catalogue';
import { channelCard, channelCardOfArtist, channelPath } from './card';
import { channelQuery } from './queries';
import { subscribedChannelsQuery } from './subscribed';
import { noteChannelsAnswer } from './channels-off';

const SHOAL_NOTES = '93816232-897f-54f3-93e9-413db5833f32';

let running: RunningPod;
beforeAll(async () => {
  running = await startDemoPod({ testHooks: true });
});
afterAll(() => running.stop());

describe('subscribed channels and cards, against the demo pod', () => {
  it('lists demo’s subscriptions across pages, and the same card from a channel and from its artist', async () => {
    const demo = await signedInClient(running, 'demo', 'demo');
    const admin = await signedInClient(running, 'admin', 'admin');
    // 60 more channels, subscribed to by admin: the walk reads two pages of 50.
    const made = await fetch(new URL('/__test__/channels', running.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ prefix: 'Walk', count: 60 }),
    });
    const { uuids } = (await made.json()) as { uuids: string[] };
    for (const uuid of uuids) expect((await admin.post(`channels/${uuid}/subscribe/`)).ok).toBe(true);

    const queries = testQueryClient();
    const mine = await queries.fetchQuery(subscribedChannelsQuery(demo));
    expect(mine.map((channel) => channel.uuid)).toEqual([SHOAL_NOTES]);
    const admins = await queries.fetchQuery(subscribedChannelsQuery(admin));
    expect(admins).toHaveLength(60);

    const card = channelCard(mine[0]!);
    expect(card).toMatchObject({
      uuid: SHOAL_NOTES,
      name: 'Shoal Notes',
      category: 'podcast',
      isExternal: false,
      fullUsername: `shoalnotes@${new URL(running.url).host}`,
    });
    expect(card.episodesCount).toBeGreaterThan(0);
    expect(card.rssUrl).toMatch(/\/api\/v1\/channels\/93816232-897f-54f3-93e9-413db5833f32\/rss$/);
    expect(channelPath(card)).toBe(`/channels/shoalnotes@${new URL(running.url).host}`);

    const podcasts = await listArtists(demo, { content_category: 'podcast', include_channels: true, q: 'Shoal' });
    expect(podcasts.ok).toBe(true);
    const fromArtist = podcasts.ok ? channelCardOfArtist(podcasts.data.results[0]!) : null;
    expect(fromArtist).toEqual({ ...card, cover: fromArtist?.cover ?? null, rssUrl: null });
    expect(channelPath({ uuid: 'u', fullUsername: null })).toBe('/channels/u');
  });

  it('a 405 with an empty body fails quietly (no message) and notes channels off', async () => {
    const admin = await signedInClient(running, 'admin', 'admin');
    const off = await admin.request('PATCH', 'instance/admin/settings/audio__channels_enabled/', {
      json: { value: false },
    });
    expect(off.ok).toBe(true);
    try {
      const error = await testQueryClient()
        .fetchQuery(channelQuery(admin, SHOAL_NOTES))
        .catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ApiRequestError);
      expect((error as ApiRequestError).apiError).toMatchObject({ status: 405, showMessage: false });
    } finally {
      await admin.request('PATCH', 'instance/admin/settings/audio__channels_enabled/', { json: { value: true } });
      noteChannelsAnswer(false);
    }
    expect((await testQueryClient().fetchQuery(channelQuery(admin, SHOAL_NOTES))).uuid).toBe(SHOAL_NOTES);
  });
});
