import type { Page } from '@playwright/test';
import { test, expect, accounts } from './fixtures';
import { LoginPage } from './pages/login';
import { LibraryManagerPage } from './pages/library-manager';

/**
 * Issue 23, the library manager (library23) as admin against the demo pod: deleting an album after
 * the confirmation (gone from the catalogue), bulk-deleting two uploads, creating and deleting a tag,
 * the edits filtered pending review. Each test makes its own objects through the pod's test hook.
 */

test.describe.configure({ timeout: 60_000 });

const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

async function asAdmin(page: Page): Promise<LibraryManagerPage> {
  await new LoginPage(page).logInFromScratch(accounts.admin.username, accounts.admin.password);
  return new LibraryManagerPage(page);
}

/** The pod's API as the signed-in user of `page` (session cookie and CSRF token, as the app sends them). */
async function api(page: Page, path: string, data: unknown) {
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'csrftoken')?.value ?? '';
  const response = await page.request.post(`/api/v1/${path}`, {
    data,
    headers: { 'X-CSRFToken': csrf, Referer: new URL(page.url()).origin + '/' },
  });
  expect(response.ok(), `${path}: ${response.status()} ${await response.text()}`).toBe(true);
}

test('an album is deleted after the confirmation, and is gone from the catalogue', async ({ page }) => {
  const manager = await asAdmin(page);
  const title = unique('Doomed Album');
  const made = await manager.makeAlbum(title, 2);
  // Seen in the library first: the deleted album must not linger in what the app kept.
  await page.goto(`/library/albums/${made.album}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  await manager.openList('albums');
  await manager.search(title);
  await manager.open(title);
  await expect(manager.fact('Tracks')).toHaveText('2');
  await expect(page.getByRole('link', { name: 'Open the public page' })).toHaveAttribute(
    'href',
    `/library/albums/${made.album}`,
  );
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const dialog = manager.confirmation;
  await expect(dialog.getByText('This cannot be undone.', { exact: false })).toBeVisible();
  await expect(dialog.getByRole('list', { name: 'Deleted with it' })).toContainText('Uploads: 2');
  await dialog.getByRole('button', { name: 'Delete' }).click();

  await expect(page).toHaveURL(/\/manage\/library\/albums$/);
  await expect(page.getByText(`“${title}” was deleted.`)).toBeVisible();
  expect((await page.request.get(`/api/v1/albums/${made.album}/`)).status()).toBe(404);
  await page.goto(`/library/albums?q=${encodeURIComponent(title)}`);
  await expect(page.getByRole('link', { name: title })).toHaveCount(0);
  await page.goto(`/library/albums/${made.album}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toHaveCount(0);
});

test('two uploads are selected and deleted in one action; the third stays', async ({ page }) => {
  const manager = await asAdmin(page);
  const title = unique('Bulk Files');
  await manager.makeAlbum(title, 3);
  await manager.openList('uploads');
  await manager.search(title);
  await expect(page.getByText('3 results')).toBeVisible();
  await manager.select(`${title} 1.mp3`);
  await manager.select(`${title} 2.mp3`);
  await expect(page.getByRole('status').filter({ hasText: '2 selected' })).toBeVisible();
  await page.getByRole('button', { name: 'Delete selected' }).click();
  const dialog = manager.confirmation;
  await expect(dialog.getByRole('heading', { name: 'Delete 2 objects?' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete' }).click();

  await expect(page.getByText('2 objects deleted.')).toBeVisible();
  await expect(page.getByText('1 result', { exact: true })).toBeVisible();
  await expect(manager.row(`${title} 3.mp3`)).toBeVisible();
  await expect(manager.row(`${title} 1.mp3`)).toHaveCount(0);
  const left = (await (
    await page.request.get(`/api/v1/manage/library/uploads/?q=${encodeURIComponent(title)}`)
  ).json()) as { count: number };
  expect(left.count).toBe(1);
});

test('a tag is created, then deleted from its page', async ({ page }) => {
  const manager = await asAdmin(page);
  const name = unique('ManagerTag').replace(/\s+/g, '');
  await manager.openList('tags');
  const form = page.getByRole('form', { name: 'Create tag' });
  await form.getByLabel('Tag name').fill(name);
  await form.getByRole('button', { name: 'Create tag' }).click();
  await expect(page.getByText(`Tag “${name}” created.`)).toBeVisible();
  await expect(form.getByLabel('Tag name')).toHaveValue('');
  // The same name again: the pod's refusal under the failure header.
  await form.getByLabel('Tag name').fill(name.toLowerCase());
  await form.getByRole('button', { name: 'Create tag' }).click();
  await expect(form.getByRole('alert')).toContainText('Error while creating tag');

  await manager.search(name);
  await manager.open(name);
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await manager.confirmation.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/manage\/library\/tags$/);
  expect((await page.request.get(`/api/v1/manage/tags/${encodeURIComponent(name)}/`)).status()).toBe(404);
});

test('the edits tab filters pending review, approved and all', async ({ page }) => {
  const manager = await asAdmin(page);
  const title = unique('Edited Album');
  const made = await manager.makeAlbum(title, 1);
  // The approved edit renames another album: a card names its album by its current title.
  const other = await manager.makeAlbum(unique('Other Album'), 1);
  const pending = unique('Pending Title');
  const applied = unique('Applied Title');
  await api(page, `albums/${made.album}/mutations/`, {
    type: 'update',
    payload: { title: pending },
    summary: 'pending',
  });
  await api(page, `albums/${other.album}/mutations/`, {
    type: 'update',
    payload: { title: applied },
    summary: 'applied',
    is_approved: true,
  });

  await page.goto('/manage/library');
  await expect(page).toHaveURL(/\/manage\/library\/edits$/);
  await expect(
    page.getByRole('navigation', { name: 'Library sections' }).getByRole('link', { name: 'Edits', exact: true }),
  ).toHaveAttribute('aria-current', 'page');
  const cards = page.getByRole('article');
  await page.getByLabel('Show').selectOption({ label: 'Pending review' });
  await expect(cards.filter({ hasText: pending })).toBeVisible();
  await expect(cards.filter({ hasText: applied })).toHaveCount(0);
  await page.getByLabel('Show').selectOption({ label: 'Approved' });
  await expect(cards.filter({ hasText: applied })).toBeVisible();
  await expect(cards.filter({ hasText: pending })).toHaveCount(0);
  await page.getByLabel('Show').selectOption({ label: 'All' });
  await expect(cards.filter({ hasText: pending })).toBeVisible();
  await expect(cards.filter({ hasText: applied })).toBeVisible();
});
