// The library form's calls against the real demo pod, over real HTTP.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInClient, startDemoPod, type RunningPod } from '../testing/demo-pod';
import type { HttpClient } from '../core/http';
import { createLibrary, deleteLibrary, getLibrary, listLibraries, updateLibrary } from './api';

let running: RunningPod;
let demo: HttpClient;
beforeAll(async () => {
  running = await startDemoPod();
  demo = await signedInClient(running, 'demo', 'demo');
});
afterAll(() => running.stop());

describe('library writes', () => {
  it('creates, updates and deletes a library', async () => {
    const made = await createLibrary(demo, { name: 'Tapes', description: '', privacy_level: 'everyone' });
    if (!made.ok) throw new Error('not created');
    expect(made.data).toMatchObject({ name: 'Tapes', privacyLevel: 'everyone', uploadsCount: 0, isLocal: true });
    const updated = await updateLibrary(demo, made.data.uuid, { name: 'Old tapes', privacy_level: 'me' });
    expect(updated.ok && [updated.data.name, updated.data.privacyLevel]).toEqual(['Old tapes', 'me']);
    const mine = await listLibraries(demo, { scope: 'me' });
    expect(mine.ok && mine.data.results.map((library) => library.name)).toContain('Old tapes');
    expect((await deleteLibrary(demo, made.data.uuid)).ok).toBe(true);
    const gone = await getLibrary(demo, made.data.uuid);
    expect(!gone.ok && gone.error.status).toBe(404);
  });

  it('a refused save carries the pod’s messages', async () => {
    const refused = await createLibrary(demo, { name: ' ', description: '', privacy_level: 'me' });
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(refused.error.status).toBe(400);
    expect(JSON.stringify(refused.error.messages)).toContain('may not be blank');
  });
});
