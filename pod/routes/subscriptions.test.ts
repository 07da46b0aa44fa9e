import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPodWithUsers, type Browser, type TestPod } from '../test-support/pod';
import { shapeProblems, v1Example } from '../test-support/shape';

let pod: TestPod;
let host: string;
let anonymous: Browser;
let demo: Browser;
let admin: Browser;
beforeAll(async () => {
  ({ pod, host, anonymous, demo, admin } = await startPodWithUsers());
});
afterAll(() => pod.close());

const CHANNEL = '93816232-897f-54f3-93e9-413db5833f32';
const unauthenticated = { status: 401, body: { detail: 'Authentication credentials were not provided.' } };

interface Page<T = Record<string, unknown>> {
  count: number;
  results: T[];
}
interface Subscription {
  uuid: string;
  approved: boolean;
  fid: string;
  channel: { uuid: string; subscriptions_count?: number };
}
async function answer(response: Response): Promise<{ status: number; body: unknown }> {
  const text = await response.text();
  return { status: response.status, body: text === '' ? null : (JSON.parse(text) as unknown) };
}
const count = async () =>
  (await anonymous.json<{ subscriptions_count: number }>(`/api/v1/channels/${CHANNEL}/`)).subscriptions_count;

describe('channel subscriptions', () => {
  it('demo’s seeded subscription, in the documented shapes', async () => {
    const page = await demo.json<Page<Subscription>>('/api/v1/subscriptions/');
    expect(shapeProblems(page, v1Example('GET /api/v1/subscriptions/'))).toEqual([]);
    expect(page.results.map((item) => item.channel.uuid)).toEqual([CHANNEL]);
    const [subscription] = page.results;
    expect(subscription).toMatchObject({
      approved: true,
      fid: `${pod.url}/federation/actors/demo#follows/${subscription!.uuid}`,
    });
    expect(subscription!.channel).not.toHaveProperty('subscriptions_count');
    const one = await demo.json(`/api/v1/subscriptions/${subscription!.uuid}/`);
    expect(shapeProblems(one, v1Example('GET /api/v1/subscriptions/{uuid}/'))).toEqual([]);
    const all = await demo.json('/api/v1/subscriptions/all/');
    expect(shapeProblems(all, v1Example('GET /api/v1/subscriptions/all/'))).toEqual([]);
    expect(all).toEqual({ results: [{ uuid: subscription!.uuid, channel: CHANNEL }], count: 1 });
    // someone else's subscription is not found
    expect(await answer(await admin.fetch(`/api/v1/subscriptions/${subscription!.uuid}/`))).toEqual({
      status: 404,
      body: { detail: 'Not found.' },
    });
    expect((await admin.fetch('/api/v1/subscriptions/not-a-uuid/')).status).toBe(400);
  });

  it('subscribe is get-or-create (201 both times, the same subscription); unsubscribe answers 204 even when not subscribed', async () => {
    expect(await count()).toBe(1);
    const first = await answer(await admin.send('POST', `/api/v1/channels/${CHANNEL}/subscribe/`));
    expect(first.status).toBe(201);
    expect(shapeProblems(first.body, v1Example('POST /api/v1/channels/{composite}/subscribe/'))).toEqual([]);
    const again = await answer(await admin.send('POST', `/api/v2/channels/shoalnotes@${host}/subscribe`));
    expect(again).toEqual(first);
    expect(await count()).toBe(2);
    expect((await admin.json<Page>('/api/v1/channels/?subscribed=true')).count).toBe(1);
    expect(await admin.json('/api/v1/subscriptions/all/')).toEqual({
      results: [{ uuid: (first.body as Subscription).uuid, channel: CHANNEL }],
      count: 1,
    });

    expect(await answer(await admin.send('DELETE', `/api/v1/channels/${CHANNEL}/unsubscribe/`))).toEqual({
      status: 204,
      body: null,
    });
    expect(await count()).toBe(1);
    expect(await answer(await admin.send('POST', `/api/v1/channels/shoalnotes@${host}/unsubscribe/`))).toEqual({
      status: 204,
      body: null,
    });
    expect((await admin.json<Page>('/api/v1/subscriptions/')).count).toBe(0);
    expect((await admin.json<Page>('/api/v1/channels/?subscribed=true')).count).toBe(0);
  });

  it('needs a login and a known channel', async () => {
    expect(await answer(await anonymous.send('POST', `/api/v1/channels/${CHANNEL}/subscribe/`))).toEqual(
      unauthenticated,
    );
    expect(await answer(await anonymous.send('DELETE', `/api/v1/channels/${CHANNEL}/unsubscribe/`))).toEqual(
      unauthenticated,
    );
    expect(await answer(await anonymous.fetch('/api/v1/subscriptions/'))).toEqual(unauthenticated);
    expect(await answer(await anonymous.fetch('/api/v1/subscriptions/all/'))).toEqual(unauthenticated);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(await answer(await demo.send('POST', `/api/v1/channels/${unknown}/subscribe/`))).toEqual({
      status: 404,
      body: { detail: 'Not found.' },
    });
    expect((await demo.send('POST', `/api/v1/channels/nobody@${host}/unsubscribe/`)).status).toBe(404);
    expect((await demo.send('POST', '/api/v1/channels/what/subscribe/')).status).toBe(400);
    // a subscription without the CSRF header is refused like every other change
    expect((await demo.fetch(`/api/v1/channels/${CHANNEL}/subscribe/`, { method: 'POST' })).status).toBe(403);
  });
});
