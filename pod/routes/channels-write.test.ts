import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPodWithUsers, type Browser, type TestPod } from '../test-support/pod';
import { shapeProblems, v1Example } from '../test-support/shape';

// A podcast's metadata holds only the optional fields it was given, as a real pod's validated data.
const shapeOf = (key: string) => ({ ...(v1Example(key) as Record<string, unknown>), metadata: {} });
const withoutMetadata = (channel: Record<string, unknown>) => ({ ...channel, metadata: {} });

let pod: TestPod;
let host: string;
let anonymous: Browser;
let demo: Browser;
let admin: Browser;
beforeAll(async () => {
  ({ pod, host, anonymous, demo, admin } = await startPodWithUsers());
});
afterAll(() => pod.close());

const podcast = (username: string, extra: Record<string, unknown> = {}) => ({
  name: `Show ${username}`,
  username,
  description: { text: 'About *it*', content_type: 'text/markdown' },
  tags: ['Talk', '#Weekly'],
  content_category: 'podcast',
  metadata: { itunes_category: 'Music', itunes_subcategory: 'Music History', language: 'en', explicit: false },
  ...extra,
});

describe('POST channels/', () => {
  it('creates a podcast with its artist and library, answered 201 in the create shape', async () => {
    const response = await demo.send('POST', '/api/v1/channels/', podcast('demoshow'));
    expect(response.status).toBe(201);
    const channel = (await response.json()) as Record<string, unknown> & { uuid: string; artist: { channel: string } };
    expect(shapeProblems(withoutMetadata(channel), shapeOf('POST /api/v1/channels/'))).toEqual([]);
    expect(channel).toMatchObject({
      artist: { name: 'Show demoshow', content_category: 'podcast', tags: ['Talk', 'Weekly'], tracks_count: 0 },
      actor: { full_username: `demoshow@${host}` },
      attributed_to: { full_username: `demo@${host}` },
      metadata: { itunes_category: 'Music', itunes_subcategory: 'Music History', language: 'en', explicit: false },
      subscriptions_count: 0,
    });
    expect(channel.artist.channel).toBe(channel.uuid);
    expect(await anonymous.json(`/api/v1/channels/demoshow@${host}/`)).toMatchObject({ uuid: channel.uuid });
  });

  it('refuses a taken handle (a user or a channel) and bad fields with DRF field errors', async () => {
    for (const username of ['demoshow', 'DEMOSHOW', 'admin', 'demo']) {
      const response = await demo.send('POST', '/api/v1/channels/', podcast(username));
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ username: ['This username is already taken'] });
    }
    const bad = await demo.send('POST', '/api/v1/channels/', { username: 'bad name', content_category: 'x' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      name: ['This field is required.'],
      username: ['Enter a valid username. This value may contain only English letters, numbers, and _ characters.'],
      description: ['This field is required.'],
      tags: ['This field is required.'],
      content_category: ['"x" is not a valid choice.'],
    });
  });

  it("checks a podcast's metadata, its errors at the top level; music channels keep what they are given", async () => {
    const missing = await demo.send('POST', '/api/v1/channels/', podcast('nometa', { metadata: {} }));
    expect(await missing.json()).toEqual({
      itunes_category: ['This field is required.'],
      language: ['This field is required.'],
    });
    const sub = await demo.send(
      'POST',
      '/api/v1/channels/',
      podcast('badsub', { metadata: { itunes_category: 'Music', itunes_subcategory: 'Golf', language: 'en' } }),
    );
    expect(await sub.json()).toEqual({ non_field_errors: ['"Golf" is not a valid subcategory for "Music"'] });
    const music = await demo.send(
      'POST',
      '/api/v1/channels/',
      podcast('demomusic', { content_category: 'music', metadata: {} }),
    );
    expect(music.status).toBe(201);
    expect(((await music.json()) as { metadata: unknown }).metadata).toEqual({});
  });

  it('needs a login', async () => {
    const response = await anonymous.send('POST', '/api/v1/channels/', podcast('anon'));
    expect(response.status).toBe(401);
  });
});

describe('PATCH and DELETE channels/{id}/', () => {
  it('lets the owner edit everything but the handle; others get 404', async () => {
    const created = (await (await demo.send('POST', '/api/v1/channels/', podcast('editme'))).json()) as {
      uuid: string;
    };
    const response = await demo.send('PATCH', `/api/v1/channels/${created.uuid}/`, {
      name: 'Renamed',
      username: 'stolen',
      tags: ['Other'],
      content_category: 'podcast',
      metadata: { itunes_category: 'Technology', language: 'fr' },
    });
    expect(response.status).toBe(200);
    const channel = (await response.json()) as Record<string, unknown> & { uuid: string; artist: { channel: string } };
    expect(shapeProblems(withoutMetadata(channel), shapeOf('PATCH /api/v1/channels/{composite}/'))).toEqual([]);
    expect(channel).toMatchObject({
      artist: { name: 'Renamed', tags: ['Other'] },
      actor: { preferred_username: 'editme' },
      metadata: { itunes_category: 'Technology', language: 'fr' },
    });
    expect((await admin.send('PATCH', `/api/v1/channels/${created.uuid}/`, { name: 'Mine' })).status).toBe(404);
    expect((await admin.send('DELETE', `/api/v1/channels/${created.uuid}/`)).status).toBe(404);
  });

  it('deletes the channel of its owner: 204, then 404', async () => {
    const created = (await (await demo.send('POST', '/api/v1/channels/', podcast('deleteme'))).json()) as {
      uuid: string;
    };
    expect((await demo.send('DELETE', `/api/v1/channels/${created.uuid}/`)).status).toBe(204);
    expect((await anonymous.fetch(`/api/v1/channels/${created.uuid}/`)).status).toBe(404);
    // its handle is free again
    expect((await demo.send('POST', '/api/v1/channels/', podcast('deleteme'))).status).toBe(201);
  });
});

describe('GET channels/metadata-choices/', () => {
  it('lists languages and iTunes categories with their subcategories', async () => {
    const choices = await anonymous.json<{
      language: { value: string; label: string }[];
      itunes_category: { value: string; label: string; children: string[] }[];
    }>('/api/v1/channels/metadata-choices/');
    expect(shapeProblems(choices, v1Example('GET /api/v1/channels/metadata-choices/'))).toEqual([]);
    expect(choices.language).toContainEqual({ value: 'en', label: 'English' });
    expect(choices.itunes_category).toContainEqual({
      value: 'Music',
      label: 'Music',
      children: ['Music Commentary', 'Music History', 'Music Interviews'],
    });
  });
});

describe('POST albums/ (a series of a channel)', () => {
  it("creates a series for the owner's channel artist, refuses another's artist", async () => {
    const channel = (await (await demo.send('POST', '/api/v1/channels/', podcast('serieshow'))).json()) as {
      uuid: string;
      artist: { id: number };
    };
    const response = await demo.send('POST', '/api/v1/albums/', {
      title: 'Season one',
      artist: channel.artist.id,
      release_date: '2026-11-01',
      tags: ['Pilot'],
      description: { text: 'The first', content_type: 'text/markdown' },
    });
    expect(response.status).toBe(201);
    const album = (await response.json()) as Record<string, unknown>;
    expect(album).toMatchObject({ title: 'Season one', release_date: '2026-11-01', tags: ['Pilot'] });
    // an empty series has no playable upload, so `channel=` misses it: a channel page lists series by artist
    const series = await anonymous.json<{ results: { title: string }[] }>(
      `/api/v1/albums/?artist=${channel.artist.id}&include_channels=true`,
    );
    expect(series.results.map((row) => row.title)).toEqual(['Season one']);
    const other = await admin.send('POST', '/api/v1/albums/', { title: 'Not mine', artist: channel.artist.id });
    expect(other.status).toBe(400);
    expect(await other.json()).toEqual({ artist: [`Object with id=${channel.artist.id} does not exist.`] });
    const blank = await demo.send('POST', '/api/v1/albums/', { title: ' ', artist: channel.artist.id });
    expect(await blank.json()).toEqual({ title: ['This field may not be blank.'] });
  });
});

describe('GET manage/channels/{id}/stats/', () => {
  it('answers the library permission only', async () => {
    const [first] = (await anonymous.json<{ results: { uuid: string }[] }>('/api/v1/channels/?ordering=creation_date'))
      .results;
    const stats = await admin.json<Record<string, number>>(`/api/v1/manage/channels/${first!.uuid}/stats/`);
    expect(shapeProblems(stats, v1Example('GET /api/v1/manage/channels/{composite}/stats/'))).toEqual([]);
    expect((await demo.fetch(`/api/v1/manage/channels/${first!.uuid}/stats/`)).status).toBe(403);
  });
});
