// The first visit of a Shoal served as a pod's own front (issue 14): the deploy template answers
// `/settings.json` with index.html, so the page's origin is tried as the pod (nodeinfo), and the
// chooser comes only when that origin is no pod.

import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoPod, type RunningPod } from '../testing/demo-pod';
import { text, type ApiError } from '../core/errors';
import { findStartPod, startPodOf } from './api';

const INDEX_HTML = '<!doctype html><html><head><title>Shoal</title></head><body><div id="root"></div></body></html>';

/**
 * A front server as the deploy template sets nginx up: `/settings.json` is no file, so the SPA
 * fallback answers index.html; `/api/` goes to the pod (`pod` null: a static host with no pod).
 */
async function frontServer(pod: RunningPod | null): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    void (async () => {
      if (pod !== null && request.url?.startsWith('/api/')) {
        const answer = await fetch(new URL(request.url, pod.url), { headers: { Accept: 'application/json' } });
        response.writeHead(answer.status, { 'Content-Type': answer.headers.get('Content-Type') ?? 'application/json' });
        response.end(Buffer.from(await answer.arrayBuffer()));
        return;
      }
      response.writeHead(200, { 'Content-Type': 'text/html' });
      response.end(INDEX_HTML);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no address');
  return { url: `http://127.0.0.1:${address.port}`, server };
}

let running: RunningPod;
const servers: Server[] = [];
beforeAll(async () => {
  running = await startDemoPod();
});
afterAll(async () => {
  for (const server of servers) server.close();
  await running.stop();
});

describe('findStartPod', () => {
  it("takes the front settings' defaultServerUrl when it names a pod", async () => {
    const origin = running.url.replace(/\/$/, '');
    expect(await findStartPod(origin)).toBe(running.url);
  });

  it("settings.json answered with index.html: the page's own origin, which answers as a pod", async () => {
    const front = await frontServer(running);
    servers.push(front.server);
    expect(await findStartPod(front.url)).toBe(`${front.url}/`);
  });

  it('settings.json answered with index.html on an origin that is no pod: the chooser', async () => {
    const front = await frontServer(null);
    servers.push(front.server);
    expect(await findStartPod(front.url)).toBeNull();
  });
});

describe('startPodOf', () => {
  const failed: ApiError = {
    kind: 'invalid-response',
    status: 200,
    showMessage: true,
    messages: [text('errors.invalidResponse')],
  };
  it('decides from the front settings and the origin alone', () => {
    const named = {
      ok: true as const,
      status: 200,
      data: { defaultServerUrl: 'pod.example', additionalStylesheets: [] },
    };
    expect(startPodOf(named, 'https://app.example')).toEqual({ kind: 'use', url: 'https://pod.example/' });
    const none = { ok: true as const, status: 200, data: { defaultServerUrl: null, additionalStylesheets: [] } };
    expect(startPodOf(none, 'https://app.example')).toEqual({ kind: 'try-origin', url: 'https://app.example/' });
    expect(startPodOf({ ok: false, error: failed }, 'https://app.example')).toEqual({
      kind: 'try-origin',
      url: 'https://app.example/',
    });
    expect(startPodOf({ ok: false, error: failed }, 'file://')).toEqual({ kind: 'chooser' });
  });
});
