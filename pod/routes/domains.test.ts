import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPodWithUsers, type Browser, type TestPod } from '../test-support/pod';
import { shapeProblems, v1Example } from '../test-support/shape';

let pod: TestPod;
let anonymous: Browser;
let demo: Browser;
let admin: Browser;
beforeAll(async () => {
  ({ pod, anonymous, demo, admin } = await startPodWithUsers());
});
afterAll(() => pod.close());

interface Page<T = Record<string, unknown>> {
  count: number;
  results: T[];
}
async function answer(response: Response): Promise<{ status: number; body: unknown }> {
  const text = await response.text();
  return { status: response.status, body: text === '' ? null : (JSON.parse(text) as unknown) };
}
const DOMAINS = '/api/v1/manage/federation/domains/';
const POLICIES = '/api/v1/manage/moderation/instance-policies/';

describe('manage/federation/domains', () => {
  it('needs the moderation permission', async () => {
    expect((await anonymous.fetch(DOMAINS)).status).toBe(401);
    expect((await demo.fetch(DOMAINS)).status).toBe(403);
    expect((await demo.send('POST', POLICIES, { target: { type: 'domain', id: 'remote.example.org' } })).status).toBe(
      403,
    );
  });

  it('lists the seeded remote domain with its actors and node info, in the shape of a real pod', async () => {
    const page = await admin.json<Page>(`${DOMAINS}?q=remote`);
    expect(page.count).toBe(1);
    expect(page.results[0]).toMatchObject({
      name: 'remote.example.org',
      actors_count: 2,
      allowed: false,
      instance_policy: null,
      nodeinfo: { status: 'ok', payload: { software: { name: 'funkwhale', version: '1.4.0' } } },
    });
    expect(
      shapeProblems(page, v1Example('GET /api/v1/manage/federation/domains/')).filter(
        (problem) => !/instance_policy: null|nodeinfo\.payload/.test(problem),
      ),
    ).toEqual([]);
    const stats = await admin.json<Record<string, number>>(`${DOMAINS}remote.example.org/stats/`);
    expect(stats).toMatchObject({ actors: 2, libraries: 4 });
    expect(shapeProblems(stats, v1Example('GET /api/v1/manage/federation/domains/{name}/stats/'))).toEqual([]);
  });

  it('adds a domain (lower case; a duplicate is refused), whose node info fetch fails', async () => {
    const created = await answer(await admin.send('POST', DOMAINS, { name: 'Tides.Example.net' }));
    expect(created).toMatchObject({ status: 201, body: { name: 'tides.example.net', nodeinfo: {}, allowed: false } });
    expect(await answer(await admin.send('POST', DOMAINS, { name: 'tides.example.net' }))).toEqual({
      status: 400,
      body: { name: ['domain with this name already exists.'] },
    });
    expect(await answer(await admin.send('POST', DOMAINS, { name: ' ' }))).toEqual({
      status: 400,
      body: { name: ['This field may not be blank.'] },
    });
    const got = await admin.json<{ nodeinfo: { status: string; error: string }; nodeinfo_fetch_date: string }>(
      `${DOMAINS}tides.example.net/`,
    );
    expect(got.nodeinfo.status).toBe('error');
    expect(got.nodeinfo.error).toContain("host='tides.example.net'");
    expect(got.nodeinfo_fetch_date).not.toBeNull();
    const refreshed = await admin.json<{ status: string }>(`${DOMAINS}tides.example.net/nodeinfo/`);
    expect(refreshed.status).toBe('error');
  });

  it('adds to and removes from the allow-list, and refuses "all" for purge', async () => {
    await admin.send('POST', DOMAINS, { name: 'allow.example.net' });
    const add = await answer(
      await admin.send('POST', `${DOMAINS}action/`, { action: 'allow_list_add', objects: ['allow.example.net'] }),
    );
    expect(add).toEqual({ status: 200, body: { updated: 1, action: 'allow_list_add', result: null } });
    expect((await admin.json<{ allowed: boolean }>(`${DOMAINS}allow.example.net/`)).allowed).toBe(true);
    expect((await admin.json<Page>(`${DOMAINS}?allowed=true`)).results.map((d) => d.name)).toEqual([
      'allow.example.net',
    ]);
    await admin.send('POST', `${DOMAINS}action/`, { action: 'allow_list_remove', objects: ['allow.example.net'] });
    expect((await admin.json<{ allowed: boolean }>(`${DOMAINS}allow.example.net/`)).allowed).toBe(false);
    expect((await admin.send('POST', `${DOMAINS}action/`, { action: 'purge', objects: 'all' })).status).toBe(400);
    expect(
      await answer(await admin.send('POST', `${DOMAINS}action/`, { action: 'purge', objects: ['nowhere.example'] })),
    ).toEqual({ status: 400, body: { non_field_errors: ['No object matching your request'] } });
  });
});

describe('manage/moderation/instance-policies', () => {
  it('creates, reads, updates and deletes a rule on a domain; the domain names it', async () => {
    await admin.send('POST', DOMAINS, { name: 'rules.example.net' });
    const created = await answer(
      await admin.send('POST', POLICIES, {
        target: { type: 'domain', id: 'rules.example.net' },
        summary: 'Spam',
        block_all: true,
        reject_media: true,
        is_active: true,
      }),
    );
    expect(created.status).toBe(201);
    const policy = created.body as { id: number; actor: string };
    expect(policy).toMatchObject({
      target: { type: 'domain', id: 'rules.example.net' },
      summary: 'Spam',
      block_all: true,
      silence_activity: false,
      reject_media: true,
      is_active: true,
    });
    expect(policy.actor).toMatch(/^admin@/);
    expect(shapeProblems(policy, v1Example('POST /api/v1/manage/moderation/instance-policies/'))).toEqual([]);
    expect((await admin.json<{ instance_policy: number }>(`${DOMAINS}rules.example.net/`)).instance_policy).toBe(
      policy.id,
    );
    const again = await answer(
      await admin.send('POST', POLICIES, { target: { type: 'domain', id: 'rules.example.net' } }),
    );
    expect(again.status).toBe(400);

    const patched = await answer(await admin.send('PATCH', `${POLICIES}${policy.id}/`, { is_active: false }));
    expect(patched).toMatchObject({ status: 200, body: { is_active: false, block_all: true, summary: 'Spam' } });
    expect((await admin.json<Page>(`${POLICIES}?target_domain=rules.example.net`)).count).toBe(1);

    expect((await admin.send('DELETE', `${POLICIES}${policy.id}/`)).status).toBe(204);
    expect((await admin.fetch(`${POLICIES}${policy.id}/`)).status).toBe(404);
    expect((await admin.json<{ instance_policy: null }>(`${DOMAINS}rules.example.net/`)).instance_policy).toBeNull();
  });

  it('targets an account by user@domain and refuses unknown targets', async () => {
    const created = await answer(
      await admin.send('POST', POLICIES, {
        target: { type: 'actor', id: 'oskar@remote.example.org' },
        silence_notifications: true,
      }),
    );
    expect(created).toMatchObject({ status: 201, body: { target: { type: 'actor', id: 'oskar@remote.example.org' } } });
    expect(
      await answer(await admin.send('POST', POLICIES, { target: { type: 'actor', id: 'nobody@remote.example.org' } })),
    ).toEqual({ status: 400, body: { target: ['Object not found'] } });
    expect(await answer(await admin.send('POST', POLICIES, { target: { type: 'planet', id: 'x' } }))).toEqual({
      status: 400,
      body: { target: ['Invalid type'] },
    });
    expect(await answer(await admin.send('POST', POLICIES, {}))).toEqual({
      status: 400,
      body: { target: ['This field is required.'] },
    });
  });
});
