import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';

type Kind = 'artist' | 'album' | 'track';
const PLURAL: Record<Kind, string> = { artist: 'artists', album: 'albums', track: 'tracks' };

/** edits22: the edit screens of artists, albums and tracks, their recent edits, and manage/library/edits. */
export class EditsPage {
  constructor(readonly page: Page) {}

  /** The id of a catalogue object of the demo pod, by its exact name or title. */
  async idOf(kind: Kind, name: string): Promise<number> {
    const response = await this.page.request.get(`/api/v1/${PLURAL[kind]}/?q=${encodeURIComponent(name)}`);
    expect(response.ok()).toBe(true);
    const body = (await response.json()) as { results: Array<{ id: number; name?: string; title?: string }> };
    const found = body.results.find((item) => (item.name ?? item.title) === name);
    expect(found, `${kind} ${name}`).toBeDefined();
    return found!.id;
  }

  async openEdit(kind: Kind, id: number): Promise<void> {
    await this.page.goto(`/library/${PLURAL[kind]}/${id}/edit`);
    await expect(this.form).toBeVisible();
  }

  get form(): Locator {
    return this.page.getByRole('form', { name: /^Edit this / });
  }

  field(label: string): Locator {
    return this.form.getByLabel(label, { exact: true });
  }

  get editLink(): Locator {
    return this.page.getByRole('link', { name: 'Edit', exact: true });
  }

  /** A card of the recent edits, by a text it shows (a new value). */
  card(text: string): Locator {
    return this.page.getByRole('article').filter({ hasText: text });
  }

  async showEdits(filter: 'Pending review' | 'All' | 'Approved' | 'Rejected'): Promise<void> {
    await this.page.getByLabel('Show').selectOption({ label: filter });
  }

  get status(): Locator {
    return this.form.getByRole('status');
  }
}

/**
 * Sets an object back through the pod's API (admin applies at once), so the seeded catalogue other
 * specs read keeps its names.
 */
export async function applyOnPod(
  context: BrowserContext,
  kind: Kind,
  id: number,
  payload: Record<string, unknown>,
): Promise<void> {
  const csrf = (await context.cookies()).find((cookie) => cookie.name === 'csrftoken')?.value ?? '';
  const response = await context.request.post(`/api/v1/${PLURAL[kind]}/${id}/mutations/`, {
    data: { type: 'update', is_approved: true, payload, summary: 'e2e: back as seeded' },
    headers: { 'X-CSRFToken': csrf },
  });
  expect(response.status()).toBe(201);
}
