// When does Chromium send a POST a second time on its own? (issue 15: listenings doubled)
//
// A small server applies each POST /apply (counts it), and for the request chosen by a scenario
// cuts the connection instead of answering, after applying it. Debian's Chromium, driven by
// Playwright, sends the POSTs with fetch from a page of the same origin. For each scenario the
// script prints how many POSTs the server applied and what the page saw. Findings: docs/architecture.md,
// "Outbox", "Resent by the browser".
//
//   npx tsx tests/tools/post-resend.ts [port]

import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createSecureServer, type Http2ServerRequest, type Http2ServerResponse } from 'node:http2';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Socket } from 'node:net';
import { chromium } from '@playwright/test';

type Cut = 'none' | 'destroy' | 'partial' | 'h2-reset';

interface Scenario {
  name: string;
  http2?: boolean;
  /** Which POST the server receives is cut (1-based; 0: every one), and how. */
  cutPost: number;
  cut: Cut;
  /** A GET before the POSTs, so that the first POST goes over a reused connection. */
  warmUp: boolean;
  /** Milliseconds the server waits after applying before it cuts. */
  delayMs?: number;
  /** The page is answered with `Connection: close`, so the first POST opens a new connection. */
  closePage?: boolean;
  posts: number;
}

const SCENARIOS: Scenario[] = [
  {
    name: 'HTTP/1.1, reused keep-alive connection, cut with no byte of answer',
    cutPost: 1,
    cut: 'destroy',
    warmUp: true,
    posts: 2,
  },
  {
    name: 'HTTP/1.1, reused connection, cut 500 ms after applying, no byte of answer',
    cutPost: 1,
    cut: 'destroy',
    warmUp: true,
    delayMs: 500,
    posts: 2,
  },
  {
    name: 'HTTP/1.1, second POST on a connection the first POST opened',
    cutPost: 2,
    cut: 'destroy',
    warmUp: false,
    posts: 2,
  },
  {
    name: 'HTTP/1.1, fresh connection (the page was served with Connection: close), cut with no byte',
    cutPost: 1,
    cut: 'destroy',
    warmUp: false,
    closePage: true,
    posts: 1,
  },
  {
    name: 'HTTP/1.1, reused connection, every POST cut with no byte (the resend too)',
    cutPost: 0,
    cut: 'destroy',
    warmUp: true,
    posts: 1,
  },
  {
    name: 'HTTP/1.1, reused connection, cut after the status line was sent',
    cutPost: 1,
    cut: 'partial',
    warmUp: true,
    posts: 2,
  },
  {
    name: 'HTTP/2 (TLS), reused connection, session destroyed with no answer',
    http2: true,
    cutPost: 1,
    cut: 'destroy',
    warmUp: true,
    posts: 2,
  },
  {
    name: 'HTTP/2 (TLS), reused connection, stream reset (INTERNAL_ERROR) with no answer',
    http2: true,
    cutPost: 1,
    cut: 'h2-reset',
    warmUp: true,
    posts: 2,
  },
];

const PAGE = '<!doctype html><title>resend</title><p>probe</p>';

function selfSignedCert(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), 'resend-cert-'));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      join(dir, 'key.pem'),
      '-out',
      join(dir, 'cert.pem'),
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
}

async function run(scenario: Scenario, port: number): Promise<string> {
  let applied = 0;
  let posts = 0;
  const sockets = new Set<Socket>();
  const handler = (request: IncomingMessage | Http2ServerRequest, response: ServerResponse | Http2ServerResponse) => {
    if (request.method !== 'POST') {
      response.writeHead(200, {
        'Content-Type': 'text/html',
        ...(scenario.closePage && !scenario.http2 ? { Connection: 'close' } : {}),
      });
      response.end(PAGE);
      return;
    }
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      posts += 1;
      applied += 1; // the server applies before it answers, as a pod does
      const mine = scenario.cutPost === 0 || posts === scenario.cutPost;
      const answer = () => {
        if (!mine || scenario.cut === 'none') {
          response.writeHead(201, { 'Content-Type': 'application/json' });
          response.end(JSON.stringify({ applied, body }));
          return;
        }
        if (scenario.cut === 'partial' && 'socket' in response && response.socket) {
          response.socket.write('HTTP/1.1 201 Created\r\n');
          response.socket.destroy();
          return;
        }
        if (scenario.cut === 'h2-reset' && 'stream' in response) {
          response.stream.close(2); // NGHTTP2_INTERNAL_ERROR
          return;
        }
        if ('stream' in response) response.stream.session?.destroy();
        else request.socket.destroy();
      };
      if (scenario.delayMs) setTimeout(answer, scenario.delayMs);
      else answer();
    });
  };
  const server = scenario.http2
    ? createSecureServer({ ...selfSignedCert(), allowHTTP1: false }, handler)
    : createHttpServer(handler);
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const origin = `${scenario.http2 ? 'https' : 'http'}://127.0.0.1:${port}`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--ignore-certificate-errors'],
  });
  try {
    const page = await browser.newPage({ ignoreHTTPSErrors: true });
    await page.goto(`${origin}/`);
    const seen = await page.evaluate(
      async ({ warmUp, count }) => {
        const results: string[] = [];
        if (warmUp) await fetch('/warm').then((response) => response.text());
        for (let i = 1; i <= count; i += 1) {
          try {
            const response = await fetch('/apply', {
              method: 'POST',
              body: `post ${i}`,
              headers: { 'Content-Type': 'text/plain' },
            });
            results.push(`${response.status} ${await response.text()}`);
          } catch (error) {
            results.push(`error: ${(error as Error).message}`);
          }
        }
        return results;
      },
      { warmUp: scenario.warmUp, count: scenario.posts },
    );
    const requestsSent = scenario.posts;
    return `${scenario.name}\n  page sent ${requestsSent} POST(s), saw: ${seen.join(' | ')}\n  server received ${posts}, applied ${applied}${posts > requestsSent ? '  <-- resent by the browser' : ''}`;
  } finally {
    await browser.close();
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

const port = Number(process.argv[2] ?? 8430);
for (const scenario of SCENARIOS) console.log(await run(scenario, port));
