// The pod's OAuth core (ENDPOINTS §1b), as a real 1.4 pod's users/oauth views: app registration
// (anonymous allowed), an app's public fields, the authorization step (the front's /authorize page
// posts it with the user's session), the token endpoint (both grants, rotating refresh tokens, RFC 6749
// errors) and revocation. Managing one's apps and grants is routes/oauth-apps.ts.

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requireUser } from '../auth';
import type { PodContext } from '../context';
import { bodyFields, charField } from '../http/body';
import { fieldErrors, notFound } from '../http/errors';
import {
  appByClientId,
  createApp,
  expandScopes,
  isKnownScope,
  issueCode,
  issueToken,
  oauthRoute,
  revokeToken,
  rotateToken,
  secondsLeft,
  setAccessTokenLife,
  takeCode,
  type OAuthAppRow,
  type OAuthTokenRow,
} from '../oauth';

export const OOB = 'urn:ietf:wg:oauth:2.0:oob';

/** ApplicationSerializer: what anyone may read of an app. */
export function publicApp(app: OAuthAppRow) {
  return { client_id: app.client_id, name: app.name, scopes: app.scope, created: app.created, updated: app.updated };
}

/** CreateApplicationSerializer: what the app's owner reads (the secret only at creation, hashed after). */
export function ownApp(app: OAuthAppRow, withSecret = false) {
  return {
    client_id: app.client_id,
    name: app.name,
    scopes: app.scope,
    ...(withSecret ? { client_secret: app.client_secret } : {}),
    created: app.created,
    updated: app.updated,
    redirect_uris: app.redirect_uris,
    ...(app.token !== null ? { token: app.token } : {}),
  };
}

/** An RFC 6749 error answer: `{error, error_description}`. */
function oauthError(reply: FastifyReply, status: number, error: string, description: string): FastifyReply {
  return reply.code(status).header('cache-control', 'no-store').send({ error, error_description: description });
}

function text(fields: Record<string, unknown>, name: string): string {
  const value = fields[name];
  return typeof value === 'string' ? value : '';
}

/** The scope words of a registration, as the pod checks them: known words only. */
function scopesField(value: unknown, errors: Record<string, unknown>): string {
  if (value === undefined) return 'read';
  if (typeof value !== 'string') {
    errors.scopes = ['Not a valid string.'];
    return '';
  }
  const words = value.split(/\s+/).filter(Boolean);
  const unknown = words.filter((word) => !isKnownScope(word));
  if (words.length === 0) errors.scopes = ['This field may not be blank.'];
  else if (unknown.length > 0) errors.scopes = [`Invalid scopes: ${unknown.join(', ')}`];
  return words.join(' ');
}

/** The client of a token or revoke call: client_id and client_secret in the body, or HTTP Basic. */
function clientOf(ctx: PodContext, request: FastifyRequest, fields: Record<string, unknown>): OAuthAppRow | null {
  let clientId = text(fields, 'client_id');
  let secret = text(fields, 'client_secret');
  const basic = /^Basic\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  if (basic) {
    const decoded = Buffer.from(basic, 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon > 0) {
      clientId = decodeURIComponent(decoded.slice(0, colon));
      secret = decodeURIComponent(decoded.slice(colon + 1));
    }
  }
  const app = clientId ? appByClientId(ctx, clientId) : undefined;
  return app && app.client_secret === secret ? app : null;
}

function tokenAnswer(row: OAuthTokenRow) {
  return {
    access_token: row.access_token,
    expires_in: secondsLeft(row),
    token_type: 'Bearer',
    scope: row.scope,
    refresh_token: row.refresh_token,
  };
}

/** A redirect URI with the code and state added to its query. */
function withCode(redirectUri: string, code: string, state: string): string {
  if (redirectUri === OOB) return `${OOB}?code=${encodeURIComponent(code)}`;
  const url = new URL(redirectUri);
  url.searchParams.set('code', code);
  if (state) url.searchParams.set('state', state);
  return url.toString();
}

export function oauthRoutes(app: FastifyInstance, ctx: PodContext): void {
  oauthRoute(app, 'POST', 'oauth/apps/', async (request, reply) => {
    const fields = bodyFields(request);
    const errors: Record<string, unknown> = {};
    const name = charField(fields.name, { partial: false, max: 255 }, errors, 'name');
    const scope = scopesField(fields.scopes, errors);
    const redirectUris = typeof fields.redirect_uris === 'string' ? fields.redirect_uris.trim() : '';
    for (const uri of redirectUris.split(/\s+/).filter(Boolean)) {
      if (uri !== OOB && !/^[a-z][a-z0-9+.-]*:\/\/\S+$/i.test(uri)) errors.redirect_uris = [`Invalid URI: ${uri}`];
    }
    if (Object.keys(errors).length > 0 || name === undefined) throw fieldErrors(errors as Record<string, string[]>);
    const website = typeof fields.website === 'string' ? fields.website.trim() : '';
    const created = createApp(ctx, { name, website, redirectUris, scope, userId: request.auth.user?.id ?? null });
    return reply.code(201).send(ownApp(created, true));
  });

  oauthRoute(app, 'GET', 'oauth/apps/:clientId/', async (request) => {
    const { clientId } = request.params as { clientId: string };
    const found = appByClientId(ctx, clientId);
    if (!found) throw notFound();
    const user = request.auth.user;
    return user && request.auth.via === 'session' && found.user_id === user.id ? ownApp(found) : publicApp(found);
  });

  oauthRoute(app, 'POST', 'oauth/authorize/', async (request, reply) => {
    const user = requireUser(request);
    const fields = bodyFields(request);
    const found = appByClientId(ctx, text(fields, 'client_id'));
    if (!found) return oauthError(reply, 400, 'invalid_client', 'Invalid client_id parameter value.');
    if (text(fields, 'response_type') !== 'code')
      return oauthError(reply, 400, 'unsupported_response_type', 'Only the code response type is supported.');
    const redirectUri = text(fields, 'redirect_uri');
    if (!found.redirect_uris.split(/\s+/).includes(redirectUri))
      return oauthError(reply, 400, 'invalid_request', 'Mismatching redirect URI.');
    const scope = text(fields, 'scope').trim() || found.scope;
    const allowed = expandScopes(found.scope);
    if (![...expandScopes(scope)].every((word) => allowed.has(word)))
      return oauthError(reply, 400, 'invalid_scope', 'The requested scope is invalid, unknown, or malformed.');
    if (text(fields, 'allow') !== 'true') {
      return oauthError(reply, 400, 'access_denied', 'The resource owner or authorization server denied the request.');
    }
    const code = issueCode(ctx, found, user.id, redirectUri, scope);
    const location = withCode(redirectUri, code, text(fields, 'state'));
    if (request.headers['x-requested-with'] === 'XMLHttpRequest') return { redirect_uri: location, code };
    return reply.code(302).header('location', location).send();
  });

  oauthRoute(
    app,
    'POST',
    'oauth/token/',
    async (request, reply) => {
      const fields = bodyFields(request);
      const client = clientOf(ctx, request, fields);
      if (!client) return oauthError(reply, 401, 'invalid_client', 'Client authentication failed.');
      const grant = text(fields, 'grant_type');
      let row: OAuthTokenRow | null;
      if (grant === 'authorization_code') {
        const taken = takeCode(ctx, client, text(fields, 'code'), text(fields, 'redirect_uri'));
        row = taken ? issueToken(ctx, client, taken.user_id, taken.scope) : null;
      } else if (grant === 'refresh_token') {
        row = rotateToken(ctx, client, text(fields, 'refresh_token'));
      } else {
        return oauthError(reply, 400, 'unsupported_grant_type', 'The grant type is not supported.');
      }
      if (!row) return oauthError(reply, 400, 'invalid_grant', 'The provided grant is invalid, expired or revoked.');
      return reply.header('cache-control', 'no-store').header('pragma', 'no-cache').send(tokenAnswer(row));
    },
    // oauth2_provider's token and revoke views are CSRF-exempt: they authenticate the client.
    { csrf: false },
  );

  oauthRoute(
    app,
    'POST',
    'oauth/revoke/',
    async (request, reply) => {
      const fields = bodyFields(request);
      const client = clientOf(ctx, request, fields);
      if (!client) return oauthError(reply, 401, 'invalid_client', 'Client authentication failed.');
      revokeToken(ctx, client, text(fields, 'token'));
      return reply.code(200).send();
    },
    { csrf: false },
  );
}

/** Test hooks: make every access token expire now, revoke every refresh token, set the token life. */
export function oauthTestRoutes(app: FastifyInstance, ctx: PodContext): void {
  app.post('/__test__/oauth/expire-access', async (_request, reply) => {
    ctx.db.prepare('UPDATE oauth_tokens SET expires = ?').run(new Date(0).toISOString());
    return reply.code(204).send();
  });
  app.post('/__test__/oauth/revoke-refresh', async (_request, reply) => {
    ctx.db.prepare('UPDATE oauth_tokens SET refresh_revoked = 1').run();
    return reply.code(204).send();
  });
  app.post('/__test__/oauth/token-life', async (request, reply) => {
    const seconds = (bodyFields(request) as { seconds?: unknown }).seconds;
    if (typeof seconds !== 'number' || !(seconds > 0)) throw fieldErrors({ seconds: ['A positive number.'] });
    setAccessTokenLife(ctx, seconds);
    return reply.code(204).send();
  });
}

export function resetOAuth(ctx: PodContext): void {
  setAccessTokenLife(ctx, null);
}
