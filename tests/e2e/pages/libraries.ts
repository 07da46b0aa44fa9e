import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page } from '@playwright/test';

/** The library screens of issue 18 (lib18): /content, /content/libraries, the library form and page. */
export class LibrariesPage {
  constructor(readonly page: Page) {}

  messages(): Locator {
    return this.page.getByRole('region', { name: 'Messages' });
  }

  /** Creates a library through /content/libraries and waits for its page; returns its uuid. */
  async create(name: string, visibility: string, description = ''): Promise<string> {
    await this.page.goto('/content/libraries');
    await this.page.getByRole('link', { name: 'Create a new library' }).click();
    await this.fillForm({ name, description, visibility });
    await this.page.getByRole('button', { name: 'Create library' }).click();
    await expect(this.messages()).toContainText('Library created');
    await expect(this.page).toHaveURL(/\/library\/[0-9a-f-]{36}$/);
    await expect(this.page.getByRole('heading', { level: 1, name })).toBeVisible();
    return this.page.url().split('/').at(-1)!;
  }

  async fillForm(fields: { name?: string; description?: string; visibility?: string }): Promise<void> {
    if (fields.name !== undefined) await this.page.getByLabel('Name', { exact: true }).fill(fields.name);
    if (fields.description !== undefined) await this.page.getByLabel('Description').fill(fields.description);
    if (fields.visibility !== undefined)
      await this.page.getByLabel('Visibility').selectOption({ label: fields.visibility });
  }

  /** The library page's facts under its title: owner, visibility, links. */
  facts(): Locator {
    return this.page.locator('.library-header__facts');
  }

  /** The library form of the Edit tab. */
  form(): Locator {
    return this.page.getByRole('form', { name: 'Edit' });
  }

  tab(name: string): Locator {
    return this.page.getByRole('navigation', { name: 'Library sections' }).getByRole('link', { name, exact: true });
  }

  followers(): Locator {
    return this.page.getByRole('region', { name: 'Followers' });
  }

  /** The followers table's row of a user (by the start of their full username). */
  follower(username: string): Locator {
    return this.followers().getByRole('row').filter({ hasText: username });
  }

  /** A change sent to the pod as the signed-in user (set-up: what other specs show through the UI). */
  async podWrite(path: string, options: { data?: unknown; multipart?: Record<string, unknown> }): Promise<unknown> {
    const cookies = await this.page.context().cookies();
    const csrf = cookies.find((cookie) => cookie.name === 'csrftoken')?.value ?? '';
    const response = await this.page.request.post(`/api/v1/${path}`, {
      headers: { 'X-CSRFToken': csrf, Referer: this.page.url() },
      ...(options.multipart ? { multipart: options.multipart as never } : { data: options.data }),
    });
    expect(response.ok(), `POST ${path}: ${response.status()}`).toBe(true);
    return response.json();
  }

  /** A private library of the signed-in user holding one imported fixture file (through the pod's API); its uuid. */
  async privateLibraryWith(name: string, file?: string): Promise<string> {
    const { uuid } = (await this.podWrite('libraries/', { data: { name, privacy_level: 'me' } })) as { uuid: string };
    if (file === undefined) return uuid;
    await this.podWrite('uploads/', {
      multipart: {
        library: uuid,
        import_status: 'pending',
        source: `upload://${file}`,
        audio_file: { name: file, mimeType: 'audio/flac', buffer: readFileSync(`tests/fixtures/uploads/${file}`) },
      },
    });
    await expect
      .poll(
        async () => {
          const body = (await (await this.page.request.get(`/api/v1/uploads/?library=${uuid}`)).json()) as {
            results: Array<{ import_status: string }>;
          };
          return body.results.map((upload) => upload.import_status);
        },
        { timeout: 20_000 },
      )
      .toEqual(['finished']);
    return uuid;
  }

  /** Uploads fixture files from the library page's Upload tab (the library is chosen already). */
  async uploadHere(uuid: string, files: string[]): Promise<void> {
    await this.page.goto(`/library/${uuid}/upload`);
    await this.page.getByRole('button', { name: 'Upload files to this library' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Upload music' });
    await dialog.getByLabel('Choose audio files').setInputFiles(files.map((name) => `tests/fixtures/uploads/${name}`));
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByLabel('Target library')).toHaveValue(uuid);
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByRole('button', { name: 'Publish' }).click();
    await expect(this.page).toHaveURL(/\/upload\/running$/);
  }
}
