import { describe, expect, it } from 'vitest';
import { HttpClient, type Result } from '../core/http';
import { realPod, v1Example } from '../testing/fixtures';
import { json, scriptedFetch } from '../testing/responses';
import { checkInstance, fetchFrontSettings, fetchInstanceSettings, fetchNodeInfo, nodeInfoUrl } from './api';

const message = (result: Result<unknown>) => (result.ok ? [] : result.error.messages.map((text) => text.key));

describe('checkInstance (the instance chooser)', () => {
  it('accepts a real Funkwhale nodeinfo 2.0 at api/v1/instance/nodeinfo/2.0/', async () => {
    const fetchImpl = scriptedFetch(json(realPod('nodeinfo.json')));
    const result = await checkInstance('https://pod.example/fw/', { fetchImpl });
    expect(result.ok && result.data.softwareVersion).toBe('1.4.0');
    expect(fetchImpl.calls[0]?.url).toBe('https://pod.example/fw/api/v1/instance/nodeinfo/2.0/');
  });

  it('no connection: "It is not possible to connect to the given URL"', async () => {
    const result = await checkInstance('https://nowhere.example/', {
      fetchImpl: scriptedFetch(new TypeError('fetch failed')),
    });
    expect(result.ok).toBe(false);
    expect(message(result)).toEqual(['errors.instanceUnreachable']);
  });

  it('a 5xx: "The server might be down"', async () => {
    for (const status of [500, 502, 503]) {
      const result = await checkInstance('https://pod.example/', {
        fetchImpl: scriptedFetch(new Response('<html></html>', { status })),
      });
      expect(message(result)).toEqual(['errors.serverDown']);
    }
  });

  it('anything else: "The given address is not a Funkwhale server"', async () => {
    const answers = [
      new Response('<html>Not found</html>', { status: 404 }),
      new Response('<!doctype html><title>Some site</title>', { status: 200 }),
      json({ version: '2.0', software: { name: 'mastodon', version: '4.2' } }),
      json({ hello: 'world' }),
      json({ detail: 'Forbidden' }, 403),
    ];
    for (const answer of answers) {
      const result = await checkInstance('https://pod.example/', { fetchImpl: scriptedFetch(answer) });
      expect(result.ok).toBe(false);
      expect(message(result)).toEqual(['errors.notFunkwhale']);
      expect(!result.ok && result.error.showMessage).toBe(true);
    }
  });
});

describe('node info and settings', () => {
  it('fetches nodeinfo 2.1 on the v2 base even when the client speaks v1', async () => {
    const fetchImpl = scriptedFetch(json(v1Example('GET /api/v2/instance/nodeinfo/2.1/')));
    const http = new HttpClient({ getApiBase: () => 'https://pod.example/fw/api/v1/', fetchImpl });
    expect(nodeInfoUrl(http)).toBe('https://pod.example/fw/api/v2/instance/nodeinfo/2.1/');
    const result = await fetchNodeInfo(http);
    expect(result.ok && result.data).toMatchObject({ nodeName: 'Demo pod', hoursOfContent: 210 });
    expect(fetchImpl.calls[0]?.url).toBe('https://pod.example/fw/api/v2/instance/nodeinfo/2.1/');
  });

  it('falls back to nodeinfo 2.0 on the v1 base when the pod answers nothing under /api/v2/ (a 1.4 pod)', async () => {
    const notFound = new Response('<!doctype html><title>Not Found</title>', {
      status: 404,
      headers: { 'Content-Type': 'text/html' },
    });
    const fetchImpl = scriptedFetch(notFound, json(realPod('nodeinfo.json')));
    const http = new HttpClient({ getApiBase: () => 'https://pod.example/api/v1/', fetchImpl });
    const result = await fetchNodeInfo(http);
    expect(result.ok).toBe(true);
    expect(fetchImpl.calls.map((call) => call.url)).toEqual([
      'https://pod.example/api/v2/instance/nodeinfo/2.1/',
      'https://pod.example/api/v1/instance/nodeinfo/2.0/',
    ]);
  });

  it('has no node info URL without an instance', () => {
    expect(nodeInfoUrl(new HttpClient({ getApiBase: () => null }))).toBeNull();
  });

  it('fetches the public instance settings', async () => {
    const fetchImpl = scriptedFetch(json(v1Example('GET /api/v1/instance/settings/')));
    const http = new HttpClient({ getApiBase: () => 'https://pod.example/api/v2/', fetchImpl });
    const result = await fetchInstanceSettings(http);
    expect(result.ok && result.data.instance.name).toBe('Demo pod');
    expect(fetchImpl.calls[0]?.url).toBe('https://pod.example/api/v2/instance/settings/');
  });

  it('fetches /settings.json at the app origin', async () => {
    const fetchImpl = scriptedFetch(json({ defaultServerUrl: 'https://pod.example' }));
    const result = await fetchFrontSettings('https://app.example', { fetchImpl });
    expect(result).toEqual({
      ok: true,
      data: { defaultServerUrl: 'https://pod.example', additionalStylesheets: [] },
      status: 200,
    });
    expect(fetchImpl.calls[0]?.url).toBe('https://app.example/settings.json');
  });

  it('reports a missing /settings.json as an error for the caller to log', async () => {
    const result = await fetchFrontSettings('https://app.example', {
      fetchImpl: scriptedFetch(new Response('', { status: 404 })),
    });
    expect(!result.ok && result.error.kind).toBe('not-found');
  });
});
