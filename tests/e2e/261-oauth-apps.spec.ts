import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, accounts } from './fixtures';
import { ApplicationsPage } from './pages/applications';
import { LoginPage } from './pages/login';

/**
 * Issue 24 (oauthpod24): Shoal as the pod's front for other apps. An app made from
 * settings/applications/new with the query prefill; /authorize opened anonymously goes through login
 * and back; Authorize sends the browser to the app's redirect URI with a code (the app's host is
 * answered by page.route), which the test exchanges for a token that reads users/me/. The out-of-band
 * URI shows the code; an unknown app and another response type are errors; the app is listed among
 * the authorised apps and revoking it ends the token; edit, token rotation and delete.
 */

test.describe.configure({ timeout: 60_000 });

const REDIRECT = 'https://third-party.example/callback';
const OOB = 'urn:ietf:wg:oauth:2.0:oob';

/**
 * `POST oauth/token/` as a third-party app sends it (form); `users/me/` with a token. Both from the
 * `request` fixture, which holds no session cookie (the pod would fall back to it behind a dead token).
 */
async function exchange(
  request: APIRequestContext,
  app: { clientId: string; secret: string },
  code: string,
  redirectUri: string,
) {
  const answer = await request.post('/api/v1/oauth/token/', {
    form: {
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      client_id: app.clientId,
      client_secret: app.secret,
    },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  const token = (await answer.json()) as { access_token: string; token_type: string; scope: string };
  expect(token.token_type).toBe('Bearer');
  return token.access_token;
}

async function meWith(request: APIRequestContext, token: string): Promise<number> {
  const answer = await request.get('/api/v1/users/me/', { headers: { Authorization: `Bearer ${token}` } });
  if (answer.ok()) expect(((await answer.json()) as { username: string }).username).toBe(accounts.listener.username);
  return answer.status();
}

/** An app of demo's, made through the API as a logged-in page would (JSON, CSRF). */
async function makeApp(page: Page, name: string, redirectUris: string) {
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'csrftoken')?.value ?? '';
  const answer = await page.request.post('/api/v1/oauth/apps/', {
    data: { name, redirect_uris: redirectUris, scopes: 'read write' },
    headers: { 'X-CSRFToken': csrf },
  });
  expect(answer.status()).toBe(201);
  const made = (await answer.json()) as { client_id: string; client_secret: string };
  return { clientId: made.client_id, secret: made.client_secret };
}

const authorizePath = (clientId: string, redirectUri: string, extra: Record<string, string> = {}) =>
  `/authorize?${new URLSearchParams({
    response_type: 'code',
    client_id: clientId,
    redirect_uri: redirectUri,
    scope: 'read write',
    state: 'st-261',
    ...extra,
  }).toString()}`;

test('an app made with the prefill is authorised after login, its code exchanged; revoking it ends the token', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const apps = new ApplicationsPage(page);
  await new LoginPage(page).logInFromScratch(accounts.listener.username, accounts.listener.password);
  const name = `Tide app ${Date.now().toString(36)}`;
  await apps.openNew({ name, scopes: 'read write', redirect_uris: REDIRECT });
  await expect(apps.nameField()).toHaveValue(name);
  await expect(apps.redirectField()).toHaveValue(REDIRECT);
  await expect(apps.scopeBox('Read', 'Favorites')).toBeChecked();
  await expect(apps.scopeBox('Write', 'Security')).toBeChecked();
  await page.getByRole('button', { name: 'Create application' }).click();
  await expect(page.getByText('Application created. Note the secret now')).toBeVisible();
  const app = { clientId: await apps.copied('Application ID'), secret: await apps.copied('Application secret') };
  await apps.copied('Access token');

  // Another browser, anonymous: /authorize goes to login and comes back to it.
  const other = await browser.newContext({ baseURL });
  const visitor = await other.newPage();
  await visitor.goto(authorizePath(app.clientId, REDIRECT));
  await expect(visitor).toHaveURL(/\/login\?next=%2Fauthorize%3F/);
  await new LoginPage(visitor).logIn(accounts.listener.username, accounts.listener.password);
  await expect(visitor.getByRole('heading', { name: `${name} wants to access your Funkwhale account` })).toBeVisible();
  await expect(visitor.getByText(`You will be redirected to ${REDIRECT}`)).toBeVisible();
  const asked = visitor.getByRole('list', { name: 'It asks for' });
  await expect(asked.getByRole('listitem').filter({ hasText: 'Favorites' })).toContainText('Full access');
  await expect(asked.getByRole('listitem')).toHaveCount(12);

  // The app's own page: the browser is sent there with the code and the state.
  await visitor.route('https://third-party.example/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Third party</title><h1>Back at the app</h1>' }),
  );
  await visitor.getByRole('button', { name: `Authorize ${name}` }).click();
  await expect(visitor.getByRole('heading', { name: 'Back at the app' })).toBeVisible();
  const landed = new URL(visitor.url());
  expect(`${landed.origin}${landed.pathname}`).toBe(REDIRECT);
  expect(landed.searchParams.get('state')).toBe('st-261');
  const code = landed.searchParams.get('code') ?? '';
  expect(code).not.toBe('');
  const token = await exchange(request, app, code, REDIRECT);
  expect(await meWith(request, token)).toBe(200);
  await other.close();

  // Settings: the app among the authorised apps and the user's own; revoking ends the token.
  await apps.openSettings();
  await expect(apps.authorizedList().getByRole('listitem').filter({ hasText: name })).toBeVisible();
  await expect(apps.ownList().getByRole('link', { name })).toBeVisible();
  await page.getByRole('button', { name: `Revoke access of ${name}` }).click();
  await apps.confirm(`Revoke access of "${name}"?`, 'Revoke');
  await expect(apps.authorizedList().getByRole('listitem').filter({ hasText: name })).toHaveCount(0);
  expect(await meWith(request, token)).toBe(401);
});

test('the out-of-band URI shows the code to copy; an unknown app and another response type are errors', async ({
  page,
  request,
}) => {
  await new LoginPage(page).logInFromScratch(accounts.listener.username, accounts.listener.password);
  const name = `Desk app ${Date.now().toString(36)}`;
  const app = await makeApp(page, name, OOB);
  await page.goto(authorizePath(app.clientId, OOB));
  await expect(page.getByText('You will be shown a code to copy-paste in the application.')).toBeVisible();
  await page.getByRole('button', { name: `Authorize ${name}` }).click();
  await expect(page.getByText('Copy-paste the following code in the application:')).toBeVisible();
  const code = await new ApplicationsPage(page).copied('Authorization code');
  expect(new URL(page.url()).pathname).toBe('/authorize');
  expect(await meWith(request, await exchange(request, app, code, OOB))).toBe(200);

  await page.goto(authorizePath('no-such-app', REDIRECT));
  await expect(page.getByRole('alert').filter({ hasText: 'Error while fetching application data' })).toContainText(
    'This application does not exist on this pod.',
  );
  await expect(page.getByRole('button', { name: /^Authorize/ })).toHaveCount(0);

  await page.goto(authorizePath(app.clientId, OOB, { response_type: 'token' }));
  await expect(page.getByRole('alert').filter({ hasText: 'Error while fetching application data' })).toContainText(
    'Unsupported response type "token"',
  );
  await expect(page.getByRole('button', { name: /^Authorize/ })).toHaveCount(0);
});

test('an own app is edited, its token rotated (the old one stops working), then deleted after a confirmation', async ({
  page,
  request,
}) => {
  const apps = new ApplicationsPage(page);
  await new LoginPage(page).logInFromScratch(accounts.listener.username, accounts.listener.password);
  const name = `Reef app ${Date.now().toString(36)}`;
  const app = await makeApp(page, name, REDIRECT);
  await apps.openSettings();
  await apps.ownList().getByRole('link', { name }).click();
  await expect(page).toHaveURL(new RegExp(`/settings/applications/${app.clientId}/edit$`));
  await expect(apps.nameField()).toHaveValue(name);
  await expect(apps.scopeBox('Write', 'Playlists')).toBeChecked();

  const renamed = `${name} renamed`;
  await apps.nameField().fill(renamed);
  await apps.scopeBox('Write', 'Playlists').uncheck();
  await page.getByRole('button', { name: 'Update application' }).click();
  await expect(page.getByText('Application updated.')).toBeVisible();
  const stored = await page.request.get(`/api/v1/oauth/apps/${app.clientId}/`);
  expect(await stored.json()).toMatchObject({ name: renamed });
  expect(((await stored.json()) as { scopes: string }).scopes).not.toContain('write:playlists');

  const before = await apps.copied('Access token');
  expect(await meWith(request, before)).toBe(200);
  await page.getByRole('button', { name: 'Regenerate token' }).click();
  await expect(page.getByText('A new token was generated; the old one no longer works.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Access token', exact: true })).not.toHaveValue(before);
  const after = await apps.copied('Access token');
  expect(await meWith(request, before)).toBe(401);
  expect(await meWith(request, after)).toBe(200);

  await page.getByRole('button', { name: 'Delete application' }).click();
  await apps.confirm(`Delete application "${renamed}"?`, 'Delete application');
  await expect(page).toHaveURL(/\/settings$/);
  await expect(apps.ownList().getByRole('link', { name: renamed })).toHaveCount(0);
  expect((await page.request.get(`/api/v1/oauth/apps/${app.clientId}/`)).status()).toBe(404);
});
