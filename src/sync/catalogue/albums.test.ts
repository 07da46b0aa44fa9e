import { describe, expect, it } from 'vitest';
import { realPod, v1Example } from '../testing/fixtures';
import { podClient, testQueryClient } from '../testing/queries';
import { json } from '../testing/responses';
import { albumKeys, albumListQuery, albumQuery } from './albums';

describe('album queries', () => {
  it('have their own key root', () => {
    expect(albumKeys.list({ artist: 3 })).toEqual(['albums', 'list', { artist: 3 }]);
    expect(albumKeys.detail(8)).toEqual(['albums', 'detail', 8]);
  });

  it('fetch pages and details', async () => {
    const { http, fetchImpl } = podClient(json(realPod('albums.json')), json(v1Example('GET /api/v1/albums/{id}/')));
    const queryClient = testQueryClient();
    const page = await queryClient.fetchQuery(albumListQuery(http, { artist: 1, page_size: 30 }));
    expect(page.results[0]?.artistCredit[0]?.credit).toBe('Oracle Artist');
    expect(new URL(fetchImpl.calls[0]?.url ?? '').search).toBe('?artist=1&page_size=30');
    expect((await queryClient.fetchQuery(albumQuery(http, 8686))).title).toBe('utor');
    expect(queryClient.getQueryData(albumKeys.detail(8686))).toMatchObject({ id: 8686 });
  });
});
