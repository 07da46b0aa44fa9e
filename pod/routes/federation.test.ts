import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PodEventListener } from '../events';
import { startPodWithUsers, type Browser, type TestPod } from '../test-support/pod';
import { shapeProblems, v1Example } from '../test-support/shape';

let pod: TestPod;
let host: string;
let anonymous: Browser;
let demo: Browser;
let admin: Browser;
const events: Parameters<PodEventListener>[] = [];
beforeAll(async () => {
  ({ pod, host, anonymous, demo, admin } = await startPodWithUsers());
  pod.pod.ctx.events.subscribe((group, message) => events.push([group, message]));
});
afterAll(() => pod.close());

const CATALOGUE = '0610cbf2-badf-5ca7-b85f-08025cc903d4';
const DEMOS = 'b2a96bed-a3c2-5e58-88c0-4d3c92d591a6';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const unauthenticated = { status: 401, body: { detail: 'Authentication credentials were not provided.' } };

interface Page<T = Record<string, unknown>> {
  count: number;
  results: T[];
}
interface LibraryFollow {
  uuid: string;
  approved: boolean | null;
  actor: { full_username: string };
  target: { uuid: string; name: string; follow: { uuid: string; approved: boolean | null; fid: string } | null };
}
interface InboxItem {
  id: number;
  type: string;
  is_read: boolean;
  activity: {
    type: string;
    actor: { full_username: string };
    payload: Record<string, unknown>;
    object: Record<string, unknown> | null;
    related_object: Record<string, unknown> | null;
  };
}
async function answer(response: Response): Promise<{ status: number; body: unknown }> {
  const text = await response.text();
  return { status: response.status, body: text === '' ? null : (JSON.parse(text) as unknown) };
}
const inboxOf = (browser: Browser, query = '') => browser.json<Page<InboxItem>>(`/api/v1/federation/inbox/${query}`);

/** A private library of admin's, made for these tests. */
function addPrivateLibrary(uuid: string): void {
  pod.pod.ctx.db
    .prepare(
      "INSERT INTO libraries (uuid, name, description, privacy_level, owner_id, creation_date) VALUES (?, 'Admin private', '', 'me', 1, ?)",
    )
    .run(uuid, new Date().toISOString());
}

describe('seeded state', () => {
  it('admin follows demo’s library, and demo has one unread Follow in the inbox', async () => {
    const all = await admin.json('/api/v1/federation/follows/library/all/');
    expect(all).toEqual({
      results: [{ uuid: expect.any(String) as string, library: DEMOS, approved: true }],
      count: 1,
    });
    const unread = await inboxOf(demo, '?is_read=false&page_size=1');
    expect(unread.count).toBe(1);
    const [item] = unread.results;
    expect(shapeProblems(unread, v1Example('GET /api/v1/federation/inbox/'))).toEqual([]);
    expect(item).toMatchObject({
      type: 'to',
      is_read: false,
      activity: {
        type: 'Follow',
        actor: { full_username: `admin@${host}` },
        object: { type: 'music.Library', uuid: DEMOS, name: "demo's uploads" },
        related_object: { type: 'federation.LibraryFollow', approved: true },
        payload: {
          type: 'Follow',
          actor: `${pod.url}/federation/actors/admin`,
          object: `${pod.url}/federation/music/libraries/${DEMOS}`,
        },
      },
    });
    expect((await inboxOf(admin)).count).toBe(0);
  });
});

describe('library follows', () => {
  it('follow an open library: approved at once, in the documented shape; the owner’s inbox gets a Follow, published', async () => {
    events.length = 0;
    const created = await answer(await demo.send('POST', '/api/v1/federation/follows/library/', { target: CATALOGUE }));
    expect(created.status).toBe(201);
    expect(shapeProblems(created.body, v1Example('POST /api/v1/federation/follows/library/'))).toEqual([]);
    const follow = created.body as LibraryFollow;
    expect(follow).toMatchObject({
      approved: true,
      actor: { full_username: `demo@${host}` },
      target: { uuid: CATALOGUE, name: 'Demo catalogue' },
    });
    expect(follow.target.follow).toMatchObject({
      uuid: follow.uuid,
      approved: true,
      fid: `${pod.url}/federation/actors/demo#follows/${follow.uuid}`,
    });

    expect(events).toHaveLength(1);
    const [group, message] = events[0]!;
    expect(group).toBe('user.1.inbox');
    expect(message.type).toBe('inbox.item_added');
    const [wsSample] = (v1Example('WS /api/v1/activity') as { type: string }[]).filter(
      (event) => event.type === 'inbox.item_added',
    );
    expect(shapeProblems(message, wsSample)).toEqual([]);
    const [newest] = (await inboxOf(admin)).results;
    expect(message.item).toEqual(newest);
    expect(newest).toMatchObject({
      activity: { type: 'Follow', actor: { full_username: `demo@${host}` }, related_object: { uuid: follow.uuid } },
    });

    const list = await demo.json<Page<LibraryFollow>>('/api/v1/federation/follows/library/');
    expect(shapeProblems(list, v1Example('GET /api/v1/federation/follows/library/'))).toEqual([]);
    expect(list.results.map((item) => item.uuid)).toEqual([follow.uuid]);
    const one = await demo.json(`/api/v1/federation/follows/library/${follow.uuid}/`);
    expect(shapeProblems(one, v1Example('GET /api/v1/federation/follows/library/{uuid}/'))).toEqual([]);
    const all = await demo.json('/api/v1/federation/follows/library/all/');
    expect(shapeProblems(all, v1Example('GET /api/v1/federation/follows/library/all/'))).toEqual([]);
    expect(all).toEqual({ results: [{ uuid: follow.uuid, library: CATALOGUE, approved: true }], count: 1 });

    // the federation library and the `{id}/libraries/` lists show the caller's follow
    const library = await demo.json<LibraryFollow['target']>(`/api/v1/federation/libraries/${CATALOGUE}/`);
    expect(shapeProblems(library, v1Example('GET /api/v1/federation/libraries/{uuid}/'))).toEqual([]);
    expect(library.follow).toMatchObject({ uuid: follow.uuid, approved: true });
    const copies = await demo.json<Page<LibraryFollow['target']>>('/api/v1/albums/1/libraries/');
    expect(copies.results.find((item) => item.uuid === CATALOGUE)?.follow?.uuid).toBe(follow.uuid);
    expect(
      (await anonymous.json<Page<LibraryFollow['target']>>('/api/v1/albums/1/libraries/')).results[0]?.follow,
    ).toBeNull();

    // following twice, one's own library, unknown or malformed targets
    const post = async (browser: Browser, body: unknown) =>
      answer(await browser.send('POST', '/api/v1/federation/follows/library/', body));
    expect(await post(demo, { target: CATALOGUE })).toEqual({
      status: 400,
      body: { target: ['You are already following this library'] },
    });
    expect(await post(demo, { target: DEMOS })).toEqual({
      status: 400,
      body: { target: ['You cannot follow your own library'] },
    });
    expect(await post(demo, { target: UNKNOWN })).toEqual({
      status: 400,
      body: { target: [`Object with uuid=${UNKNOWN} does not exist.`] },
    });
    expect(await post(demo, { target: 'nope' })).toEqual({ status: 400, body: { target: ['Must be a valid UUID.'] } });
    expect(await post(demo, {})).toEqual({ status: 400, body: { target: ['This field is required.'] } });
    expect(await post(anonymous, { target: CATALOGUE })).toEqual(unauthenticated);

    // unfollow: 404 for others, 204 for the follower, then 404
    expect(await answer(await admin.send('DELETE', `/api/v1/federation/follows/library/${follow.uuid}/`))).toEqual({
      status: 404,
      body: { detail: 'Not found.' },
    });
    expect((await demo.send('DELETE', `/api/v1/federation/follows/library/${follow.uuid}/`)).status).toBe(204);
    expect((await demo.send('DELETE', `/api/v1/federation/follows/library/${follow.uuid}/`)).status).toBe(404);
    expect((await demo.fetch(`/api/v1/federation/follows/library/${follow.uuid}/`)).status).toBe(404);
    expect((await demo.json<Page>('/api/v1/federation/follows/library/all/')).count).toBe(0);
  });

  it('a private library: pending until its owner accepts (then the follower gets an Accept) or rejects (then it is left out)', async () => {
    const PRIVATE = '11111111-1111-4111-8111-111111111111';
    addPrivateLibrary(PRIVATE);
    const follow = (await answer(await demo.send('POST', '/api/v1/federation/follows/library/', { target: PRIVATE })))
      .body as LibraryFollow;
    expect(follow.approved).toBeNull();
    expect(await demo.json('/api/v1/federation/follows/library/all/')).toEqual({
      results: [{ uuid: follow.uuid, library: PRIVATE, approved: null }],
      count: 1,
    });

    // only the owner decides; unknown follows are `404 {}`
    expect(await answer(await demo.send('POST', `/api/v1/federation/follows/library/${follow.uuid}/accept/`))).toEqual({
      status: 404,
      body: {},
    });
    expect(await answer(await admin.send('POST', `/api/v1/federation/follows/library/${UNKNOWN}/accept/`))).toEqual({
      status: 404,
      body: {},
    });
    expect(
      await answer(await anonymous.send('POST', `/api/v1/federation/follows/library/${follow.uuid}/accept/`)),
    ).toEqual(unauthenticated);

    events.length = 0;
    expect(await answer(await admin.send('POST', `/api/v1/federation/follows/library/${follow.uuid}/accept/`))).toEqual(
      { status: 204, body: null },
    );
    expect((await demo.json<LibraryFollow>(`/api/v1/federation/follows/library/${follow.uuid}/`)).approved).toBe(true);
    expect(events.map(([group, message]) => [group, message.type])).toEqual([['user.2.inbox', 'inbox.item_added']]);
    const [accept] = (await inboxOf(demo, '?activity__type=Accept')).results;
    expect(accept).toMatchObject({
      is_read: false,
      activity: {
        type: 'Accept',
        actor: { full_username: `admin@${host}` },
        object: { type: 'federation.LibraryFollow', uuid: follow.uuid, approved: true },
        related_object: { type: 'music.Library', uuid: PRIVATE, name: 'Admin private' },
        payload: { type: 'Accept', object: { type: 'Follow', actor: `${pod.url}/federation/actors/demo` } },
      },
    });
    // accepting again adds nothing
    await admin.send('POST', `/api/v1/federation/follows/library/${follow.uuid}/accept/`);
    expect((await inboxOf(demo, '?activity__type=Accept')).count).toBe(1);

    expect((await admin.send('POST', `/api/v1/federation/follows/library/${follow.uuid}/reject/`)).status).toBe(204);
    expect((await demo.json<Page>('/api/v1/federation/follows/library/')).count).toBe(0);
    expect((await demo.json<Page>('/api/v1/federation/follows/library/all/')).count).toBe(0);
    expect((await demo.fetch(`/api/v1/federation/follows/library/${follow.uuid}/`)).status).toBe(404);
    expect(
      (await demo.json<LibraryFollow['target']>(`/api/v1/federation/libraries/${PRIVATE}/`)).follow?.approved,
    ).toBe(false);
  });

  it('scope=subscribed lists the content of the libraries the caller follows (approved)', async () => {
    const titles = async (browser: Browser, path: string) =>
      (await browser.json<Page<{ title: string }>>(path)).results.map((item) => item.title).sort();
    // admin follows demo's uploads (seeded): Kitchen Tapes and demo's copy of Harbour Lights
    expect(await titles(admin, '/api/v1/albums/?scope=subscribed')).toEqual(['Harbour Lights', 'Kitchen Tapes']);
    expect(await titles(demo, '/api/v1/albums/?scope=subscribed')).toEqual([]);
    expect((await anonymous.json<Page>('/api/v1/albums/?scope=subscribed')).count).toBe(0);
    const created = (
      await answer(await demo.send('POST', '/api/v1/federation/follows/library/', { target: CATALOGUE }))
    ).body as LibraryFollow;
    expect((await demo.json<Page>('/api/v1/albums/?scope=subscribed')).count).toBeGreaterThan(5);
    await demo.send('DELETE', `/api/v1/federation/follows/library/${created.uuid}/`);
    expect((await demo.json<Page>('/api/v1/albums/?scope=subscribed')).count).toBe(0);
  });
});

describe('actor follows', () => {
  interface UserFollow {
    uuid: string;
    approved: boolean;
    actor: { full_username: string };
    target: { full_username: string; fid: string };
    creation_date: string;
  }
  it('follow a user by fid or full username; twice or oneself is a 400; the followed user’s inbox gets a Follow', async () => {
    events.length = 0;
    const created = await answer(
      await demo.send('POST', '/api/v1/federation/follows/user/', { target: `${pod.url}/federation/actors/admin` }),
    );
    expect(created.status).toBe(201);
    const follow = created.body as UserFollow;
    expect(Object.keys(follow).sort()).toEqual(['actor', 'approved', 'creation_date', 'target', 'uuid']);
    expect(follow).toMatchObject({
      approved: true,
      actor: { full_username: `demo@${host}` },
      target: { full_username: `admin@${host}` },
    });
    const actorExample = (v1Example('GET /api/v1/federation/follows/library/') as Page<{ actor: unknown }>).results[0]!
      .actor;
    expect(shapeProblems(follow.actor, actorExample)).toEqual([]);
    expect(shapeProblems(follow.target, actorExample)).toEqual([]);
    expect(events.map(([group]) => group)).toEqual(['user.1.inbox']);
    const [item] = (await inboxOf(admin, '?activity__actor=' + encodeURIComponent(`demo@${host}`))).results;
    expect(item).toMatchObject({
      activity: {
        type: 'Follow',
        object: { type: 'federation.Actor', full_username: `admin@${host}` },
        related_object: { type: 'federation.Follow', uuid: follow.uuid },
        payload: { type: 'Follow', object: `${pod.url}/federation/actors/admin` },
      },
    });

    const post = async (body: unknown) => answer(await demo.send('POST', '/api/v1/federation/follows/user/', body));
    expect(await post({ target: `admin@${host}` })).toEqual({
      status: 400,
      body: { target: ['You are already following this user'] },
    });
    expect(await post({ target: `@demo@${host}` })).toEqual({
      status: 400,
      body: { target: ['You cannot follow yourself'] },
    });
    expect((await post({ target: 'admin@elsewhere.example' })).status).toBe(400);
    expect(await post({})).toEqual({ status: 400, body: { target: ['This field is required.'] } });
    expect(
      await answer(await anonymous.send('POST', '/api/v1/federation/follows/user/', { target: `admin@${host}` })),
    ).toEqual(unauthenticated);

    expect(await demo.json('/api/v1/federation/follows/user/all/')).toEqual({
      results: [{ uuid: follow.uuid, actor: `${pod.url}/federation/actors/admin`, approved: true }],
      count: 1,
    });
    const page = await demo.json<Page<UserFollow>>('/api/v1/federation/follows/user/');
    expect(page).toMatchObject({ count: 1, next: null, previous: null, results: [follow] });
    expect((await admin.json<Page>('/api/v1/federation/follows/user/')).count).toBe(0);

    expect((await admin.send('DELETE', `/api/v1/federation/follows/user/${follow.uuid}/`)).status).toBe(404);
    expect((await demo.send('DELETE', `/api/v1/federation/follows/user/${follow.uuid}/`)).status).toBe(204);
    expect(await answer(await demo.send('DELETE', `/api/v1/federation/follows/user/${follow.uuid}/`))).toEqual({
      status: 404,
      body: { detail: 'Not found.' },
    });
    // following again after unfollowing works, by full username this time
    expect((await post({ target: `admin@${host}` })).status).toBe(201);
  });
});

describe('the inbox', () => {
  it('is the caller’s own: filters, detail, PATCH is_read, and the read action', async () => {
    expect(await answer(await anonymous.fetch('/api/v1/federation/inbox/'))).toEqual(unauthenticated);
    const page = await inboxOf(admin, '?page_size=50');
    expect(page.count).toBeGreaterThan(1);
    const [first] = page.results;
    const detail = await admin.json<InboxItem>(`/api/v1/federation/inbox/${first!.id}/`);
    expect(detail).toEqual(first);
    // the newest is an actor follow (its object refers to an actor); a library follow fits the sample
    expect(first!.activity.object).toEqual({ type: 'federation.Actor', full_username: `admin@${host}` });
    // (follows deleted since have a null related_object, as a real pod's dangling relation)
    const libraryFollow = page.results.find(
      (item) => item.activity.object?.type === 'music.Library' && item.activity.related_object,
    )!;
    const libraryDetail = await admin.json(`/api/v1/federation/inbox/${libraryFollow.id}/`);
    expect(shapeProblems(libraryDetail, v1Example('GET /api/v1/federation/inbox/{id}/'))).toEqual([]);
    expect((await demo.fetch(`/api/v1/federation/inbox/${first!.id}/`)).status).toBe(404);

    const patched = await answer(
      await admin.send('PATCH', `/api/v1/federation/inbox/${first!.id}/`, { is_read: true }),
    );
    expect(patched.status).toBe(200);
    const unread = (await (
      await admin.send('PATCH', `/api/v1/federation/inbox/${libraryFollow.id}/`, { is_read: false })
    ).json()) as unknown;
    expect(shapeProblems(unread, v1Example('PATCH /api/v1/federation/inbox/{id}/'))).toEqual([]);
    expect((patched.body as InboxItem).is_read).toBe(true);
    expect((await inboxOf(admin, '?is_read=true')).results.map((item) => item.id)).toEqual([first!.id]);
    expect((await inboxOf(admin, '?is_read=false')).count).toBe(page.count - 1);
    expect((await admin.send('PATCH', `/api/v1/federation/inbox/${first!.id}/`, { is_read: 'maybe' })).status).toBe(
      400,
    );
    expect((await demo.send('PATCH', `/api/v1/federation/inbox/${first!.id}/`, { is_read: false })).status).toBe(404);

    // ordering and before
    const oldestFirst = await inboxOf(admin, '?ordering=activity__creation_date');
    expect(oldestFirst.results.map((item) => item.id)).toEqual(page.results.map((item) => item.id).reverse());
    const lastId = page.results.at(-1)!.id;
    expect((await inboxOf(admin, `?before=${lastId}`)).count).toBe(0);

    // the action: some ids, then all
    const read = async (body: unknown) => answer(await admin.send('POST', '/api/v1/federation/inbox/action/', body));
    const second = page.results[1]!;
    const some = await read({ action: 'read', objects: [second.id] });
    expect(some).toEqual({ status: 200, body: { updated: 1, action: 'read', result: 1 } });
    expect(shapeProblems(some.body, v1Example('POST /api/v1/federation/inbox/action/'))).toEqual([]);
    const all = await read({ action: 'read', objects: 'all', filters: { is_read: false } });
    expect(all).toEqual({ status: 200, body: { updated: page.count - 2, action: 'read', result: page.count - 2 } });
    expect((await inboxOf(admin, '?is_read=false&page_size=1')).count).toBe(0);
    expect(await read({ action: 'read', objects: 'all', filters: { is_read: false } })).toEqual({
      status: 400,
      body: { non_field_errors: ['No object matching your request'] },
    });
    expect(await read({ action: 'delete', objects: 'all' })).toEqual({
      status: 400,
      body: { action: ['"delete" is not a valid action. Pick one of read.'] },
    });
    expect(await read({ action: 'read' })).toEqual({ status: 400, body: { objects: ['This field is required.'] } });
    expect(await read({ action: 'read', objects: 'some' })).toEqual({
      status: 400,
      body: { objects: ['Invalid objects'] },
    });
    // another user's items are not touched
    expect((await inboxOf(demo, '?is_read=false')).count).toBeGreaterThan(0);
  });
});
