// The built client on the pod's own origin: static files from dist/, and index.html for every other
// page (the SPA fallback). Like a real pod's SPA view, HTML pages hand out a csrftoken cookie. In 1.4
// mode the pod plays the deploy template's front server instead (real-1.4/NOTES): the front's pages
// are plain files that set no cookie (only the deep links the template sends through the pod's SPA
// view do), `/settings.json` is index.html, and a path nothing answers is Django's HTML 404.

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ensureCsrfCookie } from '../auth';
import { notFound, sendError } from '../http/errors';
import { NOT_FOUND_PAGE } from '../http/pages';

const RESERVED = /^\/(api|media|\.well-known)(\/|$)|^\/settings\.json$/;
/** 1.4: no settings.json of the pod's own; the front server answers it as any page. */
const RESERVED_14 = /^\/(api|media|\.well-known)(\/|$)/;
/** The deploy template's `location ~ ^/library/(albums|tracks|artists|playlists)/`, proxied to the pod's SPA view. */
const SPA_VIEW_14 = /^\/library\/(albums|tracks|artists|playlists)\//;

const PLACEHOLDER = `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Shoal demo pod</title></head>
<body><h1>Shoal demo pod</h1><p>The pod is running, but the client is not built: run <code>npm run build</code>,
then restart the pod (or use <code>npm run dev</code>).</p></body></html>
`;

function indexHtml(staticDir: string | undefined): string {
  const path = staticDir === undefined ? undefined : join(staticDir, 'index.html');
  return path !== undefined && existsSync(path) ? readFileSync(path, 'utf8') : PLACEHOLDER;
}

/** Switches the folder the built client is served from (the update test serves a second build). */
interface SpaControl {
  setStaticDir(dir: string): void;
}

export async function spaRoutes(app: FastifyInstance, initialDir: string | undefined): Promise<SpaControl> {
  let staticDir = initialDir;
  const pod14 = app.podMode === '1.4';
  app.addHook('onSend', async (request, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    if (request.method !== 'GET' && request.method !== 'HEAD') return payload;
    if (pod14 ? SPA_VIEW_14.test(request.url) && reply.statusCode === 200 : type.startsWith('text/html'))
      ensureCsrfCookie(request, reply);
    return payload;
  });

  // Static files from whichever folder is current: @fastify/static only sends (serve: false), and a
  // wildcard route of ours asks it for the file; a missing one falls to the not-found handler below.
  await app.register(fastifyStatic, {
    serve: false,
    index: false,
    cacheControl: false,
    // The build writes a .br and a .gz beside each text file (vite.config.ts): sent by Accept-Encoding.
    preCompressed: true,
    setHeaders: (res, path) => {
      // Vite's hashed assets never change; everything else (index.html, the service worker) is revalidated.
      res.setHeader(
        'Cache-Control',
        /[\\/]assets[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
      res.setHeader('Vary', 'Accept-Encoding');
    },
  });
  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    handler: (request, reply) => {
      const path = (request.params as { '*': string })['*'];
      if (staticDir === undefined || !existsSync(staticDir)) return reply.callNotFound();
      return reply.sendFile(path, staticDir);
    },
  });

  const page = (reply: FastifyReply) =>
    reply.code(200).type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(indexHtml(staticDir));
  app.get('/', async (_request, reply) => page(reply));
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (
      (request.method === 'GET' || request.method === 'HEAD') &&
      !(pod14 ? RESERVED_14 : RESERVED).test(path) &&
      !path.startsWith('/__test__/')
    ) {
      return page(reply);
    }
    if (pod14) return reply.code(404).type('text/html; charset=utf-8').send(NOT_FOUND_PAGE);
    return sendError(reply, notFound());
  });

  return {
    setStaticDir(dir) {
      staticDir = dir;
    },
  };
}
