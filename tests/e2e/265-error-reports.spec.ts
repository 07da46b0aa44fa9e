import { test, expect, accounts } from './fixtures';
import { LoginPage } from './pages/login';
import {
  buildReportingClient,
  collectedReports,
  ErrorReportsPage,
  REPORTING_DIST,
  serveBuild,
} from './pages/error-reports';

/**
 * Issue 24, consent and error reports (consent24). The default build has no report address: no prompt,
 * and an unhandled error shows the message without "Leave feedback". A build of its own reports to the
 * demo pod's test collector (every trace sampled): denied, nothing leaves the browser; allowed, a
 * report without the tokens the error held and a feedback dialog prefilled from the session; a broken
 * image and a cancelled request send nothing.
 */

const SECRET = 'Sekr3tT0ken';

test('the default build asks no consent, and its unexpected error offers no feedback', async ({ page }) => {
  const reports = new ErrorReportsPage(page);
  await page.goto('/library');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 15_000 });
  await reports.throwUnhandled('forced in the default build');
  await expect(reports.unexpected).toBeVisible();
  await expect(reports.unexpected.getByRole('button', { name: 'Leave feedback' })).toHaveCount(0);
  await expect(reports.prompt).toHaveCount(0);
  expect(await collectedReports(page.request)).toEqual([]);
});

test.describe('a build with a report address', () => {
  test.describe.configure({ mode: 'serial', timeout: 60_000 });

  test.beforeAll(async ({ request }) => {
    // One build of the client (about 10 s alone, more on a loaded machine).
    test.setTimeout(180_000);
    buildReportingClient();
    await serveBuild(request, REPORTING_DIST);
  });

  test.afterAll(async ({ request }) => {
    await serveBuild(request, 'dist');
  });

  test('denied: a forced error shows the message, and nothing is sent', async ({ page }) => {
    const reports = new ErrorReportsPage(page);
    await page.goto('/library');
    await reports.answerPrompt('Deny');
    expect(await reports.consentCookie()).toBe('no');

    await reports.throwUnhandled(`forced while denied token=${SECRET}`);
    await expect(reports.unexpected).toBeVisible();
    await expect(reports.unexpected.getByRole('button', { name: 'Leave feedback' })).toHaveCount(0);
    // A navigation would be traced at rate 1 if anything were allowed to leave.
    await page.locator('a[href="/library/albums"]').first().click();
    await expect(page).toHaveURL(/\/library\/albums/);
    await page.reload();
    await expect(reports.prompt).toHaveCount(0);
    expect(await collectedReports(page.request)).toEqual([]);
  });

  test('allowed: the report holds no token, and feedback is prefilled from the session', async ({ page }) => {
    const reports = new ErrorReportsPage(page);
    await new LoginPage(page).logInFromScratch(accounts.listener.username, accounts.listener.password);
    const me = (await (await page.request.get('/api/v1/users/me/')).json()) as { email: string };
    await reports.answerPrompt('Allow');
    expect(await reports.consentCookie()).toBe('yes');

    await reports.throwUnhandled(
      `GET /api/v1/listen/1/?token=${SECRET} failed; Authorization: Bearer ${SECRET}; refresh_token=${SECRET}`,
    );
    const leave = reports.unexpected.getByRole('button', { name: 'Leave feedback' });
    await expect(leave).toBeVisible();
    await leave.click();
    await expect(reports.dialog).toBeVisible();
    await expect(reports.dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('demo');
    await expect(reports.dialog.getByRole('textbox', { name: 'E-mail' })).toHaveValue(me.email);
    await reports.dialog.getByRole('textbox', { name: 'What happened?' }).fill('I opened the library.');
    await reports.dialog.getByRole('button', { name: 'Send feedback' }).click();
    await expect(reports.dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Thank you for your feedback.' })).toBeVisible();

    await page.locator('a[href="/library/albums"]').first().click();
    await expect(page).toHaveURL(/\/library\/albums/);

    await expect
      .poll(async () => (await collectedReports(page.request)).map((report) => report.kind).sort())
      .toEqual(expect.arrayContaining(['error', 'feedback', 'trace']));
    const collected = await collectedReports(page.request);
    const error = collected.find((report) => report.kind === 'error')!;
    expect(error).toMatchObject({ source: 'unhandled-exception', error: { name: 'Error' } });
    expect(JSON.stringify(error)).toContain('/api/v1/listen/1/?token=[Filtered]');
    expect(collected.find((report) => report.kind === 'feedback')).toMatchObject({
      eventId: error.id,
      name: 'demo',
      email: me.email,
      comments: 'I opened the library.',
    });
    expect(collected.find((report) => report.kind === 'trace' && report.name === 'navigation')).toMatchObject({
      data: { to: '/library/albums' },
    });
    expect(JSON.stringify(collected)).not.toContain(SECRET);
  });

  test('allowed: a broken image and a cancelled request send nothing', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'allow-tracing', value: 'yes', url: baseURL! }]);
    const reports = new ErrorReportsPage(page);
    await page.goto('/library');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 15_000 });
    await expect(reports.prompt).toHaveCount(0);

    await reports.breakAnImage();
    await reports.rejectUnhandled({ name: 'AbortError', message: 'The upload was cancelled.' });
    // Then one that is reported: once it is in, the two before it would be too, had they been sent.
    await reports.throwUnhandled('the last one');
    await expect(reports.unexpected).toBeVisible();
    await expect
      .poll(async () => (await collectedReports(page.request)).filter((r) => r.kind === 'error'))
      .toHaveLength(1);
    const [only] = (await collectedReports(page.request)).filter((report) => report.kind === 'error');
    expect(only).toMatchObject({ error: { message: 'the last one' } });
  });
});
