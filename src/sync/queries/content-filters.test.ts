import { describe, expect, it } from 'vitest';
import { v1Example } from '../testing/fixtures';
import { podClient, testQueryClient } from '../testing/queries';
import { json } from '../testing/responses';
import { contentFilterKeys, contentFiltersQuery } from './content-filters';

describe('content filter query', () => {
  it('holds every filter of the user under one key', async () => {
    const { http, fetchImpl } = podClient(json({ ...(v1Example('GET /api/v1/moderation/content-filters/') as object), next: null }));
    const filters = await testQueryClient().fetchQuery(contentFiltersQuery(http));
    expect(filters.map((filter) => filter.target.name)).toEqual(['Nickelback']);
    expect(contentFiltersQuery(http).queryKey).toEqual(contentFilterKeys.all);
    expect(new URL(fetchImpl.calls[0]?.url ?? '').searchParams.get('page_size')).toBe('100');
  });
});
