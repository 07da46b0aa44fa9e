// OAuth 2 of a real pod (django-oauth-toolkit as Funkwhale configures it, ENDPOINTS §1b, §1c): scope
// sets, and who a bearer token stands for. The endpoints are in routes/oauth.ts (the lead's core) and
// routes/oauth-apps.ts (app management).

import type { PodContext } from './context';
import { apiRoute } from './http/route';
import { isoDate, randomToken } from './ids';
import { userById, type UserRow } from './users';

/**
 * A route of `oauth/`: api/v1/ only, on pods of both generations (Funkwhale's v2 router has no
 * `oauth/`, and its documentation names `/api/v1/oauth/`).
 */
export const oauthRoute: typeof apiRoute = (app, method, path, handler, options = {}) =>
  apiRoute(app, method, path, handler, { ...options, versions: ['v1'] });

/** ENDPOINTS §1c: the base scopes; `read` and `write` stand for every `read:x` / `write:x`. */
export const BASE_SCOPES = [
  'profile',
  'libraries',
  'edits',
  'follows',
  'favorites',
  'filters',
  'listenings',
  'radios',
  'playlists',
  'notifications',
  'security',
  'reports',
  'plugins',
] as const;

/** What a token of another app never gets, whatever it was granted (the app-safe cap). */
const NOT_APP_SAFE = new Set(['security', 'plugins']);

/** Access tokens last 10 hours on a real pod (ACCESS_TOKEN_EXPIRE_SECONDS); refresh tokens 15 days. */
export const ACCESS_TOKEN_SECONDS = 36_000;
const REFRESH_TOKEN_DAYS = 15;
/** oauth2_provider's AUTHORIZATION_CODE_EXPIRE_SECONDS. */
const CODE_SECONDS = 60;

export interface OAuthAppRow {
  id: number;
  client_id: string;
  client_secret: string;
  name: string;
  website: string;
  redirect_uris: string;
  scope: string;
  user_id: number | null;
  token: string | null;
  created: string;
  updated: string;
}

export interface OAuthTokenRow {
  access_token: string;
  refresh_token: string;
  app_id: number;
  user_id: number;
  scope: string;
  expires: string;
  refresh_revoked: number;
  created: string;
}

/** One scope word valid? (`read`, `write`, `read:libraries`, `write:instance:users`...) */
export function isKnownScope(word: string): boolean {
  if (word === 'read' || word === 'write') return true;
  const match = /^(read|write):(.+)$/.exec(word);
  if (!match) return false;
  const name = match[2] ?? '';
  return (BASE_SCOPES as readonly string[]).includes(name) || /^instance:[a-z]+$/.test(name);
}

/** A space-separated scope string made into `read:x` / `write:x` words (`read` expanded). */
export function expandScopes(scope: string): Set<string> {
  const words = new Set<string>();
  for (const word of scope.split(/\s+/).filter(Boolean)) {
    if (word === 'read' || word === 'write') for (const base of BASE_SCOPES) words.add(`${word}:${base}`);
    else words.add(word);
  }
  return words;
}

/** The scopes a token of another app may use: granted and the app's, without `instance:*` or the unsafe ones. */
export function effectiveScopes(granted: string, appScope: string): Set<string> {
  const app = expandScopes(appScope);
  const result = new Set<string>();
  for (const word of expandScopes(granted)) {
    const name = word.slice(word.indexOf(':') + 1);
    if (app.has(word) && !name.startsWith('instance:') && !NOT_APP_SAFE.has(name)) result.add(word);
  }
  return result;
}

const tokenLife = new WeakMap<PodContext, number>();

/** For tests: the life of access tokens issued from now on (seconds); null puts the pod's default back. */
export function setAccessTokenLife(ctx: PodContext, seconds: number | null): void {
  if (seconds === null) tokenLife.delete(ctx);
  else tokenLife.set(ctx, seconds);
}

export function appByClientId(ctx: PodContext, clientId: string): OAuthAppRow | undefined {
  return ctx.db.prepare('SELECT * FROM oauth_apps WHERE client_id = ?').get(clientId) as OAuthAppRow | undefined;
}

export function createApp(
  ctx: PodContext,
  fields: { name: string; website: string; redirectUris: string; scope: string; userId: number | null },
): OAuthAppRow {
  const now = isoDate();
  const info = ctx.db
    .prepare(
      `INSERT INTO oauth_apps (client_id, client_secret, name, website, redirect_uris, scope, user_id, token, created, updated)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      randomToken(40),
      randomToken(128),
      fields.name,
      fields.website,
      fields.redirectUris,
      fields.scope,
      fields.userId,
      fields.userId === null ? null : randomToken(64),
      now,
      now,
    );
  return ctx.db.prepare('SELECT * FROM oauth_apps WHERE id = ?').get(info.lastInsertRowid) as OAuthAppRow;
}

export function issueCode(
  ctx: PodContext,
  app: OAuthAppRow,
  userId: number,
  redirectUri: string,
  scope: string,
): string {
  const code = randomToken(30);
  ctx.db
    .prepare('INSERT INTO oauth_codes (code, app_id, user_id, redirect_uri, scope, expires) VALUES (?, ?, ?, ?, ?, ?)')
    .run(code, app.id, userId, redirectUri, scope, isoDate(Date.now() + CODE_SECONDS * 1000));
  return code;
}

/** Takes a code (once): its row when it is this app's, unexpired and for this redirect URI. */
export function takeCode(
  ctx: PodContext,
  app: OAuthAppRow,
  code: string,
  redirectUri: string,
): { user_id: number; scope: string } | null {
  const row = ctx.db.prepare('SELECT * FROM oauth_codes WHERE code = ?').get(code) as
    { app_id: number; user_id: number; redirect_uri: string; scope: string; expires: string } | undefined;
  if (!row) return null;
  ctx.db.prepare('DELETE FROM oauth_codes WHERE code = ?').run(code);
  if (row.app_id !== app.id || row.redirect_uri !== redirectUri || Date.parse(row.expires) <= Date.now()) return null;
  return row;
}

export function issueToken(ctx: PodContext, app: OAuthAppRow, userId: number, scope: string): OAuthTokenRow {
  const seconds = tokenLife.get(ctx) ?? ACCESS_TOKEN_SECONDS;
  const row: OAuthTokenRow = {
    access_token: randomToken(30),
    refresh_token: randomToken(30),
    app_id: app.id,
    user_id: userId,
    scope,
    expires: isoDate(Date.now() + seconds * 1000),
    refresh_revoked: 0,
    created: isoDate(),
  };
  ctx.db
    .prepare(
      `INSERT INTO oauth_tokens (access_token, refresh_token, app_id, user_id, scope, expires, refresh_revoked, created)
       VALUES (@access_token, @refresh_token, @app_id, @user_id, @scope, @expires, @refresh_revoked, @created)`,
    )
    .run(row);
  return row;
}

export function secondsLeft(row: OAuthTokenRow): number {
  return Math.max(0, Math.round((Date.parse(row.expires) - Date.now()) / 1000));
}

/**
 * A refresh (rotation, as ROTATE_REFRESH_TOKEN): the old refresh token is revoked and its access token
 * ends; null when the refresh token is unknown, another app's, revoked or older than 15 days.
 */
export function rotateToken(ctx: PodContext, app: OAuthAppRow, refreshToken: string): OAuthTokenRow | null {
  const row = ctx.db.prepare('SELECT * FROM oauth_tokens WHERE refresh_token = ?').get(refreshToken) as
    OAuthTokenRow | undefined;
  if (!row || row.app_id !== app.id || row.refresh_revoked) return null;
  if (Date.parse(row.created) + REFRESH_TOKEN_DAYS * 86_400_000 <= Date.now()) return null;
  ctx.db
    .prepare('UPDATE oauth_tokens SET refresh_revoked = 1, expires = ? WHERE refresh_token = ?')
    .run(isoDate(0), refreshToken);
  return issueToken(ctx, app, row.user_id, row.scope);
}

/** RFC 7009 revocation of an access or a refresh token of this app (unknown tokens are no error). */
export function revokeToken(ctx: PodContext, app: OAuthAppRow, token: string): void {
  ctx.db
    .prepare('DELETE FROM oauth_tokens WHERE app_id = ? AND (access_token = ? OR refresh_token = ?)')
    .run(app.id, token, token);
}

export interface TokenHolder {
  user: UserRow;
  scopes: Set<string>;
}

/**
 * Who an `Authorization: Bearer` (or `?token=`) value stands for: an unexpired access token (scopes
 * capped to what apps may have), or an app's personal token (judged against the app's own scopes).
 */
export function tokenHolder(ctx: PodContext, token: string): TokenHolder | null {
  const row = ctx.db
    .prepare(
      `SELECT t.user_id, t.scope, t.expires, a.scope AS app_scope FROM oauth_tokens t
       JOIN oauth_apps a ON a.id = t.app_id WHERE t.access_token = ?`,
    )
    .get(token) as { user_id: number; scope: string; expires: string; app_scope: string } | undefined;
  if (row) {
    if (Date.parse(row.expires) <= Date.now()) return null;
    const user = userById(ctx.db, row.user_id);
    return user ? { user, scopes: effectiveScopes(row.scope, row.app_scope) } : null;
  }
  const app = ctx.db
    .prepare('SELECT user_id, scope FROM oauth_apps WHERE token = ? AND user_id IS NOT NULL')
    .get(token) as { user_id: number; scope: string } | undefined;
  if (!app) return null;
  const user = userById(ctx.db, app.user_id);
  return user ? { user, scopes: expandScopes(app.scope) } : null;
}
