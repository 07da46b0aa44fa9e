import type { Page } from '@playwright/test';
import { test, expect, accounts, catalogue, albumId } from './fixtures';
import { LoginPage } from './pages/login';
import { LocalFirstPage } from './pages/local-first';
import { ShellPage } from './pages/shell';

/**
 * Issue 15, "unhandled promise rejections while offline or on 5xx": pages restored from the
 * persisted query cache are refetched when stale, and a refetch that fails must not leave a promise
 * rejection unhandled in the page (the query's error state and message say it).
 */

/** Makes every persisted page look fetched `ms` earlier (a visit some time ago). */
async function agePersistedQueries(page: Page, ms: number): Promise<number> {
  return page.evaluate(
    (age) =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('shoal');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const transaction = open.result.transaction('queryCache', 'readwrite');
          const store = transaction.objectStore('queryCache');
          let aged = 0;
          const all = store.getAll();
          all.onsuccess = () => {
            for (const row of all.result as Array<{ value: string; updatedAt: number }>) {
              const query = JSON.parse(row.value) as { state: { dataUpdatedAt: number } };
              query.state.dataUpdatedAt -= age;
              store.put({ ...row, value: JSON.stringify(query), updatedAt: row.updatedAt - age });
              aged += 1;
            }
          };
          transaction.oncomplete = () => resolve(aged);
          transaction.onerror = () => reject(transaction.error);
        };
      }),
    ms,
  );
}

test('a reload that restores stale pages while the pod answers 500 leaves no unhandled rejection', async ({ page }) => {
  test.setTimeout(60_000);
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { unhandledRejections: string[] }).unhandledRejections = seen;
    window.addEventListener('unhandledrejection', (event) =>
      seen.push(String((event.reason as Error | undefined)?.message ?? event.reason)),
    );
  });
  await new LoginPage(page).logInFromScratch(accounts.listener.username, accounts.listener.password);
  const ui = new LocalFirstPage(page);
  await page.goto(`/library/albums/${await albumId(page, catalogue.album)}`);
  await expect(page.getByRole('list', { name: 'Tracks' }).getByRole('listitem')).toHaveCount(
    catalogue.albumTracks.length,
  );
  await expect.poll(() => ui.persistedQueryCount()).toBeGreaterThan(1);
  expect(await agePersistedQueries(page, 10 * 60_000)).toBeGreaterThan(1);

  // 500, not 502-504: those say the pod is unreachable, and refetches then wait for it instead.
  const fault = await page.request.post('/__test__/faults', {
    data: {
      method: 'GET',
      path: '^/api/v[12]/(albums|tracks)/',
      mode: 'refuse',
      status: 500,
      body: 'Server Error (500)',
    },
  });
  expect(fault.ok(), 'the pod has the fault switch (--test-hooks)').toBe(true);
  const ruleId = ((await fault.json()) as { id: number }).id;
  try {
    await page.reload();
    // The stored album shows; its refetches fail (first try and the retries), and the failure is said.
    await expect(page.getByRole('heading', { level: 1, name: catalogue.album })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Tracks' }).getByRole('listitem')).toHaveCount(
      catalogue.albumTracks.length,
    );
    await expect
      .poll(
        async () =>
          ((await (await page.request.get('/__test__/faults')).json()) as Array<{ id: number; matched: number }>).find(
            (rule) => rule.id === ruleId,
          )?.matched ?? 0,
        {
          timeout: 20_000,
        },
      )
      .toBeGreaterThanOrEqual(3);
    await expect(new ShellPage(page).messages).not.toBeEmpty({ timeout: 20_000 });
    expect(
      await page.evaluate(() => (window as unknown as { unhandledRejections: string[] }).unhandledRejections),
    ).toEqual([]);
  } finally {
    await page.request.delete('/__test__/faults');
  }
});
