import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBearerResolver } from '../auth';
import { SEEDED_IMPORT } from '../fs-import-seed';
import { startPodWithUsers, type Browser, type TestPod } from '../test-support/pod';
import { shapeProblems, v1Example } from '../test-support/shape';
import { userByLogin } from '../users';

interface FsImport {
  root: string;
  path: string;
  import: { status: string; reference: string; logs: string[] } | null;
  content: Array<{ name: string; dir: boolean }>;
}

const FS = '/api/v1/libraries/fs-import/';

async function answer(response: Response): Promise<{ status: number; body: unknown }> {
  const text = await response.text();
  return { status: response.status, body: text === '' ? null : (JSON.parse(text) as unknown) };
}

async function until(check: () => Promise<boolean>): Promise<void> {
  for (let tries = 0; tries < 200; tries += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('never happened');
}

describe.each(['2.0', '1.4'] as const)('libraries/fs-import (%s)', (mode) => {
  let pod: TestPod;
  let anonymous: Browser;
  let demo: Browser;
  let admin: Browser;
  let library: string;
  beforeAll(async () => {
    ({ pod, anonymous, demo, admin } = await startPodWithUsers({ mode, testHooks: true }));
    const created = await admin.json<{ uuid: string }>('/api/v1/libraries/', {
      method: 'POST',
      csrf: true,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: `Import ${mode}`, privacy_level: 'me' }),
    });
    library = created.uuid;
  });
  afterAll(() => pod.close());

  it('needs a login and the library permission (an empty 403, as the view answers)', async () => {
    expect((await anonymous.fetch(FS)).status).toBe(401);
    expect(await answer(await demo.fetch(FS))).toEqual({ status: 403, body: {} });
    expect((await demo.send('POST', FS, { path: '', library, import_reference: 'x' })).status).toBe(403);
    expect((await demo.send('DELETE', FS)).status).toBe(403);
  });

  it('browses the import root: folders first, then files; `..` and missing paths are refused', async () => {
    const top = await admin.json<FsImport>(FS);
    expect(top).toMatchObject({ path: '', import: null });
    expect(top.content).toEqual([
      { name: SEEDED_IMPORT.folder, dir: true },
      { name: 'README.txt', dir: false },
    ]);
    const album = await admin.json<FsImport>(`${FS}?path=${encodeURIComponent(`${SEEDED_IMPORT.folder}/Tide Tables`)}`);
    expect(album.content.map((entry) => entry.name)).toEqual([
      '01 - Slack Water.mp3',
      '02 - Spring Tide.mp3',
      '03 - Neap Tide.mp3',
      'notes.txt',
    ]);
    expect(await answer(await admin.fetch(`${FS}?path=..`))).toEqual({
      status: 400,
      body: { detail: 'Relative browsing is not allowed' },
    });
    expect((await admin.fetch(`${FS}?path=nowhere`)).status).toBe(400);
  });

  it('checks the launch: path, library of the caller, reference', async () => {
    expect(await answer(await admin.send('POST', FS, { path: 'nowhere', library: 'nope' }))).toEqual({
      status: 400,
      body: {
        path: ['Invalid path'],
        library: ['Must be a valid UUID.'],
        import_reference: ['This field is required.'],
      },
    });
    const demoLibrary = '00000000-0000-4000-8000-000000000000';
    expect(
      await answer(await admin.send('POST', FS, { path: '', library: demoLibrary, import_reference: 'r' })),
    ).toEqual({ status: 400, body: { library: ['Invalid library'] } });
  });

  it('imports the seeded folder into the library with the reference, logs as it goes; one import at a time', async () => {
    await admin.send('POST', '/__test__/fs-import', { hold: true });
    const launched = await admin.send('POST', FS, { path: SEEDED_IMPORT.folder, library, import_reference: 'tides' });
    expect(launched.status).toBe(201);
    expect(await launched.text()).toBe('');
    expect(
      await answer(await admin.send('POST', FS, { path: SEEDED_IMPORT.folder, library, import_reference: 'again' })),
    ).toEqual({ status: 400, body: { detail: 'An import is already running' } });
    await until(async () => (await admin.json<FsImport>(FS)).import?.status === 'started');
    await admin.send('POST', '/__test__/fs-import', { hold: false });
    await until(async () => (await admin.json<FsImport>(FS)).import?.status === 'finished');
    const state = await admin.json<FsImport>(FS);
    expect(shapeProblems(state, v1Example('GET /api/v1/libraries/fs-import/'))).toEqual([]);
    expect(state.import).toMatchObject({ status: 'finished', reference: 'tides' });
    expect(state.import?.logs.join('\n')).toMatch(/Successfully imported 3 new tracks/);
    const uploads = await admin.json<{ count: number; results: Array<Record<string, unknown>> }>(
      `/api/v1/uploads/?import_reference=tides&library=${library}`,
    );
    expect(uploads.count).toBe(3);
    expect(uploads.results.map((upload) => upload.import_status)).toEqual(['finished', 'finished', 'finished']);
    const titles = uploads.results.map((upload) => (upload.track as { title: string }).title).sort();
    expect(titles).toEqual(['Neap Tide', 'Slack Water', 'Spring Tide']);
  });

  it('cancels a running import: it stops between two files and says so', async () => {
    await admin.send('POST', '/__test__/fs-import', { hold: true });
    expect((await admin.send('POST', FS, { path: '', library, import_reference: 'stopped' })).status).toBe(201);
    await until(async () => (await admin.json<FsImport>(FS)).import?.status === 'started');
    expect((await admin.send('DELETE', FS)).status).toBe(204);
    await until(async () => (await admin.json<FsImport>(FS)).import?.status === 'finished');
    await admin.send('POST', '/__test__/fs-import', { hold: false });
    expect((await admin.json<FsImport>(FS)).import?.logs.at(-1)).toBe('Import cancelled');
    const uploads = await admin.json<{ count: number }>('/api/v1/uploads/?import_reference=stopped');
    expect(uploads.count).toBe(0);
  });

  it('takes OAuth bearer tokens (the `libraries` scope is app-safe)', async () => {
    const remove = addBearerResolver((ctx, token) =>
      token === `fs-import-${mode}` ? (userByLogin(ctx.db, 'admin') ?? null) : null,
    );
    try {
      const response = await fetch(new URL(FS, pod.url), { headers: { authorization: `Bearer fs-import-${mode}` } });
      expect(response.status).toBe(200);
    } finally {
      remove();
    }
  });
});
