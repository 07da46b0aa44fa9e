// s29 (issue 17): the steps of an OAuth login (tokens.ts): the app registered on the pod, the pod's
// `/authorize` address, the code exchanged at `auth/callback`. A chunk of its own: a start needs only
// the tokens held (and their refresh), not the login's registration, state and exchange.

import { changeOAuth, readOAuth, type OAuthApp, type OAuthTokens } from '../../db/oauth';
import type { HttpClient } from '../core/http';
import { text, type UiText } from '../core/errors';
import { exchangeCode, registerApp, OAUTH_SCOPES } from './api';
import { checkState, makeState } from './state';

export type Outcome<T> = { ok: true; data: T } | { ok: false; messages: UiText[] };

type StateStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The app registered on this instance for this redirect URI, registering it when there is none. */
async function appFor(
  client: HttpClient,
  options: { instanceUrl: string; origin: string; redirectUri: string },
): Promise<Outcome<OAuthApp>> {
  const { instanceUrl, origin, redirectUri } = options;
  const known = (await readOAuth()).apps[instanceUrl];
  if (known && known.redirectUri === redirectUri) return { ok: true, data: known };
  const result = await registerApp(client, { website: new URL('/', origin).toString(), redirectUri });
  if (!result.ok) return { ok: false, messages: [text('errors.login'), ...result.error.messages] };
  const app: OAuthApp = { clientId: result.data.client_id, clientSecret: result.data.client_secret, redirectUri };
  await changeOAuth((row) => ({ ...row, apps: { ...row.apps, [instanceUrl]: app } }));
  return { ok: true, data: app };
}

/** Step 1 and 2: the pod's `/authorize` address to send the user to, carrying `next` in the state. */
export async function authorizeUrl(
  client: HttpClient,
  storage: StateStorage,
  options: { instanceUrl: string; origin: string; redirectUri: string; next: string },
): Promise<Outcome<string>> {
  const app = await appFor(client, options);
  if (!app.ok) return app;
  const state = makeState({ next: options.next, instanceUrl: options.instanceUrl }, storage);
  const url = new URL('authorize', options.instanceUrl);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: app.data.clientId,
    redirect_uri: app.data.redirectUri,
    scope: OAUTH_SCOPES,
  }).toString();
  // URLSearchParams writes a space as '+'; the issue spells `scope=read%20write`.
  url.search = `${url.search.replace(/\+/g, '%20')}&state=${state}`;
  return { ok: true, data: url.toString() };
}

/** Step 3 (`auth/callback`): checks the state and exchanges the code. The tokens to keep and the `next` to go to. */
export async function finish(
  clientFor: (instanceUrl: string) => HttpClient,
  storage: StateStorage,
  options: { code: string | null; state: string | null },
): Promise<Outcome<{ next: string; tokens: OAuthTokens }>> {
  const pending = checkState(options.state, storage);
  if (pending === null || options.code === null || options.code === '') {
    return { ok: false, messages: [text('errors.login')] };
  }
  const app = (await readOAuth()).apps[pending.instanceUrl];
  if (!app) return { ok: false, messages: [text('errors.login')] };
  const result = await exchangeCode(clientFor(pending.instanceUrl), {
    code: options.code,
    redirectUri: app.redirectUri,
    clientId: app.clientId,
    clientSecret: app.clientSecret,
  });
  if (!result.ok) return { ok: false, messages: [text('errors.login'), ...result.error.messages] };
  const tokens = {
    instanceUrl: pending.instanceUrl,
    accessToken: result.data.access_token,
    refreshToken: result.data.refresh_token,
  };
  return { ok: true, data: { next: pending.next, tokens } };
}
