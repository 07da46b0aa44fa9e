import type { Page } from '@playwright/test';
import { accounts, expect, test, waitForServiceWorker } from './fixtures';
import { ChannelPublishPage } from './pages/channel-publish';
import { ChannelsPage } from './pages/channels';
import { LoginPage } from './pages/login';
import { queryCacheRows } from './pages/query-cache';

// Issue 19, g19: what the audit found untested. The channel page offline (from the persisted query
// cache, the owner's actions disabled with a note, "Create a channel" saying in words that it needs
// the pod), and the listenings shown only to users with the library permission.

const unique = () => `g${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

/** Whether the persisted query cache holds the channel's answer (written a moment after it shows). */
async function channelKept(page: Page, uuid: string): Promise<boolean> {
  return (await queryCacheRows(page)).some((row) => row.value.includes(`"uuid":"${uuid}"`));
}

test('offline, the channel page comes from the device, its owner actions and Create a channel say they need the pod', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  await new LoginPage(page).logInFromScratch(accounts.listener.username, accounts.listener.password);
  const handle = unique();
  const { uuid } = await new ChannelPublishPage(page).makePodcast(handle, 'Season One');
  const heading = page.getByRole('heading', { level: 1, name: `Show ${handle}` });
  const note = page.getByText('Channels are created and changed on the pod: connect to do this.');
  await page.goto(`/channels/${uuid}`);
  // The app shell from the service worker once offline (it may reload the page to take control).
  await waitForServiceWorker(page);
  await expect(heading).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Upload', exact: true })).toBeEnabled();
  await expect(note).toBeHidden();
  await expect.poll(() => channelKept(page, uuid), { timeout: 15_000 }).toBe(true);

  await context.setOffline(true);
  try {
    await page.reload();
    await expect(page.getByText(/^Offline:/)).toBeVisible({ timeout: 15_000 });
    await expect(heading).toBeVisible({ timeout: 15_000 });
    for (const name of ['Upload', 'Add a series', 'Edit', 'Delete'])
      await expect(page.getByRole('button', { name, exact: true })).toBeDisabled();
    await expect(note).toBeVisible();

    // Create a channel opens and says so from its first step; its save stays disabled.
    await page.goto('/library/podcasts');
    await page.getByRole('button', { name: 'Create a channel' }).click();
    const dialog = new ChannelsPage(page).createDialog();
    await expect(dialog.getByText('Channels are created and changed on the pod: connect to do this.')).toBeVisible();
    await dialog.getByRole('button', { name: /^Podcast/ }).click();
    await expect(dialog.getByRole('button', { name: 'Create channel' })).toBeDisabled();
  } finally {
    await context.setOffline(false);
  }
});

test('the listenings show to a user with the library permission, and not to the owner without it', async ({ page }) => {
  test.setTimeout(60_000);
  await new LoginPage(page).logInFromScratch(accounts.listener.username, accounts.listener.password);
  const handle = unique();
  const { uuid } = await new ChannelPublishPage(page).makePodcast(handle, 'Season One');
  const facts = (name: string) => page.getByRole('term').filter({ hasText: new RegExp(`^${name}$`) });
  await page.goto(`/channels/${uuid}`);
  await expect(page.getByRole('heading', { level: 1, name: `Show ${handle}` })).toBeVisible({ timeout: 20_000 });
  await expect(facts('Subscribers')).toBeVisible();
  await expect(facts('Listenings')).toBeHidden();

  await new LoginPage(page).logInFromScratch(accounts.admin.username, accounts.admin.password);
  await page.goto(`/channels/${uuid}`);
  await expect(page.getByRole('heading', { level: 1, name: `Show ${handle}` })).toBeVisible({ timeout: 20_000 });
  await expect(facts('Listenings')).toBeVisible({ timeout: 20_000 });
  await expect(facts('Listenings').locator('xpath=following-sibling::dd')).toHaveText('0');
});
