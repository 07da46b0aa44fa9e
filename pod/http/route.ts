// Declaring API routes once for both /api/v1/ and /api/v2/, with the trailing-slash rule of the
// route (ENDPOINTS section 0): router paths take an optional slash, a few hand-written ones are strict.
// A pod in 1.4 mode routes no /api/v2/ at all, as a real 1.4.0 pod (real-1.4/NOTES).

import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import type { PodMode } from '../context';

type Handler = (request: FastifyRequest, reply: FastifyReply) => unknown;

interface RouteOptions {
  /** 'optional' (router paths, the default), 'required' or 'none'. */
  slash?: 'optional' | 'required' | 'none';
  /**
   * false for views that run their own CSRF check before anything else (login answers with an
   * HTML page, not DRF's JSON). Every other unsafe API call made with the session cookie is checked.
   */
  csrf?: boolean;
  /** The API versions the route exists in (default both). */
  versions?: readonly ApiVersion[];
}

declare module 'fastify' {
  interface FastifyContextConfig {
    csrf?: boolean;
  }
  interface FastifyInstance {
    /** Which Funkwhale the pod answers as (PodContext.mode), decorated by createPod before any route. */
    podMode: PodMode;
  }
}

const API_VERSIONS = ['v1', 'v2'] as const;
export type ApiVersion = (typeof API_VERSIONS)[number];

/**
 * Registers `path` (written without the /api/vN/ prefix, e.g. `artists/:id/`) under every API
 * version (or those of `options.versions`; v1 only on a 1.4 pod). With the optional slash, both `artists/1` and `artists/1/` answer.
 */
export function apiRoute(
  app: FastifyInstance,
  method: HTTPMethods | HTTPMethods[],
  path: string,
  handler: Handler,
  options: RouteOptions = {},
): void {
  const bare = path.replace(/\/+$/, '');
  const slash = options.slash ?? 'optional';
  const urls = slash === 'optional' ? [bare, `${bare}/`] : slash === 'required' ? [`${bare}/`] : [bare];
  const mode = app.hasDecorator('podMode') ? app.podMode : '2.0';
  const versions = (options.versions ?? API_VERSIONS).filter((version) => mode !== '1.4' || version === 'v1');
  for (const version of versions) {
    for (const url of urls)
      app.route({ method, url: `/api/${version}/${url}`, handler, config: { csrf: options.csrf ?? true } });
  }
}
