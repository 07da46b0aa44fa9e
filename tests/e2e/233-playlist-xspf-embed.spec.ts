import { writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { accounts, expect, test, trackId } from './fixtures';
import { LoginPage } from './pages/login';
import { PlaylistXspfPage } from './pages/playlist-xspf';

// Issue 20: a playlist downloaded as XSPF and a second one rebuilt from the file, in the same order
// on the pod; a malformed file refused with nothing deleted; a public playlist's embed code plays
// in another page; all from the playlist page. Screenshots go to $SHOAL_SHOTS_DIR when it is set.

const shots = process.env.SHOAL_SHOTS_DIR;
async function shot(page: Page, name: string): Promise<void> {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png` });
}

/** A change to the pod as demo, with the session the page logged in with. */
async function send(page: Page, path: string, data: unknown): Promise<unknown> {
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'csrftoken')?.value ?? '';
  const response = await page.request.post(`/api/v1/${path}`, { data, headers: { 'X-CSRFToken': csrf } });
  expect(response.ok(), `${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return response.json();
}

async function makePlaylist(page: Page, name: string, tracks: number[], privacy = 'everyone'): Promise<number> {
  const { id } = (await send(page, 'playlists/', { name, privacy_level: privacy })) as { id: number };
  if (tracks.length > 0) await send(page, `playlists/${id}/add/`, { tracks, allow_duplicates: true });
  return id;
}

async function podTracks(page: Page, id: number): Promise<number[]> {
  const body = (await (await page.request.get(`/api/v1/playlists/${id}/tracks/`)).json()) as {
    results: Array<{ track: { id: number } }>;
  };
  return body.results.map((entry) => entry.track.id);
}

async function logIn(page: Page): Promise<void> {
  await new LoginPage(page).logInFromScratch(accounts.listener.username, accounts.listener.password);
}

const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test('a playlist downloaded as XSPF rebuilds another in the same order; a malformed file changes nothing', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await logIn(page);
  const order = [await trackId(page, 'Sea Glass'), await trackId(page, 'Low Tide'), await trackId(page, 'Kelp Forest')];
  const sourceName = unique('Road trip');
  const targetName = unique('Rebuilt');
  const source = await makePlaylist(page, sourceName, order);
  const other = await trackId(page, 'Press Start');
  const target = await makePlaylist(page, targetName, [other], 'me');

  const xspf = new PlaylistXspfPage(page);
  await xspf.open(source, sourceName);
  await xspf.openMenu(sourceName);
  await shot(page, 'xspf-menu');
  await page.keyboard.press('Escape');
  const file = await xspf.download(sourceName);
  expect(file.fileName).toBe(`${sourceName}.xspf`);
  expect(file.text).toContain('<playlist version="1" xmlns="http://xspf.org/ns/0/">');
  expect(file.text).toContain(`<title>${sourceName}</title>`);
  expect(file.text).toContain('<creator>demo</creator>');
  expect(file.text.match(/<track>/g)).toHaveLength(3);
  for (const id of order) expect(file.text).toContain(`/library/tracks/${id}</location>`);
  if (shots) writeFileSync(`${shots}/${file.fileName}`, file.text);

  // A malformed file: refused, nothing deleted.
  await xspf.open(target, targetName);
  await xspf.startRebuild(targetName);
  await xspf.chooseFile('broken.xspf', file.text.slice(0, file.text.length / 2));
  await expect(xspf.rebuildDialog.getByRole('alert')).toHaveText(
    'This file cannot be read as an XSPF playlist. Nothing was changed.',
  );
  await expect(xspf.confirmButton).toBeDisabled();
  await xspf.rebuildDialog.getByRole('button', { name: 'Cancel' }).click();
  expect(await podTracks(page, target)).toEqual([other]);

  // The downloaded file with one entry this pod does not have: matched in order, that one listed.
  const withStranger = file.text.replace(
    '  </trackList>',
    '    <track>\n      <title>Not on this pod</title>\n      <creator>Nobody</creator>\n    </track>\n  </trackList>',
  );
  await xspf.startRebuild(targetName);
  await xspf.chooseFile(file.fileName, withStranger);
  const report = xspf.rebuildDialog.getByTestId('xspf-report');
  await expect(report).toContainText('3 tracks of 4 found on this pod', { timeout: 20_000 });
  await expect(report.getByRole('listitem')).toHaveText(['Not on this pod by Nobody']);
  await expect(report).toContainText('The existing tracks are deleted');
  await shot(page, 'xspf-rebuild-report');
  await xspf.confirmButton.click();
  await expect(xspf.rebuildDialog).toBeHidden();
  await expect.poll(() => podTracks(page, target), { timeout: 30_000 }).toEqual(order);
});

test('a public playlist’s embed code plays in another page, at both sizes', async ({ page, context }) => {
  test.setTimeout(90_000);
  await logIn(page);
  const name = unique('Embedded');
  const tracks = [await trackId(page, 'Low Tide'), await trackId(page, 'Kelp Forest')];
  const id = await makePlaylist(page, name, tracks);

  const xspf = new PlaylistXspfPage(page);
  await xspf.open(id, name);
  await xspf.openEmbed();
  const code = await xspf.embedCode();
  expect(code).toMatch(
    new RegExp(
      `^<iframe width="600" height="400" scrolling="no" frameborder="no" src="http[^"]+/embed\\.html\\?type=playlist&amp;id=${id}"></iframe>$`,
    ),
  );
  // The live preview is the embed page itself.
  await expect(xspf.embedDialog.frameLocator('iframe').getByRole('button', { name: 'Play', exact: true })).toBeVisible({
    timeout: 20_000,
  });
  await shot(page, 'embed-modal');
  await xspf.chooseSize('Player only (150 px)');
  const compact = await xspf.embedCode();
  expect(compact).toContain('height="150"');

  // Another site's page (no origin of the pod's, no session): the code as pasted.
  for (const [label, html] of [
    ['full', code],
    ['compact', compact],
  ] as const) {
    const site = await context.newPage();
    await site.setViewportSize({ width: 680, height: 480 });
    await site.setContent(`<!doctype html><h1>A blog</h1>${html}`);
    const player = site.frameLocator('iframe');
    await expect(player.getByText(name)).toBeVisible({ timeout: 20_000 });
    if (label === 'full') await expect(player.getByRole('listitem')).toHaveCount(2);
    else await expect(player.getByRole('list')).toBeHidden();
    await player.getByRole('button', { name: 'Play', exact: true }).click();
    await expect(player.getByRole('button', { name: 'Pause' })).toBeVisible();
    const frame = site.frames().find((candidate) => candidate.url().includes('/embed.html'));
    expect(frame).toBeTruthy();
    await expect
      .poll(() => frame!.evaluate(() => document.querySelector('audio')?.currentTime ?? 0), { timeout: 20_000 })
      .toBeGreaterThan(0.5);
    await shot(site, `embed-${label}`);
    await site.close();
  }

  // A playlist not visible to everyone has no embed.
  const hidden = await makePlaylist(page, unique('Hidden'), tracks, 'me');
  const answer = await page.request.get(
    `/api/v1/oembed/?format=json&url=${encodeURIComponent(new URL(`/library/playlists/${hidden}`, page.url()).toString())}`,
  );
  expect(answer.status()).toBe(400);
});
