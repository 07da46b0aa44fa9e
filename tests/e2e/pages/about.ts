import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** /about and /about/pod (about21), and the statistics they share with the anonymous home. */
export class AboutPage {
  constructor(readonly page: Page) {}

  get main() {
    return this.page.getByRole('main');
  }

  get heading() {
    return this.main.getByRole('heading', { level: 1 });
  }

  get tabs() {
    return this.main.getByRole('navigation', { name: 'About pages' });
  }

  get statistics() {
    return this.main.getByRole('region', { name: 'Statistics' });
  }

  region(name: string) {
    return this.main.getByRole('region', { name, exact: true });
  }

  /** One statistic as shown: its number, then its words ("27 tracks"). */
  stat(count: number, one: string, other: string) {
    return this.statistics.getByText(new RegExp(`^\\s*${count}\\s*${count === 1 ? one : other}$`));
  }

  async gotoAbout(): Promise<void> {
    await this.page.goto('/about');
    await expect(this.heading).toHaveText(/^About /);
  }

  async gotoPod(search = ''): Promise<void> {
    await this.page.goto(`/about/pod${search}`);
    await expect(this.heading).toHaveText(/ in numbers$/);
  }
}

/** What node info says, 2.1 where the pod has it (a 1.4 pod has only 2.0), reduced to the statistics. */
export interface PodNumbers {
  users: number;
  artists: number;
  tracks: number;
  hours: number;
  listenings: number;
  favorites: number;
}

interface NodeInfoBody {
  usage: { users: { total: number } };
  metadata: {
    usage: { favorites: { tracks: { total: number } }; listenings: { total: number } };
    content?: { local: { artists: number; recordings: number; hoursOfContent: number } };
    library?: { artists: { total: number }; tracks: { total: number }; music: { hours: number } };
  };
}

export async function podNumbers(request: APIRequestContext): Promise<PodNumbers> {
  let response = await request.get('/api/v2/instance/nodeinfo/2.1/');
  if (response.status() === 404) response = await request.get('/api/v1/instance/nodeinfo/2.0/');
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as NodeInfoBody;
  const { content, library, usage } = body.metadata;
  return {
    users: body.usage.users.total,
    artists: content?.local.artists ?? library?.artists.total ?? -1,
    tracks: content?.local.recordings ?? library?.tracks.total ?? -1,
    hours: Math.floor(content?.local.hoursOfContent ?? library?.music.hours ?? -1),
    listenings: usage.listenings.total,
    favorites: usage.favorites.tracks.total,
  };
}

/**
 * An admin's session of its own beside the page (the page stays anonymous): changes the pod's
 * settings as an admin does on a real pod, and flips the demo pod's node info test switch.
 */
export class PodAdmin {
  private constructor(private readonly api: APIRequestContext) {}

  static async logIn(api: APIRequestContext, username: string, password: string): Promise<PodAdmin> {
    await api.get('/api/v1/instance/nodeinfo/2.0/'); // the csrftoken cookie
    const response = await api.post('/api/v1/users/login', {
      form: { username, password },
      headers: { 'X-CSRFToken': await PodAdmin.csrf(api) },
    });
    expect(response.status()).toBe(200);
    return new PodAdmin(api);
  }

  private static async csrf(api: APIRequestContext): Promise<string> {
    const { cookies } = await api.storageState();
    return cookies.find((cookie) => cookie.name === 'csrftoken')?.value ?? '';
  }

  async setting(identifier: string, value: unknown): Promise<void> {
    const response = await this.api.patch(`/api/v1/instance/admin/settings/${identifier}/`, {
      data: { value },
      headers: { 'X-CSRFToken': await PodAdmin.csrf(this.api) },
    });
    expect(response.status(), identifier).toBe(200);
  }

  /** The value a setting has now (to put it back after a test). */
  async settingValue(identifier: string): Promise<unknown> {
    const response = await this.api.get('/api/v1/instance/admin/settings/');
    expect(response.ok()).toBe(true);
    const entries = (await response.json()) as Array<{ identifier: string; value: unknown }>;
    return entries.find((entry) => entry.identifier === identifier)?.value;
  }

  /** Test hooks only: node info answers `status` (null: answers again). */
  async nodeInfoFails(status: number | null): Promise<void> {
    const response = await this.api.post('/__test__/nodeinfo', { data: { status } });
    expect(response.status()).toBe(204);
  }

  async dispose(): Promise<void> {
    await this.api.dispose();
  }
}
