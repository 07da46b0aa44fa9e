// The headers a pod's front server sends with every answer (issue 15): the app, the API and the
// service worker. The policy is as strict as Shoal allows and no looser than Funkwhale's deploy
// template (README, "Serve Shoal as a pod's web front"), so what works here works behind it:
// scripts, workers and the manifest only from the pod itself, no inline script, no eval, no blob:
// images or media; images and audio of other pods (federated content) over http(s); the instance
// chooser may talk to another pod (connect-src); the page may not be framed by another site.

import type { FastifyInstance } from 'fastify';

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "connect-src 'self' https: http: wss: ws:",
  "img-src 'self' https: http: data:",
  "media-src 'self' https: http: data:",
  "font-src 'self' data:",
  "style-src 'self' 'unsafe-inline'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

const SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'SAMEORIGIN',
};

// pl20xspf: the embed player (/embed.html, issue 20) is framed by other sites, as the deploy
// template serves Funkwhale's own embed page: no X-Frame-Options and no frame-ancestors for it alone.
const EMBED_PAGE = /^\/embed\.html(?:[?#]|$)/;
export const EMBED_CONTENT_SECURITY_POLICY = CONTENT_SECURITY_POLICY.replace(/; frame-ancestors [^;]*/, '');
const EMBED_HEADERS: Record<string, string> = {
  ...Object.fromEntries(Object.entries(SECURITY_HEADERS).filter(([name]) => name !== 'X-Frame-Options')),
  'Content-Security-Policy': EMBED_CONTENT_SECURITY_POLICY,
};

export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const headers = EMBED_PAGE.test(request.url) ? EMBED_HEADERS : SECURITY_HEADERS;
    for (const [name, value] of Object.entries(headers)) if (!reply.hasHeader(name)) reply.header(name, value);
    return payload;
  });
}
