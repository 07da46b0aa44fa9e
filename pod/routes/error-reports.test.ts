// consent24: the test-only error-report collector.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPod, type TestPod } from '../test-support/pod';

let pod: TestPod;
let plain: TestPod;
beforeAll(async () => {
  [pod, plain] = await Promise.all([startTestPod({ testHooks: true }), startTestPod()]);
});
afterAll(async () => {
  await Promise.all([pod.close(), plain.close()]);
});

const post = (base: string, body: string, type = 'application/json') =>
  fetch(`${base}/__test__/error-reports`, { method: 'POST', headers: { 'content-type': type }, body });

describe('/__test__/error-reports', () => {
  it('stores JSON reports in order, lists them, and forgets them on reset', async () => {
    expect((await post(pod.url, JSON.stringify({ kind: 'error', message: 'one' }))).status).toBe(204);
    expect((await post(pod.url, JSON.stringify({ kind: 'trace', name: 'two' }))).status).toBe(204);
    expect(await (await fetch(`${pod.url}/__test__/error-reports`)).json()).toEqual([
      { kind: 'error', message: 'one' },
      { kind: 'trace', name: 'two' },
    ]);
    expect((await post(pod.url, 'not json', 'text/plain')).status).toBe(400);
    expect((await fetch(`${pod.url}/__test__/reset`, { method: 'POST' })).status).toBe(204);
    expect(await (await fetch(`${pod.url}/__test__/error-reports`)).json()).toEqual([]);
  });

  it('does not exist without the test hooks', async () => {
    expect((await post(plain.url, '{}')).status).not.toBe(204);
    const listed = await fetch(`${plain.url}/__test__/error-reports`);
    expect(Array.isArray(await listed.json().catch(() => null))).toBe(false);
  });
});
