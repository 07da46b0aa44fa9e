import { expect, type Locator, type Page } from '@playwright/test';

type Kind = 'artists' | 'channels' | 'albums' | 'tracks' | 'libraries' | 'uploads' | 'tags';

/** library23: `manage/library/*`, the library manager's lists, details and deletes. */
export class LibraryManagerPage {
  constructor(readonly page: Page) {}

  /**
   * An album of the spec's own through the demo pod's test hook: its artist, `tracks` tracks and an
   * upload "{title} {n}.mp3" for each, in admin's library.
   */
  async makeAlbum(title: string, tracks: number): Promise<{ album: number; artist: number; uploads: string[] }> {
    const response = await this.page.request.post('/__test__/manage-library/album', { data: { title, tracks } });
    expect(response.status()).toBe(201);
    return (await response.json()) as { album: number; artist: number; uploads: string[] };
  }

  async openList(kind: Kind, query = ''): Promise<void> {
    await this.page.goto(`/manage/library/${kind}${query}`);
    await expect(this.page.getByRole('heading', { level: 1, name: 'Library' })).toBeVisible();
  }

  async search(text: string): Promise<void> {
    await this.page.getByRole('searchbox', { name: 'Search' }).fill(text);
  }

  row(name: string): Locator {
    return this.page.getByRole('row').filter({ has: this.page.getByRole('link', { name, exact: true }) });
  }

  async select(name: string): Promise<void> {
    await this.page.getByRole('checkbox', { name: `Select ${name}`, exact: true }).check();
  }

  async open(name: string): Promise<void> {
    await this.row(name).getByRole('link', { name, exact: true }).click();
    await expect(this.page.getByRole('heading', { level: 2, name })).toBeVisible();
  }

  /** A value of the detail page by its label. */
  fact(label: string): Locator {
    return this.page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
  }

  get confirmation(): Locator {
    return this.page.getByRole('dialog');
  }
}
