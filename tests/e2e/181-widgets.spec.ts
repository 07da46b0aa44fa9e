import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { delayLaterStrings, namelessControls, openDevPage, recordNamelessControls, serveDevBuild } from './pages/dev';
import { describeViolations, runAxe } from './support/axe';

/** The shared widgets on the developer page: axe in both viewports and themes, and their keyboard rules. */

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

test.use({ reducedMotion: 'reduce' });

let restore: (request: APIRequestContext) => Promise<void> = async () => undefined;
test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  restore = await serveDevBuild(request);
});
test.afterAll(async ({ request }) => restore(request));

async function violations(page: Page): Promise<string[]> {
  return describeViolations(await runAxe(page, { runOnly: { type: 'tag', values: TAGS } }));
}

async function audit(page: Page, label: string): Promise<number> {
  let checks = 0;
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    for (const theme of ['light', 'dark']) {
      await page.evaluate((choice) => (document.body.dataset.theme = choice), theme);
      checks += 1;
      expect.soft(await violations(page), `${label} (${viewport.width}px, ${theme})`).toEqual([]);
    }
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  return checks;
}

const widgets = (page: Page, id: string) => page.locator(`[data-widget="${id}"]`);

test('every widget on the developer page passes axe, closed and open', async ({ page }) => {
  test.setTimeout(90_000);
  await openDevPage(page, '/__dev/widgets', 'Widgets');
  let checks = await audit(page, 'widgets page');
  // Open states: both popovers, the modal, the description in edit mode, a preview.
  await widgets(page, 'popover').getByRole('button', { name: 'More actions' }).click();
  await widgets(page, 'popover').getByRole('button', { name: 'Share' }).click();
  await widgets(page, 'description').getByRole('button', { name: 'Edit' }).click();
  await widgets(page, 'editor').getByRole('button', { name: 'Preview' }).first().click();
  await widgets(page, 'expandable').getByRole('button', { name: 'Collapse link' }).click();
  checks += await audit(page, 'widgets page, open states');
  await page.getByRole('button', { name: 'Open the modal' }).click();
  await expect(page.getByRole('dialog', { name: 'Rename the playlist' })).toBeVisible();
  checks += await audit(page, 'modal');
  console.log(`axe on the widgets page: ${checks} checks`);
});

// ax181: on a loaded machine the axe watch once read this page while its 31 buttons and 4 fields had
// no names: the page rendered before its strings (later groups) were in. It must wait for them.
test('the page shows no control before its strings are in', async ({ page }) => {
  await recordNamelessControls(page);
  await delayLaterStrings(page, 1500);
  await page.goto('/');
  await openDevPage(page, '/__dev/widgets', 'Widgets');
  await expect(page.getByRole('button', { name: 'Open the modal' })).toBeVisible();
  expect(await namelessControls(page)).toBe(0);
});

test('the modal traps the focus, closes on Escape, makes the app inert and gives the focus back', async ({ page }) => {
  await openDevPage(page, '/__dev/widgets', 'Widgets');
  const opener = page.getByRole('button', { name: 'Open the modal' });
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Rename the playlist' });
  await expect(dialog).toBeVisible();
  await expect(page.locator('#root')).toHaveAttribute('inert', '');
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toBeFocused();
  // Tab and Shift+Tab go round inside the dialog.
  for (let i = 0; i < 9; i += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  for (let i = 0; i < 9; i += 1) {
    await page.keyboard.press('Shift+Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.locator('#root')).not.toHaveAttribute('inert', '');
  await expect(opener).toBeFocused();
  // Closed by its button too, with the same return of the focus.
  await page.keyboard.press('Enter');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('closing a popover closes the popover inside it; Escape closes the innermost first', async ({ page }) => {
  await openDevPage(page, '/__dev/widgets', 'Widgets');
  const section = widgets(page, 'popover');
  const state = section.getByTestId('popover-state');
  await section.getByRole('button', { name: 'More actions' }).click();
  await section.getByRole('button', { name: 'Share' }).click();
  await expect(state).toHaveText('menu: open, share: open');
  await page.keyboard.press('Escape');
  await expect(state).toHaveText('menu: open, share: closed');
  await section.getByRole('button', { name: 'Share' }).click();
  await expect(state).toHaveText('menu: open, share: open');
  await section.getByRole('button', { name: 'More actions' }).click();
  await expect(state).toHaveText('menu: closed, share: closed');
  await section.getByRole('button', { name: 'More actions' }).click();
  await expect(section.getByRole('button', { name: 'Share' })).toHaveAttribute('aria-expanded', 'false');
});

test('global shortcuts are ignored while typing in a text field', async ({ page }) => {
  await openDevPage(page, '/__dev/widgets', 'Widgets');
  const count = page.getByTestId('shortcut-count');
  // The focus on the page itself (the pill that starts open holds it at first).
  await page.getByRole('heading', { level: 1, name: 'Widgets' }).click();
  await page.keyboard.press('g');
  await expect(count).toContainText('1 time so far');
  await page.getByTestId('shortcut-field').fill('');
  await page.getByTestId('shortcut-field').press('g');
  await expect(page.getByTestId('shortcut-field')).toHaveValue('g');
  await expect(count).toContainText('1 time so far');
});

test('the markdown editor: shortcuts, list continuation, undo, counter', async ({ page }) => {
  await openDevPage(page, '/__dev/widgets', 'Widgets');
  const area = widgets(page, 'editor').getByRole('textbox', { name: 'Markdown editor', exact: true });
  await area.click();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('second');
  await expect(area).toHaveValue('- first item\n- second');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(area).toHaveValue('- first item\n- second\n');
  await page.keyboard.type('word');
  await page.keyboard.press('Shift+Home');
  await page.keyboard.press('Control+b');
  await expect(area).toHaveValue('- first item\n- second\n**word**');
  await page.keyboard.press('Control+z');
  await expect(area).toHaveValue('- first item\n- second\nword');
  await page.keyboard.press('Control+Shift+z');
  await expect(area).toHaveValue('- first item\n- second\n**word**');
  await expect(widgets(page, 'editor').getByText('characters left').first()).toBeVisible();
  await expect(widgets(page, 'editor').getByText('5 characters too many')).toBeVisible();
  // The preview is the pod's rendering (POST text-preview/), sanitized.
  await widgets(page, 'editor').getByRole('button', { name: 'Preview' }).first().click();
  await expect(widgets(page, 'editor').locator('.md-editor__preview strong')).toHaveText('word');
});

test("the description editor saves by PATCH, and lists the pod's messages when refused", async ({ page }) => {
  await openDevPage(page, '/__dev/widgets', 'Widgets');
  const bodies: unknown[] = [];
  let refuse = true;
  await page.route('**/api/v*/libraries/dev-description/', async (route) => {
    bodies.push(route.request().postDataJSON());
    if (refuse)
      await route.fulfill({
        status: 400,
        json: { description: { text: ['Ensure this field has no more than 5000 characters.'] } },
      });
    else await route.fulfill({ status: 200, json: { uuid: 'dev', description: null } });
  });
  const section = widgets(page, 'description');
  await expect(section.getByRole('button', { name: 'Show more' })).toHaveAttribute('aria-expanded', 'false');
  await section.getByRole('button', { name: 'Edit' }).click();
  const area = section.getByRole('textbox', { name: 'Description' });
  await area.fill('');
  await section.getByRole('button', { name: 'Save' }).click();
  const alert = section.getByRole('alert');
  await expect(alert).toContainText('Error while updating description');
  await expect(alert.getByRole('listitem')).toHaveText([
    'Description - Text: Ensure this field has no more than 5000 characters.',
  ]);
  refuse = false;
  await section.getByRole('button', { name: 'Save' }).click();
  await expect(section.getByRole('button', { name: 'Edit' })).toBeVisible();
  expect(bodies).toEqual([{ description: null }, { description: null }]);
  // Cancel goes back to the view without a request.
  await section.getByRole('button', { name: 'Edit' }).click();
  await section.getByRole('button', { name: 'Cancel' }).click();
  await expect(section.getByRole('button', { name: 'Edit' })).toBeVisible();
  expect(bodies).toHaveLength(2);
});

test('pills: typing adopts an option, Escape cancels, Add makes a custom entry', async ({ page }) => {
  await openDevPage(page, '/__dev/widgets', 'Widgets');
  const section = widgets(page, 'pills');
  await section.getByRole('button', { name: 'Edit Ambient' }).click();
  const input = section.getByRole('combobox', { name: 'Label' });
  await input.fill('jazz');
  await expect(section.getByRole('option')).toHaveText(['Jazz', 'Jazzfunk', 'Acid-jazz']);
  await input.press('Enter');
  await expect(section.getByRole('button', { name: 'Edit Jazz' })).toHaveCount(2);
  await section.getByRole('button', { name: 'Edit Jazz' }).last().click();
  await section.getByRole('combobox', { name: 'Label' }).last().fill('nope');
  await section.getByRole('combobox', { name: 'Label' }).last().press('Escape');
  await expect(section.getByRole('button', { name: 'Edit Jazz' })).toHaveCount(2);
  await section.getByRole('button', { name: 'Edit Jazz' }).last().click();
  await section.getByRole('combobox', { name: 'Label' }).last().fill('dub step,');
  await section.getByRole('button', { name: 'Add "dubstep"' }).click();
  await expect(section.getByRole('button', { name: 'Edit dubstep' })).toBeVisible();
});
