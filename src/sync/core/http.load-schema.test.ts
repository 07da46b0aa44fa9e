// Issue 17: an answer's schema may load with the request (`loadSchema`, a dynamic import) instead of
// with the first screen. The load starts with the request, and the result is what `schema` gives:
// the same data, the same invalid-response text for a malformed answer.

import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { HttpClient } from './http';
import { json, scriptedFetch, type Answer } from '../testing/responses';

const itemSchema = z.object({ id: z.number(), name: z.string() });

function client(...answers: Answer[]) {
  return new HttpClient({
    getApiBase: () => 'https://pod.example/api/v1/',
    getCsrfToken: () => null,
    fetchCsrfCookie: false,
    fetchImpl: scriptedFetch(...answers),
  });
}

afterEach(() => vi.restoreAllMocks());

describe('HttpClient with loadSchema', () => {
  it('starts the load with the request, before the answer, and parses with what it loads', async () => {
    const events: string[] = [];
    const http = client(() => {
      events.push('fetch');
      return json({ id: 1, name: 'Oracle', extra: true });
    });
    const loadSchema = vi.fn(() => {
      events.push('load');
      return Promise.resolve(itemSchema);
    });
    const result = await http.get('artists/1/', { loadSchema });
    expect(events).toEqual(['load', 'fetch']);
    expect(loadSchema).toHaveBeenCalledOnce();
    expect(result).toEqual({ ok: true, data: { id: 1, name: 'Oracle' }, status: 200 });
  });

  it('turns a malformed answer into the same invalid-response as `schema` does', async () => {
    const eager = await client(json({ name: 12 })).get('artists/1/', { schema: itemSchema });
    const lazy = await client(json({ name: 12 })).get('artists/1/', { loadSchema: async () => itemSchema });
    expect(lazy).toEqual(eager);
    expect(!lazy.ok && lazy.error.kind).toBe('invalid-response');
    expect(!lazy.ok && lazy.error.messages[1]?.raw).toBe('id: expected number; name: expected string');
  });

  it('reads a schema that cannot load as a network error, and an error answer as itself', async () => {
    const failed = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    const loaded = await client(json({ id: 1, name: 'a' })).get('artists/1/', { loadSchema: failed });
    expect(!loaded.ok && loaded.error.kind).toBe('network');
    const missing = await client(json({ detail: 'Not found.' }, 404)).get('artists/1/', { loadSchema: failed });
    expect(!missing.ok && missing.error.kind).toBe('not-found');
  });
});
