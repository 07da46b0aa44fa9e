import type { Page } from '@playwright/test';
import { test, expect, accounts } from './fixtures';
import { LoginPage } from './pages/login';
import { ImportStatusPage } from './pages/import-status';
import { UploadsPage } from './pages/uploads';
import { UPLOAD_TIMEOUT_MS } from '../../src/sync/uploads/send-timeout';

/**
 * Issue 18, import18: why a file did not import (the import status modal of the files table, its
 * reason, help links, debug information and restart), and why a send failed (413 too big, the quota
 * left, the upload timeout), against the demo pod in both modes.
 */

// Uploads and the pod's imports: on a loaded machine that outgrows 30 s.
test.describe.configure({ timeout: 60_000 });

const switches = async (page: Page, body: Record<string, unknown>) =>
  expect((await page.request.post('/__test__/uploads', { data: body })).status()).toBe(204);

test('a file the pod rejects: its modal says why (invalid metadata, the field), gives help and debug information, and restarts the import', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await new LoginPage(page).logInFromScratch(accounts.listener.username, accounts.listener.password);
  const uploads = new UploadsPage(page);
  await uploads.upload(['tone.mp3', 'badmbid.mp3']);
  await uploads.expectStatus('tone.mp3', 'Imported');
  await uploads.expectStatus('badmbid.mp3', 'Failed');

  const files = new ImportStatusPage(page);
  await files.gotoFiles();
  const dialog = await files.open('badmbid.mp3', 'Failed');
  await expect(dialog).toContainText(
    'The metadata included in the file is invalid or some mandatory fields are missing.',
  );
  await expect(dialog.getByRole('list', { name: 'Fields' })).toHaveText('mbid: Must be a valid UUID.');
  await expect(dialog.getByRole('link', { name: 'Read the documentation on import errors' })).toHaveAttribute(
    'href',
    /^https:\/\/docs\.funkwhale\.audio\//,
  );
  await expect(dialog.getByRole('link', { name: /Open a support thread/ })).toBeVisible();
  const debug = await files.debugInfo();
  expect(debug).toMatchObject({
    filename: 'badmbid.mp3',
    source: 'upload://badmbid.mp3',
    mimetype: 'audio/mpeg',
    import_status: 'errored',
    import_details: { error_code: 'invalid_metadata', detail: { mbid: ['Must be a valid UUID.'] } },
  });
  expect(Object.keys(debug).sort()).toEqual(
    ['filename', 'import_details', 'import_metadata', 'import_status', 'mimetype', 'size', 'source', 'uuid'].sort(),
  );
  await dialog.getByRole('button', { name: 'Copy the debug information' }).click();
  await expect(dialog.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(JSON.parse(await page.evaluate(() => navigator.clipboard.readText()))).toEqual(debug);

  // Restart: the pod imports it again (and fails it again, for the same reason); the modal follows.
  const importDate = async () =>
    ((await (await page.request.get(`/api/v1/uploads/${String(debug.uuid)}/`)).json()) as { import_date: string })
      .import_date;
  const before = await importDate();
  await dialog.getByRole('button', { name: 'Restart import' }).click();
  await expect(page.getByText('The import of badmbid.mp3 was restarted.')).toBeVisible();
  await expect.poll(importDate, { timeout: 20_000 }).not.toBe(before);
  await expect(dialog.getByText('The import of this file failed.')).toBeVisible();
  await expect(dialog.getByRole('list', { name: 'Fields' })).toHaveText('mbid: Must be a valid UUID.');
  await files.close();

  // A file that imported has no reason and no restart.
  await (await files.open('tone.mp3')).getByText('Imported successfully.').waitFor();
  await expect(files.dialog.getByRole('button', { name: 'Restart import' })).toHaveCount(0);
  await expect(files.dialog.getByText('Why the import failed')).toHaveCount(0);
});

test('over the quota left, then too big for the pod (413): the file says so, the rest goes on', async ({ page }) => {
  await new LoginPage(page).logInFromScratch(accounts.listener.username, accounts.listener.password);
  const uploads = new UploadsPage(page);
  // No quota left: a chosen file is refused at once, nothing is queued.
  expect((await page.request.post('/__test__/quota', { data: { username: 'demo', megabytes: 0 } })).status()).toBe(204);
  await page.goto('/upload');
  await expect(page.getByText('0% used', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Upload music' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload music' });
  await expect(dialog.getByText('Supported formats: flac, ogg, mp3, opus, aac, m4a, aiff, aif')).toBeVisible();
  await dialog.getByLabel('Choose audio files').setInputFiles('tests/fixtures/uploads/tone.ogg');
  await expect(page.getByText(/^tone\.ogg is larger than the space left in your quota/)).toBeVisible();
  await expect(dialog.getByText('No files chosen yet.')).toBeVisible();
  // demo's seeded quota again (null would be the pod's default, 0).
  await page.request.post('/__test__/quota', { data: { username: 'demo', megabytes: 1 } });

  // The front server's limit, lowered: tone.flac (18 KB) is over it, tone.mp3 (6.5 KB) is not.
  await switches(page, { maxBytes: 12_000 });
  await uploads.upload(['tone.flac', 'tone.mp3']);
  await uploads.expectStatus('tone.flac', 'Upload denied: the file is too big for this pod.');
  await expect(uploads.file('tone.flac').getByText('Failed')).toHaveAttribute(
    'title',
    'Upload denied, ensure the file is not too big and that you have not reached your quota',
  );
  await uploads.expectStatus('tone.mp3', 'Imported');
  expect(await uploads.podUploads()).toEqual(['tone.mp3']);
  await switches(page, { maxBytes: null });
});

test('an answer held past the upload timeout: "Upload timeout, please try again", and the retry duplicates nothing', async ({
  page,
}) => {
  // The page's clock, so that the timeout is reached without waiting for it.
  await page.clock.install();
  await new LoginPage(page).logInFromScratch(accounts.listener.username, accounts.listener.password);
  const uploads = new UploadsPage(page);
  await switches(page, { holdMs: 15_000 });
  await uploads.upload(['tone.ogg'], { stay: 'running' });
  const bar = page.getByRole('progressbar', { name: 'Upload progress of tone.ogg' });
  await expect(bar).toHaveAttribute('value', '100');
  // The pod has stored the file and holds its answer.
  await expect.poll(() => uploads.podUploads()).toEqual(['tone.ogg']);
  await page.clock.fastForward(UPLOAD_TIMEOUT_MS);
  // Failed, the group leaves the running tab.
  await expect(page.getByText('Nothing is being uploaded.')).toBeVisible();
  await uploads.showAll();
  await uploads.expectStatus('tone.ogg', 'Upload timeout, please try again');
  await expect(uploads.file('tone.ogg').getByText('Failed')).toHaveAttribute(
    'title',
    'Upload timeout, please try again',
  );

  await page.getByRole('button', { name: 'Retry tone.ogg' }).click();
  await uploads.expectStatus('tone.ogg', 'Imported', 30_000);
  expect(await uploads.podUploads()).toEqual(['tone.ogg']);
});
