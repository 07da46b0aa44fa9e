// Channels turned off (ENDPOINTS §9, subs19): with the preference `audio__channels_enabled` false, a
// real pod answers every call of its channel and subscription views with 405 and an empty body
// (Funkwhale's ChannelsMixin returns a bare HttpResponse(status=405) before authentication runs).
// The preference is changed as on a real pod, by an admin holding the settings permission:
// `PATCH instance/admin/settings/{identifier}/ {value}` (and `GET instance/admin/settings/`).

import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth';
import type { PodContext } from '../context';
import { bodyFields } from '../http/body';
import { fieldErrors, forbidden, notFound } from '../http/errors';
import { apiRoute } from '../http/route';
import { PREFERENCES, readPreference, serializePreference } from '../settings';
import { permissionsOf } from '../users';

/** The channel and subscription views: `channels/...` and `subscriptions/...`, under /api/v1/ (and v2 on a 2.0 pod). */
export function isChannelPath(path: string, mode: PodContext['mode']): boolean {
  const match = /^\/api\/(v[12])\/(channels|subscriptions)(\/|$)/.exec(path);
  return match !== null && (match[1] === 'v1' || mode !== '1.4');
}

export function channelsEnabled(ctx: PodContext): boolean {
  return readPreference(ctx.db, 'audio__channels_enabled') !== false;
}

/** What a real pod's preference form accepts for a field class; null when the value fits. */
function valueError(fieldClass: string, value: unknown): string | null {
  if (value === undefined) return 'This field is required.';
  if (fieldClass === 'BooleanField') return typeof value === 'boolean' ? null : 'Must be a valid boolean.';
  if (fieldClass === 'IntegerField') return Number.isInteger(value) ? null : 'A valid integer is required.';
  if (fieldClass === 'CharField') return typeof value === 'string' ? null : 'Not a valid string.';
  return null;
}

export function channelsOffRoutes(app: FastifyInstance, ctx: PodContext): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!isChannelPath(request.url.split('?')[0] ?? '', ctx.mode) || channelsEnabled(ctx)) return;
    return reply.code(405).type('text/html; charset=utf-8').send('');
  });

  const requireSettingsPermission = (request: Parameters<typeof requireUser>[0]) => {
    if (!permissionsOf(requireUser(request)).settings) throw forbidden();
  };

  apiRoute(app, 'GET', 'instance/admin/settings/', async (request) => {
    requireSettingsPermission(request);
    return PREFERENCES.map((preference) => serializePreference(ctx.db, preference));
  });

  apiRoute(app, ['PATCH', 'PUT'], 'instance/admin/settings/:identifier/', async (request) => {
    requireSettingsPermission(request);
    const identifier = (request.params as { identifier: string }).identifier;
    const preference = PREFERENCES.find((entry) => `${entry.section}__${entry.name}` === identifier);
    if (!preference) throw notFound();
    const { value } = bodyFields(request);
    const error = valueError(preference.field.class, value);
    if (error) throw fieldErrors({ value: [error] });
    ctx.db
      .prepare('INSERT OR REPLACE INTO preferences (identifier, value) VALUES (?, ?)')
      .run(identifier, JSON.stringify(value));
    return serializePreference(ctx.db, preference);
  });
}
