import { expect, test } from './fixtures';
import { ChannelPublishPage } from './pages/channel-publish';
import { LoginPage } from './pages/login';

// Publishing episodes into a channel (issue 19, pub19): demo's own podcast and series are made through
// the API (unique handles), the episodes through the upload modal, sent the 1.4 way.

const unique = () => `pub${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

test('demo uploads two episodes into a series and publishes them; the series page and the RSS feed show them', async ({
  page,
}) => {
  // Two files sent, imported and read back on a loaded machine.
  test.setTimeout(90_000);
  await new LoginPage(page).logInFromScratch('demo', 'demo');
  const publish = new ChannelPublishPage(page);
  const handle = unique();
  const { uuid, series } = await publish.makePodcast(handle, 'Season One');

  await publish.chooseFiles(`Show ${handle}`, 'Season One', ['tone.mp3', 'tone.ogg']);
  // Each title is first filled from the file's tags: typed over before that, the tags' title landed in front
  // of the typed one once ("Mp3 ToneFirst steps").
  for (const name of ['tone.mp3', 'tone.ogg'])
    await expect(publish.draft(name).getByLabel('Title')).toHaveValue(/\S/, { timeout: 15_000 });
  await publish.draft('tone.mp3').getByLabel('Title').fill('First steps');
  await publish.draft('tone.mp3').getByLabel('Position').fill('1');
  await publish.draft('tone.ogg').getByLabel('Title').fill('Second wind');
  await publish.draft('tone.ogg').getByLabel('Position').fill('2');
  await publish.draft('tone.ogg').getByLabel('Tags (comma separated)').fill('Talk, Weekly');
  await publish.toPublishStep();
  await expect(publish.dialog).toContainText('2 drafts will be published in Show');
  await publish.dialog.getByRole('button', { name: 'Publish' }).click();
  await expect(publish.dialog).toBeHidden();

  // The series' album page lists both episodes once the pod has imported them.
  await expect(async () => {
    await page.goto(`/library/albums/${series}`);
    await expect(page.getByText('First steps')).toBeVisible({ timeout: 3000 });
    await expect(page.getByText('Second wind')).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 30_000 });

  // The channel's feed, parsed by the browser's own XML parser.
  const feed = await page.evaluate(async (url) => {
    const text = await (await fetch(url)).text();
    const xml = new DOMParser().parseFromString(text, 'application/xml');
    return {
      error: xml.querySelector('parsererror')?.textContent ?? null,
      title: xml.querySelector('channel > title')?.textContent,
      items: [...xml.querySelectorAll('item')].map((item) => ({
        title: item.querySelector('title')?.textContent,
        enclosure: item.querySelector('enclosure')?.getAttribute('url') ?? '',
        type: item.querySelector('enclosure')?.getAttribute('type'),
      })),
    };
  }, `/api/v1/channels/${uuid}/rss/`);
  expect(feed.error).toBeNull();
  expect(feed.title).toBe(`Show ${handle}`);
  expect(feed.items.map((item) => item.title).sort()).toEqual(['First steps', 'Second wind']);
  for (const item of feed.items) expect(item.enclosure).toMatch(/\/api\/v1\/listen\/[^/]+\/\?upload=/);
});

test('a refused publish shows "Error while publishing" and keeps the drafts', async ({ page }) => {
  test.setTimeout(60_000);
  await new LoginPage(page).logInFromScratch('demo', 'demo');
  const publish = new ChannelPublishPage(page);
  const handle = unique();
  await publish.makePodcast(handle, 'Pilot');
  await publish.chooseFiles(`Show ${handle}`, 'Pilot', ['tone.mp3']);
  await publish.toPublishStep();
  // The pod refuses the next publish as a real pod answers a bad request.
  const fault = await page.request.post('/__test__/faults', {
    data: {
      method: 'POST',
      path: '^/api/v[12]/uploads/action/$',
      mode: 'refuse',
      status: 400,
      body: { non_field_errors: ['No object matching your request'] },
      times: 1,
    },
  });
  expect(fault.status()).toBe(201);
  await publish.dialog.getByRole('button', { name: 'Publish' }).click();
  const alert = publish.dialog.getByRole('alert');
  await expect(alert).toContainText('Error while publishing');
  await expect(alert).toContainText('No object matching your request');
  // Tried again, the same drafts go.
  await publish.dialog.getByRole('button', { name: 'Publish' }).click();
  await expect(publish.dialog).toBeHidden();
});
