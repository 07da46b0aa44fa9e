// oauthpod24: OAuth applications (own apps, create, edit, rotate, delete), grants (authorised apps,
// revoke) and the authorize step of the pod's /authorize page. Every call needs the pod; none is queued.

import { mapResult, type HttpClient, type Result } from '../core/http';
import { mapPage, type Page } from '../core/model';
import type { CallOptions } from '../core/params';
import { applicationBody, mapApplication, type Application, type ApplicationDraft } from './model';
import { appPageSchema, appSchema, authorizeAnswerSchema, grantListSchema, type AuthorizeAnswer } from './schema';

/**
 * OAuth lives on api/v1/ on pods of every generation (Funkwhale's v2 router has no `oauth/`, and its
 * documentation names `/api/v1/oauth/`): resolved against the API base, as src/sync/oauth does.
 */
const oauth = (path: string) => `../v1/oauth/${path}`;
const appPath = (clientId: string) => oauth(`apps/${encodeURIComponent(clientId)}/`);

/** Anyone: the public fields; the owner (session): also redirect URIs and the personal token. */
export async function getApplication(
  client: HttpClient,
  clientId: string,
  options: CallOptions = {},
): Promise<Result<Application>> {
  return mapResult(
    await client.get(appPath(clientId), { schema: appSchema, authFailure: 'anonymous', ...options }),
    mapApplication,
  );
}

export async function listOwnApplications(
  client: HttpClient,
  page: number,
  options: CallOptions = {},
): Promise<Result<Page<Application>>> {
  const result = await client.get(oauth('apps/'), { query: { page }, schema: appPageSchema, ...options });
  return mapResult(result, (data) => mapPage(data, mapApplication));
}

export async function createApplication(client: HttpClient, draft: ApplicationDraft): Promise<Result<Application>> {
  return mapResult(
    await client.post(oauth('apps/'), { json: applicationBody(draft), schema: appSchema }),
    mapApplication,
  );
}

export async function updateApplication(
  client: HttpClient,
  clientId: string,
  draft: ApplicationDraft,
): Promise<Result<Application>> {
  return mapResult(
    await client.request('PATCH', appPath(clientId), { json: applicationBody(draft), schema: appSchema }),
    mapApplication,
  );
}

/** Rotates the personal app token; the answer carries the new one. */
export async function refreshApplicationToken(client: HttpClient, clientId: string): Promise<Result<Application>> {
  return mapResult(await client.post(`${appPath(clientId)}refresh-token/`, { schema: appSchema }), mapApplication);
}

export async function deleteApplication(client: HttpClient, clientId: string): Promise<Result<unknown>> {
  return client.request('DELETE', appPath(clientId));
}

/** The apps holding a token of the user (not paginated). */
export async function listGrants(client: HttpClient, options: CallOptions = {}): Promise<Result<Application[]>> {
  const result = await client.get(oauth('grants/'), { schema: grantListSchema, ...options });
  return mapResult(result, (apps) => apps.map(mapApplication));
}

/** Revokes every token of that app for the user. */
export async function revokeGrant(client: HttpClient, clientId: string): Promise<Result<unknown>> {
  return client.request('DELETE', oauth(`grants/${encodeURIComponent(clientId)}/`));
}

export interface AuthorizeRequest {
  clientId: string;
  redirectUri: string;
  scope: string;
  state: string | null;
  nonce: string | null;
}

/** The user's consent, sent as the pod's own page does: a form with `allow=true`, answered in JSON. */
export async function authorizeApplication(
  client: HttpClient,
  request: AuthorizeRequest,
): Promise<Result<AuthorizeAnswer>> {
  const form: Record<string, string> = {
    client_id: request.clientId,
    redirect_uri: request.redirectUri,
    scope: request.scope,
    response_type: 'code',
    allow: 'true',
  };
  if (request.state !== null) form.state = request.state;
  if (request.nonce !== null) form.nonce = request.nonce;
  return client.post(oauth('authorize/'), {
    form,
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    schema: authorizeAnswerSchema,
  });
}
