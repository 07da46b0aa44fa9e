import { test, expect, accounts } from './fixtures';
import { LoginPage } from './pages/login';
import { RemoteLibrariesPage } from './pages/remote-libraries';

/**
 * Issue 18, remote libraries (remote18), against the demo pod's simulated other pod
 * (remote.example.org, pod/remote-seed.ts): find a library by its sharing link, follow it, scan it
 * (pending, scanning, then finished; the pod's scans take seconds, the card polls), a second scan is
 * skipped; an unknown URL fails with the pod's reason; a private library waits for its owner; unfollow
 * asks first; a refused follow says so.
 */

// A scan runs about 5 s on the pod and the card polls every 2 s: room for a loaded machine.
test.describe.configure({ timeout: 60_000 });

test.beforeEach(async ({ page }) => {
  await new LoginPage(page).logInFromScratch(accounts.listener.username, accounts.listener.password);
});

test('a seeded remote URL gives a card; follow; Scan launched, then scanned; a second scan is skipped', async ({
  page,
}) => {
  const ui = new RemoteLibrariesPage(page);
  await ui.open();
  await expect(page.getByText('You do not follow any remote library yet.', { exact: false })).toBeVisible();
  const fid = ui.seededFid('harbour-sessions');
  await ui.search(fid);

  const card = ui.card('Harbour Sessions');
  await expect(card.getByText('Owned by nadia@remote.example.org')).toBeVisible();
  await expect(card.getByText('12 files')).toBeVisible();
  await expect(card.getByTitle(/following it gives access to its content at once/)).toContainText('Public');
  await expect(card.getByText('Not scanned yet')).toBeVisible();
  await expect(card.getByLabel('Sharing link')).toHaveValue(fid);

  await card.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(card.getByText('Following', { exact: true })).toBeVisible();

  await ui.scanNow('Harbour Sessions');
  await expect(ui.message('Scan launched')).toBeVisible();
  // Pending or already scanning, then done: the card asks the pod while the scan runs.
  await expect(card.getByText(/^(Scan pending|Scanning: \d+ of 12 files)/)).toBeVisible();
  await expect(card.getByText('Scanned', { exact: true })).toBeVisible({ timeout: 30_000 });

  await ui.scanNow('Harbour Sessions');
  await expect(ui.message('Scan skipped (previous scan is too recent)')).toBeVisible();

  // The follow is the pod's: after a reload the library is among the followed ones, still scanned.
  await page.reload();
  const followed = page.getByRole('region', { name: 'Followed libraries' });
  await expect(
    followed.getByRole('listitem', { name: 'Harbour Sessions' }).getByText('Scanned', { exact: true }),
  ).toBeVisible();
});

test("a library whose files fail ends 'Scanned with errors'; an unknown URL says 'Could not fetch remote library'", async ({
  page,
}) => {
  const ui = new RemoteLibrariesPage(page);
  await ui.open();
  await ui.search('https://nowhere.example/federation/music/libraries/0e7c5c8e-0000-4000-8000-000000000000');
  const alert = page.getByRole('alert');
  await expect(alert.getByText('Could not fetch remote library')).toBeVisible();
  await expect(alert.getByText(/Error while fetching the library: .*nowhere\.example/)).toBeVisible();

  await ui.search(ui.seededFid('field-recordings'));
  await expect(page.getByRole('alert')).toHaveCount(0);
  const card = ui.card('Field Recordings');
  // Its last scan is two days old: a new one is allowed.
  await expect(card.getByText('Scanned with errors (2 tracks failed)')).toBeVisible();
  await ui.scanNow('Field Recordings');
  await expect(ui.message('Scan launched')).toBeVisible();
  await expect(
    card.getByRole('progressbar', { name: 'Scan progress' }).or(card.getByText('Scan pending')),
  ).toBeVisible();
  await expect(card.getByText('Scanned with errors (2 tracks failed)')).toBeVisible({ timeout: 30_000 });
});

test('a private remote library waits for its owner; unfollow asks first; a refused follow says why', async ({
  page,
}) => {
  const ui = new RemoteLibrariesPage(page);
  await ui.open();
  await ui.search(ui.seededFid('oskar-crate'));
  const crate = ui.card("Oskar's crate");
  await expect(crate.getByTitle(/its owner must accept/i)).toContainText('Private');
  await expect(crate.getByText('Its owner must accept your follow request before you can listen.')).toBeVisible();
  await crate.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(crate.getByText('Follow request pending approval')).toBeVisible();
  await expect(crate.getByRole('button', { name: 'Cancel follow request' })).toBeVisible();

  // Unfollow a public one: the card asks first, and keeping the follow changes nothing.
  await ui.search(ui.seededFid('harbour-sessions'));
  const harbour = ui.card('Harbour Sessions');
  await harbour.getByRole('button', { name: 'Follow', exact: true }).click();
  await harbour.getByRole('button', { name: 'Unfollow' }).click();
  await expect(harbour.getByText('Unfollow this library? You will lose access to its content.')).toBeVisible();
  await harbour.getByRole('button', { name: 'Keep following' }).click();
  await expect(harbour.getByText('Following', { exact: true })).toBeVisible();
  await harbour.getByRole('button', { name: 'Unfollow' }).click();
  await harbour.getByRole('group').getByRole('button', { name: 'Unfollow' }).click();
  await expect(harbour.getByRole('button', { name: 'Follow', exact: true })).toBeVisible();
  await page.reload();
  // The Follow button (exact: "Unfollow" holds the word too, and a reload straight after the confirm cut
  // the write before it was kept: both cards stayed in stop 41's CI) shows once the unfollow is in the
  // outbox. The list is the pod's: an unfollow whose send the reload cut is replayed by the outbox, and
  // the list is asked again once it settles.
  await expect(page.getByRole('region', { name: 'Followed libraries' }).getByRole('listitem')).toHaveCount(1, {
    timeout: 20_000,
  });

  // The pod refuses the next follow (the library vanished meanwhile): the follow rolls back, with the reason.
  const rule = {
    method: 'POST',
    path: '^/api/v[12]/federation/follows/library/$',
    mode: 'refuse',
    status: 400,
    body: { target: ['Object with uuid=x does not exist.'] },
    times: 1,
  };
  expect((await page.request.post('/__test__/faults', { data: rule })).status()).toBe(201);
  await ui.search(ui.seededFid('lost-tapes'));
  const lost = ui.card('Lost Tapes');
  await lost.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(ui.message(/^Cannot follow remote library: .*does not exist/)).toBeVisible();
  await expect(lost.getByRole('button', { name: 'Follow', exact: true })).toBeVisible();
});
