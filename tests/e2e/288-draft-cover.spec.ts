import { expect, test } from './fixtures';
import { ChannelPublishPage } from './pages/channel-publish';
import { LoginPage } from './pages/login';

// Issue 19 (gaps1920): each draft of a channel upload can get its own cover, checked and sent to
// `attachments/` as the channel's picture is (PictureField); its uuid goes in `import_metadata.cover`,
// and the published episode carries it.

const unique = () => `cov${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
// The smallest PNG (1x1): it is sent (only the dimensions warn).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test("a draft's own cover is refused by type, sent as an attachment, and given to the published episode", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await new LoginPage(page).logInFromScratch('demo', 'demo');
  const publish = new ChannelPublishPage(page);
  const handle = unique();
  const { series } = await publish.makePodcast(handle, 'Season One');
  await publish.chooseFiles(`Show ${handle}`, 'Season One', ['tone.mp3']);
  const draft = publish.draft('tone.mp3');
  await draft.getByLabel('Title').fill('Covered episode');

  // A GIF is refused before anything is sent.
  await publish.draftCover('tone.mp3').setInputFiles({ name: 'c.gif', mimeType: 'image/gif', buffer: PNG });
  await expect(draft.getByRole('alert')).toContainText('This picture is not a PNG or a JPG: it was not sent.');

  await publish.draftCover('tone.mp3').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG });
  await expect(draft.getByRole('img', { name: 'Chosen picture' })).toBeVisible();
  // The 1x1 picture is sent, with the dimensions' warning only.
  await expect(draft.getByText('it may look blurred or cropped')).toBeVisible();

  await publish.toPublishStep();
  await publish.dialog.getByRole('button', { name: 'Publish' }).click();
  await expect(publish.dialog).toBeHidden();

  // The pod imported the episode with the draft's own cover (a channel episode has none otherwise).
  await expect(async () => {
    const tracks = (await (await page.request.get(`/api/v1/tracks/?album=${series}&include_channels=true`)).json()) as {
      results: Array<{ title: string; cover: { uuid: string } | null }>;
    };
    const episode = tracks.results.find((track) => track.title === 'Covered episode');
    expect(episode).toBeDefined();
    expect(episode?.cover?.uuid).toMatch(/^[0-9a-f-]{32,36}$/);
  }).toPass({ timeout: 30_000 });
});
