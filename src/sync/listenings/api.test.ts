import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../core/http';
import { signedInClient, startDemoPod, type RunningPod } from '../testing/demo-pod';
import { v1Example } from '../testing/fixtures';
import { podClient } from '../testing/queries';
import { json, scriptedFetch } from '../testing/responses';
import { listListenings, recordListening } from './api';

describe('recordListening', () => {
  it('posts {track} to history/listenings/ and reads the documented answer', async () => {
    const fetchImpl = scriptedFetch(json(v1Example('POST /api/v1/history/listenings/'), 201));
    const http = new HttpClient({
      getApiBase: () => 'https://pod.example/api/v1/',
      getCsrfToken: () => null,
      fetchCsrfCookie: false,
      fetchImpl,
    });
    expect(await recordListening(http, 1443)).toEqual({
      ok: true,
      status: 201,
      data: { id: 7489, creationDate: '2024-03-31T15:28:34.487Z' },
    });
    expect(fetchImpl.calls[0]?.method).toBe('POST');
    expect(JSON.parse(String(fetchImpl.calls[0]?.body))).toEqual({ track: 1443 });
  });

  describe('against the demo pod', () => {
    let running: RunningPod;
    let http: HttpClient;

    beforeAll(async () => {
      running = await startDemoPod();
      http = await signedInClient(running, 'demo', 'demo');
    });
    afterAll(async () => running?.stop());

    it('records a listening of the signed-in user; an unknown track is a 400', async () => {
      const result = await recordListening(http, 3);
      expect(result.ok && result.status).toBe(201);
      const unknown = await recordListening(http, 9999);
      expect(!unknown.ok && unknown.error.status).toBe(400);
    });
  });
});

describe('listListenings', () => {
  it('listListenings asks scope=actor:<full username> (spec 01 section 7)', async () => {
    const { http, fetchImpl } = podClient(json(v1Example('GET /api/v1/history/listenings/')));
    const page = await listListenings(http, {
      scope: 'actor:demo@pod.example',
      ordering: '-creation_date',
      page_size: 6,
      page: 1,
    });
    expect(page.ok && page.data.results.map((item) => item.id)).toEqual([8457, 481]);
    const url = new URL(fetchImpl.calls[0]?.url ?? '');
    expect(url.pathname).toBe('/api/v1/history/listenings/');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      scope: 'actor:demo@pod.example',
      ordering: '-creation_date',
      page_size: '6',
      page: '1',
    });
  });
});
