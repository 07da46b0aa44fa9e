// The library manager's calls against the real demo pod, over real HTTP, in every kind's schema.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpClient } from '../core/http';
import { signedInClient, startDemoPod, type RunningPod } from '../testing/demo-pod';
import { createTag, deleteManaged, deleteManagedBulk, getManaged, getManagedStats, listManaged } from './api';
import { KIND_SPECS, MANAGE_KINDS } from './kinds';
import { whatGoesWith } from './model';

let running: RunningPod;
let admin: HttpClient;
let demo: HttpClient;
beforeAll(async () => {
  running = await startDemoPod();
  admin = await signedInClient(running, 'admin', 'admin');
  demo = await signedInClient(running, 'demo', 'demo');
});
afterAll(() => running.stop());

const firstPage = { q: '', ordering: '-creation_date', page: 1 };

describe('library manager', () => {
  it('lists, reads and counts every kind in its schema', async () => {
    await createTag(admin, 'ManagerApiTag');
    for (const kind of MANAGE_KINDS) {
      const page = await listManaged(admin, kind, firstPage);
      if (!page.ok) throw new Error(`${kind}: ${page.error.kind}`);
      expect(page.data.count, kind).toBeGreaterThan(0);
      const first = page.data.results[0]!;
      const one = await getManaged(admin, kind, first.key);
      expect(one.ok && one.data.title, kind).toBe(first.title);
      if (KIND_SPECS[kind].stats) {
        const stats = await getManagedStats(admin, kind, first.key);
        expect(stats.ok, kind).toBe(true);
      }
    }
  });

  it('is refused without the library flag', async () => {
    const page = await listManaged(demo, 'albums', firstPage);
    expect(!page.ok && page.error.status).toBe(403);
  });

  it('deletes by key, and in bulk by the action keys a real pod takes', async () => {
    const tag = await createTag(admin, 'ManagerApiBulk');
    if (!tag.ok) throw new Error(tag.error.kind);
    expect(tag.data.actionKey).toBe('ManagerApiBulk');
    const duplicate = await createTag(admin, 'ManagerApiBulk');
    expect(!duplicate.ok && duplicate.error.status).toBe(400);
    expect((await deleteManagedBulk(admin, 'tags', [tag.data.actionKey])).ok).toBe(true);
    const libraries = await listManaged(admin, 'libraries', firstPage);
    if (!libraries.ok) throw new Error('libraries');
    // A library is named by uuid in URLs, by id in action bodies.
    const library = libraries.data.results.at(-1)!;
    expect(typeof library.actionKey).toBe('number');
    expect(library.key).toMatch(/^[0-9a-f-]{36}$/);
    expect((await deleteManaged(admin, 'libraries', library.key)).ok).toBe(true);
    const gone = await getManaged(admin, 'libraries', library.key);
    expect(!gone.ok && gone.error.status).toBe(404);
  });

  it('names what a delete takes with it, leaving sizes and zeros out', () => {
    expect(whatGoesWith({ uploads: 3, listenings: 0, media_total_size: 9000, track_favorites: 1 })).toEqual([
      { name: 'uploads', count: 3 },
      { name: 'track_favorites', count: 1 },
    ]);
  });
});
