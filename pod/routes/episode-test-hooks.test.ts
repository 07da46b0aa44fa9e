import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPod, type TestPod } from '../test-support/pod';

function post(pod: TestPod, body: unknown) {
  return fetch(`${pod.url}/__test__/long-episode`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

describe('the long episode test hook', () => {
  let pod: TestPod;
  beforeAll(async () => {
    pod = await startTestPod({ testHooks: true });
  });
  afterAll(() => pod.close());

  it('serves a silent WAV of the asked length for the episode, with ranges, until the reset', async () => {
    const made = await post(pod, { seconds: 300 });
    expect(made.status).toBe(200);
    const { track } = (await made.json()) as { track: string };
    const size = 44 + 8000 * 300;
    const whole = await fetch(`${pod.url}/api/v1/listen/${track}/`);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('audio/wav');
    expect(Number(whole.headers.get('content-length'))).toBe(size);
    await whole.arrayBuffer();
    const part = await fetch(`${pod.url}/api/v1/listen/${track}/`, { headers: { range: 'bytes=1000-1999' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 1000-1999/${String(size)}`);
    expect((await part.arrayBuffer()).byteLength).toBe(1000);

    expect((await fetch(`${pod.url}/__test__/reset`, { method: 'POST' })).status).toBe(204);
    const back = await fetch(`${pod.url}/api/v1/listen/${track}/`);
    expect(back.headers.get('content-type')).toBe('audio/mpeg');
    await back.arrayBuffer();
  });

  it('refuses a music track, an unknown title and a length out of range', async () => {
    expect((await post(pod, { title: 'Low Tide' })).status).toBe(404);
    expect((await post(pod, { title: 'No such episode' })).status).toBe(404);
    expect((await post(pod, { seconds: 10 })).status).toBe(400);
  });
});
