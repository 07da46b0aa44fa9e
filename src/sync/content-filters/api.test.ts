import { describe, expect, it } from 'vitest';
import { v1Example } from '../testing/fixtures';
import { podClient } from '../testing/queries';
import { json } from '../testing/responses';
import { createContentFilter, deleteContentFilter, listAllContentFilters } from './api';

const filter = (id: number, type = 'artist') => ({
  uuid: `f-${id}`,
  creation_date: '2024-01-01T00:00:00Z',
  target: { type, id, name: `Artist ${id}` },
});
const page = (ids: number[], next: string | null, extra: object[] = []) =>
  json({ count: 3, next, previous: null, results: [...ids.map((id) => filter(id)), ...extra] });

describe('listAllContentFilters', () => {
  it('asks 100 a page (spec 01 section 9) and follows next links to the end', async () => {
    const { http, fetchImpl } = podClient(
      page([1, 2], 'https://pod.example/api/v1/moderation/content-filters/?page=2&page_size=100'),
      page([3], null),
    );
    const result = await listAllContentFilters(http, { ordering: '-creation_date' });
    expect(result.ok && result.data.map((item) => item.target.id)).toEqual([1, 2, 3]);
    const first = new URL(fetchImpl.calls[0]?.url ?? '');
    expect(first.pathname).toBe('/api/v1/moderation/content-filters/');
    expect(first.search).toBe('?page_size=100&ordering=-creation_date');
    expect(fetchImpl.calls[1]?.url).toBe('https://pod.example/api/v1/moderation/content-filters/?page=2&page_size=100');
  });

  it('fails as a whole when a later page fails', async () => {
    const { http } = podClient(
      page([1], 'https://pod.example/api/v1/moderation/content-filters/?page=2'),
      json({}, 503),
    );
    const result = await listAllContentFilters(http);
    expect(!result.ok && result.error.kind).toBe('server-error');
  });

  it('skips filters of a kind it does not know', async () => {
    const { http } = podClient(page([1], null, [filter(9, 'domain')]));
    const result = await listAllContentFilters(http);
    expect(result.ok && result.data.map((item) => item.uuid)).toEqual(['f-1']);
  });
});

describe('content filter writes', () => {
  it('createContentFilter posts an artist target', async () => {
    const { http, fetchImpl } = podClient(json(v1Example('POST /api/v1/moderation/content-filters/'), 201));
    const result = await createContentFilter(http, 12);
    expect(result.ok && result.data?.target.name).toBe('Nickelback');
    expect(fetchImpl.calls[0]?.method).toBe('POST');
    expect(JSON.parse(String(fetchImpl.calls[0]?.body))).toEqual({ target: { type: 'artist', id: 12 } });
  });

  it('createContentFilter reports the duplicate answer of the pod', async () => {
    const { http } = podClient(json({ detail: 'A content filter already exists for this object' }, 400));
    const result = await createContentFilter(http, 12);
    expect(!result.ok && result.error.messages[0]?.raw).toBe('A content filter already exists for this object');
  });

  it('deleteContentFilter sends DELETE to the filter', async () => {
    const { http, fetchImpl } = podClient(new Response(null, { status: 204 }));
    expect(await deleteContentFilter(http, 'f-1')).toEqual({ ok: true, data: null, status: 204 });
    expect(fetchImpl.calls[0]).toMatchObject({
      method: 'DELETE',
      url: 'https://pod.example/api/v1/moderation/content-filters/f-1/',
    });
  });
});
