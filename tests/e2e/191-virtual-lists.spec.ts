import type { Locator, Page } from '@playwright/test';
import { accounts, expect, test } from './fixtures';
import { LoginPage } from './pages/login';
import { PlayerPage } from './pages/player';

// Long lists render only the rows near the viewport (src/app/widgets/useWindowRows.ts). The demo pod
// has thirteen tracks; a long list is admin's public playlist 1 ("Pod picks") answered with LENGTH
// entries: its real tracks again and again (so every one plays), each titled by its place. (Not one of
// demo's own: the page orders one's own playlist by the playlists mirror, which this answer does not reach.)
const LENGTH = 3000;
/** Far more than a 1280x800 viewport shows with the overscan, far fewer than LENGTH. */
const MOST_ROWS = 80;
/** The playlist page shows 50 tracks, 50 more each 'Load more tracks': two clicks, past VIRTUAL_FROM. */
const SHOWN = 150;

// page.route sees the page's requests only when no service worker stands in between.
test.use({ serviceWorkers: 'block' });
test.setTimeout(90_000);

async function serveLongPlaylist(page: Page): Promise<void> {
  await page.route(/\/api\/v[12]\/playlists\/1\/tracks\//, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as {
      count: number;
      results: Array<{ index: number; track: { title: string } }>;
    };
    expect(body.results.length).toBeGreaterThan(0);
    const results = Array.from({ length: LENGTH }, (_, index) => {
      const entry = body.results[index % body.results.length]!;
      return { ...entry, index, track: { ...entry.track, title: `Entry ${index + 1}` } };
    });
    await route.fulfill({ response, json: { ...body, count: LENGTH, results } });
  });
}

async function openLongPlaylist(page: Page): Promise<void> {
  await serveLongPlaylist(page);
  await new LoginPage(page).logInFromScratch(accounts.listener.username, accounts.listener.password, {
    at: '/library/playlists/1',
  });
  // The first load of the app with 3000 entries to read: longer than a screen's usual wait on a loaded machine.
  await expect(page.getByRole('heading', { level: 1, name: 'Pod picks' })).toBeVisible({ timeout: 20_000 });
}

const rowsOf = (list: Locator) => list.locator(':scope > li');
/** The queue's row of `Entry n` ("Entry 1" as text would match "Entry 10" too). */
const queueRow = (list: Locator, n: number) =>
  rowsOf(list).filter({ has: list.page().getByRole('button', { name: `Play Entry ${n} now`, exact: true }) });

/** The list is as tall as all its rows (a long TrackList is windowed once its chunk is loaded). */
async function expectWholeHeight(list: Locator, rows = LENGTH): Promise<void> {
  await expect
    .poll(() => list.evaluate((element) => element.getBoundingClientRect().height), { timeout: 10_000 })
    .toBeGreaterThan(rows * 40);
}

async function scrollToBottom(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
}

async function scrollToTop(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
}

async function expectBounded(list: Locator): Promise<void> {
  const count = await rowsOf(list).count();
  expect(count).toBeGreaterThan(5);
  expect(count).toBeLessThanOrEqual(MOST_ROWS);
}

test('a playlist of thousands shows 50 tracks, and its rows stay bounded as Load more tracks adds more', async ({
  page,
}) => {
  await openLongPlaylist(page);
  const list = page.getByRole('list', { name: 'Tracks' });
  const first = rowsOf(list).first();
  // 3000 entries rewritten by page.route, then parsed and laid out: slow on a loaded machine.
  await expect(first.getByRole('link', { name: 'Entry 1', exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(rowsOf(list)).toHaveCount(50);
  await expect(page.getByText(`50 of ${LENGTH} tracks shown`)).toBeVisible();

  // Past VIRTUAL_FROM rows the list renders only those near the viewport.
  const loadMore = page.getByRole('button', { name: 'Load more tracks' });
  await loadMore.click();
  await loadMore.click();
  await expect(page.getByText(`${SHOWN} of ${LENGTH} tracks shown`)).toBeVisible();
  // The button sits below the list: back to its top.
  await scrollToTop(page);
  await expect(first).toHaveAttribute('aria-posinset', '1');
  await expect(first).toHaveAttribute('aria-setsize', String(SHOWN));
  await expectWholeHeight(list, SHOWN);
  await expectBounded(list);

  await scrollToBottom(page);
  const last = list.getByRole('link', { name: `Entry ${SHOWN}`, exact: true });
  await expect(last).toBeInViewport();
  await expect(rowsOf(list).last()).toHaveAttribute('aria-posinset', String(SHOWN));
  await expect(list.getByRole('link', { name: 'Entry 1', exact: true })).toHaveCount(0);
  await expectBounded(list);

  // Its own Play button plays that very row.
  const player = new PlayerPage(page);
  await rowsOf(list)
    .last()
    .getByRole('button', { name: `Play Entry ${SHOWN}`, exact: true })
    .click();
  await player.expectPlaying(`Entry ${SHOWN}`);
});

test('a queue of thousands: bounded rows, the last one reached and played, the keyboard focus followed off screen', async ({
  page,
}) => {
  await openLongPlaylist(page);
  await page.locator('.hero').getByRole('button', { name: 'Play', exact: true }).click();
  const player = new PlayerPage(page);
  await player.expectPlaying('Entry 1');
  await player.bar.getByRole('link', { name: 'Queue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Queue' })).toBeVisible();
  await expect(page.getByText(/^3,?000 tracks$/)).toBeVisible();

  const list = page.getByRole('list', { name: 'Queue' });
  await expect(rowsOf(list).first()).toHaveAttribute('aria-setsize', String(LENGTH));
  await expect(rowsOf(list).first()).toHaveAttribute('aria-current', 'true');
  await expectWholeHeight(list);
  await expectBounded(list);

  await test.step('the last entry, reached and played', async () => {
    const play = list.getByRole('button', { name: `Play Entry ${LENGTH} now` });
    // The list measures its rows as they show, which can move the bottom after the first scroll.
    await expect(async () => {
      await scrollToBottom(page);
      await expect(play).toBeInViewport({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await expect(list.getByRole('button', { name: 'Play Entry 1 now' })).toHaveCount(0);
    await expectBounded(list);
    await play.click();
    await player.expectPlaying(`Entry ${LENGTH}`);
    await expect(rowsOf(list).last()).toHaveAttribute('aria-current', 'true');
    await expect(rowsOf(list).last()).toHaveAttribute('aria-posinset', String(LENGTH));
  });

  await test.step('a focused row stays while scrolled away, and the focus follows it when it moves', async () => {
    await scrollToTop(page);
    const moveDown = list.getByRole('button', { name: 'Move Entry 1 down' });
    await moveDown.focus();
    await scrollToBottom(page);
    await expect(moveDown).toBeFocused();
    await expect(moveDown).not.toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(queueRow(list, 1)).toHaveAttribute('aria-posinset', '2');
    await expect(moveDown).toBeFocused();
    await expect(moveDown).toBeInViewport();
    await expectBounded(list);
    // Moved back up to the first place, the focus goes to the other button ("up" is disabled there).
    await page.keyboard.press('Shift+Tab');
    await expect(list.getByRole('button', { name: 'Move Entry 1 up' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(queueRow(list, 1)).toHaveAttribute('aria-posinset', '1');
    await expect(list.getByRole('button', { name: 'Move Entry 1 down' })).toBeFocused();
  });

  await test.step('removing by keyboard hands the focus to the row that takes the place', async () => {
    await list.getByRole('button', { name: 'Remove Entry 3' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText(/^2,?999 tracks$/)).toBeVisible();
    await expect(list.getByRole('button', { name: 'Remove Entry 4' })).toBeFocused();
    await expect(rowsOf(list).first()).toHaveAttribute('aria-setsize', String(LENGTH - 1));
    await expect(list.getByRole('button', { name: 'Play Entry 3 now' })).toHaveCount(0);
  });

  await test.step('drag and drop still reorders', async () => {
    await scrollToTop(page);
    // Entry 1, 2, 4, 5 → Entry 1, 4, 5, 2.
    await queueRow(list, 2).dragTo(queueRow(list, 5));
    await expect(queueRow(list, 2)).toHaveAttribute('aria-posinset', '4');
    await expect(queueRow(list, 4)).toHaveAttribute('aria-posinset', '2');
    await expect(queueRow(list, 5)).toHaveAttribute('aria-posinset', '3');
  });
});
