// Who is calling, and may they: session cookies, Django-style CSRF, listen tokens, and bearer tokens
// (OAuth access tokens and personal app tokens, oauth.ts; tests may add resolvers of their own).

import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PodContext } from './context';
import { detail, forbidden, notAuthenticated } from './http/errors';
import { hostOf } from './http/query';
import { isoDate, randomToken } from './ids';
import { readPreference } from './settings';
import { tokenHolder } from './oauth';
import { permissionsOf, userById, type UserRow } from './users';

export interface Auth {
  user: UserRow | null;
  /** How the user was recognised; only 'session' requests are CSRF-checked. */
  via: 'session' | 'bearer' | null;
  sessionKey: string | null;
  /** A bearer token's scopes (`read:libraries`...); null for the session and for tests' own tokens. */
  scopes: ReadonlySet<string> | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: Auth;
  }
}

/** Finds the user of an `Authorization: Bearer` token, or null (the call is then anonymous). */
type BearerResolver = (ctx: PodContext, token: string) => UserRow | null;
const bearerResolvers: BearerResolver[] = [];

/** Adds a way to find the user of a bearer token (OAuth, or a test's own tokens); returns its removal. */
export function addBearerResolver(resolve: BearerResolver): () => void {
  bearerResolvers.push(resolve);
  return () => bearerResolvers.splice(bearerResolvers.indexOf(resolve), 1);
}

const SESSION_AGE = 14 * 24 * 3600; // Django's default, in seconds
const CSRF_AGE = 52 * 7 * 24 * 3600;
const LISTEN_TOKEN_AGE = 3 * 24 * 3600 * 1000;
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function parseCookies(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    const name = part.slice(0, eq).trim();
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) value = value.slice(1, -1);
    if (!cookies.has(name)) cookies.set(name, value);
  }
  return cookies;
}

export function cookieOf(request: FastifyRequest, name: string): string | undefined {
  return parseCookies(request.headers.cookie).get(name);
}

function setCookie(reply: FastifyReply, name: string, value: string, maxAge: number, httpOnly: boolean): void {
  const expires = new Date(Date.now() + maxAge * 1000).toUTCString();
  const parts = [`${name}=${value}`, `expires=${expires}`, `Max-Age=${maxAge}`, 'Path=/', 'SameSite=Lax'];
  if (httpOnly) parts.splice(3, 0, 'HttpOnly');
  reply.header('set-cookie', parts.join('; '));
}

/** Sets a new `csrftoken` cookie (readable by scripts, as Django's) and returns its value. */
export function issueCsrfToken(reply: FastifyReply): string {
  const token = randomToken(64);
  setCookie(reply, 'csrftoken', token, CSRF_AGE, false);
  return token;
}

/** Pages that hand out a CSRF token do so only to visitors that do not have one yet. */
export function ensureCsrfCookie(request: FastifyRequest, reply: FastifyReply): void {
  if (!cookieOf(request, 'csrftoken')) issueCsrfToken(reply);
}

export function openSession(ctx: PodContext, reply: FastifyReply, user: UserRow): void {
  const key = randomToken(32);
  const now = Date.now();
  ctx.db
    .prepare('INSERT INTO sessions (key, user_id, created, expires) VALUES (?, ?, ?, ?)')
    .run(key, user.id, isoDate(now), isoDate(now + SESSION_AGE * 1000));
  ctx.db.prepare('UPDATE users SET last_activity = ? WHERE id = ?').run(isoDate(now), user.id);
  setCookie(reply, 'sessionid', key, SESSION_AGE, true);
}

/**
 * The key of an anonymous visitor's session (Django creates one for anonymous radio sessions): the
 * `sessionid` cookie the visitor sent, else a new one, set on the reply. It is in no login session,
 * so the visitor stays anonymous; logging in replaces it.
 */
export function anonymousSessionKey(request: FastifyRequest, reply: FastifyReply): string {
  const existing = cookieOf(request, 'sessionid');
  if (existing) return existing;
  const key = randomToken(32);
  setCookie(reply, 'sessionid', key, SESSION_AGE, true);
  return key;
}

/** Ends the request's session; with a reply, also tells the browser to drop the cookie. */
export function closeSession(ctx: PodContext, request: FastifyRequest, reply?: FastifyReply): void {
  if (request.auth.sessionKey) ctx.db.prepare('DELETE FROM sessions WHERE key = ?').run(request.auth.sessionKey);
  if (reply && cookieOf(request, 'sessionid') !== undefined) {
    reply.header('set-cookie', 'sessionid=""; expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=0; Path=/; SameSite=Lax');
  }
}

function resolveAuth(ctx: PodContext, request: FastifyRequest): Auth {
  const authorization = request.headers.authorization ?? '';
  const bearer = /^Bearer\s+(\S+)$/i.exec(authorization)?.[1];
  if (bearer) {
    const holder = tokenHolder(ctx, bearer);
    if (holder?.user.is_active) return { user: holder.user, via: 'bearer', sessionKey: null, scopes: holder.scopes };
    for (const resolve of bearerResolvers) {
      const user = resolve(ctx, bearer);
      if (user?.is_active) return { user, via: 'bearer', sessionKey: null, scopes: null };
    }
  } else {
    // ENDPOINTS §1b: an access token is also accepted as `?token=` (listen tokens are media.ts's).
    const queryToken = tokenInQuery(request.url);
    const holder = queryToken === null ? null : tokenHolder(ctx, queryToken);
    if (holder?.user.is_active) return { user: holder.user, via: 'bearer', sessionKey: null, scopes: holder.scopes };
  }
  const key = cookieOf(request, 'sessionid');
  if (key) {
    const row = ctx.db.prepare('SELECT user_id, expires FROM sessions WHERE key = ?').get(key) as
      { user_id: number; expires: string } | undefined;
    if (row && Date.parse(row.expires) > Date.now()) {
      const user = userById(ctx.db, row.user_id);
      if (user?.is_active) return { user, via: 'session', sessionKey: key, scopes: null };
    }
  }
  return { user: null, via: null, sessionKey: null, scopes: null };
}

function tokenInQuery(url: string): string | null {
  const query = url.indexOf('?');
  if (query < 0) return null;
  const token = new URLSearchParams(url.slice(query + 1)).get('token');
  return token === null || token === '' ? null : token;
}

function originHost(origin: string): string | null {
  try {
    return new URL(origin).host.toLowerCase();
  } catch {
    return null;
  }
}

/**
 * Django's CSRF check, or null when it passes: the `X-CSRFToken` header must equal the
 * `csrftoken` cookie, and a browser's `Origin`, when sent, must be this pod (its host: the scheme
 * may differ behind a TLS proxy).
 */
export function csrfFailure(request: FastifyRequest): string | null {
  const origin = request.headers.origin;
  if (origin !== undefined && originHost(origin) !== hostOf(request)) {
    return `Origin checking failed - ${origin} does not match any trusted origins.`;
  }
  const cookie = cookieOf(request, 'csrftoken');
  if (!cookie) return 'CSRF cookie not set.';
  const header = request.headers['x-csrftoken'];
  if (typeof header !== 'string' || header === '') return 'CSRF token missing.';
  if (header !== cookie) return "CSRF token from the 'X-Csrftoken' HTTP header incorrect.";
  return null;
}

/** DRF's rule: a request authenticated by the session cookie that changes something needs CSRF. */
export function assertApiCsrf(request: FastifyRequest): void {
  if (!UNSAFE.has(request.method) || request.auth.via !== 'session') return;
  const failure = csrfFailure(request);
  if (failure) throw detail(403, `CSRF Failed: ${failure}`);
}

/** A token granted only `read` scopes changes nothing (DRF's scope permission answers 403). */
export function assertBearerMayWrite(request: FastifyRequest): void {
  const scopes = request.auth.scopes;
  if (!UNSAFE.has(request.method) || request.auth.via !== 'bearer' || scopes === null) return;
  if (![...scopes].some((scope) => scope.startsWith('write:'))) throw forbidden();
}

export function requireUser(request: FastifyRequest): UserRow {
  if (!request.auth.user) throw notAuthenticated();
  return request.auth.user;
}

/**
 * The manage area (ENDPOINTS §13): a user holding the permission flag. A real pod refuses OAuth
 * bearer tokens there with 403 whatever the user may do, so a client signed in by OAuth cannot
 * moderate; the demo pod's bearer tokens are all OAuth ones.
 */
export function requirePermission(request: FastifyRequest, flag: 'library' | 'moderation' | 'settings'): UserRow {
  const user = requireSessionUser(request);
  if (!permissionsOf(user)[flag]) throw forbidden();
  return user;
}

/** Scopes OAuth tokens never get (`plugins`, `security`): any logged-in user, but not by a bearer token. */
export function requireSessionUser(request: FastifyRequest): UserRow {
  const user = requireUser(request);
  if (request.auth.via === 'bearer') throw forbidden();
  return user;
}

/** Reading the library: open to anonymous visitors unless the pod requires authentication. */
export function assertCanRead(ctx: PodContext, request: FastifyRequest): void {
  if (!request.auth.user && readPreference(ctx.db, 'common__api_authentication_required') === true) {
    throw notAuthenticated();
  }
}

// Listen tokens: `<payload>:<issued, base 36>:<signature>`, signed with the data folder's secret
// and the user's own secret key (which a password change rotates). Valid three days.

function sign(ctx: PodContext, user: UserRow, payload: string, issued: string): string {
  return createHmac('sha256', ctx.secret).update(`${payload}:${issued}:${user.secret_key}`).digest('base64url');
}

export function listenToken(ctx: PodContext, user: UserRow): string {
  const payload = Buffer.from(JSON.stringify({ user_id: user.id, scope: 'read:libraries' })).toString('base64url');
  const issued = Date.now().toString(36);
  return `${payload}:${issued}:${sign(ctx, user, payload, issued)}`;
}

/** The user a listen token stands for, or null when it is malformed, forged or stale. */
export function userOfListenToken(ctx: PodContext, token: string): UserRow | null {
  const [payload, issued, signature, ...rest] = token.split(':');
  if (!payload || !issued || !signature || rest.length > 0) return null;
  let userId: unknown;
  try {
    userId = (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { user_id?: unknown }).user_id;
  } catch {
    return null;
  }
  if (typeof userId !== 'number') return null;
  const user = userById(ctx.db, userId);
  if (!user?.is_active) return null;
  const expected = Buffer.from(sign(ctx, user, payload, issued));
  const actual = Buffer.from(signature);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
  const age = Date.now() - parseInt(issued, 36);
  return age >= 0 && age <= LISTEN_TOKEN_AGE ? user : null;
}

export function installAuth(app: FastifyInstance, ctx: PodContext): void {
  app.decorateRequest('auth', null as unknown as Auth);
  app.addHook('onRequest', async (request) => {
    request.auth = resolveAuth(ctx, request);
  });
}
