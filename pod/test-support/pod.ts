// Test-only: a demo pod started in-process on a free port with a throw-away data folder, and a
// tiny browser-like client (cookie jar, CSRF header) that talks to it over real HTTP.

import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPod, type Pod, type PodOptions } from '../server';

export interface TestPod {
  pod: Pod;
  /** `http://127.0.0.1:<port>` */
  url: string;
  dataDir: string;
  close(): Promise<void>;
}

export async function startTestPod(options: Partial<PodOptions> = {}): Promise<TestPod> {
  const dataDir = mkdtempSync(join(tmpdir(), 'shoal-pod-'));
  const pod = await createPod({ dataDir, ...options });
  await pod.app.listen({ port: 0, host: '127.0.0.1' });
  const address = pod.app.server.address();
  if (typeof address !== 'object' || address === null) throw new Error('no address');
  return {
    pod,
    url: `http://127.0.0.1:${address.port}`,
    dataDir,
    async close() {
      await pod.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A started pod with its host, an anonymous visitor, and demo and admin logged in. */
export interface PodWithUsers {
  pod: TestPod;
  /** `127.0.0.1:<port>`, the domain part of full usernames. */
  host: string;
  anonymous: Browser;
  demo: Browser;
  admin: Browser;
}

export async function startPodWithUsers(options: Partial<PodOptions> = {}): Promise<PodWithUsers> {
  const pod = await startTestPod(options);
  const demo = new Browser(pod.url);
  const admin = new Browser(pod.url);
  await demo.login('demo', 'demo');
  await admin.login('admin', 'admin');
  return { pod, host: new URL(pod.url).host, anonymous: new Browser(pod.url), demo, admin };
}

/** Keeps cookies like a browser would (name=value only), and sends them back. */
export class Browser {
  readonly cookies = new Map<string, string>();

  constructor(readonly base: string) {}

  async fetch(path: string, init: RequestInit & { csrf?: boolean } = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    if (init.csrf && this.cookies.has('csrftoken')) headers.set('X-CSRFToken', this.cookies.get('csrftoken')!);
    const response = await fetch(new URL(path, this.base), { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (/Max-Age=0\b/i.test(line) || value === '""') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  async json<T = unknown>(path: string, init: RequestInit & { csrf?: boolean } = {}): Promise<T> {
    const response = await this.fetch(path, init);
    if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  }

  /** A change sent as the client sends it: a JSON body (when given) and the CSRF header. */
  async send(method: string, path: string, body?: unknown): Promise<Response> {
    const json =
      body === undefined ? {} : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) };
    return this.fetch(path, { method, csrf: true, ...json });
  }

  /** Gets a csrftoken (from nodeinfo) and logs in with a form body. */
  async login(username: string, password: string): Promise<Response> {
    if (!this.cookies.has('csrftoken')) await this.fetch('/api/v1/instance/nodeinfo/2.0/');
    return this.fetch('/api/v1/users/login', {
      method: 'POST',
      csrf: true,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username, password }).toString(),
    });
  }
}

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A request sent byte for byte as written (fetch would fix the Host header or the body for us). */
export function rawRequest(
  base: string,
  options: { method?: string; path: string; headers?: Record<string, string>; body?: string | Buffer },
): Promise<RawResponse> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        method: options.method ?? 'GET',
        path: options.path,
        headers: options.headers,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(options.body);
  });
}
