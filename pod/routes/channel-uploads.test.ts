import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { channelUuid } from '../seed';
import { startPodWithUsers, type Browser, type PodWithUsers } from '../test-support/pod';

const FIXTURES = fileURLToPath(new URL('../../tests/fixtures/uploads/', import.meta.url));
/** admin's seeded podcast (pod/README.md); its series is "Making Shoal". */
const CHANNEL = channelUuid('shoalnotes');

interface Upload {
  uuid: string;
  import_status: string;
  import_metadata: Record<string, unknown>;
  track: { id: number; title: string } | null;
}

async function sendDraft(browser: Browser, fields: Record<string, string>, file = 'tone.mp3'): Promise<Response> {
  const form = new FormData();
  form.append('channel', CHANNEL);
  form.append('import_status', 'draft');
  form.append('import_reference', `test-${file}-${Math.random()}`);
  form.append('source', `upload://${file}`);
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  form.append('audio_file', new Blob([new Uint8Array(readFileSync(join(FIXTURES, file)))]), file);
  return browser.fetch('/api/v1/uploads/', { method: 'POST', body: form, csrf: true });
}

async function settled(browser: Browser, uuid: string): Promise<Upload> {
  for (let i = 0; i < 200; i++) {
    const upload = await browser.json<Upload>(`/api/v1/uploads/${uuid}/`);
    if (upload.import_status !== 'pending') return upload;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`upload ${uuid} still pending`);
}

const channelTracks = async (browser: Browser) =>
  (
    await browser.json<{ results: { title: string; album: { title: string } | null; position: number | null }[] }>(
      `/api/v1/tracks/?channel=${CHANNEL}&include_channels=true&ordering=-creation_date`,
    )
  ).results;

describe.each(['2.0', '1.4'] as const)('channel uploads on a %s pod', (mode) => {
  let users: PodWithUsers;
  let series: number;
  beforeAll(async () => {
    users = await startPodWithUsers({ mode, testHooks: true });
  });
  afterAll(() => users.pod.close());
  beforeEach(async () => {
    await fetch(`${users.pod.url}/__test__/reset`, { method: 'POST' });
    await users.admin.login('admin', 'admin');
    await users.demo.login('demo', 'demo');
    const albums = await users.admin.json<{ results: { id: number; title: string }[] }>(
      `/api/v1/albums/?channel=${CHANNEL}&include_channels=true`,
    );
    series = albums.results.find((album) => album.title === 'Making Shoal')!.id;
  });

  it('keeps a draft out of the channel until it is published, then imports it with its details', async () => {
    const created = await sendDraft(users.admin, { import_metadata: JSON.stringify({ title: 'Draft one' }) });
    expect(created.status).toBe(201);
    const draft = (await created.json()) as Upload;
    expect(draft.import_status).toBe('draft');
    const patched = await users.admin.send('PATCH', `/api/v1/uploads/${draft.uuid}/`, {
      import_metadata: {
        title: 'Episode Forty',
        album: series,
        position: 40,
        tags: ['Talk'],
        license: 'cc-by-4.0',
        description: 'Notes on **tides** & <b>currents</b>',
      },
    });
    expect(patched.status).toBe(200);
    expect(((await patched.json()) as Upload).import_metadata).toMatchObject({ title: 'Episode Forty', position: 40 });
    expect((await channelTracks(users.admin)).map((track) => track.title)).not.toContain('Episode Forty');

    const published = await users.admin.send('POST', '/api/v1/uploads/action/', {
      action: 'publish',
      objects: [draft.uuid],
    });
    expect(published.status).toBe(200);
    const done = await settled(users.admin, draft.uuid);
    expect(done).toMatchObject({ import_status: 'finished', track: { title: 'Episode Forty' } });
    expect((await channelTracks(users.admin))[0]).toMatchObject({
      title: 'Episode Forty',
      album: { title: 'Making Shoal' },
      position: 40,
    });
    // A published upload is no draft any more: it cannot be changed.
    expect((await users.admin.send('PATCH', `/api/v1/uploads/${draft.uuid}/`, { import_metadata: {} })).status).toBe(
      404,
    );

    // The feed, read anonymously as a podcast app reads it.
    const rss = await users.anonymous.fetch(`/api/v1/channels/${CHANNEL}/rss/`);
    expect(rss.status).toBe(200);
    expect(rss.headers.get('content-type')).toMatch(/^application\/rss\+xml/);
    const xml = await rss.text();
    expect(xml).toContain('<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd"');
    expect(xml).toContain('<title>Shoal Notes</title>');
    const item = /<item>(.*?)<\/item>/.exec(xml)?.[1] ?? '';
    expect(item).toContain('<title>Episode Forty</title>');
    expect(item).toContain('<itunes:episode>40</itunes:episode>');
    // Markdown is rendered for itunes:summary and read as plain text for description; raw HTML stays text.
    expect(item).toContain('<description>Notes on tides &amp; &lt;b&gt;currents&lt;/b&gt;</description>');
    expect(item).toContain(
      '<itunes:summary><![CDATA[<p>Notes on <strong>tides</strong> &amp; &lt;b&gt;currents&lt;/b&gt;</p>]]></itunes:summary>',
    );
    expect(item).toMatch(
      /<enclosure url="http:\/\/[^"]+\/api\/v1\/listen\/[^"]+\?upload=[^"]+" length="\d+" type="audio\/mpeg"\/>/,
    );
  });

  it("takes a draft's own cover (an attachment uuid), returns it, and gives it to the published episode", async () => {
    // gaps1920 (issue 19): the smallest PNG, sent as the upload modal sends a draft's cover.
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'cover.png');
    const attached = await users.admin.fetch('/api/v1/attachments/', { method: 'POST', csrf: true, body: form });
    expect(attached.status).toBe(201);
    const cover = ((await attached.json()) as { uuid: string }).uuid;
    const draft = (await (
      await sendDraft(users.admin, { import_metadata: JSON.stringify({ title: 'With a cover' }) })
    ).json()) as Upload;
    const patched = await users.admin.send('PATCH', `/api/v1/uploads/${draft.uuid}/`, {
      import_metadata: { title: 'With a cover', cover },
    });
    expect(patched.status).toBe(200);
    expect(((await patched.json()) as Upload).import_metadata).toEqual({ title: 'With a cover', cover });
    expect((await users.admin.json<Upload>(`/api/v1/uploads/${draft.uuid}/`)).import_metadata).toMatchObject({ cover });
    // Someone else's attachment is not one to use.
    const demoForm = new FormData();
    demoForm.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'theirs.png');
    const theirs = (
      (await (
        await users.demo.fetch('/api/v1/attachments/', { method: 'POST', csrf: true, body: demoForm })
      ).json()) as { uuid: string }
    ).uuid;
    const refused = await users.admin.send('PATCH', `/api/v1/uploads/${draft.uuid}/`, {
      import_metadata: { title: 'With a cover', cover: theirs },
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      import_metadata: { cover: [`Object with uuid=${theirs} does not exist.`] },
    });

    await users.admin.send('POST', '/api/v1/uploads/action/', { action: 'publish', objects: [draft.uuid] });
    const done = await settled(users.admin, draft.uuid);
    expect(done.import_status).toBe('finished');
    const track = await users.admin.json<{ cover: { uuid: string } | null }>(`/api/v1/tracks/${done.track!.id}/`);
    expect(track.cover?.uuid).toBe(cover);
  });

  // dr19: the channel page lists the owner's unpublished drafts with these filters (ENDPOINTS section 5).
  it("lists a channel's drafts with channel= and import_status=draft, for the owner only", async () => {
    const kept = (await (
      await sendDraft(users.admin, { import_metadata: JSON.stringify({ title: 'Kept' }) })
    ).json()) as Upload;
    const sent = (await (
      await sendDraft(users.admin, { import_metadata: JSON.stringify({ title: 'Sent' }) })
    ).json()) as Upload;
    const published = await users.admin.send('POST', '/api/v1/uploads/action/', {
      action: 'publish',
      objects: [sent.uuid],
    });
    expect(published.status).toBe(200);
    await settled(users.admin, sent.uuid);
    const drafts = `/api/v1/uploads/?channel=${CHANNEL}&import_status=draft&include_channels=true&ordering=-creation_date`;
    const listed = await users.admin.json<{ count: number; results: Upload[] }>(drafts);
    expect(listed.results.map((upload) => upload.uuid)).toEqual([kept.uuid]);
    expect(listed.results[0]!.import_metadata).toMatchObject({ title: 'Kept' });
    // Another channel's filter, or another user, sees none of them.
    const other = await users.admin.json<{ count: number }>(
      `/api/v1/uploads/?channel=${channelUuid('nope')}&import_status=draft`,
    );
    expect(other.count).toBe(0);
    expect((await users.demo.json<{ count: number }>(drafts)).count).toBe(0);
    expect((await users.admin.send('DELETE', `/api/v1/uploads/${kept.uuid}/`)).status).toBe(204);
    expect((await users.admin.json<{ count: number }>(drafts)).count).toBe(0);
  });

  it('refuses what a real pod refuses', async () => {
    // Someone else's channel is unknown to the sender.
    const other = await sendDraft(users.demo, { import_metadata: JSON.stringify({ title: 'Not mine' }) });
    expect(other.status).toBe(400);
    expect(await other.json()).toEqual({ channel: [`Object with uuid=${CHANNEL} does not exist.`] });
    // A channel upload needs a title.
    const untitled = await sendDraft(users.admin, { import_metadata: JSON.stringify({ position: 0 }) });
    expect(untitled.status).toBe(400);
    expect(await untitled.json()).toEqual({
      import_metadata: {
        title: ['This field is required.'],
        position: ['Ensure this value is greater than or equal to 1.'],
      },
    });
    // An album of another artist is not one of the channel's series.
    const draft = (await (
      await sendDraft(users.admin, { import_metadata: JSON.stringify({ title: 'Fine' }) })
    ).json()) as Upload;
    const foreign = await users.admin.send('PATCH', `/api/v1/uploads/${draft.uuid}/`, {
      import_metadata: { title: 'Fine', album: 1 },
    });
    expect(foreign.status).toBe(400);
    expect(await foreign.json()).toEqual({ import_metadata: { non_field_errors: ['Invalid album'] } });
    // Only the owner may change a draft.
    expect((await users.demo.send('PATCH', `/api/v1/uploads/${draft.uuid}/`, { import_metadata: {} })).status).toBe(
      404,
    );
    expect((await users.anonymous.fetch(`/api/v1/channels/00000000-0000-4000-8000-000000000000/rss/`)).status).toBe(
      404,
    );
  });
});
