import { test, expect, accounts } from './fixtures';
import { LoginPage } from './pages/login';
import { ServerImportPage } from './pages/server-import';

/**
 * Issue 23, server import (import23): admin browses the pod's import folder from a library's upload
 * tab, imports the seeded folder under a reference, sees the logs, then the imported files in the
 * files table; a launch while an import runs shows the failure header with the pod's words.
 */

test.describe.configure({ timeout: 60_000 });

const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}`;

test('admin imports the seeded folder: the logs, then its files in the files table filtered by the reference', async ({
  page,
}) => {
  await new LoginPage(page).logInFromScratch(accounts.admin.username, accounts.admin.password);
  const fsImport = new ServerImportPage(page);
  await fsImport.openNewLibrary(unique('Server import'));
  await expect(fsImport.contents().getByText('README.txt')).toBeVisible();
  await fsImport.openFolder('Harbour Collective');
  await fsImport.openFolder('Tide Tables');
  await expect(fsImport.contents().getByText('01 - Slack Water.mp3')).toBeVisible();
  await fsImport
    .panel()
    .getByRole('navigation', { name: 'Folder' })
    .getByRole('button', { name: 'Harbour Collective' })
    .click();

  const reference = unique('e2e-import');
  await fsImport.launch(reference);
  await expect(fsImport.status()).toContainText(reference);
  await expect(fsImport.logs()).toContainText('Successfully imported 3 new tracks', { timeout: 30_000 });
  await expect(fsImport.status()).toContainText('Finished');

  await fsImport.status().getByRole('link', { name: 'Show the imported files' }).click();
  await expect(page).toHaveURL(new RegExp(`/content/libraries/tracks\\?import_reference=${reference}$`));
  await expect(page.getByText(`Files of the import ${reference}.`)).toBeVisible();
  const table = page.getByRole('table');
  for (const title of ['Slack Water', 'Spring Tide', 'Neap Tide'])
    await expect(table.getByRole('link', { name: title, exact: true })).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(4);
});

test('a second launch while an import runs shows the failure header with the pod’s reason; cancel stops it', async ({
  page,
}) => {
  await new LoginPage(page).logInFromScratch(accounts.admin.username, accounts.admin.password);
  const fsImport = new ServerImportPage(page);
  await fsImport.holdImports(true);
  await fsImport.openNewLibrary(unique('Busy import'));
  await fsImport.launch(unique('first'));
  await expect(fsImport.status()).toContainText('Running');

  await fsImport.launch(unique('second'));
  await expect(fsImport.failure()).toContainText('An import is already running');

  await fsImport.status().getByRole('button', { name: 'Cancel import' }).click();
  await expect(fsImport.logs()).toContainText('Import cancelled');
  await expect(fsImport.status()).toContainText('Finished');
  await fsImport.holdImports(false);
});
