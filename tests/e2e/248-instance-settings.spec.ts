import type { Page } from '@playwright/test';
import { test, expect, accounts } from './fixtures';
import { LoginPage } from './pages/login';
import { InstanceSettingsPage } from './pages/instance-settings';
import { runAxe } from './support/axe';

/**
 * Issue 23, instance settings (settings23): an admin renames the pod, closes registrations, builds
 * the sign-up form and changes the look; a listener cannot reach the screen. Every test starts on a
 * freshly seeded pod (the fixtures' reset), so the settings changed here do not outlive the test.
 */

test.describe.configure({ timeout: 60_000 });

const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

async function asAdmin(page: Page): Promise<InstanceSettingsPage> {
  await new LoginPage(page).logInFromScratch(accounts.admin.username, accounts.admin.password);
  const settings = new InstanceSettingsPage(page);
  await settings.open();
  return settings;
}

const nodeInfo = async (page: Page) =>
  (await (await page.request.get('/api/v1/instance/nodeinfo/2.0/')).json()) as {
    openRegistrations: boolean;
    metadata: { nodeName: string };
  };

const bodyStyle = (page: Page, property: 'borderTopColor' | 'borderBottomColor') =>
  page.evaluate((name) => getComputedStyle(document.body)[name], property);

test('renames the pod: the new name is kept after a reload and in node info', async ({ page }) => {
  const settings = await asAdmin(page);
  const name = unique('Harbour pod');
  await settings.group('Instance information').getByLabel('Public name').fill(name);
  await settings.save('Instance information');
  expect((await nodeInfo(page)).metadata.nodeName).toBe(name);
  await page.reload();
  await expect(settings.group('Instance information').getByLabel('Public name')).toHaveValue(name);
  await page.goto('/about');
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
});

test.describe('the custom look', () => {
  // Without the service worker, the pages come from the pod and this spec can tighten their policy.
  test.use({ serviceWorkers: 'block' });

  test('custom CSS applies on every screen under a policy without unsafe-inline, and is replaced when changed', async ({
    page,
  }) => {
    // The pod's policy allows inline styles (the built page inlines its first styles); the custom
    // CSS must not need them: the pages here are served without 'unsafe-inline'.
    await page.route('**/*', async (route) => {
      if (!route.request().isNavigationRequest()) return route.fallback();
      const response = await route.fetch();
      const headers = { ...response.headers() };
      headers['content-security-policy'] = (headers['content-security-policy'] ?? '').replace(
        /\s*'unsafe-inline'/g,
        '',
      );
      expect(headers['content-security-policy']).toMatch(/style-src 'self'(;|$)/);
      await route.fulfill({ response, headers });
    });
    const settings = await asAdmin(page);
    await settings.jumpTo('User interface');
    const css = settings.group('User interface').getByLabel('Custom CSS code');
    await css.fill('body { border-top: 7px solid rgb(1, 2, 3); }');
    await settings.save('User interface');
    await expect.poll(() => bodyStyle(page, 'borderTopColor')).toBe('rgb(1, 2, 3)');
    for (const path of ['/library', '/about', '/favorites']) {
      await page.goto(path);
      await expect(page.locator('a[href="/logout"]')).toBeAttached();
      await expect.poll(() => bodyStyle(page, 'borderTopColor'), { message: path }).toBe('rgb(1, 2, 3)');
    }
    expect(await page.locator('style[data-source="instance-custom-css"]').count()).toBe(0);

    await settings.open();
    await settings
      .group('User interface')
      .getByLabel('Custom CSS code')
      .fill('body { border-top: 7px solid rgb(9, 8, 7); }');
    await settings.save('User interface');
    await expect.poll(() => bodyStyle(page, 'borderTopColor')).toBe('rgb(9, 8, 7)');
    expect(await page.evaluate(() => document.adoptedStyleSheets.length)).toBe(1);
  });

  test('the front settings’ stylesheets load, in order', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name === 'pod-1.4', 'a 1.4 pod’s front server has no /settings.json');
    const set = await page.request.post('/__test__/stylesheets', {
      data: {
        stylesheets: ['body { border-bottom: 5px solid rgb(4, 5, 6); }', 'body { border-bottom-color: rgb(6, 5, 4); }'],
      },
    });
    expect(set.status()).toBe(204);
    await new LoginPage(page).logInFromScratch(accounts.listener.username, accounts.listener.password);
    await expect.poll(() => bodyStyle(page, 'borderBottomColor')).toBe('rgb(6, 5, 4)');
    await expect(page.locator('link[data-source="instance-stylesheet"]')).toHaveCount(2);
  });
});

test('closing registrations closes them in node info', async ({ page }) => {
  const settings = await asAdmin(page);
  expect((await nodeInfo(page)).openRegistrations).toBe(true);
  const open = settings.group('Sign-ups').getByRole('switch', { name: 'Open registrations to new users' });
  await expect(open).toBeChecked();
  await open.uncheck();
  await settings.save('Sign-ups');
  expect((await nodeInfo(page)).openRegistrations).toBe(false);
  await page.reload();
  await expect(
    settings.group('Sign-ups').getByRole('switch', { name: 'Open registrations to new users' }),
  ).not.toBeChecked();
});

test('a sign-up form with a short and a long field survives a reload', async ({ page }) => {
  const settings = await asAdmin(page);
  await settings.jumpTo('Sign-ups');
  const builder = settings.signupBuilder();
  await builder.getByRole('textbox', { name: 'Help text' }).fill('Tell us a little about you.');
  await settings.addSignupField('Your instrument', 'Short text');
  await settings.addSignupField('Why this pod?', 'Long text', false);
  // Reordered and back: the order kept is the one shown.
  await builder.getByRole('button', { name: 'Move Field 2 up' }).click();
  await expect(builder.getByRole('listitem').first().getByLabel('Label')).toHaveValue('Why this pod?');
  await builder.getByRole('button', { name: 'Move Field 1 down' }).click();
  const preview = builder.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('textbox', { name: 'Your instrument *' })).toBeVisible();
  await settings.save('Sign-ups');

  await page.reload();
  const fields = settings.signupBuilder().getByRole('listitem');
  await expect(fields).toHaveCount(2);
  await expect(fields.nth(0).getByLabel('Label')).toHaveValue('Your instrument');
  await expect(fields.nth(0).getByLabel('Type')).toHaveValue('short_text');
  await expect(fields.nth(1).getByLabel('Label')).toHaveValue('Why this pod?');
  await expect(fields.nth(1).getByLabel('Type')).toHaveValue('long_text');
  await expect(fields.nth(1).getByRole('checkbox', { name: 'Required' })).not.toBeChecked();
  const kept = settings.signupBuilder().getByRole('region', { name: 'Preview' });
  await expect(kept.getByText('Tell us a little about you.')).toBeVisible();
  await expect(kept.locator('textarea')).toHaveCount(1);
  await expect(kept.locator('input')).toHaveCount(1);
});

test('the screen passes axe, sign-up builder open with a field', async ({ page }) => {
  const settings = await asAdmin(page);
  await settings.addSignupField('Your instrument', 'Short text');
  const results = await runAxe(page);
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.target.join(' ')}`)).toEqual([]);
});

test('a listener opening /manage/settings lands on the library', async ({ page }) => {
  await new LoginPage(page).logInFromScratch(accounts.listener.username, accounts.listener.password);
  await page.goto('/manage/settings');
  await expect(page).toHaveURL(/\/library$/);
  await expect(page.getByRole('heading', { name: 'Instance settings' })).toHaveCount(0);
});
