import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { test, expect } from './fixtures';
import { createFrontAddress } from '../../pod/front-address';
import { VariantPage, openClassicInterface } from './pages/variant';

/**
 * Issue 26 (cl26), spec 01 section 2: "if the instance URL is still the default placeholder, the user
 * is first sent to the instance chooser with a next parameter holding the target". The demo pod always
 * names itself (its `/settings.json`, or its own origin), so the placeholder is reached here through a
 * front of its own: the built app served on another address whose `settings.json` names no pod (the
 * pod's front-address server with `podUrl: null`), an origin that is no pod either. In both variants.
 */

test.describe.configure({ timeout: 60_000 });

let front: FastifyInstance;
let frontURL: string;

test.beforeAll(async () => {
  front = await createFrontAddress({ podUrl: null, staticDir: resolve('dist') });
  await front.listen({ port: 0, host: '127.0.0.1' });
  const address = front.server.address();
  frontURL = `http://localhost:${typeof address === 'object' && address ? address.port : 0}`;
});

test.afterAll(async () => {
  await front.close();
});

for (const variant of ['new', 'classic'] as const) {
  test(`the placeholder instance (${variant} interface): /library/albums goes to the chooser with next, and choosing the demo pod lands there`, async ({
    page,
    podURL,
  }) => {
    const shells = new VariantPage(page);
    const shell = variant === 'classic' ? shells.classicShell : shells.newShell;
    if (variant === 'classic') await openClassicInterface(page, `${frontURL}/library/albums`, frontURL);
    else await page.goto(`${frontURL}/library/albums`);

    await expect(page).toHaveURL(/\/instance-chooser\?next=/, { timeout: 15_000 });
    const url = new URL(page.url());
    expect(url.origin).toBe(frontURL);
    expect(url.searchParams.get('next')).toBe('/library/albums');
    await expect(shell).toBeVisible();

    await page.getByLabel('Pod address').fill(podURL);
    await page.getByRole('button', { name: 'Connect', exact: true }).click();
    await expect(page).toHaveURL(`${frontURL}/library/albums`, { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Albums' })).toBeVisible({ timeout: 15_000 });
    await expect(
      page.getByRole('main').getByRole('list', { name: 'Albums' }).getByRole('listitem').first(),
    ).toBeVisible();
    await expect(shell).toBeVisible();
  });
}
