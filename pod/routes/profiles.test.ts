import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPodWithUsers, type PodWithUsers } from '../test-support/pod';
import { shapeProblems, v1Example } from '../test-support/shape';

let pods: PodWithUsers;
beforeAll(async () => {
  pods = await startPodWithUsers();
});
afterAll(() => pods.pod.close());

// The smallest PNG (1x1): an avatar's bytes.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

function imageForm(bytes: Buffer, name = 'me.png', type = 'image/png'): FormData {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  return form;
}

describe('federation/actors/{full_username}/', () => {
  it('answers a local user in the full actor shape, and 404 for another domain or nobody', async () => {
    const { anonymous, host } = pods;
    const actor = await anonymous.json<Record<string, unknown>>(`/api/v1/federation/actors/demo@${host}/`);
    expect(actor).toMatchObject({
      icon: null,
      full_username: `demo@${host}`,
      preferred_username: 'demo',
      is_local: true,
    });
    expect(actor.user).toMatchObject({ username: 'demo' });
    expect((await anonymous.fetch('/api/v1/federation/actors/demo@elsewhere.example/')).status).toBe(404);
    expect((await anonymous.fetch(`/api/v1/federation/actors/nobody@${host}/`)).status).toBe(404);
    expect((await anonymous.fetch('/api/v1/federation/actors/demo/')).status).toBe(404);
  });

  it('answers an actor of another pod this pod knows, with no local user; its name on this domain is nobody', async () => {
    const { anonymous, host } = pods;
    const actor = await anonymous.json<Record<string, unknown>>('/api/v1/federation/actors/nadia@remote.example.org/');
    expect(actor).toMatchObject({
      full_username: 'nadia@remote.example.org',
      preferred_username: 'nadia',
      domain: 'remote.example.org',
      is_local: false,
      user: null,
    });
    // Nothing else differs from the example but what a remote actor has not: a local user and an icon.
    expect(shapeProblems(actor, v1Example('GET /api/v1/federation/actors/{fullUsername}/'))).toEqual([
      '$.user: null where the example has an object',
      '$.icon: null where the example has an object',
    ]);
    expect((await anonymous.fetch(`/api/v1/federation/actors/nadia@${host}/`)).status).toBe(404);
    expect((await anonymous.fetch('/api/v1/federation/actors/nobody@remote.example.org/')).status).toBe(404);
  });

  it('lists the libraries holding what the caller may play', async () => {
    const { anonymous, demo, admin, host } = pods;
    type Page = { count: number; results: Array<{ name: string; privacy_level: string; follow: unknown }> };
    const path = `/api/v1/federation/actors/demo@${host}/libraries/`;
    // demo's library is `instance`: a visitor sees nothing of it, a user of the pod does.
    expect((await anonymous.json<Page>(path)).count).toBe(0);
    const seen = await admin.json<Page>(path);
    expect(seen.results.map((library) => library.name)).toEqual(["demo's uploads"]);
    expect(seen.results[0]!.follow).toMatchObject({ approved: true });
    expect(shapeProblems(seen, v1Example('GET /api/v1/federation/actors/{fullUsername}/libraries/'))).toEqual([]);
    expect((await demo.json<Page>(path)).count).toBe(1);
  });
});

describe('PATCH users/{username}/ and POST attachments/', () => {
  it('changes one’s own name, bio and avatar; another user’s is a 403 with no body', async () => {
    const { demo, host } = pods;
    const created = await demo.fetch('/api/v1/attachments/', { method: 'POST', csrf: true, body: imageForm(PNG) });
    expect(created.status).toBe(201);
    const attachment = (await created.json()) as { uuid: string; mimetype: string; urls: { original: string } };
    expect(shapeProblems(attachment, v1Example('POST /api/v1/attachments/'))).toEqual([]);
    expect(attachment.mimetype).toBe('image/png');
    expect((await demo.fetch(attachment.urls.original)).status).toBe(200);

    const patched = await demo.send('PATCH', '/api/v1/users/demo/', {
      name: 'Demo Listener',
      summary: { text: 'I listen to *tides*.', content_type: 'text/markdown' },
      avatar: attachment.uuid,
    });
    expect(patched.status).toBe(200);
    const body = (await patched.json()) as Record<string, unknown>;
    expect(shapeProblems(body, v1Example('PATCH /api/v1/users/{username}/'))).toEqual([]);
    expect(body).toMatchObject({ name: 'Demo Listener', avatar: { uuid: attachment.uuid } });
    expect((body.summary as { html: string }).html).toContain('<em>tides</em>');

    const actor = await demo.json<Record<string, unknown>>(`/api/v1/federation/actors/demo@${host}/`);
    expect(shapeProblems(actor, v1Example('GET /api/v1/federation/actors/{fullUsername}/'))).toEqual([]);
    expect(actor).toMatchObject({ name: 'Demo Listener', icon: { uuid: attachment.uuid } });
    expect(actor.summary).toMatchObject({ text: 'I listen to *tides*.' });

    // An empty bio is no bio.
    const cleared = await demo.send('PATCH', '/api/v1/users/demo/', {
      summary: { text: '', content_type: 'text/markdown' },
    });
    expect(((await cleared.json()) as { summary: unknown }).summary).toBeNull();

    const other = await demo.send('PATCH', '/api/v1/users/admin/', { name: 'Not me' });
    expect(other.status).toBe(403);
    expect(await other.text()).toBe('');
  });

  it('refuses what a real pod refuses', async () => {
    const { demo, admin, anonymous } = pods;
    const notImage = await demo.fetch('/api/v1/attachments/', {
      method: 'POST',
      csrf: true,
      body: imageForm(Buffer.from('not an image'), 'x.png'),
    });
    expect(notImage.status).toBe(400);
    expect(await notImage.json()).toEqual({
      file: ['Upload a valid image. The file you uploaded was either not an image or a corrupted image.'],
    });
    expect((await anonymous.fetch('/api/v1/attachments/', { method: 'POST', body: imageForm(PNG) })).status).toBe(401);

    // Someone else's attachment is not yours to wear.
    const admins = await admin.fetch('/api/v1/attachments/', { method: 'POST', csrf: true, body: imageForm(PNG) });
    const { uuid } = (await admins.json()) as { uuid: string };
    const borrowed = await demo.send('PATCH', '/api/v1/users/demo/', { avatar: uuid });
    expect(borrowed.status).toBe(400);
    expect(await borrowed.json()).toEqual({ avatar: [`Object with uuid=${uuid} does not exist.`] });
    const badLevel = await demo.send('PATCH', '/api/v1/users/demo/', { privacy_level: 'friends' });
    expect(badLevel.status).toBe(400);
  });
});

describe('an actor’s channels and listenings', () => {
  it('filters with scope=actor:', async () => {
    const { demo, admin, host } = pods;
    const listenings = await admin.json<{ count: number; results: Array<{ user: { username: string } }> }>(
      `/api/v1/history/listenings/?scope=${encodeURIComponent(`actor:demo@${host}`)}&ordering=-creation_date&page_size=25`,
    );
    expect(listenings.count).toBe(5);
    expect(new Set(listenings.results.map((item) => item.user.username))).toEqual(new Set(['demo']));
    const channels = await demo.json<{ count: number }>(
      `/api/v1/channels/?scope=${encodeURIComponent(`actor:admin@${host}`)}`,
    );
    expect(channels.count).toBe(1);
  });
});
