import type { Browser, Page } from '@playwright/test';
import { test, expect, accounts } from './fixtures';
import { LibrariesPage } from './pages/libraries';
import { LoginPage } from './pages/login';
import { NotificationsPage } from './pages/notifications';
import { RemoteLibrariesPage } from './pages/remote-libraries';

/**
 * Issue 21, notifications (notif21): a follow request answered from the inbox, live items and
 * "Mark all as read", the support reminder's choices kept by the pod, and a read made offline.
 */

test.describe.configure({ timeout: 60_000 });

async function signedIn(browser: Browser, baseURL: string, account: { username: string; password: string }) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await new LoginPage(page).logInFromScratch(account.username, account.password);
  return page;
}

const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}`;

test('demo asks to follow a private library of admin; admin accepts it from the notifications; demo then follows it', async ({
  page,
  browser,
  baseURL,
}) => {
  await new LoginPage(page).logInFromScratch(accounts.admin.username, accounts.admin.password);
  const name = unique('Private tapes');
  const uuid = await new LibrariesPage(page).privateLibraryWith(name);

  const demo = await signedIn(browser, baseURL!, accounts.listener);
  const remote = new RemoteLibrariesPage(demo);
  await remote.open();
  await remote.search(`${new URL(baseURL!).origin}/federation/music/libraries/${uuid}`);
  const card = remote.card(name);
  await card.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(card.getByText('Follow request pending approval')).toBeVisible();

  const ui = new NotificationsPage(page);
  await ui.open();
  // The request arrives live (inbox.item_added): no reload.
  const request = ui.item(`wants to follow your library ${name}`);
  await expect(request).toBeVisible();
  await expect(request.getByText('Unread', { exact: true })).toBeVisible();
  await request.getByRole('button', { name: /^Accept the follow request of demo@/ }).click();
  await expect(ui.item(`followed your library ${name}`)).toBeVisible();
  await expect(ui.item(`followed your library ${name}`).getByRole('button', { name: /^Accept/ })).toHaveCount(0);

  // demo now follows it: the card says so once the pod has the acceptance.
  await expect
    .poll(async () => {
      const response = await demo.request.get('/api/v1/federation/follows/library/all/');
      const body = (await response.json()) as { results: Array<{ library: string; approved: boolean | null }> };
      return body.results.find((follow) => follow.library === uuid)?.approved;
    })
    .toBe(true);
  await demo.reload();
  await expect(
    demo.getByRole('region', { name: 'Followed libraries' }).getByRole('listitem', { name }).getByText('Following', {
      exact: true,
    }),
  ).toBeVisible();
  // demo learns it in its own inbox.
  const demoUi = new NotificationsPage(demo);
  await demoUi.open();
  await expect(demoUi.item(`accepted your follow of the library ${name}`)).toBeVisible();
  await demo.context().close();
});

/** A library of demo that admin follows (through the pod's API, in admin's own context). */
async function adminFollowsNewLibraryOf(demo: Page, browser: Browser, baseURL: string): Promise<string> {
  const name = unique('Shared shelf');
  const { uuid } = (await new LibrariesPage(demo).podWrite('libraries/', {
    data: { name, privacy_level: 'instance' },
  })) as { uuid: string };
  const admin = await signedIn(browser, baseURL, accounts.admin);
  await new LibrariesPage(admin).podWrite('federation/follows/library/', { data: { target: uuid } });
  await admin.context().close();
  return name;
}

test('a new item arrives live and counts; "Mark all as read" sets the counter to 0 at once', async ({
  page,
  browser,
  baseURL,
}) => {
  await new LoginPage(page).logInFromScratch(accounts.listener.username, accounts.listener.password);
  const ui = new NotificationsPage(page);
  await ui.open();
  // Seeded: admin follows demo's library, unread.
  await expect(ui.navEntry()).toHaveAccessibleName('Notifications: 1 unread');
  await expect(ui.item("followed your library demo's uploads")).toBeVisible();

  const name = await adminFollowsNewLibraryOf(page, browser, baseURL!);
  await expect(ui.item(`followed your library ${name}`)).toBeVisible();
  await expect(ui.navEntry()).toHaveAccessibleName('Notifications: 2 unread');
  await expect(ui.unreadItems()).toHaveCount(2);

  await ui.markAllRead();
  await expect(ui.navEntry()).toHaveAccessibleName('Notifications');
  await expect(ui.unreadItems()).toHaveCount(0);
  await expect.poll(() => ui.podUnread()).toBe(0);

  // One item back to unread, and read again: the count follows.
  const item = ui.item(`followed your library ${name}`);
  await item.getByRole('button', { name: /^Mark as unread/ }).click();
  await expect(ui.navEntry()).toHaveAccessibleName('Notifications: 1 unread');
  await expect.poll(() => ui.podUnread()).toBe(1);
  await item.getByRole('button', { name: /^Mark as read/ }).click();
  await expect(ui.navEntry()).toHaveAccessibleName('Notifications');
  await expect.poll(() => ui.podUnread()).toBe(0);
});

test('"60 days" hides the pod’s reminder and the pod holds the date; "never" stores null', async ({ page }) => {
  await new LoginPage(page).logInFromScratch(accounts.listener.username, accounts.listener.password);
  const ui = new NotificationsPage(page);
  await ui.open();
  await expect(ui.reminder('Support this pod')).toContainText('help us pay for the server');
  await expect(ui.reminder('Do you like Funkwhale?')).toBeVisible();

  const before = Date.now();
  await ui.remind('Support this pod', '60 days');
  await expect(ui.reminder('Support this pod')).toHaveCount(0);
  // The choice reaches the pod through the outbox, a moment after the screen hides the reminder; the
  // seeded date (in the past) is there until then.
  const DAY = 24 * 3600 * 1000;
  const storedDate = async () => Date.parse((await ui.podDates()).instance ?? '') || 0;
  await expect.poll(storedDate).toBeGreaterThanOrEqual(before + 60 * DAY - 60_000);
  expect(await storedDate()).toBeLessThanOrEqual(Date.now() + 60 * DAY + 60_000);

  await ui.remind('Do you like Funkwhale?', 'Never remind me');
  await expect(ui.reminder('Do you like Funkwhale?')).toHaveCount(0);
  await expect.poll(async () => (await ui.podDates()).funkwhale).toBeNull();

  await page.reload();
  await expect(ui.item("followed your library demo's uploads")).toBeVisible();
  await expect(ui.reminder('Support this pod')).toHaveCount(0);
  await expect(ui.reminder('Do you like Funkwhale?')).toHaveCount(0);
});

test('a read made with the pod out of reach shows at once and reaches the pod when it is back', async ({ page }) => {
  await new LoginPage(page).logInFromScratch(accounts.listener.username, accounts.listener.password);
  const ui = new NotificationsPage(page);
  await ui.open();
  const item = ui.item("followed your library demo's uploads");
  await expect(item.getByText('Unread', { exact: true })).toBeVisible();

  await page.route('**/api/**', (route) => route.abort());
  await item.getByRole('button', { name: /^Mark as read/ }).click();
  await expect(item.getByText('Unread', { exact: true })).toHaveCount(0);
  await expect(ui.navEntry()).toHaveAccessibleName('Notifications');
  expect(await ui.podUnread()).toBe(1);

  await page.unroute('**/api/**');
  await expect.poll(() => ui.podUnread(), { timeout: 30_000 }).toBe(0);
});
