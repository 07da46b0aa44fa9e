import { resolve } from 'node:path';
import type { Page, Request } from '@playwright/test';
import { test as base, expect, accounts } from './fixtures';
import { createFrontAddress } from '../../pod/front-address';
import { OAuthLoginPage, podSession } from './pages/oauth';

/**
 * Issue 24, "Logging in" (oauthclient24): Shoal served on a second address (another site than its
 * pod, as the pod's `--front-port` serves it) cannot use the pod's cookie, and logs in by OAuth.
 */

const test = base.extend<object, { frontURL: string }>({
  frontURL: [
    async ({ podURL }, use, workerInfo) => {
      // The configured pods serve it two ports up (playwright.config.ts); a worker's own pod gets one here.
      if (workerInfo.parallelIndex === 0) return use(`http://localhost:${Number(new URL(podURL).port) + 2}`);
      const front = await createFrontAddress({ podUrl: podURL.replace(/\/$/, ''), staticDir: resolve('dist') });
      await front.listen({ port: 0, host: '127.0.0.1' });
      const address = front.server.address();
      try {
        await use(`http://localhost:${typeof address === 'object' && address ? address.port : 0}`);
      } finally {
        await front.close();
      }
    },
    { scope: 'worker' },
  ],
});

/** The requests of the round trip, as both addresses saw them (tokens, codes and secrets masked). */
function trace(page: Page): string[] {
  const lines: string[] = [];
  const mask = (text: string) =>
    text.replace(/((?:code|state|token|client_secret|refresh_token|access_token)=)[^&\s]+/g, '$1***');
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/assets/') || /\.(js|css|png|svg|woff2?|webmanifest)$/.test(url.pathname)) return;
    const auth = request.headers().authorization ? ' [Bearer ***]' : '';
    lines.push(`${request.method()} ${url.origin}${mask(url.pathname + url.search)}${auth}`);
  });
  return lines;
}

test.describe.configure({ timeout: 90_000 });

test('from the second address the cookie login is refused, OAuth logs in, and a favorite works', async ({
  page,
  podURL,
  frontURL,
}, testInfo) => {
  const pod = await podSession(podURL, accounts.listener.username, accounts.listener.password);
  try {
    // The pod refuses a cookie login sent from the other address (its CSRF trusts its own origin only).
    const fresh = await podSession(podURL, accounts.admin.username, accounts.admin.password);
    const refused = await fresh.request.post('/api/v1/users/login', {
      form: { username: accounts.listener.username, password: accounts.listener.password },
      headers: { 'X-CSRFToken': await fresh.csrf(), Origin: frontURL },
    });
    expect(refused.status()).toBe(403);
    await fresh.dispose();

    const lines = trace(page);
    const ui = new OAuthLoginPage(page, frontURL, podURL);
    await ui.open('/favorites');
    // No password form there: it could not work.
    await expect(page.getByLabel('Password')).toHaveCount(0);
    // The pod's own address: its login screen (no session there yet), then its /authorize screen.
    await ui.roundTripThroughScreens(accounts.listener.username, accounts.listener.password);
    await expect(page).toHaveURL(`${frontURL}/favorites`);
    await expect(ui.logoutLink).toBeAttached({ timeout: 20_000 });
    await testInfo.attach('round-trip', { body: lines.join('\n'), contentType: 'text/plain' });
    console.log(`OAuth round trip:\n${lines.join('\n')}`);

    // Favorites, through the bearer token: demo's seeded one shows (the mirror came), a new one reaches the pod.
    await page.goto(`${frontURL}/library/albums`);
    await page.getByRole('link', { name: 'Slow Currents' }).first().click();
    const toggle = (title: string) =>
      page
        .getByRole('main')
        .getByRole('listitem')
        .filter({ has: page.getByRole('link', { name: title, exact: true }) })
        .getByRole('button', { name: `Favorite ${title}`, exact: true });
    await expect(toggle('Kelp Forest')).toHaveAttribute('aria-pressed', 'true', { timeout: 15_000 });
    await expect(toggle('Sea Glass')).toHaveAttribute('aria-pressed', 'false');
    await toggle('Sea Glass').click();
    await expect(toggle('Sea Glass')).toHaveAttribute('aria-pressed', 'true');
    await expect
      .poll(async () => {
        const answer = await pod.request.get('/api/v1/favorites/tracks/?page_size=50');
        const body = (await answer.json()) as { results: Array<{ track: { title: string } }> };
        return body.results.map((favorite) => favorite.track.title);
      })
      .toContain('Sea Glass');

    // What a token cannot reach (authorised apps, the app list) says so, with the pod's own address.
    await page.goto(`${frontURL}/settings`);
    const hints = page.getByRole('status').filter({ hasText: 'works only when you sign in on the pod’s own address' });
    await expect(hints).toHaveCount(2, { timeout: 15_000 });
    await expect(hints.first().getByRole('link', { name: `${podURL.replace(/\/$/, '')}/` })).toBeVisible();
  } finally {
    await pod.dispose();
  }
});

test('an expired access token is refreshed unseen; a revoked refresh token logs out to /login?next=', async ({
  page,
  podURL,
  frontURL,
}) => {
  const pod = await podSession(podURL, accounts.listener.username, accounts.listener.password);
  try {
    const ui = new OAuthLoginPage(page, frontURL, podURL);
    await ui.open('/library');
    await ui.roundTrip(pod);
    await expect(ui.logoutLink).toBeAttached({ timeout: 20_000 });

    await pod.hook('expire-access');
    const refreshed = page.waitForRequest((request) => request.url().endsWith('/api/v1/oauth/token/'));
    await page.goto(`${frontURL}/notifications`);
    await refreshed;
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    await expect(ui.logoutLink).toBeAttached();
    await expect(page).toHaveURL(`${frontURL}/notifications`);

    await pod.hook('revoke-refresh');
    await pod.hook('expire-access');
    await page.goto(`${frontURL}/favorites`);
    await expect(page).toHaveURL(`${frontURL}/login?next=%2Ffavorites`, { timeout: 20_000 });
    await expect(ui.button).toBeVisible();
    await expect(ui.logoutLink).toHaveCount(0);
  } finally {
    await pod.dispose();
  }
});

test('under OAuth the notifications counter moves within 60 s of an inbox event (polling, no socket)', async ({
  page,
  podURL,
  frontURL,
}) => {
  const demo = await podSession(podURL, accounts.listener.username, accounts.listener.password);
  const admin = await podSession(podURL, accounts.admin.username, accounts.admin.password);
  try {
    const sockets: string[] = [];
    page.on('websocket', (socket) => sockets.push(socket.url()));
    const ui = new OAuthLoginPage(page, frontURL, podURL);
    await ui.open('/library');
    await ui.roundTrip(demo);
    await expect(ui.logoutLink).toBeAttached({ timeout: 20_000 });
    const entry = page.getByRole('link', { name: /^Notifications/ }).first();
    const label = (unread: number) => (unread === 0 ? 'Notifications' : `Notifications: ${unread} unread`);
    const unreadAtPod = async () => {
      const answer = await demo.request.get('/api/v1/federation/inbox/?is_read=false&page_size=1');
      return ((await answer.json()) as { count: number }).count;
    };
    // The counter first shows what the pod holds (the seed has one unread item for demo).
    const before = await unreadAtPod();
    await expect(entry).toHaveAccessibleName(label(before), { timeout: 62_000 });

    // admin asks to follow a private library of demo: an item in demo's inbox.
    const { uuid } = (await demo.post('libraries/', {
      name: `Tapes ${Date.now().toString(36)}`,
      privacy_level: 'me',
    })) as {
      uuid: string;
    };
    await admin.post('federation/follows/library/', { target: uuid });
    expect(await unreadAtPod()).toBe(before + 1);
    await expect(entry).toHaveAccessibleName(label(before + 1), { timeout: 62_000 });
    expect(sockets).toEqual([]);
  } finally {
    await demo.dispose();
    await admin.dispose();
  }
});
