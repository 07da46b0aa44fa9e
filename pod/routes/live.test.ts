import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { connectLive, settle, type LiveClient } from '../test-support/live';
import { Browser, startPodWithUsers, type TestPod } from '../test-support/pod';
import { shapeProblems, v1Example } from '../test-support/shape';

let pod: TestPod;
let anonymous: Browser;
let demo: Browser;
let admin: Browser;
const open: LiveClient[] = [];
beforeAll(async () => {
  ({ pod, anonymous, demo, admin } = await startPodWithUsers());
});
afterEach(() => {
  for (const client of open.splice(0)) client.close();
});
afterAll(() => pod.close());

async function live(browser: Browser): Promise<LiveClient> {
  const client = await connectLive(pod.url, browser);
  open.push(client);
  return client;
}

const sample = (type: string) =>
  (v1Example('WS /api/v1/activity') as Array<{ type: string }>).find((event) => event.type === type);
const setPrivacy = (username: string, level: string) =>
  pod.pod.ctx.db.prepare('UPDATE users SET privacy_level = ? WHERE username = ?').run(level, username);

describe('the activity websocket handshake', () => {
  it('is refused with a 401 without a logged-in session, whatever else is sent', async () => {
    await expect(connectLive(pod.url, null)).rejects.toMatchObject({ status: 401 });
    await expect(connectLive(pod.url, anonymous)).rejects.toMatchObject({ status: 401 });
    const forged = new Browser(pod.url);
    forged.cookies.set('sessionid', 'not-a-session');
    await expect(connectLive(pod.url, forged)).rejects.toMatchObject({ status: 401 });
  });

  it('answers only at /api/v1/activity, with no trailing slash', async () => {
    await expect(connectLive(pod.url, demo, '/api/v1/activity/')).rejects.toMatchObject({ status: 404 });
    await expect(connectLive(pod.url, demo, '/api/v2/activity')).rejects.toMatchObject({ status: 404 });
    const client = await live(demo);
    expect(client.socket.readyState).toBe(client.socket.OPEN);
  });

  it('joins the groups of the user: its own, the instance and one per permission', async () => {
    const [demoSocket, adminSocket] = [await live(demo), await live(admin)];
    const { events, db } = pod.pod.ctx;
    const id = (name: string) => (db.prepare('SELECT id FROM users WHERE username = ?').get(name) as { id: number }).id;
    events.publish(`user.${id('demo')}.inbox`, { type: 'test.demo-inbox' });
    events.publish(`user.${id('admin')}.imports`, { type: 'test.admin-imports' });
    events.publish('admin.moderation', { type: 'test.moderation' });
    events.publish('admin.settings', { type: 'test.settings' });
    events.publish('instance_activity', { type: 'test.everyone' });
    await demoSocket.next((frame) => frame.type === 'test.everyone');
    await adminSocket.next((frame) => frame.type === 'test.everyone');
    await settle();
    expect(demoSocket.frames.map((frame) => frame.type)).toEqual(['test.demo-inbox', 'test.everyone']);
    expect(adminSocket.frames.map((frame) => frame.type)).toEqual([
      'test.admin-imports',
      'test.moderation',
      'test.settings',
      'test.everyone',
    ]);
  });

  it('closes the sockets of a session that logged out, and only those', async () => {
    const other = new Browser(pod.url);
    await other.login('demo', 'demo');
    const [leaving, staying] = [await live(other), await live(demo)];
    expect((await other.send('POST', '/api/v1/users/logout')).status).toBeLessThan(400);
    expect(await leaving.closed).toBe(4401);
    pod.pod.ctx.events.publish('instance_activity', { type: 'test.after-logout' });
    await staying.next((frame) => frame.type === 'test.after-logout');
  });
});

describe('events published by the routes', () => {
  it('Listen and Like go to everyone, in the shape of the samples, when the user shares with the instance', async () => {
    const watcher = await live(admin);
    setPrivacy('demo', 'everyone');
    expect((await demo.send('POST', '/api/v1/history/listenings/', { track: 3 })).status).toBe(201);
    const listen = await watcher.next((frame) => frame.type === 'Listen');
    expect(shapeProblems(listen, sample('Listen'))).toEqual([]);
    expect(listen).toMatchObject({
      actor: { local_id: 'demo', type: 'Person' },
      object: { local_id: 3, type: 'Audio' },
    });

    setPrivacy('demo', 'instance');
    await demo.send('POST', '/api/v1/favorites/tracks/remove/', { track: 4 });
    expect((await demo.send('POST', '/api/v1/favorites/tracks/', { track: 4 })).status).toBe(201);
    const like = await watcher.next((frame) => frame.type === 'Like');
    expect(shapeProblems(like, sample('Like'))).toEqual([]);
    expect(like).toMatchObject({ object: { local_id: 4 }, actor: { local_id: 'demo' } });
    // favoriting again creates nothing, so nothing is announced
    await demo.send('POST', '/api/v1/favorites/tracks/', { track: 4 });
    await settle();
    expect(watcher.frames.filter((frame) => frame.type === 'Like')).toHaveLength(1);
  });

  it('Listen and Like are not announced for users whose privacy level is me or followers', async () => {
    const watcher = await live(admin);
    for (const level of ['me', 'followers']) {
      setPrivacy('demo', level);
      await demo.send('POST', '/api/v1/history/listenings/', { track: 5 });
      await demo.send('POST', '/api/v1/favorites/tracks/remove/', { track: 6 });
      await demo.send('POST', '/api/v1/favorites/tracks/', { track: 6 });
    }
    setPrivacy('demo', 'instance');
    await settle();
    expect(watcher.frames.filter((frame) => frame.type === 'Listen' || frame.type === 'Like')).toEqual([]);
  });

  it('mutation.created reaches every logged-in user with the pending count', async () => {
    const [demoSocket, adminSocket] = [await live(demo), await live(admin)];
    const before = (await admin.json<{ count: number }>('/api/v1/mutations/?is_approved=null&page_size=1')).count;
    const response = await demo.send('POST', '/api/v1/tracks/2/mutations/', {
      type: 'update',
      payload: { title: 'Sea Glass II', tags: ['Ambient'] },
      summary: 'Fix',
    });
    expect(response.status).toBe(201);
    for (const socket of [demoSocket, adminSocket]) {
      const event = await socket.next((frame) => frame.type === 'mutation.created');
      expect(shapeProblems(event, sample('mutation.created'))).toEqual([]);
      expect(event.pending_review_count).toBe(before + 1);
    }
  });

  it('report.created reaches only the moderators, with the unresolved count', async () => {
    const [demoSocket, adminSocket] = [await live(demo), await live(admin)];
    const before = (
      await admin.json<{ count: number }>('/api/v1/manage/moderation/reports/?is_handled=false&page_size=1')
    ).count;
    const response = await demo.send('POST', '/api/v1/moderation/reports/', {
      type: 'other',
      summary: 'Spam',
      target: { type: 'album', id: 1 },
    });
    expect(response.status).toBe(201);
    const event = await adminSocket.next((frame) => frame.type === 'report.created');
    expect(shapeProblems(event, sample('report.created'))).toEqual([]);
    expect(event.unresolved_count).toBe(before + 1);
    await settle();
    expect(demoSocket.frames.map((frame) => frame.type)).not.toContain('report.created');
  });
});

describe('closing the pod', () => {
  it('ends open sockets instead of waiting for them', async () => {
    const { pod: other, demo: user } = await startPodWithUsers();
    const client = await connectLive(other.url, user);
    const started = Date.now();
    await other.close();
    expect(await client.closed).toBeGreaterThan(0);
    expect(Date.now() - started).toBeLessThan(3000);
  });
});
