// Channels turned off (ENDPOINTS §9, subs19): with the preference `audio__channels_enabled` false, a
// real pod answers every call of its channel and subscription views with 405 and an empty body
// (Funkwhale's ChannelsMixin returns a bare HttpResponse(status=405) before authentication runs).
// The preference is changed as on a real pod, by an admin holding the settings permission:
// `PATCH instance/admin/settings/{identifier}/ {value}` (routes/admin-settings.ts).

import type { FastifyInstance } from 'fastify';
import type { PodContext } from '../context';
import { readPreference } from '../settings';

/** The channel and subscription views: `channels/...` and `subscriptions/...`, under /api/v1/ (and v2 on a 2.0 pod). */
export function isChannelPath(path: string, mode: PodContext['mode']): boolean {
  const match = /^\/api\/(v[12])\/(channels|subscriptions)(\/|$)/.exec(path);
  return match !== null && (match[1] === 'v1' || mode !== '1.4');
}

export function channelsEnabled(ctx: PodContext): boolean {
  return readPreference(ctx.db, 'audio__channels_enabled') !== false;
}

export function channelsOffRoutes(app: FastifyInstance, ctx: PodContext): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!isChannelPath(request.url.split('?')[0] ?? '', ctx.mode) || channelsEnabled(ctx)) return;
    return reply.code(405).type('text/html; charset=utf-8').send('');
  });
}
