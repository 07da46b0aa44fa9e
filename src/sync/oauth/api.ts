// oauthclient24: the pod's OAuth endpoints (ENDPOINTS section 1b). Sent with a client of their own
// that holds no token: a 401 here must not start a refresh, and these calls need no CSRF cookie.

import type { HttpClient, Result } from '../core/http';
import type { ApiToken } from './schema';

// Issue 17: the answers' schemas (and zod) load with the requests, not with the first screen.
const appSchema = () => import('./schema').then((schemas) => schemas.appSchema);
const tokenSchema = () => import('./schema').then((schemas) => schemas.tokenSchema);

/** Shoal's scopes: what the app needs, no more (the pod caps them to its app-safe list anyway). */
export const OAUTH_SCOPES = 'read write';

/** `POST oauth/apps/` anonymously: Shoal registers itself once per instance. */
export function registerApp(
  client: HttpClient,
  app: { website: string; redirectUri: string },
): Promise<Result<{ client_id: string; client_secret: string }>> {
  return client.post('oauth/apps/', {
    json: { name: 'Shoal', website: app.website, scopes: OAUTH_SCOPES, redirect_uris: app.redirectUri },
    loadSchema: appSchema,
    authFailure: 'anonymous',
  });
}

function multipart(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return form;
}

/** `POST oauth/token/` (multipart) with `grant_type=authorization_code`. */
export function exchangeCode(
  client: HttpClient,
  fields: { code: string; redirectUri: string; clientId: string; clientSecret: string },
): Promise<Result<ApiToken>> {
  return client.post('oauth/token/', {
    form: multipart({
      grant_type: 'authorization_code',
      code: fields.code,
      redirect_uri: fields.redirectUri,
      client_id: fields.clientId,
      client_secret: fields.clientSecret,
    }),
    loadSchema: tokenSchema,
    authFailure: 'anonymous',
  });
}

/** `POST oauth/token/` (multipart) with `grant_type=refresh_token`; the pod rotates both tokens. */
export function refreshGrant(
  client: HttpClient,
  fields: { refreshToken: string; clientId: string; clientSecret: string },
): Promise<Result<ApiToken>> {
  return client.post('oauth/token/', {
    form: multipart({
      grant_type: 'refresh_token',
      refresh_token: fields.refreshToken,
      client_id: fields.clientId,
      client_secret: fields.clientSecret,
    }),
    loadSchema: tokenSchema,
    authFailure: 'anonymous',
  });
}

/** `POST oauth/revoke/` (form); whether it was heard does not matter to the caller. */
export async function revokeToken(
  client: HttpClient,
  fields: { token: string; clientId: string; clientSecret: string },
): Promise<boolean> {
  const result = await client.post('oauth/revoke/', {
    form: { token: fields.token, client_id: fields.clientId, client_secret: fields.clientSecret },
    authFailure: 'anonymous',
  });
  return result.ok;
}

/** The OAuth error code of a refusal (`invalid_grant`, `invalid_client`, ...), or null. */
export function oauthErrorOf(body: unknown): string | null {
  const error = (body as { error?: unknown } | null)?.error;
  return typeof error === 'string' ? error : null;
}
