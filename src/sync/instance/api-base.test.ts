import { afterEach, describe, expect, it, vi } from 'vitest';
import { detectApiBase } from './api-base';
import { json, scriptedFetch } from '../testing/responses';

const POD = 'https://pod.example/fw/';

describe('detectApiBase', () => {
  afterEach(() => vi.restoreAllMocks());

  it('probes the v2 artists list once', async () => {
    const fetchImpl = scriptedFetch(json({ count: 0, next: null, previous: null, results: [] }));
    expect(await detectApiBase(POD, fetchImpl)).toBe('https://pod.example/fw/api/v2/');
    expect(fetchImpl.calls.map((call) => call.url)).toEqual(['https://pod.example/fw/api/v2/artists/?page_size=1']);
  });

  it('counts a 401 (or 403) as the v2 route being there', async () => {
    expect(
      await detectApiBase(POD, scriptedFetch(json({ detail: 'Authentication credentials were not provided.' }, 401))),
    ).toBe('https://pod.example/fw/api/v2/');
    expect(await detectApiBase(POD, scriptedFetch(json({}, 403)))).toBe('https://pod.example/fw/api/v2/');
  });

  it('falls back to v1 on a 404, as real 1.x pods answer', async () => {
    expect(await detectApiBase(POD, scriptedFetch(new Response('<h1>Not Found</h1>', { status: 404 })))).toBe(
      'https://pod.example/fw/api/v1/',
    );
  });

  it('answers null when it cannot tell: no connection, or a proxy saying the pod is down', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await detectApiBase(POD, scriptedFetch(new TypeError('fetch failed')))).toBeNull();
    expect(await detectApiBase(POD, scriptedFetch(new Response('Bad gateway', { status: 502 })))).toBeNull();
  });
});
