// Test-only: a real HTTP server in front of the demo pod that passes every request on and may
// rewrite an answer, to put a client before a pod that answers as a real one does where the demo
// pod (still) answers otherwise (e.g. a 1.4 pod's radio tracks without uploads).

import { createServer, type IncomingMessage, type Server } from 'node:http';

interface ProxiedPod {
  /** The proxy's instance URL, e.g. `http://127.0.0.1:40124/`. */
  url: string;
  /** Requests seen, as `METHOD /path?query`. */
  requests: string[];
  close(): Promise<void>;
}

/** Rewrites the JSON answer of a request (null: pass it on unchanged). */
export type Rewrite = (request: { method: string; path: string }, body: unknown) => unknown;

async function readAll(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function proxyPod(target: string, rewrite: Rewrite): Promise<ProxiedPod> {
  const requests: string[] = [];
  const server: Server = createServer((request, response) => {
    void (async () => {
      const method = request.method ?? 'GET';
      const url = new URL(request.url ?? '/', target);
      requests.push(`${method} ${url.pathname}${url.search}`);
      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers)) {
        if (typeof value === 'string' && name !== 'host' && name !== 'connection') headers.set(name, value);
      }
      const body = method === 'GET' || method === 'HEAD' ? undefined : new Uint8Array(await readAll(request));
      const answer = await fetch(url, { method, headers, body, redirect: 'manual' });
      let bytes = Buffer.from(await answer.arrayBuffer());
      if ((answer.headers.get('Content-Type') ?? '').includes('json') && bytes.length > 0) {
        const rewritten = rewrite({ method, path: url.pathname }, JSON.parse(bytes.toString('utf8')));
        bytes = Buffer.from(JSON.stringify(rewritten));
      }
      const out: Record<string, string | string[]> = {};
      answer.headers.forEach((value, name) => {
        if (
          name !== 'content-length' &&
          name !== 'content-encoding' &&
          name !== 'transfer-encoding' &&
          name !== 'set-cookie'
        )
          out[name] = value;
      });
      const cookies = answer.headers.getSetCookie();
      if (cookies.length > 0) out['set-cookie'] = cookies;
      response.writeHead(answer.status, out);
      response.end(bytes);
    })().catch((error: unknown) => {
      response.writeHead(502);
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('The proxy has no TCP address');
  return {
    url: `http://127.0.0.1:${address.port}/`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** What a real 1.4 pod's `POST radios/tracks/` answers: the track without its uploads (real-1.4 NOTES). */
export const radioTracksWithoutUploads: Rewrite = (request, body) => {
  if (request.method !== 'POST' || !/\/radios\/tracks\/$/.test(request.path)) return body;
  const answer = body as { track?: Record<string, unknown> };
  return answer.track === undefined ? body : { ...answer, track: { ...answer.track, uploads: [], is_playable: false } };
};
