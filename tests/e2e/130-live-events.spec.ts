import { request as apiRequest, type APIRequestContext, type Page } from '@playwright/test';
import { test, expect, accounts } from './fixtures';
import { LoginPage } from './pages/login';
import { ShellPage } from './pages/shell';

/** demo, logged in through the pod's API in a context of its own (the page stays admin's). */
async function demoOnThePod(
  baseURL: string,
): Promise<{ api: APIRequestContext; post: (path: string, data: unknown) => Promise<number> }> {
  const api = await apiRequest.newContext({ baseURL });
  await api.get('/api/v1/instance/nodeinfo/2.0/');
  const csrf = async () =>
    (await api.storageState()).cookies.find((cookie) => cookie.name === 'csrftoken')?.value ?? '';
  const login = await api.post('/api/v1/users/login', {
    form: { username: accounts.listener.username, password: accounts.listener.password },
    headers: { 'X-CSRFToken': await csrf() },
  });
  expect(login.status()).toBeLessThan(400);
  return {
    api,
    post: async (path, data) =>
      (await api.post(`/api/v1/${path}`, { data, headers: { 'X-CSRFToken': await csrf() } })).status(),
  };
}

test('the Administration counters move when the pod announces an edit or a report, without a reload', async ({
  page,
  baseURL,
}) => {
  await new LoginPage(page).logInFromScratch(accounts.admin.username, accounts.admin.password);
  const admin = new ShellPage(page).navSection('Administration');
  // the seeded pending edit, unhandled report and pending sign-up request
  await expect(admin.getByRole('link', { name: 'Pending edits: 1' })).toBeVisible();
  await expect(admin.getByRole('link', { name: 'Reports: 1 unresolved' })).toBeVisible();
  await expect(admin.getByRole('link', { name: 'Follow requests: 1 pending' })).toBeVisible();
  await page.evaluate(() => ((window as unknown as { stillTheSamePage: boolean }).stillTheSamePage = true));

  const demo = await demoOnThePod(baseURL!);
  expect(
    await demo.post('tracks/1/mutations/', { type: 'update', payload: { title: 'Low Tide (live)' }, summary: 'e2e' }),
  ).toBe(201);
  await expect(admin.getByRole('link', { name: 'Pending edits: 2' })).toBeVisible();
  expect(
    await demo.post('moderation/reports/', { type: 'other', summary: 'e2e', target: { type: 'track', id: 1 } }),
  ).toBe(201);
  await expect(admin.getByRole('link', { name: 'Reports: 2 unresolved' })).toBeVisible();

  expect(await page.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);
  await demo.api.dispose();
});

test('a listener sees no counters, and the edits it proposes reach an admin who logs in later', async ({
  page,
  baseURL,
}) => {
  await new LoginPage(page).logInFromScratch(accounts.listener.username, accounts.listener.password);
  await expect(new ShellPage(page).navSection('My library')).toBeVisible();
  await expect(page.getByRole('link', { name: /Pending edits/ })).toHaveCount(0);
  const demo = await demoOnThePod(baseURL!);
  expect(
    await demo.post('albums/1/mutations/', { type: 'update', payload: { title: 'Slow Currents (remaster)' } }),
  ).toBe(201);
  await demo.api.dispose();

  await page.getByRole('link', { name: 'Log out' }).click();
  // The app leaves for home as soon as it has forgotten the user, before the pod has answered its
  // logout: a login sent meanwhile shares the cookie jar, and the late logout ended admin's session
  // (a fresh-clone run flaked so). Admin logs in once the pod has heard demo's logout.
  const loggedOut = page.waitForResponse(
    (response) =>
      /\/users\/logout\/?$/.test(new URL(response.url()).pathname) && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Log out' }).click();
  await loggedOut;
  await expect(page).toHaveURL(/\/$/);
  // The app notes the logout as heard (IndexedDB) just after the pod's answer: a reload before that sends it
  // again at start-up, and it ends admin's new session (a fresh-clone run found admin anonymous so).
  await expect.poll(() => storedLogoutPending(page), { timeout: 15_000 }).toBeNull();
  await new LoginPage(page).logInFromScratch(accounts.admin.username, accounts.admin.password);
  await expect(
    new ShellPage(page).navSection('Administration').getByRole('link', { name: 'Pending edits: 2' }),
  ).toBeVisible();
});

/** The logout the app has not yet heard the pod answer (its IndexedDB session row), or null. */
function storedLogoutPending(page: Page): Promise<unknown> {
  return page.evaluate(
    () =>
      new Promise<unknown>((resolve, reject) => {
        const open = indexedDB.open('shoal');
        open.onsuccess = () => {
          const request = open.result.transaction('session').objectStore('session').get('current');
          request.onsuccess = () => {
            open.result.close();
            resolve((request.result as { logoutPending?: unknown } | undefined)?.logoutPending ?? null);
          };
          request.onerror = () => reject(request.error);
        };
        open.onerror = () => reject(open.error);
      }),
  );
}
