// oauthclient24: the client served on a second address (issue 24), as a Shoal deployed apart from
// its pod: the built client and a `/settings.json` naming the pod, and nothing else (no API: the
// app talks to the pod across origins, where the pod's cookie cannot go, so it logs in by OAuth).
// And the pod's side of it: CORS on the API, reflecting the caller's origin with credentials (as
// django-cors-headers does on a real pod; `*` would not work with credentials), preflights answered.

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { installSecurityHeaders } from './http/security';

/** Where CORS applies on the pod: its API and its media (audio and images the app fetches). */
const CORS_PATHS = /^\/(api|media)\//;
const ALLOWED_METHODS = 'DELETE, GET, OPTIONS, PATCH, POST, PUT';
const DEFAULT_ALLOWED_HEADERS =
  'accept, accept-encoding, authorization, content-type, dnt, origin, user-agent, x-csrftoken, x-requested-with';

export function installCors(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    if (typeof origin !== 'string' || origin === '' || !CORS_PATHS.test(request.url)) return;
    reply.header('Access-Control-Allow-Origin', origin);
    reply.header('Access-Control-Allow-Credentials', 'true');
    reply.header('Vary', 'Origin');
    if (request.method === 'OPTIONS' && request.headers['access-control-request-method'] !== undefined) {
      const asked = request.headers['access-control-request-headers'];
      reply.header('Access-Control-Allow-Methods', ALLOWED_METHODS);
      reply.header(
        'Access-Control-Allow-Headers',
        typeof asked === 'string' && asked !== '' ? asked : DEFAULT_ALLOWED_HEADERS,
      );
      reply.header('Access-Control-Max-Age', '86400');
      return reply.code(200).header('Content-Length', '0').send();
    }
    return undefined;
  });
}

export interface FrontAddressOptions {
  /**
   * The pod's own URL, given to the app as `defaultServerUrl`; null for a front that names no pod
   * (a `settings.json` without one: the app starts on the placeholder instance, e2e 292).
   */
  podUrl: string | null;
  /** The built client (dist/); without it, every page is a placeholder. */
  staticDir: string | undefined;
}

const PLACEHOLDER = `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Shoal</title></head>
<body><h1>Shoal</h1><p>The client is not built: run <code>npm run build</code>, then restart the pod.</p></body></html>
`;

/** The second address's server: listen on it with `.listen()`. */
export async function createFrontAddress(options: FrontAddressOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: { level: 'error' }, forceCloseConnections: true });
  installSecurityHeaders(app);
  const staticDir = options.staticDir !== undefined && existsSync(options.staticDir) ? options.staticDir : undefined;
  const settings = JSON.stringify(options.podUrl === null ? {} : { defaultServerUrl: options.podUrl });
  app.get('/settings.json', async (_request, reply) =>
    reply.type('application/json').header('Cache-Control', 'no-cache').send(settings),
  );
  const page = (reply: FastifyReply) => {
    const index = staticDir === undefined ? undefined : join(staticDir, 'index.html');
    const html = index !== undefined && existsSync(index) ? readFileSync(index, 'utf8') : PLACEHOLDER;
    return reply.code(200).type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(html);
  };
  if (staticDir !== undefined) {
    await app.register(fastifyStatic, {
      root: staticDir,
      index: false,
      wildcard: false,
      cacheControl: false,
      preCompressed: true,
      setHeaders: (res, path) => {
        res.setHeader(
          'Cache-Control',
          /[\\/]assets[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
        res.setHeader('Vary', 'Accept-Encoding');
      },
    });
  }
  app.get('/', async (_request, reply) => page(reply));
  app.setNotFoundHandler(async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return reply.code(404).send();
    return page(reply);
  });
  await app.ready();
  return app;
}
