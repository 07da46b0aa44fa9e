import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInClient, startDemoPod, type RunningPod } from '../testing/demo-pod';
import type { HttpClient } from '../core/http';
import { getProfile, listProfileLibraries, updateProfile, uploadAttachment } from './api';

// Over real HTTP against the demo pod: the answers are the pod's, validated at the boundary.
let running: RunningPod;
let demo: HttpClient;
let host: string;
beforeAll(async () => {
  running = await startDemoPod();
  demo = await signedInClient(running, 'demo', 'demo');
  host = new URL(running.url).host;
});
afterAll(() => running.stop());

const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

describe('profile calls', () => {
  it('reads a profile and its libraries by full username', async () => {
    const profile = await getProfile(demo, `admin@${host}`);
    expect(profile.ok && profile.data).toMatchObject({
      actor: { fullUsername: `admin@${host}`, preferredUsername: 'admin', isLocal: true },
      user: { username: 'admin' },
      summary: null,
      icon: null,
    });
    const libraries = await listProfileLibraries(demo, `admin@${host}`);
    expect(libraries.ok && libraries.data.results.map((library) => library.name)).toEqual(['Demo catalogue']);
  });

  it('an unknown account is a 404 error, not a crash', async () => {
    const result = await getProfile(demo, `nobody@${host}`);
    expect(!result.ok && result.error).toMatchObject({ kind: 'not-found', status: 404 });
  });

  it('writes the name, the bio as markdown (empty: none) and an avatar sent first as an attachment', async () => {
    const attachment = await uploadAttachment(demo, new Blob([PNG], { type: 'image/png' }), 'me.png');
    expect(attachment.ok).toBe(true);
    const uuid = attachment.ok ? attachment.data.uuid : '';
    const saved = await updateProfile(demo, 'demo', { name: 'Demo', bio: 'Tides **and** reefs', avatar: uuid });
    expect(saved.ok && saved.data).toMatchObject({ name: 'Demo', avatar: { uuid } });
    expect(saved.ok && saved.data.summary?.html).toContain('<strong>and</strong>');
    const profile = await getProfile(demo, `demo@${host}`);
    expect(profile.ok && profile.data.icon?.uuid).toBe(uuid);
    const cleared = await updateProfile(demo, 'demo', { bio: '  ', avatar: null });
    expect(cleared.ok && cleared.data).toMatchObject({ summary: null, avatar: null });
  });

  it('a refusal carries the pod’s messages', async () => {
    const notImage = await uploadAttachment(demo, new Blob(['text']), 'x.png');
    expect(!notImage.ok && notImage.error.status).toBe(400);
    expect(!notImage.ok && JSON.stringify(notImage.error.messages)).toContain('Upload a valid image');
    const other = await updateProfile(demo, 'admin', { name: 'x' });
    expect(!other.ok && other.error.status).toBe(403);
  });
});
