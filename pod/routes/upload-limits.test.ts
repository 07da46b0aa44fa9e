import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LIBRARY_UUIDS } from '../seed';
import { startPodWithUsers, type PodWithUsers } from '../test-support/pod';
import { DEFAULT_MAX_UPLOAD_BYTES, NGINX_413_PAGE } from './upload-limits';

const FIXTURES = fileURLToPath(new URL('../../tests/fixtures/uploads/', import.meta.url));
const fixture = (name: string) => readFileSync(join(FIXTURES, name));

interface Upload {
  uuid: string;
  import_status: string;
  import_details: Record<string, unknown>;
}

function send(users: PodWithUsers, file: string): Promise<Response> {
  const form = new FormData();
  form.append('library', LIBRARY_UUIDS.demo);
  form.append('import_reference', `limits-${file}`);
  form.append('import_status', 'pending');
  form.append('source', `upload://${file}`);
  form.append('audio_file', new Blob([new Uint8Array(fixture(file))]), file);
  return users.demo.fetch('/api/v1/uploads/', { method: 'POST', body: form, csrf: true });
}

async function imported(users: PodWithUsers, uuid: string): Promise<Upload> {
  for (let i = 0; i < 200; i++) {
    const upload = await users.demo.json<Upload>(`/api/v1/uploads/${uuid}/`);
    if (upload.import_status !== 'pending') return upload;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`upload ${uuid} still pending`);
}

const switches = (users: PodWithUsers, body: unknown) =>
  fetch(`${users.pod.url}/__test__/uploads`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

const stored = (users: PodWithUsers, reference: string) =>
  (
    users.pod.pod.ctx.db.prepare('SELECT count(*) AS n FROM uploads WHERE import_reference = ?').get(reference) as {
      n: number;
    }
  ).n;

describe.each(['2.0', '1.4'] as const)('upload limits and failed imports on a %s pod', (mode) => {
  let users: PodWithUsers;
  beforeAll(async () => {
    users = await startPodWithUsers({ mode, testHooks: true });
  });
  afterAll(() => users.pod.close());
  beforeEach(async () => {
    await fetch(`${users.pod.url}/__test__/reset`, { method: 'POST' });
    await users.demo.login('demo', 'demo');
  });

  it('fails the import of a file whose MusicBrainz recording id is no UUID: invalid_metadata, the field named', async () => {
    const response = await send(users, 'badmbid.mp3');
    expect(response.status).toBe(201);
    const upload = await imported(users, ((await response.json()) as Upload).uuid);
    expect(upload.import_status).toBe('errored');
    expect(upload.import_details).toEqual({
      error_code: 'invalid_metadata',
      detail: { mbid: ['Must be a valid UUID.'] },
    });
  });

  it('answers 413 with the front server’s page to a body over the limit, and stores nothing', async () => {
    expect((await switches(users, { maxBytes: 1000 })).status).toBe(204);
    const response = await send(users, 'tone.mp3');
    expect(response.status).toBe(413);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await response.text()).toBe(NGINX_413_PAGE);
    expect(stored(users, 'limits-tone.mp3')).toBe(0);
    // Back to the default (100 MiB): the same file goes through.
    expect((await switches(users, { maxBytes: null })).status).toBe(204);
    expect((await send(users, 'tone.mp3')).status).toBe(201);
    expect(DEFAULT_MAX_UPLOAD_BYTES).toBe(100 * 1024 * 1024);
  });

  it('holds the answer of the next send once its upload is stored, then answers', async () => {
    expect((await switches(users, { holdMs: 1500 })).status).toBe(204);
    let answered = false;
    const sending = send(users, 'tone.flac').then((response) => {
      answered = true;
      return response;
    });
    for (let i = 0; i < 100 && stored(users, 'limits-tone.flac') === 0; i++)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(stored(users, 'limits-tone.flac')).toBe(1);
    expect(answered).toBe(false);
    expect((await sending).status).toBe(201);
    // Only one send was held.
    expect((await send(users, 'tone.ogg')).status).toBe(201);
  });

  it('answers 404, not an error, when a reset takes the upload away while its answer is held', async () => {
    expect((await switches(users, { holdMs: 1500 })).status).toBe(204);
    const sending = send(users, 'tone.flac');
    for (let i = 0; i < 100 && stored(users, 'limits-tone.flac') === 0; i++)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(stored(users, 'limits-tone.flac')).toBe(1);
    expect((await fetch(`${users.pod.url}/__test__/reset`, { method: 'POST' })).status).toBe(204);
    const response = await sending;
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ detail: 'Not found.' });
    expect(stored(users, 'limits-tone.flac')).toBe(0);
  });

  it('refuses switches it cannot apply', async () => {
    const response = await switches(users, { holdMs: -1, maxBytes: 'big' });
    expect(response.status).toBe(400);
    expect(Object.keys((await response.json()) as object).sort()).toEqual(['holdMs', 'maxBytes']);
  });
});
