// oauthpod24: managing OAuth applications and grants (ENDPOINTS §1b), as a real 1.4 pod's
// users.oauth.views: ApplicationViewSet's list, update, destroy and `refresh-token` (the owner's own apps,
// by session only: `read:security`/`write:security` are outside what an app may be granted, so a bearer
// token gets 403), and GrantViewSet (the apps holding a token or a pending code of the user; not
// paginated; deleting one revokes every token and code of that app for the user). Creating, the public
// get, authorize, token and revoke are the core's (`oauth.ts`).

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireSessionUser } from '../auth';
import type { PodContext } from '../context';
import { bodyFields, charField } from '../http/body';
import { fieldErrors, notFound } from '../http/errors';
import { isoDate, randomToken } from '../ids';
import { isKnownScope, oauthRoute, type OAuthAppRow } from '../oauth';
import { idList, View } from '../serialize/common';
import { Conditions, runList } from './list-query';
import { OOB, ownApp, publicApp } from './oauth';

type AppRow = OAuthAppRow;

function appsByIds(ctx: PodContext, ids: readonly number[]): unknown[] {
  const rows = ctx.db
    .prepare('SELECT * FROM oauth_apps WHERE id IN (SELECT value FROM json_each(?))')
    .all(idList(ids)) as AppRow[];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [publicApp(row)] : [];
  });
}

const clientIdOf = (request: FastifyRequest) => (request.params as { clientId: string }).clientId;

/** The user's own app (get_queryset filtered by owner): 404 for another's or an unknown one. */
function ownedApp(ctx: PodContext, request: FastifyRequest, userId: number): AppRow {
  const row = ctx.db
    .prepare('SELECT * FROM oauth_apps WHERE client_id = ? AND user_id = ?')
    .get(clientIdOf(request), userId) as AppRow | undefined;
  if (!row) throw notFound();
  return row;
}

/** GrantViewSet.get_queryset: apps with a token of the user, or a code not yet expired. */
const GRANTED = `(EXISTS (SELECT 1 FROM oauth_tokens t WHERE t.app_id = a.id AND t.user_id = ?)
  OR EXISTS (SELECT 1 FROM oauth_codes c WHERE c.app_id = a.id AND c.user_id = ? AND c.expires > ?))`;

function grantedApp(ctx: PodContext, request: FastifyRequest, userId: number): AppRow {
  const row = ctx.db
    .prepare(`SELECT a.* FROM oauth_apps a WHERE a.client_id = ? AND ${GRANTED}`)
    .get(clientIdOf(request), userId, userId, isoDate()) as AppRow | undefined;
  if (!row) throw notFound();
  return row;
}

/** The writable fields of CreateApplicationSerializer: name, scopes (source `scope`), redirect_uris. */
function appChanges(
  request: FastifyRequest,
  partial: boolean,
): Partial<Pick<AppRow, 'name' | 'scope' | 'redirect_uris'>> {
  const fields = bodyFields(request);
  const errors: Record<string, unknown> = {};
  const name = charField(fields.name, { partial, max: 255 }, errors, 'name');
  const changes: Partial<Pick<AppRow, 'name' | 'scope' | 'redirect_uris'>> = {};
  if (name !== undefined) changes.name = name;
  const { scopes, redirect_uris: redirectUris } = fields;
  if (scopes !== undefined) {
    // The core's rule for a registration: known scope words, not blank.
    const words = typeof scopes === 'string' ? scopes.split(/\s+/).filter(Boolean) : [];
    const unknown = words.filter((word) => !isKnownScope(word));
    if (typeof scopes !== 'string') errors.scopes = ['Not a valid string.'];
    else if (words.length === 0) errors.scopes = ['This field may not be blank.'];
    else if (unknown.length > 0) errors.scopes = [`Invalid scopes: ${unknown.join(', ')}`];
    else changes.scope = words.join(' ');
  }
  if (redirectUris !== undefined) {
    const uris = typeof redirectUris === 'string' ? redirectUris.split(/\s+/).filter(Boolean) : [];
    if (typeof redirectUris !== 'string') errors.redirect_uris = ['Not a valid string.'];
    for (const uri of uris) {
      if (uri !== OOB && !/^[a-z][a-z0-9+.-]*:\/\/\S+$/i.test(uri)) errors.redirect_uris = [`Invalid URI: ${uri}`];
    }
    if (errors.redirect_uris === undefined) changes.redirect_uris = uris.join(' ');
  }
  if (Object.keys(errors).length) throw fieldErrors(errors as Record<string, string[]>);
  return changes;
}

export function oauthAppRoutes(app: FastifyInstance, ctx: PodContext): void {
  oauthRoute(app, 'GET', 'oauth/apps/', async (request) => {
    const user = requireSessionUser(request);
    const where = new Conditions();
    where.add('a.user_id = ?', user.id);
    return runList(new View(ctx, request), request, {
      from: 'oauth_apps a',
      idColumn: 'a.id',
      where,
      order: { sql: 'a.created DESC, a.id DESC', params: [] },
      serialize: (_view, ids) => appsByIds(ctx, ids),
    });
  });

  oauthRoute(app, ['PUT', 'PATCH'], 'oauth/apps/:clientId/', async (request) => {
    const user = requireSessionUser(request);
    const row = ownedApp(ctx, request, user.id);
    const changes = appChanges(request, request.method === 'PATCH');
    const next: AppRow = { ...row, ...changes, updated: isoDate() };
    ctx.db
      .prepare('UPDATE oauth_apps SET name = ?, scope = ?, redirect_uris = ?, updated = ? WHERE id = ?')
      .run(next.name, next.scope, next.redirect_uris, next.updated, row.id);
    return ownApp(next);
  });

  oauthRoute(app, 'DELETE', 'oauth/apps/:clientId/', async (request, reply) => {
    const user = requireSessionUser(request);
    const row = ownedApp(ctx, request, user.id);
    ctx.db.prepare('DELETE FROM oauth_apps WHERE id = ?').run(row.id);
    return reply.code(204).send();
  });

  oauthRoute(app, 'POST', 'oauth/apps/:clientId/refresh-token/', async (request) => {
    const user = requireSessionUser(request);
    const row = ownedApp(ctx, request, user.id);
    const next: AppRow = { ...row, token: randomToken(64) };
    ctx.db.prepare('UPDATE oauth_apps SET token = ? WHERE id = ?').run(next.token, row.id);
    return ownApp(next);
  });

  oauthRoute(app, 'GET', 'oauth/grants/', async (request) => {
    const user = requireSessionUser(request);
    const ids = (
      ctx.db
        .prepare(`SELECT a.id FROM oauth_apps a WHERE ${GRANTED} ORDER BY a.created DESC, a.id DESC`)
        .all(user.id, user.id, isoDate()) as { id: number }[]
    ).map((entry) => entry.id);
    return appsByIds(ctx, ids);
  });

  oauthRoute(app, 'GET', 'oauth/grants/:clientId/', async (request) => {
    const user = requireSessionUser(request);
    return publicApp(grantedApp(ctx, request, user.id));
  });

  oauthRoute(app, 'DELETE', 'oauth/grants/:clientId/', async (request, reply) => {
    const user = requireSessionUser(request);
    const row = grantedApp(ctx, request, user.id);
    ctx.db.transaction(() => {
      ctx.db.prepare('DELETE FROM oauth_tokens WHERE app_id = ? AND user_id = ?').run(row.id, user.id);
      ctx.db.prepare('DELETE FROM oauth_codes WHERE app_id = ? AND user_id = ?').run(row.id, user.id);
    })();
    return reply.code(204).send();
  });
}
