import { describe, expect, it } from 'vitest';
import { v1Example } from '../testing/fixtures';
import { podClient, testQueryClient } from '../testing/queries';
import { json } from '../testing/responses';
import { channelKeys, channelListQuery, channelQuery } from './queries';

describe('channel queries', () => {
  it('have their own key root', () => {
    expect(channelKeys.list({ q: 'x' })).toEqual(['channels', 'list', { q: 'x' }]);
    expect(channelKeys.detail('news@pod')).toEqual(['channels', 'detail', 'news@pod']);
  });

  it('fetch pages and details, offline first', async () => {
    const { http } = podClient(
      json(v1Example('GET /api/v1/channels/')),
      json(v1Example('GET /api/v1/channels/{composite}/')),
    );
    const queryClient = testQueryClient();
    expect((await queryClient.fetchQuery(channelListQuery(http, { page_size: 6 }))).count).toBe(123);
    expect((await queryClient.fetchQuery(channelQuery(http, 'u'))).subscriptionsCount).toBe(12);
    expect(channelListQuery(http).networkMode).toBe('offlineFirst');
  });
});
