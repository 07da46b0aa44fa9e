import type { Browser, Page } from '@playwright/test';
import { test, expect, accounts, trackId, waitForServiceWorker } from './fixtures';
import { LoginPage } from './pages/login';
import { ReportsPage } from './pages/reports';

/**
 * Issue 22, reports (reports22): anonymous reports as the pod allows them, the moderators' list
 * (25 a page), assigning, notes and resolving, and deleting a reported track from its report.
 */

test.describe.configure({ timeout: 60_000 });

const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

async function signedIn(browser: Browser, baseURL: string, account: { username: string; password: string }) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await new LoginPage(page).logInFromScratch(account.username, account.password);
  return page;
}

/** The pod's API as the signed-in user of `page` (session cookie and CSRF token, as the app sends them). */
async function api(page: Page, method: 'POST' | 'PATCH', path: string, data: unknown) {
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'csrftoken')?.value ?? '';
  const response = await page.request.fetch(`/api/v1/${path}`, {
    method,
    data,
    headers: { 'X-CSRFToken': csrf, Referer: new URL(page.url()).origin + '/' },
  });
  expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return response.json() as Promise<unknown>;
}

/** The categories visitors may use: the pod's setting, changed by admin as on a real pod. */
const setAnonymousTypes = (admin: Page, types: string[]) =>
  api(admin, 'PATCH', 'instance/admin/settings/moderation__unauthenticated_report_types/', { value: types });

test('anonymous reports: refused with the message when the pod allows none, then sent with an e-mail', async ({
  page,
  browser,
  baseURL,
}) => {
  const admin = await signedIn(browser, baseURL!, accounts.admin);
  await setAnonymousTypes(admin, []);
  const id = await trackId(page, 'Sea Glass');
  const reports = new ReportsPage(page);

  await page.goto(`/library/tracks/${id}`);
  let dialog = await reports.openForm();
  await expect(dialog.getByText('Anonymous reports are disabled, please sign-in to submit a report.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Submit report' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await setAnonymousTypes(admin, ['takedown_request']);
  await page.reload();
  dialog = await reports.openForm();
  // Only the anonymous category is offered.
  await expect(dialog.getByLabel('Category').locator('option')).toHaveText(['Choose a category', 'Takedown request']);
  const message = unique('This recording is mine');
  await dialog.getByLabel('Category').selectOption({ label: 'Takedown request' });
  await dialog.getByLabel('Message').fill(message);
  await dialog.getByRole('button', { name: 'Submit report' }).click();
  // No e-mail: the form says so and sends nothing.
  await expect(dialog.getByText('Give an e-mail address the moderators can reach you at.')).toBeVisible();
  await dialog.getByLabel('Your e-mail').fill('listener@example.org');
  await dialog.getByRole('button', { name: 'Submit report' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText('Report submitted, thank you.', { exact: false })).toBeVisible();

  const listed = (await (
    await admin.request.get(`/api/v1/manage/moderation/reports/?q=${encodeURIComponent(message)}`)
  ).json()) as { count: number; results: Array<{ submitter_email: string; type: string; submitter: unknown }> };
  expect(listed.count).toBe(1);
  expect(listed.results[0]).toMatchObject({
    submitter_email: 'listener@example.org',
    type: 'takedown_request',
    submitter: null,
  });
});

test('admin finds a report among 26 (25 a page), assigns it to itself, adds a note and resolves it', async ({
  page,
  browser,
  baseURL,
}) => {
  const demo = await signedIn(browser, baseURL!, accounts.listener);
  const tag = unique('Walrus');
  for (let index = 1; index <= 26; index += 1) {
    await api(demo, 'POST', 'moderation/reports/', {
      type: 'invalid_metadata',
      summary: `${tag} number ${index}`,
      target: { type: 'track', id: 1 },
    });
  }

  await new LoginPage(page).logInFromScratch(accounts.admin.username, accounts.admin.password);
  const reports = new ReportsPage(page);
  await reports.openList(`?q=${encodeURIComponent(tag)}`);
  await expect(page.getByText('26 reports')).toBeVisible();
  await expect(reports.cards()).toHaveCount(25);
  await page.getByRole('link', { name: 'Next page' }).click();
  await expect(reports.cards()).toHaveCount(1);
  await expect(reports.card(`${tag} number 1`)).toBeVisible();

  await reports.openReport(`${tag} number 1`);
  await expect(reports.status()).toHaveText('Unresolved');
  await expect(reports.assignedTo()).toHaveText(/^Nobody/);
  await expect(page.getByText(`${tag} number 1`)).toBeVisible();
  await page.getByRole('button', { name: 'Assign to me' }).click();
  await expect(page.getByRole('button', { name: 'Assign to me' })).toHaveCount(0);
  await expect(reports.assignedTo()).toHaveText(/^admin@/);

  const note = unique('Asked the uploader for the liner notes');
  await reports.addNote(note);
  await page.getByRole('button', { name: 'Resolve', exact: true }).click();
  await expect(reports.status()).toHaveText('Resolved');
  await expect(page.getByRole('button', { name: 'Unresolve' })).toBeVisible();

  // What the pod now holds, and the note still there after a reload.
  await page.reload();
  await expect(reports.status()).toHaveText('Resolved');
  await expect(reports.notes().getByText(note)).toBeVisible();
  await reports.openList(`?q=${encodeURIComponent(tag)}`);
  await expect(page.getByText('25 reports')).toBeVisible();
});

test('deleting a reported track from its report, after the confirmation, resolves the report', async ({
  page,
  browser,
  baseURL,
}) => {
  const id = await trackId(page, 'Kelp Forest');
  const demo = await signedIn(browser, baseURL!, accounts.listener);
  const message = unique('Wrong artist credit');
  await demo.goto(`/library/tracks/${id}`);
  const form = new ReportsPage(demo);
  await form.fill(await form.openForm(), { category: 'Invalid metadata', message });
  await expect(demo.getByRole('dialog')).toHaveCount(0);

  await new LoginPage(page).logInFromScratch(accounts.admin.username, accounts.admin.password);
  const reports = new ReportsPage(page);
  await reports.openList(`?q=${encodeURIComponent(message)}`);
  await reports.openReport(message);
  await expect(page.getByRole('link', { name: 'Kelp Forest' })).toBeVisible();
  await page.getByRole('button', { name: 'Delete reported object' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm.getByText('This action is irreversible.', { exact: false })).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();

  await expect(reports.status()).toHaveText('Resolved');
  await expect(page.getByText('This object was deleted.', { exact: false })).toBeVisible();
  expect((await page.request.get(`/api/v1/tracks/${id}/`)).status()).toBe(404);
});

test('offline, a report page seen before shows from the device, and its writes wait for the pod', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  const demo = await signedIn(browser, baseURL!, accounts.listener);
  const tag = unique('Narwhal');
  await api(demo, 'POST', 'moderation/reports/', {
    type: 'other',
    summary: `${tag} seen before`,
    target: { type: 'track', id: 1 },
  });

  await new LoginPage(page).logInFromScratch(accounts.admin.username, accounts.admin.password);
  await waitForServiceWorker(page);
  const reports = new ReportsPage(page);
  await reports.openList(`?q=${encodeURIComponent(tag)}`);
  await reports.openReport(`${tag} seen before`);
  await expect(reports.status()).toHaveText('Unresolved');
  const reportUrl = page.url();
  // The persisted query cache is written a moment after the answer: wait until it holds the report.
  await expect.poll(() => keptQueriesMention(page, `${tag} seen before`), { timeout: 15_000 }).toBe(true);

  // A cold start with the network cut: the page and its notes come from the device, read-only.
  await context.setOffline(true);
  await page.goto(reportUrl);
  await expect(page.getByRole('heading', { name: /^Report #\d+$/, level: 2 })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(`${tag} seen before`)).toBeVisible();
  await expect(reports.status()).toHaveText('Unresolved');
  // Typed offline, a note is kept on the device; it cannot be sent until the pod answers.
  await reports.notes().getByLabel('Add a note').fill('Typed while offline');
  await expect(reports.notes().getByRole('button', { name: 'Add note' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Resolve', exact: true })).toBeDisabled();
  await context.setOffline(false);
});

/** Whether a query this device keeps for offline (IndexedDB `queryCache`) holds `text`. */
function keptQueriesMention(page: Page, text: string): Promise<boolean> {
  return page.evaluate(async (wanted) => {
    const name = (await indexedDB.databases()).find((db) => db.name?.toLowerCase().includes('shoal'))?.name;
    if (!name) return false;
    return new Promise<boolean>((resolve) => {
      const request = indexedDB.open(name);
      request.onerror = () => resolve(false);
      request.onsuccess = () => {
        const db = request.result;
        if (!db.objectStoreNames.contains('queryCache')) return resolve(false);
        const rows = db.transaction('queryCache', 'readonly').objectStore('queryCache').getAll();
        rows.onsuccess = () => {
          db.close();
          resolve((rows.result as Array<{ value?: unknown }>).some((row) => String(row.value).includes(wanted)));
        };
        rows.onerror = () => resolve(false);
      };
    });
  }, text);
}
