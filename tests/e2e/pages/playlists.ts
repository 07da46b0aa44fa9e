import { expect, type Locator, type Page } from '@playwright/test';

/** pl20ui (issue 20): the playlists list, the playlist form, Manage and the add-to-playlist modal. */
export class PlaylistsPage {
  constructor(readonly page: Page) {}

  messages(): Locator {
    return this.page.getByRole('region', { name: 'Messages' });
  }

  form(): Locator {
    return this.page.getByRole('dialog', { name: 'Create a new playlist' });
  }

  addModal(): Locator {
    return this.page.getByRole('dialog', { name: /to a playlist$/ });
  }

  /** The picker row of one playlist in the add modal. */
  pickerRow(name: string): Locator {
    return this.addModal().getByRole('listitem', { name, exact: true });
  }

  /** Fills and sends the create form (opened by the caller). */
  async submitForm(name: string, visibility = 'Everyone on this instance'): Promise<void> {
    await this.form().getByLabel('Playlist name').fill(name);
    await this.form().getByLabel('Playlist visibility').selectOption({ label: visibility });
    await this.form().getByRole('button', { name: 'Create playlist' }).click();
  }

  /** Creates a playlist from /library/me/playlists; the app then opens its page. */
  async create(name: string): Promise<void> {
    await this.page.goto('/library/me/playlists');
    await this.page.getByRole('button', { name: 'Create a playlist' }).click();
    await this.submitForm(name);
    await expect(this.messages()).toContainText('Playlist created');
    await expect(this.form()).toBeHidden();
  }

  /** Opens the add modal from a track row of the current page. */
  async openAddFromRow(title: string): Promise<void> {
    await this.page
      .getByRole('button', { name: `Add ${title} to a playlist…` })
      .first()
      .click();
    await expect(this.addModal()).toBeVisible();
  }

  async addTo(playlist: string): Promise<void> {
    await this.pickerRow(playlist)
      .getByRole('button', { name: `Add to ${playlist}` })
      .click();
  }

  async closeAddModal(): Promise<void> {
    await this.addModal().getByRole('button', { name: 'Done' }).click();
    await expect(this.addModal()).toBeHidden();
  }

  /** The pod's id of one of the signed-in user's playlists, by name. */
  async podPlaylistId(name: string): Promise<number> {
    const response = await this.page.request.get(`/api/v1/playlists/?scope=me&name=${encodeURIComponent(name)}`);
    const body = (await response.json()) as { results: Array<{ id: number; name: string }> };
    return body.results.find((entry) => entry.name === name)?.id ?? 0;
  }

  /** The track ids of a playlist on the pod, in order. */
  async podTrackIds(id: number): Promise<number[]> {
    const response = await this.page.request.get(`/api/v1/playlists/${id}/tracks/`);
    expect(response.ok()).toBe(true);
    const body = (await response.json()) as { results: Array<{ track: { id: number } }> };
    return body.results.map((entry) => entry.track.id);
  }

  /** The ids of tracks of an album on the pod, by title (another album may hold a track of the same title). */
  async podTrackIdsOfAlbum(album: number, titles: string[]): Promise<number[]> {
    const response = await this.page.request.get(`/api/v1/tracks/?album=${album}&page_size=50`);
    const body = (await response.json()) as { results: Array<{ id: number; title: string }> };
    return titles.map((title) => body.results.find((entry) => entry.title === title)?.id ?? 0);
  }

  /** A playlist made straight on the pod as the signed-in user (set-up for the list's pages). */
  async podCreate(name: string): Promise<number> {
    const csrf = (await this.page.context().cookies()).find((cookie) => cookie.name === 'csrftoken')?.value ?? '';
    const response = await this.page.request.post('/api/v1/playlists/', {
      headers: { 'X-CSRFToken': csrf, Referer: this.page.url() },
      data: { name, privacy_level: 'me' },
    });
    expect(response.status(), `POST playlists/ ${name}`).toBe(201);
    return ((await response.json()) as { id: number }).id;
  }
}
