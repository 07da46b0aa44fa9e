import { test, expect, accounts } from './fixtures';
import { LoginPage } from './pages/login';
import { PluginsPage } from './pages/plugins';

/** Issue 23, plugins (import23): demo configures and enables the Scrobbler; a reload keeps both. */

test.describe.configure({ timeout: 60_000 });

test('demo configures and enables the scrobbler plugin from the account settings; a reload keeps it', async ({
  page,
}) => {
  await new LoginPage(page).logInFromScratch(accounts.listener.username, accounts.listener.password, {
    at: '/settings',
  });
  await page.getByRole('link', { name: /Scrobbling and other plugins/ }).click();
  const plugins = new PluginsPage(page);
  await expect(page).toHaveURL(/\/settings\/plugins$/);
  await expect(plugins.plugin('Scrobbler')).toContainText('A plugin that enables scrobbling');
  await expect(plugins.plugin('Folder source')).toBeVisible();

  const form = plugins.form('Scrobbler');
  await expect(plugins.enabled('Scrobbler')).not.toBeChecked();
  await form.getByLabel('URL of the scrobbler service').fill('https://listenbrainz.example/');
  await form.getByLabel('Your scrobbler username').fill('demo-listener');
  await form.getByLabel('Your scrobbler password').fill('s3cret');
  await plugins.enabled('Scrobbler').check();
  await plugins.save('Scrobbler');
  await expect(page.getByText('Scrobbler: settings saved.')).toBeVisible();

  await page.reload();
  await expect(plugins.enabled('Scrobbler')).toBeChecked();
  await expect(plugins.form('Scrobbler').getByLabel('Your scrobbler username')).toHaveValue('demo-listener');
  await expect(plugins.form('Scrobbler').getByLabel('URL of the scrobbler service')).toHaveValue(
    'https://listenbrainz.example/',
  );
  const saved = (await (await page.request.get('/api/v1/plugins/scrobbler/')).json()) as { enabled: boolean };
  expect(saved.enabled).toBe(true);
});
