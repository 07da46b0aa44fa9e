import { describe, expect, it } from 'vitest';
import { v1Example } from '../testing/fixtures';
import { podClient, testQueryClient } from '../testing/queries';
import { json } from '../testing/responses';
import { tagKeys, tagListQuery, tagQuery } from './tags';

describe('tag queries', () => {
  it('are keyed by params and by name', () => {
    expect(tagKeys.list({ q: 'ro' })).toEqual(['tags', 'list', { q: 'ro' }]);
    expect(tagKeys.detail('rock')).toEqual(['tags', 'detail', 'rock']);
  });

  it('fetch the list and one tag', async () => {
    const { http, fetchImpl } = podClient(
      json(v1Example('GET /api/v1/tags/')),
      json(v1Example('GET /api/v1/tags/{name}/')),
    );
    const queryClient = testQueryClient();
    expect((await queryClient.fetchQuery(tagListQuery(http, { ordering: 'name' }))).results[0]?.name).toBe(
      'Candace Gislason',
    );
    expect((await queryClient.fetchQuery(tagQuery(http, 'jazz'))).name).toBe('Janet Greenholt');
    expect(fetchImpl.calls.map((call) => new URL(call.url).pathname)).toEqual(['/api/v1/tags/', '/api/v1/tags/jazz/']);
  });
});
