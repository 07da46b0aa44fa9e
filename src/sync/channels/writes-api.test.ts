// The channel owner's calls against the real demo pod, over real HTTP.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInClient, startDemoPod, type RunningPod } from '../testing/demo-pod';
import type { HttpClient } from '../core/http';
import { getChannel } from './api';
import {
  createChannel,
  createSeries,
  deleteChannel,
  getChannelListenings,
  getMetadataChoices,
  updateChannel,
  type ChannelInput,
} from './writes-api';

let running: RunningPod;
let demo: HttpClient;
let admin: HttpClient;
beforeAll(async () => {
  running = await startDemoPod();
  demo = await signedInClient(running, 'demo', 'demo');
  admin = await signedInClient(running, 'admin', 'admin');
});
afterAll(() => running.stop());

const input = (username: string): ChannelInput => ({
  name: 'Tide Talk',
  username,
  description: { text: 'Weekly', content_type: 'text/markdown' },
  tags: ['Talk'],
  content_category: 'podcast',
  metadata: { itunes_category: 'Technology', language: 'en', explicit: false },
  cover: null,
});

describe('channel writes', () => {
  it('creates a podcast, edits it without its handle, adds a series, deletes it', async () => {
    const made = await createChannel(demo, input('tidetalk'));
    if (!made.ok) throw new Error(JSON.stringify(made.error));
    expect(made.data).toMatchObject({
      artist: { name: 'Tide Talk', contentCategory: 'podcast', tags: ['Talk'] },
      subscriptionsCount: 0,
      metadata: { itunes_category: 'Technology', language: 'en' },
    });
    expect(made.data.fullUsername).toMatch(/^tidetalk@/);
    const edited = await updateChannel(demo, made.data.uuid, { ...input('ignored'), name: 'Tide Talks' });
    expect(edited.ok && [edited.data.artist.name, edited.data.fullUsername?.split('@')[0]]).toEqual([
      'Tide Talks',
      'tidetalk',
    ]);
    const series = await createSeries(demo, {
      title: 'Season 1',
      artist: made.data.artist.id,
      release_date: null,
      tags: [],
      description: null,
      cover: null,
    });
    expect(series.ok && series.data.title).toBe('Season 1');
    expect((await deleteChannel(demo, made.data.uuid)).ok).toBe(true);
    const gone = await getChannel(demo, made.data.uuid);
    expect(!gone.ok && gone.error.status).toBe(404);
  });

  it('a taken handle comes back as the pod’s flattened field message', async () => {
    const refused = await createChannel(demo, input('admin'));
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(refused.error.status).toBe(400);
    expect(JSON.stringify(refused.error.messages)).toContain('"raw":"This username is already taken"');
  });

  it('reads the podcast choices and, with the library permission, the listenings', async () => {
    const choices = await getMetadataChoices(demo);
    expect(choices.ok && choices.data.itunes_category.find((c) => c.value === 'Music')?.children).toContain(
      'Music History',
    );
    const made = await createChannel(demo, input('tidecount'));
    if (!made.ok) throw new Error('not created');
    const listenings = await getChannelListenings(admin, made.data.uuid);
    expect(listenings.ok && listenings.data).toBe(0);
    const refused = await getChannelListenings(demo, made.data.uuid);
    expect(!refused.ok && refused.error.status).toBe(403);
  });
});
