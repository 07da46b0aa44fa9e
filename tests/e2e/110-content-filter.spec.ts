import { test, expect, accounts } from './fixtures';
import { LoginPage } from './pages/login';

test('an artist hidden by a content filter says so, and "Remove filter" lifts it on the pod', async ({
  page,
  context,
}) => {
  await new LoginPage(page).logInFromScratch(accounts.listener.username, accounts.listener.password);
  const csrf = (await context.cookies()).find((cookie) => cookie.name === 'csrftoken')?.value ?? '';
  const created = await page.request.post('/api/v1/moderation/content-filters/', {
    data: { target: { type: 'artist', id: 2 } },
    headers: { 'X-CSRFToken': csrf },
  });
  expect(created.status()).toBe(201);

  await page.goto('/library/artists/2');
  await expect(page.getByRole('heading', { level: 1, name: 'Pixel Reef' })).toBeVisible();
  await expect(page.getByText('You hid this artist with a content filter')).toBeVisible();
  await page.getByText('Review my filters').click();
  await expect(page.getByRole('button', { name: 'Remove the filter on Pixel Reef' })).toBeVisible();
  await page.getByRole('button', { name: 'Remove filter', exact: true }).click();
  await expect(page.getByText('You hid this artist with a content filter')).toHaveCount(0);

  // The notice goes at once (the mirror); the pod hears of it when the outbox replays the write.
  await expect
    .poll(
      async () =>
        ((await (await page.request.get('/api/v1/moderation/content-filters/')).json()) as { count: number }).count,
    )
    .toBe(0);
});
