import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_DIR } from '../context';
import { Browser, startTestPod, type TestPod } from '../test-support/pod';

let pod: TestPod;
beforeAll(async () => {
  pod = await startTestPod();
});
afterAll(() => pod.close());

interface Track {
  listen_url: string;
  uploads: { uuid: string; listen_url: string; size: number; mimetype: string }[];
}

async function track(id: number): Promise<Track> {
  return (await (await fetch(`${pod.url}/api/v1/tracks/${id}/`)).json()) as Track;
}

const onDisk = (name: string) => readFileSync(join(CATALOGUE_DIR, 'audio', name));
const bytes = async (response: Response) => Buffer.from(await response.arrayBuffer());

describe('listen/{uuid}/', () => {
  it('streams the whole file with its type and Accept-Ranges', async () => {
    const { listen_url, uploads } = await track(1); // Low Tide, Ogg Vorbis
    const file = onDisk('low-tide.ogg');
    const response = await fetch(pod.url + listen_url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('audio/ogg');
    expect(response.headers.get('accept-ranges')).toBe('bytes');
    expect(Number(response.headers.get('content-length'))).toBe(file.length);
    expect(response.headers.get('content-disposition')).toBe(
      "attachment; filename*=UTF-8''Tidepool%20Ensemble%20-%20Slow%20Currents%20-%20Low%20Tide.ogg",
    );
    expect((await bytes(response)).equals(file)).toBe(true);
    expect(uploads[0]!.size).toBe(file.length);
  });

  it('answers byte ranges with 206 and exactly the bytes asked', async () => {
    const { listen_url } = await track(8); // Harbour Lights, FLAC
    const file = onDisk('harbour-lights.flac');
    const size = file.length;

    const head = await fetch(pod.url + listen_url, { headers: { Range: 'bytes=0-99' } });
    expect(head.status).toBe(206);
    expect(head.headers.get('content-range')).toBe(`bytes 0-99/${size}`);
    expect(head.headers.get('content-length')).toBe('100');
    expect((await bytes(head)).equals(file.subarray(0, 100))).toBe(true);

    const open = await fetch(pod.url + listen_url, { headers: { Range: `bytes=${size - 1000}-` } });
    expect(open.status).toBe(206);
    expect(open.headers.get('content-range')).toBe(`bytes ${size - 1000}-${size - 1}/${size}`);
    expect((await bytes(open)).equals(file.subarray(size - 1000))).toBe(true);

    const suffix = await fetch(pod.url + listen_url, { headers: { Range: 'bytes=-500' } });
    expect(suffix.status).toBe(206);
    expect(suffix.headers.get('content-range')).toBe(`bytes ${size - 500}-${size - 1}/${size}`);
    expect((await bytes(suffix)).equals(file.subarray(size - 500))).toBe(true);

    const clamped = await fetch(pod.url + listen_url, { headers: { Range: `bytes=100-${size + 5000}` } });
    expect(clamped.status).toBe(206);
    expect((await bytes(clamped)).equals(file.subarray(100))).toBe(true);

    const past = await fetch(pod.url + listen_url, { headers: { Range: `bytes=${size}-` } });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${size}`);
  });

  it('picks the upload asked, and answers the MP3 twin for to=mp3', async () => {
    const { uploads } = await track(11); // Moon Jelly, Opus
    const original = await fetch(pod.url + uploads[0]!.listen_url);
    expect(original.headers.get('content-type')).toBe('audio/opus');
    expect((await bytes(original)).equals(onDisk('moon-jelly.opus'))).toBe(true);

    const mp3 = await fetch(`${pod.url}${uploads[0]!.listen_url}&to=mp3&download=false`);
    expect(mp3.status).toBe(200);
    expect(mp3.headers.get('content-type')).toBe('audio/mpeg');
    expect(mp3.headers.get('content-disposition')).toBeNull();
    expect((await bytes(mp3)).equals(onDisk('moon-jelly.mp3'))).toBe(true);

    const ranged = await fetch(`${pod.url}${uploads[0]!.listen_url}&to=mp3`, { headers: { Range: 'bytes=0-9' } });
    expect(ranged.status).toBe(206);
    expect((await bytes(ranged)).equals(onDisk('moon-jelly.mp3').subarray(0, 10))).toBe(true);

    const mp3Original = await track(4); // Press Start is an MP3 already
    const same = await fetch(`${pod.url}${mp3Original.listen_url}?to=mp3`);
    expect((await bytes(same)).equals(onDisk('press-start.mp3'))).toBe(true);
  });

  it('accepts a listen token, refuses a bad one, and lets anonymous visitors listen', async () => {
    const { listen_url } = await track(2);
    const browser = new Browser(pod.url);
    await browser.login('demo', 'demo');
    const me = (await (await browser.fetch('/api/v1/users/me/')).json()) as { tokens: { listen: string } };
    const token = encodeURIComponent(me.tokens.listen);

    const withToken = await fetch(`${pod.url}${listen_url}?token=${token}`, { headers: { Range: 'bytes=0-3' } });
    expect(withToken.status).toBe(206);
    expect((await bytes(withToken)).toString('latin1')).toBe('OggS');

    const forged = me.tokens.listen.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    for (const bad of [encodeURIComponent(forged), 'garbage', 'a:b:c']) {
      const response = await fetch(`${pod.url}${listen_url}?token=${bad}`);
      expect(response.status, bad).toBe(401);
      expect(await response.json()).toEqual({ detail: 'Invalid token' });
    }

    expect((await browser.fetch(listen_url, { headers: { Range: 'bytes=0-3' } })).status).toBe(206);
    expect((await fetch(pod.url + listen_url, { headers: { Range: 'bytes=0-3' } })).status).toBe(206);
  });

  it('answers 404 for unknown tracks and uploads', async () => {
    const { listen_url } = await track(3);
    const other = await track(4);
    expect((await fetch(`${pod.url}/api/v1/listen/00000000-0000-4000-8000-000000000000/`)).status).toBe(404);
    expect((await fetch(`${pod.url}${listen_url}?upload=${other.uploads[0]!.uuid}`)).status).toBe(404);
  });
});
