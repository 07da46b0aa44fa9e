import { test, expect, accounts, waitForServiceWorker } from './fixtures';
import { LoginPage } from './pages/login';
import { PlayerPage } from './pages/player';
import { RemoteLibrariesPage } from './pages/remote-libraries';

/**
 * Issue 18 leftovers (scan18): a scan brings a followed remote library's music. Against the demo
 * pod's simulated other pod (remote.example.org, pod/remote-seed.ts and pod/remote-import.ts):
 * before a scan the library's page holds nothing; after it, its tracks are on its page and in the
 * catalogue, one plays, and its album can be kept offline like any other.
 */

// A scan runs about 5 s on the pod and the card polls every 2 s; a download follows: room for a loaded machine.
test.describe.configure({ timeout: 90_000 });

test('follow a remote library and scan it: its tracks appear, one plays, its album is kept offline', async ({
  page,
}) => {
  await new LoginPage(page).logInFromScratch(accounts.listener.username, accounts.listener.password);
  const ui = new RemoteLibrariesPage(page);
  await ui.open();
  await ui.search(ui.seededFid('harbour-sessions'));
  const card = ui.card('Harbour Sessions');
  await card.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(card.getByText('Following', { exact: true })).toBeVisible();

  // Followed but not scanned: the pod holds none of its files yet.
  await card.getByRole('link', { name: 'Harbour Sessions' }).click();
  await expect(page).toHaveURL(/\/library\/[0-9a-f-]{36}$/);
  const libraryPath = new URL(page.url()).pathname;
  await expect(page.getByText('You may need to follow this library to see its content.')).toBeVisible();

  await ui.open();
  await ui.scanNow('Harbour Sessions');
  await expect(ui.message('Scan launched')).toBeVisible();
  await expect(card.getByText('Scanned', { exact: true })).toBeVisible({ timeout: 30_000 });

  // The page seen empty is asked again: the scan brought twelve tracks of the other pod.
  await card.getByRole('link', { name: 'Harbour Sessions' }).click();
  await page.getByRole('navigation', { name: 'Library sections' }).getByRole('link', { name: 'Tracks' }).click();
  await expect(page).toHaveURL(`${libraryPath}/tracks`);
  const tracks = page.getByRole('list', { name: 'Tracks' });
  await expect(tracks.getByRole('link', { name: 'Mooring Line' })).toBeVisible();
  await expect(tracks.getByRole('listitem')).toHaveCount(12);

  await tracks.getByRole('button', { name: /^Play Mooring Line/ }).click();
  const player = new PlayerPage(page);
  await player.expectPlaying('Mooring Line');
  await player.waitForPosition(1);
  await player.button('Pause').click();

  // In the catalogue too, for this user (and anyone on the pod: the library is public).
  await page.goto('/library/artists?q=Harbour%20Stage');
  await expect(page.getByRole('link', { name: 'Harbour Stage Band' }).first()).toBeVisible();

  // Its album is kept for offline listening like any other.
  await page.goto(libraryPath + '/albums');
  await page.getByRole('link', { name: 'Harbour Sessions, Live' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Harbour Sessions, Live' })).toBeVisible();
  await waitForServiceWorker(page);
  await page.getByRole('button', { name: 'Make available offline' }).click();
  await expect(page.getByText('Available offline', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('list', { name: 'Tracks' }).getByRole('img', { name: 'Available offline' })).toHaveCount(
    12,
  );
});
