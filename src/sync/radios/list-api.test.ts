import { describe, expect, it } from 'vitest';
import { v1Example } from '../testing/fixtures';
import { podClient } from '../testing/queries';
import { json } from '../testing/responses';
import { listCustomRadios } from './list-api';

describe('custom radio list', () => {
  it('reads the documented answer and sends its filters', async () => {
    const example = v1Example('GET /api/v1/radios/radios/') as {
      results: Array<{ name: string; is_public: boolean; user: { username: string } }>;
    };
    const { http, fetchImpl } = podClient(json(example));
    const page = await listCustomRadios(http, { scope: 'me', page: 2, page_size: 12 });
    expect(page.ok && page.data.results.map((radio) => radio.name)).toEqual(example.results.map((radio) => radio.name));
    expect(page.ok && page.data.results[0]?.ownerUsername).toBe(example.results[0]?.user.username);
    expect(new URL(fetchImpl.calls[0]?.url ?? '').search).toBe('?scope=me&page=2&page_size=12');
  });

  it('turns a radio without a name into an invalid-response error', async () => {
    const { http } = podClient(json({ count: 1, next: null, previous: null, results: [{ id: 1 }] }));
    const page = await listCustomRadios(http);
    expect(!page.ok && page.error.kind).toBe('invalid-response');
  });
});
