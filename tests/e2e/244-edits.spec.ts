import { test, expect, accounts, podCount } from './fixtures';
import { applyOnPod, EditsPage } from './pages/edits';
import { FetchesPage } from './pages/fetches';
import { LoginPage } from './pages/login';
import { ShellPage } from './pages/shell';

/**
 * Issue 22, catalogue editing (edits22) against the demo pod: a listener's suggestion under review,
 * an approval that applies it, a direct edit, a deletion, and another pod's object read-only.
 * Each test changes seeded objects under a unique name and sets them back through the pod's API.
 */

test.describe.configure({ timeout: 60_000 });

const unique = (base: string) => `${base} ${Math.random().toString(36).slice(2, 7)}`;

test("demo suggests an album title; admin's counter rises, admin approves it and the album shows it", async ({
  page,
  browser,
  baseURL,
}) => {
  const adminContext = await browser.newContext({ baseURL });
  const adminPage = await adminContext.newPage();
  const albumTitle = 'Deep Water';
  const newTitle = unique('Deep Water, remastered');
  let albumId = 0;
  try {
    await new LoginPage(adminPage).logInFromScratch(accounts.admin.username, accounts.admin.password);
    const counter = new ShellPage(adminPage).navSection('Administration').getByRole('link', { name: /^Pending edits/ });
    await expect(counter).toBeVisible();
    // The pod's count, once the sidebar shows it too (it reads it after the login).
    const pendingBefore = await podCount(adminPage, 'mutations/?is_approved=null&page_size=1');
    const counted = (count: number) => (count > 0 ? `Pending edits: ${count}` : 'Pending edits');
    await expect(counter).toHaveAccessibleName(counted(pendingBefore));

    await new LoginPage(page).logInFromScratch(accounts.listener.username, accounts.listener.password);
    const demo = new EditsPage(page);
    albumId = await demo.idOf('album', albumTitle);
    await page.goto(`/library/albums/${albumId}`);
    await expect(page).toHaveTitle(/^Deep Water – /);
    await demo.editLink.click();
    await expect(page).toHaveURL(new RegExp(`/library/albums/${albumId}/edit$`));
    // sw25: the edit screen's document title is its own, not the album's.
    await expect(page).toHaveTitle(/^Edit this album – Deep Water – /);
    await expect(demo.form.getByText('The change will be reviewed before approval.')).toBeVisible();
    await demo.field('Title').fill(newTitle);
    await expect(demo.form.getByRole('button', { name: 'Reset Title' })).toBeVisible();
    await demo.form.getByLabel('Summary (optional)').fill('The sleeve says remastered');
    await demo.form.getByRole('button', { name: 'Submit suggestion' }).click();
    await expect(demo.status).toHaveText('Your suggestion was submitted: it will be reviewed.');
    const mine = demo.card(newTitle);
    await expect(mine.getByText('Pending review', { exact: true })).toBeVisible();
    await expect(mine.getByRole('button', { name: 'Approve' })).toHaveCount(0);

    // The socket brings the new count to admin's sidebar, without a reload.
    await expect(counter).toHaveAccessibleName(counted(pendingBefore + 1));
    const admin = new EditsPage(adminPage);
    await counter.click();
    await expect(adminPage).toHaveURL(/\/manage\/library\/edits$/);
    await expect(admin.card(newTitle)).toBeVisible();
    await admin.openEdit('album', albumId);
    const card = admin.card(newTitle);
    await expect(card.getByRole('row', { name: `Title ${albumTitle} ${newTitle}` })).toBeVisible();
    await card.getByRole('button', { name: 'Approve' }).click();
    await admin.showEdits('All');
    await expect(admin.card(newTitle).getByText('Approved and applied', { exact: true })).toBeVisible();
    // Applied: the old value is the frozen previous state.
    await expect(admin.card(newTitle).getByRole('row', { name: `Title ${albumTitle} ${newTitle}` })).toBeVisible();
    await expect(counter).toHaveAccessibleName(counted(pendingBefore));

    await page.goto(`/library/albums/${albumId}`);
    await expect(page.getByRole('heading', { level: 1, name: newTitle })).toBeVisible();
  } finally {
    if (albumId) await applyOnPod(adminContext, 'album', albumId, { title: albumTitle });
    await adminContext.close();
  }
});

test('admin edits a track directly: applied at once', async ({ page }) => {
  await new LoginPage(page).logInFromScratch(accounts.admin.username, accounts.admin.password);
  const ui = new EditsPage(page);
  const title = 'Thermocline';
  const newTitle = unique('Thermocline II');
  const id = await ui.idOf('track', title);
  try {
    await page.goto(`/library/tracks/${id}`);
    await ui.editLink.click();
    await expect(ui.form.getByText('You may edit this object: the change is applied at once.')).toBeVisible();
    await ui.field('Title').fill(newTitle);
    await ui.field('Copyright').fill('Shoal e2e');
    await ui.form.getByRole('button', { name: 'Submit and apply edit' }).click();
    await expect(ui.status).toHaveText('Your edit was applied.');
    await ui.showEdits('Approved');
    await expect(ui.card(newTitle).getByText('Approved and applied', { exact: true })).toBeVisible();
    await page.goto(`/library/tracks/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: newTitle })).toBeVisible();
  } finally {
    await applyOnPod(page.context(), 'track', id, { title, copyright: null });
  }
});

test('demo deletes its own pending suggestion after the confirmation', async ({ page }) => {
  await new LoginPage(page).logInFromScratch(accounts.listener.username, accounts.listener.password);
  const ui = new EditsPage(page);
  const id = await ui.idOf('artist', 'Tidepool Ensemble');
  const name = unique('Tidepool Orchestra');
  await ui.openEdit('artist', id);
  await ui.field('Name').fill(name);
  await ui.form.getByRole('button', { name: 'Submit suggestion' }).click();
  const card = ui.card(name);
  await expect(card.getByText('Pending review', { exact: true })).toBeVisible();

  await card.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this suggestion?' });
  await expect(dialog.getByText('This action is irreversible.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Delete' }).click();
  await dialog.getByRole('button', { name: 'Delete suggestion' }).click();
  await expect(card).toHaveCount(0);
  await ui.showEdits('All');
  await expect(ui.card(name)).toHaveCount(0);
});

test("a remote album has no Edit link and its edit route says it is another server's", async ({ page }) => {
  test.setTimeout(60_000);
  await new LoginPage(page).logInFromScratch(accounts.listener.username, accounts.listener.password);
  const fetches = new FetchesPage(page);
  await fetches.fetch(fetches.albumUrl('field-recordings'));
  await expect(page).toHaveURL(/\/library\/albums\/\d+$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const ui = new EditsPage(page);
  await expect(ui.editLink).toHaveCount(0);
  await page.goto(`${new URL(page.url()).pathname}/edit`);
  await expect(page.getByText('This object is managed by another server, you cannot edit it.')).toBeVisible();
  await expect(page.getByRole('form')).toHaveCount(0);
});
