import type { Route } from '@playwright/test';
import { test, expect, accounts } from './fixtures';
import { LoginPage } from './pages/login';
import { DEMO_LIBRARY, UploadsPage } from './pages/uploads';

/**
 * Issue 6, uploads against the demo pod: tags read in a worker, files sent one at a time from the
 * durable queue, a cut network and a reload that lose and duplicate nothing, cancel, retry, quota.
 */

const UPLOAD_URL = /\/api\/v2\/upload-groups\/[^/]+\/uploads\/?$/;

test.beforeEach(async ({ page }) => {
  await new LoginPage(page).logInFromScratch(accounts.listener.username, accounts.listener.password);
});

test('three tagged files import and show in the library; the untagged one fails with missing tags', async ({ page }) => {
  const ui = new UploadsPage(page);
  await ui.upload(['tone.flac', 'untagged.mp3', 'tone.ogg', 'tone.mp3']);
  for (const name of ['tone.flac', 'tone.ogg', 'tone.mp3']) await ui.expectStatus(name, 'Imported');
  await ui.expectStatus('untagged.mp3', 'Missing tags: the file needs a title, an album and an artist.');
  await expect(page.getByText('3 imported, 0 processing, 1 failed, 0 waiting')).toBeVisible();
  expect(await ui.podUploads()).toEqual(['tone.flac', 'tone.ogg', 'tone.mp3']);

  await page.goto(`/library/${DEMO_LIBRARY}/tracks`);
  for (const title of ['Flac Tone', 'Ogg Tone', 'Mp3 Tone']) await expect(page.getByText(title, { exact: true }).first()).toBeVisible();
  // The owner's files table.
  await page.goto(`/library/${DEMO_LIBRARY}`);
  await expect(page.getByText(/Showing results 1-\d+ on \d+/)).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Flac Tone' })).toBeVisible();
});

test('a cut mid-queue and a reload: the rest completes when the network is back, nothing duplicated', async ({ page }) => {
  const ui = new UploadsPage(page);
  const files = ['tone.flac', 'tone.ogg', 'tone.mp3', 'tone.opus'];
  // The first file goes through; the second reaches the pod but its answer is lost; then nothing passes.
  let sends = 0;
  const cut = async (route: Route) => {
    sends += 1;
    if (sends === 1) return route.continue();
    if (sends === 2) {
      await route.fetch();
      return route.abort('connectionreset');
    }
    return route.abort('internetdisconnected');
  };
  await page.context().route(UPLOAD_URL, cut);
  await ui.upload(files);
  await ui.expectStatus('tone.flac', 'Imported');
  await expect.poll(() => sends, { timeout: 15_000 }).toBeGreaterThanOrEqual(3);
  expect(await ui.podUploads()).toEqual(['tone.flac', 'tone.ogg']);

  // The page asks before it goes; the reload goes on.
  const prompts: string[] = [];
  page.on('dialog', (dialog) => {
    prompts.push(dialog.type());
    void dialog.accept();
  });
  await page.reload();
  expect(prompts).toContain('beforeunload');
  await expect(ui.file('tone.opus')).toContainText('Pending');
  await ui.expectStatus('tone.flac', 'Imported');

  await page.context().unroute(UPLOAD_URL, cut);
  for (const name of files) await ui.expectStatus(name, 'Imported', 40_000);
  // Four files sent, four uploads on the pod: the re-sent second one got the pod's first answer.
  expect(await ui.podUploads()).toEqual(files);
});

test('cancelling a group cancels what is not imported; the leave prompt shows in the app', async ({ page }) => {
  const ui = new UploadsPage(page);
  const held: Route[] = [];
  await page.context().route(UPLOAD_URL, (route) => void held.push(route));
  await ui.upload(['tone.flac', 'tone.ogg']);
  await ui.expectStatus('tone.flac', 'Uploading');

  await page.getByRole('link', { name: 'Favorites' }).click();
  await expect(page.getByText('The upload is still in progress. Are you sure you want to leave?')).toBeVisible();
  await page.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(/\/upload\/all$/);

  await page.getByRole('button', { name: 'Cancel the upload to demo\'s uploads' }).click();
  for (const name of ['tone.flac', 'tone.ogg']) await ui.expectStatus(name, 'Upload cancelled');
  await expect(page.getByRole('button', { name: 'Retry tone.ogg' })).toBeVisible();
  expect(await ui.podUploads()).toEqual([]);
});

test('a file the pod refused shows the reason, and retry sends it', async ({ page }) => {
  const ui = new UploadsPage(page);
  const fault = await page.request.post('/__test__/faults', {
    data: { method: 'POST', path: '^/api/v2/upload-groups/[^/]+/uploads/?$', mode: 'refuse', status: 400, body: { detail: 'Refused by the test' }, times: 1 },
  });
  expect(fault.status()).toBe(201);
  await ui.upload(['tone.m4a']);
  await ui.expectStatus('tone.m4a', 'Refused by the test');
  await page.getByRole('button', { name: 'Retry tone.m4a' }).click();
  await ui.expectStatus('tone.m4a', 'Imported');
  expect(await ui.podUploads()).toEqual(['tone.m4a']);
});

test('over quota: the message shows and the rest of the queue is kept', async ({ page }) => {
  const ui = new UploadsPage(page);
  const quota = await page.request.post('/__test__/quota', { data: { username: 'demo', megabytes: 0 } });
  expect(quota.status()).toBe(204);
  await ui.upload(['tone.flac', 'tone.ogg', 'tone.aiff']);
  const message = "You don't have any space left to upload your files. Please contact the moderators.";
  await ui.expectStatus('tone.flac', message);
  await expect(page.getByRole('region', { name: "Upload to demo's uploads" }).getByRole('alert')).toHaveText(message);
  await expect(page.getByRole('region', { name: 'Messages' }).getByText(message)).toBeVisible();
  await page.reload();
  await expect(ui.file('tone.ogg')).toContainText('Pending');
  await expect(ui.file('tone.aiff')).toContainText('Pending');
  expect(await ui.podUploads()).toEqual([]);

  // Space again: retry the first, and the kept queue goes on.
  await page.request.post('/__test__/quota', { data: { username: 'demo', megabytes: null } });
  await page.getByRole('button', { name: 'Retry tone.flac' }).click();
  for (const name of ['tone.flac', 'tone.ogg', 'tone.aiff']) await ui.expectStatus(name, 'Imported');
});
