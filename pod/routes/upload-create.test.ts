import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LIBRARY_UUIDS } from '../seed';
import { startPodWithUsers, type Browser, type PodWithUsers } from '../test-support/pod';
import { realPod, shapeProblems } from '../test-support/shape';

const FIXTURES = fileURLToPath(new URL('../../tests/fixtures/uploads/', import.meta.url));
const fixture = (name: string) => readFileSync(join(FIXTURES, name));

interface Upload {
  uuid: string;
  filename?: string;
  import_status: string;
  import_reference: string;
  import_details: Record<string, unknown>;
  source: string;
  track: { title: string } | null;
  duration: number | null;
}

interface Send {
  file?: string;
  data?: Buffer;
  filename?: string;
  library?: string | null;
  fields?: Record<string, string>;
  browser?: Browser;
}

/** A send as 1.4's web front makes it: library, audio_file, import_reference, import_status=pending, source. */
async function send(users: PodWithUsers, options: Send): Promise<Response> {
  const form = new FormData();
  const filename = options.filename ?? options.file ?? 'file.bin';
  if (options.library !== null) form.append('library', options.library ?? LIBRARY_UUIDS.demo);
  form.append('import_reference', `test-${filename}`);
  form.append('import_status', 'pending');
  form.append('source', `upload://${filename}`);
  for (const [name, value] of Object.entries(options.fields ?? {})) form.set(name, value);
  if (options.file !== undefined || options.data !== undefined) {
    form.append('audio_file', new Blob([new Uint8Array(options.data ?? fixture(options.file!))]), filename);
  }
  return (options.browser ?? users.demo).fetch('/api/v1/uploads/', { method: 'POST', body: form, csrf: true });
}

async function imported(users: PodWithUsers, uuid: string): Promise<Upload> {
  for (let i = 0; i < 200; i++) {
    const upload = await users.demo.json<Upload>(`/api/v1/uploads/${uuid}/`);
    if (upload.import_status !== 'pending') return upload;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`upload ${uuid} still pending`);
}

const count = (users: PodWithUsers) =>
  (users.pod.pod.ctx.db.prepare('SELECT count(*) AS n FROM uploads').get() as { n: number }).n;

describe.each(['2.0', '1.4'] as const)('POST /api/v1/uploads/ on a %s pod', (mode) => {
  let users: PodWithUsers;
  beforeAll(async () => {
    users = await startPodWithUsers({ mode, testHooks: true });
  });
  afterAll(() => users.pod.close());
  beforeEach(async () => {
    await fetch(`${users.pod.url}/__test__/reset`, { method: 'POST' });
    await users.demo.login('demo', 'demo');
  });

  it('answers 201 in the shape of a real 1.4 pod, then imports in the background', async () => {
    const response = await send(users, { file: 'tone.mp3' });
    expect(response.status).toBe(201);
    const created = (await response.json()) as Upload;
    expect(shapeProblems(created, realPod('upload_create.json'))).toEqual([]);
    expect(created).toMatchObject({
      import_status: 'pending',
      import_reference: 'test-tone.mp3',
      source: 'upload://tone.mp3',
      track: null,
    });
    expect(created.duration).toBeGreaterThanOrEqual(1);
    const done = await imported(users, created.uuid);
    expect(done).toMatchObject({ import_status: 'finished', track: { title: 'Mp3 Tone' } });
    // The lookup a client makes before sending a file again after a lost answer.
    const found = await users.demo.json<{ count: number; results: Upload[] }>(
      '/api/v1/uploads/?import_reference=test-tone.mp3',
    );
    expect(found.results.map((upload) => upload.uuid)).toEqual([created.uuid]);
  });

  it('skips a second copy of a track already in the owner’s libraries', async () => {
    const first = (await (await send(users, { file: 'tone.ogg' })).json()) as Upload;
    expect((await imported(users, first.uuid)).import_status).toBe('finished');
    const second = (await (await send(users, { file: 'tone.ogg', filename: 'again.ogg' })).json()) as Upload;
    const skipped = await imported(users, second.uuid);
    expect(skipped.import_status).toBe('skipped');
    expect(skipped.import_details).toEqual({ code: 'already_imported_in_owned_libraries', duplicates: [first.uuid] });
  });

  it('keeps a draft until it is published', async () => {
    const draft = (await (
      await send(users, { file: 'tone.flac', fields: { import_status: 'draft' } })
    ).json()) as Upload;
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await users.demo.json<Upload>(`/api/v1/uploads/${draft.uuid}/`)).import_status).toBe('draft');
  });

  it('refuses what a real pod refuses, and stores nothing', async () => {
    const before = count(users);
    const refusal = async (options: Send) => {
      const response = await send(users, options);
      return { status: response.status, body: await response.json() };
    };
    expect(await refusal({})).toEqual({ status: 400, body: { audio_file: ['No file was submitted.'] } });
    expect(await refusal({ file: 'tone.mp3', library: null })).toEqual({
      status: 400,
      body: { non_field_errors: ['You need to specify a channel or a library'] },
    });
    for (const library of [LIBRARY_UUIDS.catalogue, 'not-a-uuid']) {
      expect(await refusal({ file: 'tone.mp3', library })).toEqual({
        status: 400,
        body: { library: [`Object with uuid=${library} does not exist.`] },
      });
    }
    expect(await refusal({ file: 'tone.mp3', fields: { import_status: 'finished' } })).toEqual({
      status: 400,
      body: { import_status: ['"finished" is not a valid choice.'] },
    });
    expect(await refusal({ data: fixture('tone.mp3'), filename: 'song.wav' })).toMatchObject({
      status: 400,
      body: { audio_file: [expect.stringContaining('“wav” is not allowed')] },
    });
    expect((await send(users, { file: 'tone.mp3', browser: users.anonymous })).status).toBe(401);
    // Without the CSRF header, the session cookie alone is refused.
    const form = new FormData();
    form.append('library', LIBRARY_UUIDS.demo);
    form.append('audio_file', new Blob([fixture('tone.mp3')]), 'tone.mp3');
    expect((await users.demo.fetch('/api/v1/uploads/', { method: 'POST', body: form })).status).toBe(403);
    await fetch(`${users.pod.url}/__test__/quota`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'demo', megabytes: 0 }),
    });
    expect(await refusal({ file: 'tone.mp3' })).toEqual({
      status: 400,
      body: { non_field_errors: ['upload_quota_reached'] },
    });
    expect(count(users)).toBe(before);
  });

  it(
    mode === '1.4'
      ? 'answers a file it cannot read with a 500 HTML page, storing nothing'
      : 'takes a file it cannot read, whose import then fails',
    async () => {
      const before = count(users);
      const response = await send(users, { file: 'corrupt.mp3' });
      if (mode === '1.4') {
        expect(response.status).toBe(500);
        expect(response.headers.get('content-type')).toContain('text/html');
        expect(await response.text()).toContain('<title>Server Error (500)</title>');
        expect(count(users)).toBe(before);
      } else {
        expect(response.status).toBe(201);
        const upload = await imported(users, ((await response.json()) as Upload).uuid);
        expect(upload.import_status).toBe('errored');
      }
    },
  );

  it(mode === '1.4' ? 'has no upload groups, under v1 or v2' : 'keeps its upload groups under v2 only', async () => {
    expect((await users.demo.send('POST', '/api/v1/upload-groups', { baseUrl: '/' })).status).toBe(404);
    expect((await users.demo.send('POST', '/api/v2/upload-groups', { baseUrl: '/' })).status).toBe(
      mode === '1.4' ? 404 : 201,
    );
  });
});
