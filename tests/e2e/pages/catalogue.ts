import { expect, type Page } from '@playwright/test';

/** Artist, album and track screens. */
export class CataloguePage {
  constructor(readonly page: Page) {}

  heading(name: string | RegExp) {
    return this.page.getByRole('heading', { level: 1, name });
  }

  card(name: string) {
    return this.page.getByRole('link', { name: new RegExp(`^Cover of ${name}`) }).first();
  }

  cover(title: string) {
    return this.page.getByRole('img', { name: `Cover of ${title}` });
  }

  trackList(label = 'Tracks') {
    return this.page.getByRole('list', { name: label });
  }
}

/** Opens an album's page, found by its exact title through the pod's album search. */
export async function openAlbumByTitle(page: Page, title: string): Promise<void> {
  const body = (await (await page.request.get(`/api/v1/albums/?q=${encodeURIComponent(title)}`)).json()) as {
    results: Array<{ id: number; title: string }>;
  };
  const album = body.results.find((item) => item.title === title);
  expect(album).toBeTruthy();
  await page.goto(`/library/albums/${album?.id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}
