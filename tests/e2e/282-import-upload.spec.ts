import { test, expect, accounts } from './fixtures';
import { LoginPage } from './pages/login';
import { DEMO_LIBRARY, FIXTURES, UploadsPage } from './pages/uploads';
import { openClassicInterface } from './pages/variant';

/**
 * Issue 26, the older variant's library upload screen (`library/{uuid}/upload?import=`, in the classic
 * route table): files go through the durable queue with the query's import reference, a reload
 * mid-queue duplicates nothing, and the reference's counts by import status settle.
 */

test.describe.configure({ timeout: 60_000 });

test.beforeEach(async ({ page }) => {
  await new LoginPage(page).logInFromScratch(accounts.listener.username, accounts.listener.password);
  await openClassicInterface(page, '/library');
});

test('three tagged files and one untagged, a reload mid-queue: three finished, the untagged one missing tags, nothing twice', async ({
  page,
}) => {
  const ui = new UploadsPage(page);
  await page.goto(`/library/${DEMO_LIBRARY}/upload?import=batch-1`);
  await expect(page.getByRole('heading', { level: 1, name: "Upload into demo's uploads" })).toBeVisible();
  const counts = page.getByRole('region', { name: 'Files of this import' });
  await expect(counts.getByText('batch-1')).toBeVisible();

  // The pod stores the first sends but holds their answers: the reload cuts one whose file the pod has
  // (looked up by the reference and its source, never sent twice).
  const hold = await page.request.post('/__test__/uploads', { data: { holdMs: 3000, holdTimes: 2 } });
  expect(hold.status()).toBe(204);
  const files = ['tone.flac', 'untagged.mp3', 'tone.ogg', 'tone.mp3'];
  await page.getByLabel('Choose audio files').setInputFiles(files.map((name) => `${FIXTURES}/${name}`));
  for (const name of files)
    await expect(page.getByRole('progressbar', { name: `Upload progress of ${name}` })).toBeVisible();
  await ui.expectStatus('tone.flac', /Uploading|Processing|Imported/);

  page.on('dialog', (dialog) => void dialog.accept());
  await page.reload();
  await expect(page).toHaveURL(/\?import=batch-1$/);

  for (const name of ['tone.flac', 'tone.ogg', 'tone.mp3']) await ui.expectStatus(name, 'Imported', 40_000);
  await ui.expectStatus('untagged.mp3', 'Missing tags: the file needs a title, an album and an artist.');
  const finished = counts.locator('[data-status="finished"] dd');
  await expect(finished).toHaveText('3', { timeout: 20_000 });
  // The untagged file never reaches the pod: it is counted as errored from the device.
  await expect(counts.locator('[data-status="errored"] dd')).toHaveText('1');
  for (const status of ['draft', 'pending', 'skipped'])
    await expect(counts.locator(`[data-status="${status}"] dd`)).toHaveText('0');

  // On the pod: the reference's uploads, each once.
  const response = await page.request.get('/api/v1/uploads/?import_reference=batch-1&page_size=50');
  const body = (await response.json()) as { results: Array<{ filename: string | null }> };
  expect(body.results.map((item) => item.filename).sort()).toEqual(['tone.flac', 'tone.mp3', 'tone.ogg']);
});

test('without an import reference, one is made and written into the query in place', async ({ page }) => {
  await page.goto(`/library/${DEMO_LIBRARY}/upload`);
  await expect(page).toHaveURL(/\/upload\?import=\d{4}-\d\d-\d\dT/);
  await page.goBack();
  await expect(page).toHaveURL(/\/library$/);
});
