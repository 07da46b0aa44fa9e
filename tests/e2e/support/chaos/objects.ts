// The outbox-backed controls the chaos run clicks: what each object is (its mirror kind and key, the
// page that shows its control) and how a user reads and flips it on screen. Subscriptions are left
// out: no screen offers them yet.

import { expect, type Locator, type Page } from '@playwright/test';
import { albumId } from '../../fixtures';

export type ObjectKind = 'favorite' | 'libraryFollow' | 'actorFollow' | 'contentFilter';

export interface ChaosObject {
  kind: ObjectKind;
  /** The mirror's key: a track id, a library uuid, an actor fid, an artist id. */
  key: string;
  /** What the figures call it. */
  label: string;
  /** The page that shows its control. */
  url: string;
  /** The heading that says the page is there. */
  heading: string;
}

/** Favorite tracks of two albums; the pod's other libraries and their owner; two artists to hide. */
export async function chaosObjects(page: Page): Promise<ChaosObject[]> {
  const objects: ChaosObject[] = [];
  for (const [album, titles] of [
    ['Slow Currents', ['Low Tide', 'Kelp Forest', 'Sea Glass']],
    ['Harbour Lights', ['Lighthouse Waltz', 'Rain on the Pier']],
  ] as const) {
    const id = await albumId(page, album);
    // By the album's own tracks: a compilation repeats some titles.
    const tracks = (await (await page.request.get(`/api/v1/tracks/?album=${id}&page_size=50`)).json()) as {
      results: Array<{ id: number; title: string }>;
    };
    for (const title of titles) {
      const track = tracks.results.find((entry) => entry.title === title);
      expect(track, `${title} on ${album}`).toBeTruthy();
      objects.push({
        kind: 'favorite',
        key: String(track!.id),
        label: title,
        url: `/library/albums/${id}`,
        heading: album,
      });
    }
  }
  const libraries = (await (await page.request.get('/api/v1/libraries/?page_size=50')).json()) as {
    results: Array<{ uuid: string; name: string; actor: { fid: string; full_username: string } | null }>;
  };
  const others = libraries.results.filter(
    (library) => library.actor && !library.actor.full_username.startsWith('demo@'),
  );
  expect(others.length, 'libraries of other users on the pod').toBeGreaterThan(0);
  for (const library of others.slice(0, 2)) {
    objects.push({
      kind: 'libraryFollow',
      key: library.uuid,
      label: library.name,
      url: `/library/${library.uuid}`,
      heading: library.name,
    });
  }
  const owner = others[0]!;
  objects.push({
    kind: 'actorFollow',
    key: owner.actor!.fid,
    label: owner.actor!.full_username,
    url: `/library/${owner.uuid}`,
    heading: owner.name,
  });
  for (const name of ['Pixel Reef', 'Sandbar']) {
    const found = (await (await page.request.get(`/api/v1/artists/?q=${encodeURIComponent(name)}`)).json()) as {
      results: Array<{ id: number; name: string }>;
    };
    const artist = found.results.find((entry) => entry.name === name);
    expect(artist, `artist ${name}`).toBeTruthy();
    objects.push({
      kind: 'contentFilter',
      key: String(artist!.id),
      label: name,
      url: `/library/artists/${artist!.id}`,
      heading: name,
    });
  }
  return objects;
}

/** The button that turns the object on (present: false) or off (present: true), as the page shows it now. */
function controls(page: Page, object: ChaosObject): { on: Locator; off: Locator } {
  const main = page.getByRole('main');
  switch (object.kind) {
    case 'favorite': {
      const toggle = main.getByRole('button', { name: `Favorite ${object.label}`, exact: true }).first();
      return {
        on: toggle.and(page.locator('[aria-pressed="false"]')),
        off: toggle.and(page.locator('[aria-pressed="true"]')),
      };
    }
    case 'libraryFollow': {
      const header = main.locator('.page-header');
      return {
        on: header.getByRole('button', { name: 'Follow', exact: true }),
        off: header.getByRole('button', { name: /^(Unfollow|Cancel follow request)$/ }),
      };
    }
    case 'actorFollow':
      return {
        on: main.getByRole('button', { name: `Follow ${object.label}`, exact: true }),
        off: main.getByRole('button', {
          name: new RegExp(
            `^(Unfollow|Cancel follow request to) ${object.label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`,
          ),
        }),
      };
    case 'contentFilter':
      return {
        on: main.getByRole('button', { name: 'Hide this artist', exact: true }),
        off: main.getByRole('button', { name: 'Remove filter', exact: true }),
      };
  }
}

/** Whether the page shows the object on (true) or off (false); null when its control is not shown in time. */
export async function shownState(page: Page, object: ChaosObject, timeout = 10_000): Promise<boolean | null> {
  const { on, off } = controls(page, object);
  try {
    await expect(on.or(off).first()).toBeVisible({ timeout });
  } catch {
    return null;
  }
  if (await off.isVisible()) return true;
  if (await on.isVisible()) return false;
  return null;
}

/**
 * Clicks the object's control as a user does (answering the library's unfollow question) and says
 * what the click asked for; null when the control changed or went before the click landed.
 */
export async function flip(page: Page, object: ChaosObject, shown: boolean): Promise<boolean | null> {
  const { on, off } = controls(page, object);
  try {
    // A question left open by an earlier op (a reload cut it short) is put away first.
    const keep = page.getByRole('main').getByRole('button', { name: 'Keep following', exact: true });
    if (object.kind === 'libraryFollow' && (await keep.isVisible())) await keep.click({ timeout: 3000 });
    const target = shown ? off : on;
    // The library's "Unfollow" asks first (it loses access to the content); "Cancel follow request" does not.
    const asks =
      shown && object.kind === 'libraryFollow' && (await target.textContent({ timeout: 3000 }))?.trim() === 'Unfollow';
    await target.click({ timeout: 3000 });
    if (asks)
      await page
        .getByRole('main')
        .getByRole('group')
        .getByRole('button', { name: 'Unfollow', exact: true })
        .click({ timeout: 3000 });
  } catch {
    return null;
  }
  return !shown;
}

/** Waits for the page to show the object as asked; false when it does not within the time. */
export async function showsState(page: Page, object: ChaosObject, present: boolean, timeout = 5000): Promise<boolean> {
  const { on, off } = controls(page, object);
  try {
    await expect(present ? off : on).toBeVisible({ timeout });
    return true;
  } catch {
    return false;
  }
}
