import { expect, type Page } from '@playwright/test';

/**
 * pl20core: the developer page of the playlist writes (`/__dev/playlist-sync`, dev builds only): the
 * user's playlists as the mirror holds them, with the named writes behind plain controls, and the
 * sync state line the playlist page shows too.
 */
export class PlaylistSyncPage {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/__dev/playlist-sync');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Playlist sync' })).toBeVisible();
  }

  get playlists() {
    return this.page.getByRole('list', { name: 'My playlists' });
  }

  playlist(name: string) {
    return this.playlists.getByRole('listitem', { name, exact: true });
  }

  syncState(name: string) {
    return this.playlist(name).getByRole('status', { name: 'Sync state' });
  }

  /** The track ids the mirror holds for the playlist, in order (waiting edits applied). */
  async trackIds(name: string): Promise<number[]> {
    const text = (await this.playlist(name).getAttribute('data-track-ids')) ?? '';
    return text === '' ? [] : text.split(',').map(Number);
  }

  /** The pod's id of the playlist, once the pod gave one (null while it has only a local id). */
  async podId(name: string): Promise<number | null> {
    const text = (await this.playlist(name).getAttribute('data-pod-id')) ?? '';
    return text === '' ? null : Number(text);
  }

  async create(name: string): Promise<void> {
    await this.page.getByRole('textbox', { name: 'New playlist name' }).fill(name);
    await this.page.getByRole('button', { name: 'Create playlist' }).click();
    await expect(this.playlist(name)).toBeVisible();
  }

  async rename(name: string, to: string): Promise<void> {
    await this.page.getByRole('textbox', { name: `New name of ${name}`, exact: true }).fill(to);
    await this.page.getByRole('button', { name: `Rename ${name}`, exact: true }).click();
    await expect(this.playlist(to)).toBeVisible();
  }

  async add(name: string, trackIds: number[]): Promise<void> {
    await this.page.getByRole('textbox', { name: `Track ids to add to ${name}`, exact: true }).fill(trackIds.join(','));
    await this.page.getByRole('button', { name: `Add to ${name}`, exact: true }).click();
  }

  async move(name: string, from: number, to: number): Promise<void> {
    await this.page.getByRole('textbox', { name: `Move from, in ${name}`, exact: true }).fill(String(from));
    await this.page.getByRole('textbox', { name: `Move to, in ${name}`, exact: true }).fill(String(to));
    await this.page.getByRole('button', { name: `Move in ${name}`, exact: true }).click();
  }
}
