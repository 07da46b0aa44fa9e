import { test, expect, accounts } from './fixtures';
import { DomainsPage } from './pages/domains';
import { LoginPage } from './pages/login';

/**
 * Issue 22, domains and rules (domains22): admin adds a domain, sets a rule blocking it and rejecting
 * media, adds it to and removes it from the allow-list and purges it after the confirmation; a purge
 * of the seeded remote domain empties what the pod held of it.
 */

test.describe.configure({ timeout: 60_000 });

const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}.example`;

test('admin adds a domain: a pasted address is read as its domain, what is not one and a duplicate are refused', async ({
  page,
}) => {
  await new LoginPage(page).logInFromScratch(accounts.admin.username, accounts.admin.password);
  const domains = new DomainsPage(page);
  await domains.open();
  await expect(domains.row('remote.example.org')).toBeVisible();

  // What is not a domain name is refused before it reaches the pod; a pasted address is read as its domain.
  await domains.add('not a domain');
  await expect(page.getByRole('alert').filter({ hasText: 'Error while creating domain' })).toContainText(
    'This is not a domain name.',
  );
  const name = unique('e2e-new');
  await domains.add(`https://${name.toUpperCase()}/@someone`);
  await expect(page).toHaveURL(new RegExp(`/manage/moderation/domains/${name.replace(/\./g, '\\.')}$`));
  await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
  // The made-up domain does not answer: its node info fetch failed, and says so.
  await expect(domains.fact('Node info status')).toContainText('Error');
  await expect(domains.fact('Software')).toHaveText('Unknown');

  // Adding it again: the pod refuses, under the failure header.
  await domains.open();
  await domains.add(name);
  await expect(page.getByRole('alert').filter({ hasText: 'Error while creating domain' })).toContainText(
    'domain with this name already exists.',
  );
});

test('admin sets a rule blocking a domain and rejecting media, allow-lists it and back, and purges it after the confirmation', async ({
  page,
}) => {
  await new LoginPage(page).logInFromScratch(accounts.admin.username, accounts.admin.password);
  const domains = new DomainsPage(page);
  await domains.open();
  const name = unique('e2e-spam');
  await domains.add(name);
  await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();

  // The rule.
  const panel = domains.policyPanel();
  await expect(panel).toContainText('No moderation rule applies to this domain.');
  await domains.setPolicy(['Block everything', 'Reject media'], 'Spam and stolen uploads');
  await expect(panel.getByRole('list', { name: 'What the rule does' }).getByRole('listitem')).toHaveText([
    'Block everything',
    'Reject media',
  ]);
  await expect(panel).toContainText('Spam and stolen uploads');
  await expect(panel).toContainText('Enabled');
  const policyId = (await domains.podDomain(name)).instance_policy;
  expect(policyId).not.toBeNull();
  const rule = (await (
    await page.request.get(`/api/v1/manage/moderation/instance-policies/${policyId}/`)
  ).json()) as Record<string, unknown>;
  expect(rule).toMatchObject({
    target: { type: 'domain', id: name },
    block_all: true,
    reject_media: true,
    silence_activity: false,
    silence_notifications: false,
    is_active: true,
    summary: 'Spam and stolen uploads',
  });
  // The page reloaded shows the rule from the pod.
  await page.reload();
  await expect(domains.policyPanel().getByRole('list', { name: 'What the rule does' })).toContainText('Reject media');

  // The allow-list, both ways.
  await page.getByRole('button', { name: 'Add to the allow-list' }).click();
  await expect(page.getByText('This domain is on the allow-list.')).toBeVisible();
  expect((await domains.podDomain(name)).allowed).toBe(true);
  await domains.open();
  await domains.filterAllowList('Allow-listed');
  await expect(domains.row(name)).toBeVisible();
  await expect(domains.row(name)).toContainText('Under a moderation rule');
  await expect(domains.row('remote.example.org')).toHaveCount(0);
  await domains.row(name).getByRole('link', { name }).click();
  await page.getByRole('button', { name: 'Remove from the allow-list' }).click();
  await expect(page.getByText('This domain is not on the allow-list.')).toBeVisible();
  expect((await domains.podDomain(name)).allowed).toBe(false);

  // Purge, after the confirmation.
  await page.getByRole('button', { name: 'Purge', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Purge data from ${name}?` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Purge' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Data from ${name} purged.`)).toBeVisible();
});

test('purging the seeded remote domain asks first, then empties what the pod held of it', async ({ page }) => {
  await new LoginPage(page).logInFromScratch(accounts.admin.username, accounts.admin.password);
  const domains = new DomainsPage(page);
  await domains.openDomain('remote.example.org');
  await expect(domains.fact('Software')).toHaveText('funkwhale');
  await expect(domains.fact('Version')).toHaveText('1.4.0');
  await expect(domains.fact('Known accounts')).toHaveText('2');
  await expect(domains.fact('Libraries')).toHaveText('4');

  // Cancelling the confirmation purges nothing.
  await page.getByRole('button', { name: 'Purge', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Purge data from remote.example.org?' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(domains.fact('Libraries')).toHaveText('4');

  await page.getByRole('button', { name: 'Purge', exact: true }).click();
  await dialog.getByRole('button', { name: 'Purge' }).click();
  await expect(domains.fact('Libraries')).toHaveText('0');
  // The accounts stay known.
  await expect(domains.fact('Known accounts')).toHaveText('2');

  // Refreshing the node info asks the pod again.
  const before = await domains.fact('Last checked').textContent();
  await page.getByRole('button', { name: 'Refresh node info' }).click();
  await expect(page.getByText('Node info of remote.example.org fetched again.')).toBeVisible();
  await expect(domains.fact('Last checked')).not.toHaveText(before ?? '');
});
