import { expect, type Page } from '@playwright/test';

/** pl20edit: the playlist page (/library/playlists/{id}), its edit mode, and the pod's view of a playlist. */
export class PlaylistEditPage {
  constructor(readonly page: Page) {}

  private async csrf(): Promise<Record<string, string>> {
    const cookies = await this.page.context().cookies();
    return { 'X-CSRFToken': cookies.find((cookie) => cookie.name === 'csrftoken')?.value ?? '' };
  }

  /** Makes a playlist on the pod with these tracks in order, as the signed-in user; its id. */
  async makePlaylist(name: string, trackIds: readonly number[], privacyLevel = 'me'): Promise<number> {
    const headers = await this.csrf();
    const created = await this.page.request.post('/api/v1/playlists/', {
      data: { name, privacy_level: privacyLevel },
      headers,
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    if (trackIds.length > 0) {
      const added = await this.page.request.post(`/api/v1/playlists/${id}/add/`, {
        data: { tracks: trackIds, allow_duplicates: true },
        headers,
      });
      expect(added.status()).toBe(201);
    }
    return id;
  }

  /** The playlist's track ids in order, as the pod holds them. */
  async podTrackIds(id: number): Promise<number[]> {
    const response = await this.page.request.get(`/api/v1/playlists/${id}/tracks/`);
    expect(response.ok()).toBe(true);
    const body = (await response.json()) as { results: Array<{ index: number; track: { id: number } }> };
    return [...body.results].sort((a, b) => a.index - b.index).map((entry) => entry.track.id);
  }

  async open(id: number, mode?: 'edit'): Promise<void> {
    await this.page.goto(`/library/playlists/${id}${mode ? `?mode=${mode}` : ''}`);
  }

  heading(name: string) {
    return this.page.getByRole('heading', { level: 1, name });
  }

  get editButton() {
    return this.page.getByRole('button', { name: 'Edit', exact: true });
  }

  get stopEditingButton() {
    return this.page.getByRole('button', { name: 'Stop editing', exact: true });
  }

  /** The editor's list of entries. */
  get editor() {
    return this.page.getByRole('list', { name: 'Playlist entries' });
  }

  /** The read-only list of tracks. */
  get tracks() {
    return this.page.getByRole('list', { name: 'Tracks', exact: true });
  }

  editorRows() {
    return this.editor.locator(':scope > li');
  }

  editorRow(title: string) {
    return this.editorRows().filter({ has: this.page.getByRole('button', { name: `Reorder ${title}`, exact: true }) });
  }

  handle(title: string) {
    return this.editor.getByRole('button', { name: `Reorder ${title}`, exact: true });
  }

  removeButton(title: string) {
    return this.editor.getByRole('button', { name: `Remove ${title} from the playlist`, exact: true });
  }

  /** The titles of the editor's rows, top to bottom. */
  async editorTitles(): Promise<string[]> {
    return this.editorRows().locator('.track-row__title').allTextContents();
  }

  get insertFromQueue() {
    return this.page.getByRole('button', { name: 'Insert from queue' });
  }

  get clearButton() {
    return this.page.getByRole('button', { name: 'Clear playlist', exact: true });
  }

  get deleteButton() {
    return this.page.getByRole('button', { name: 'Delete', exact: true });
  }

  get dialog() {
    return this.page.getByRole('dialog');
  }

  get synced() {
    return this.page.getByRole('status').filter({ hasText: 'Changes synced with server' });
  }

  get loadMore() {
    return this.page.getByRole('button', { name: 'Load more tracks' });
  }
}
