import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LIBRARY_UUIDS } from '../seed';
import { connectLive, type LiveClient } from '../test-support/live';
import { startPodWithUsers, type Browser, type TestPod } from '../test-support/pod';
import { shapeProblems, v1Example } from '../test-support/shape';

const FIXTURES = fileURLToPath(new URL('../../tests/fixtures/uploads/', import.meta.url));
const fixture = (name: string) => readFileSync(join(FIXTURES, name));

let pod: TestPod;
let anonymous: Browser;
let demo: Browser;
let admin: Browser;
const sockets: LiveClient[] = [];
beforeAll(async () => {
  ({ pod, anonymous, demo, admin } = await startPodWithUsers({ testHooks: true }));
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
});
afterAll(() => pod.close());

interface Upload {
  uuid: string;
  filename: string;
  mimetype: string;
  size: number;
  duration: number | null;
  bitrate: number | null;
  import_status: string;
  import_details: Record<string, unknown>;
  import_date: string | null;
  track: { id: number; title: string; artist: { name: string }; album: { title: string } | null } | null;
  library: { uuid: string };
}
interface Quota {
  max: number;
  remaining: number;
  current: number;
  draft: number;
  skipped: number;
  pending: number;
  finished: number;
  errored: number;
}

async function newGroup(browser: Browser = demo): Promise<{ guid: string; uploadUrl: string }> {
  const response = await browser.send('POST', '/api/v2/upload-groups', { baseUrl: '/' });
  expect(response.status).toBe(201);
  return (await response.json()) as { guid: string; uploadUrl: string };
}

interface Send {
  file?: string;
  data?: Buffer;
  filename?: string;
  metadata?: unknown;
  target?: unknown;
  clientUploadId?: string;
  browser?: Browser;
  url?: string;
}

async function send(options: Send): Promise<Response> {
  const browser = options.browser ?? demo;
  const url = options.url ?? (await newGroup(browser)).uploadUrl;
  const form = new FormData();
  if (options.metadata !== undefined)
    form.append('metadata', typeof options.metadata === 'string' ? options.metadata : JSON.stringify(options.metadata));
  form.append(
    'target',
    typeof options.target === 'string'
      ? options.target
      : JSON.stringify(options.target ?? { library: LIBRARY_UUIDS.demo }),
  );
  if (options.clientUploadId !== undefined) form.append('clientUploadId', options.clientUploadId);
  if (options.file !== undefined || options.data !== undefined) {
    const data = options.data ?? fixture(options.file!);
    form.append('audioFile', new Blob([new Uint8Array(data)]), options.filename ?? options.file ?? 'file.bin');
  }
  return browser.fetch(url, { method: 'POST', body: form, csrf: true });
}

async function upload(options: Send): Promise<string> {
  const response = await send(options);
  const body = (await response.json()) as { guid: string };
  expect(response.status, JSON.stringify(body)).toBe(201);
  expect(Object.keys(body)).toEqual(['guid']);
  return body.guid;
}

// A real 1.4 pod leaves `channel` out of uploads that are not a channel's (see the README).
const NO_CHANNEL = ['$.channel: missing'];

const getUpload = (uuid: string, browser: Browser = demo) => browser.json<Upload>(`/api/v1/uploads/${uuid}/`);

/** Polls until the upload left `pending`. */
async function imported(uuid: string, browser: Browser = demo): Promise<Upload> {
  for (let i = 0; i < 100; i++) {
    const current = await getUpload(uuid, browser);
    if (current.import_status !== 'pending') return current;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`upload ${uuid} still pending`);
}

const quota = async (browser: Browser = demo) =>
  (await browser.json<{ quota_status: Quota }>('/api/v1/users/me/')).quota_status;
const setQuota = (username: string, megabytes: number | null) =>
  fetch(`${pod.url}/__test__/quota`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, megabytes }),
  });
const uploadCount = () => (pod.pod.ctx.db.prepare('SELECT count(*) AS n FROM uploads').get() as { n: number }).n;

beforeEach(async () => {
  await fetch(`${pod.url}/__test__/reset`, { method: 'POST' });
  await demo.login('demo', 'demo');
  await admin.login('admin', 'admin');
});

describe('upload groups', () => {
  it('makes a group for a logged-in user, with an absolute upload URL on the pod (v2 only)', async () => {
    const response = await demo.send('POST', '/api/v2/upload-groups', { baseUrl: '/' });
    expect(response.status).toBe(201);
    const group = (await response.json()) as { guid: string; name: string; createdAt: string; uploadUrl: string };
    expect(group.guid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(group.uploadUrl).toBe(`${pod.url}/api/v2/upload-groups/${group.guid}/uploads`);
    expect(typeof group.name).toBe('string');
    expect(Date.parse(group.createdAt)).not.toBeNaN();
    expect((await demo.send('POST', '/api/v2/upload-groups/', {})).status).toBe(201);
    expect((await anonymous.send('POST', '/api/v2/upload-groups', { baseUrl: '/' })).status).toBe(401);
    expect((await demo.send('POST', '/api/v1/upload-groups', { baseUrl: '/' })).status).toBe(404);
    // the CSRF header is needed with the session cookie
    expect(
      (
        await demo.fetch('/api/v2/upload-groups', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: '{}',
        })
      ).status,
    ).toBe(403);
  });

  it('takes uploads at the upload URL of the caller’s own groups only (404 otherwise)', async () => {
    const group = await newGroup(admin);
    expect((await send({ file: 'tone.mp3', url: group.uploadUrl })).status).toBe(404);
    expect(
      (
        await send({
          file: 'tone.mp3',
          url: `${pod.url}/api/v2/upload-groups/00000000-0000-4000-8000-000000000000/uploads`,
        })
      ).status,
    ).toBe(404);
    const mine = await newGroup();
    expect((await send({ file: 'tone.mp3', url: `${mine.uploadUrl}/` })).status).toBe(201);
  });
});

describe('uploading a file', () => {
  it.each([
    ['tone.flac', 'audio/flac', 'Flac'],
    ['tone.ogg', 'audio/ogg', 'Ogg'],
    ['tone.mp3', 'audio/mpeg', 'Mp3'],
    ['tone.opus', 'audio/opus', 'Opus'],
    ['tone.m4a', 'audio/x-m4a', 'M4a'],
    ['tone.aiff', 'audio/aiff', 'Aiff'],
  ])(
    'imports %s from its tags: pending first, then finished with a new artist, album and track',
    async (file, mimetype, name) => {
      const uuid = await upload({ file });
      const pending = await getUpload(uuid);
      expect(pending).toMatchObject({
        uuid,
        filename: file,
        mimetype,
        import_status: 'pending',
        track: null,
        import_date: null,
      });
      expect(pending.library.uuid).toBe(LIBRARY_UUIDS.demo);
      const done = await imported(uuid);
      expect(done.import_status).toBe('finished');
      expect(done.import_details).toEqual({});
      expect(done.import_date).not.toBeNull();
      expect(done.size).toBe(fixture(file).length);
      expect(done.duration).toBeGreaterThanOrEqual(1);
      expect(done.bitrate).toBeGreaterThan(0);
      expect(done.track).toMatchObject({
        title: `${name} Tone`,
        artist: { name: `${name} Artist` },
        album: { title: `Format Album ${name}` },
      });
      expect(shapeProblems(done, v1Example('GET /api/v1/uploads/{uuid}/'), { extraKeys: false })).toEqual(NO_CHANNEL);
      // the track is playable by its owner, from the stored file
      const track = await demo.json<{ listen_url: string }>(`/api/v1/tracks/${done.track!.id}/`);
      const listen = await demo.fetch(`${track.listen_url}?upload=${uuid}`);
      expect(listen.status, await listen.clone().text()).toBe(200);
      expect(Buffer.from(await listen.arrayBuffer()).equals(fixture(file))).toBe(true);
    },
  );

  it('lets the client’s metadata win over the tags, and reuses an artist and album of the same names', async () => {
    const first = await imported(
      await upload({
        file: 'tone.mp3',
        metadata: { title: 'Given Title', album: { name: 'Kitchen Tapes' }, artist: { name: 'sandbar' } },
      }),
    );
    expect(first.track).toMatchObject({
      title: 'Given Title',
      artist: { name: 'Sandbar' },
      album: { title: 'Kitchen Tapes' },
    });
    // the seeded artist and album (Sandbar, Kitchen Tapes), not new ones
    const artists = pod.pod.ctx.db.prepare("SELECT count(*) AS n FROM artists WHERE name = 'Sandbar'").get() as {
      n: number;
    };
    expect(artists.n).toBe(1);
    const plain = await imported(
      await upload({ file: 'tone.ogg', metadata: { title: 'Plain', album: 'Plain Album', artist: 'Plain Artist' } }),
    );
    expect(plain.track).toMatchObject({
      title: 'Plain',
      artist: { name: 'Plain Artist' },
      album: { title: 'Plain Album' },
    });
    // only the title given: the rest comes from the tags
    const partly = await imported(await upload({ file: 'tone.flac', metadata: { title: 'Only Title' } }));
    expect(partly.track).toMatchObject({
      title: 'Only Title',
      artist: { name: 'Flac Artist' },
      album: { title: 'Format Album Flac' },
    });
  });

  it('fails the import of a file without tags (invalid_metadata), and imports it when the client gives them', async () => {
    const errored = await imported(await upload({ file: 'untagged.mp3' }));
    expect(errored).toMatchObject({ import_status: 'errored', track: null });
    expect(errored.import_details).toEqual({
      error_code: 'invalid_metadata',
      detail: {
        title: ['This field is required.'],
        album: ['This field is required.'],
        artist: ['This field is required.'],
      },
    });
    const given = await imported(
      await upload({ file: 'untagged.mp3', metadata: { title: 'T', album: 'A', artist: 'R' } }),
    );
    expect(given).toMatchObject({ import_status: 'finished', track: { title: 'T' } });
  });

  it('fails the import of a file the pod cannot read (unknown_error)', async () => {
    const broken = await imported(await upload({ data: Buffer.from('not audio at all'), filename: 'noise.flac' }));
    expect(broken.import_status).toBe('errored');
    expect(broken.import_details.error_code).toBe('unknown_error');
  });

  it('refuses other file types with the pod’s message, and creates nothing', async () => {
    const before = uploadCount();
    for (const filename of ['notes.txt', 'song.wav', 'noextension']) {
      const response = await send({ data: fixture('tone.mp3'), filename });
      expect(response.status).toBe(400);
      const extension = filename.includes('.') ? filename.split('.').at(-1) : '';
      expect(await response.json()).toEqual({
        audioFile: [
          `File extension “${extension}” is not allowed. Allowed extensions are: aac, aif, aiff, flac, m4a, mp3, ogg, opus.`,
        ],
      });
    }
    // the extension decides, whatever its case
    expect((await send({ data: fixture('tone.mp3'), filename: 'LOUD.MP3' })).status).toBe(201);
    expect(uploadCount()).toBe(before + 1);
  });

  it('checks the body: a file, a target', async () => {
    expect(await (await send({})).json()).toEqual({ audioFile: ['No file was submitted.'] });
    const group = await newGroup();
    const noTarget = new FormData();
    noTarget.append('audioFile', new Blob([fixture('tone.mp3')]), 'tone.mp3');
    const response = await demo.fetch(group.uploadUrl, { method: 'POST', body: noTarget, csrf: true });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ target: ['This field is required.'] });
    expect(await (await send({ file: 'tone.mp3', metadata: '{not json' })).json()).toEqual({
      metadata: ['Value must be valid JSON.'],
    });
    expect(await (await send({ file: 'tone.mp3', target: {} })).json()).toEqual({
      target: { library: ['This field is required.'] },
    });
    // a bare library uuid is a target too
    expect((await send({ file: 'tone.mp3', target: LIBRARY_UUIDS.demo })).status).toBe(201);
  });

  it('takes files only into the caller’s own library', async () => {
    const before = uploadCount();
    for (const library of [
      LIBRARY_UUIDS.catalogue,
      LIBRARY_UUIDS.channel('shoalnotes'),
      '00000000-0000-4000-8000-000000000000',
    ]) {
      const response = await send({ file: 'tone.mp3', target: { library } });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ target: { library: [`Object with uuid=${library} does not exist.`] } });
    }
    expect(uploadCount()).toBe(before);
    // admin may upload into the catalogue
    expect(
      (await send({ browser: admin, file: 'tone.mp3', target: { library: LIBRARY_UUIDS.catalogue } })).status,
    ).toBe(201);
  });

  it('answers a second send with the same client upload id with the first upload, creating nothing', async () => {
    const group = await newGroup();
    const first = await upload({ file: 'tone.ogg', clientUploadId: 'V1StGXR8_Z5jdHi6B-myT', url: group.uploadUrl });
    const count = uploadCount();
    const again = await upload({ file: 'tone.ogg', clientUploadId: 'V1StGXR8_Z5jdHi6B-myT', url: group.uploadUrl });
    expect(again).toBe(first);
    // even from another group, and after the import
    await imported(first);
    expect(await upload({ file: 'tone.ogg', clientUploadId: 'V1StGXR8_Z5jdHi6B-myT' })).toBe(first);
    expect(uploadCount()).toBe(count);
    // the id is the user's: admin's same id is another upload
    const adminUpload = await upload({
      browser: admin,
      file: 'tone.ogg',
      clientUploadId: 'V1StGXR8_Z5jdHi6B-myT',
      target: { library: LIBRARY_UUIDS.catalogue },
    });
    expect(adminUpload).not.toBe(first);
    expect((await imported(first)).import_status).toBe('finished');
  });

  it('marks a re-sent file already imported in one of the owner’s libraries as skipped', async () => {
    const first = await imported(await upload({ file: 'tone.opus' }));
    expect(first.import_status).toBe('finished');
    const second = await imported(await upload({ file: 'tone.opus' }));
    expect(second.import_status).toBe('skipped');
    expect(second.import_details).toEqual({ code: 'already_imported_in_owned_libraries', duplicates: [first.uuid] });
    expect(second.track?.id).toBe(first.track?.id);
    // demo's own copy of Harbour Lights is a duplicate too; admin's catalogue copy of a track demo has not is not
    const harbour = await imported(
      await upload({
        file: 'tone.mp3',
        metadata: { title: 'Harbour Lights', album: 'Harbour Lights', artist: 'Marina Keys' },
      }),
    );
    expect(harbour.import_status).toBe('skipped');
    const lowTide = await imported(
      await upload({
        file: 'tone.mp3',
        metadata: { title: 'Low Tide', album: 'Slow Currents', artist: 'Tidepool Ensemble' },
      }),
    );
    expect(lowTide.import_status).toBe('finished');
  });
});

describe('import status events', () => {
  it('publishes import.status_updated to the owner only, pending to finished, skipped or errored', async () => {
    const [demoSocket, adminSocket] = [await connectLive(pod.url, demo), await connectLive(pod.url, admin)];
    sockets.push(demoSocket, adminSocket);
    const finished = await upload({ file: 'tone.m4a' });
    const event = await demoSocket.next(
      (frame) => frame.type === 'import.status_updated' && (frame.upload as Upload).uuid === finished,
    );
    expect(event).toMatchObject({
      old_status: 'pending',
      new_status: 'finished',
      upload: { uuid: finished, import_status: 'finished' },
    });
    const sample = (v1Example('WS /api/v1/activity') as Array<{ type: string }>).find(
      (item) => item.type === 'import.status_updated',
    );
    expect(shapeProblems(event, sample, { extraKeys: false })).toEqual(['$.upload.channel: missing']);
    expect((event.upload as Upload).import_date).not.toBeNull();
    expect((event.upload as Upload).track?.title).toBe('M4a Tone');

    const skipped = await upload({ file: 'tone.m4a' });
    expect(await demoSocket.next((frame) => (frame.upload as Upload | undefined)?.uuid === skipped)).toMatchObject({
      old_status: 'pending',
      new_status: 'skipped',
    });
    const errored = await upload({ file: 'untagged.mp3' });
    expect(await demoSocket.next((frame) => (frame.upload as Upload | undefined)?.uuid === errored)).toMatchObject({
      old_status: 'pending',
      new_status: 'errored',
      upload: { import_details: { error_code: 'invalid_metadata' } },
    });
    expect(adminSocket.frames.filter((frame) => frame.type === 'import.status_updated')).toEqual([]);
    // one event per change: nothing for the pending state itself
    expect(demoSocket.frames.filter((frame) => frame.type === 'import.status_updated')).toHaveLength(3);
  });
});

describe('quota', () => {
  it('reports quota_status in MB, every status counted in current', async () => {
    const start = await quota();
    expect(start.max).toBe(1);
    expect(start.current).toBeCloseTo(start.finished + start.errored + start.skipped + start.pending + start.draft, 2);
    expect(start.remaining).toBeCloseTo(1 - start.current, 2);
    const size = fixture('tone.flac').length / 1e6;
    const uuid = await upload({ file: 'tone.flac' });
    expect((await quota()).pending).toBeCloseTo(size, 2);
    await imported(uuid);
    const after = await quota();
    expect(after.finished).toBeCloseTo(start.finished + size, 2);
    expect(after.current).toBeCloseTo(start.current + size, 2);
    expect(after.remaining).toBeCloseTo(start.remaining - size, 2);
    await imported(await upload({ file: 'tone.flac' }));
    expect((await quota()).skipped).toBeCloseTo(size, 2);
  });

  it('refuses a file larger than what is left with upload_quota_reached, creating nothing', async () => {
    expect((await setQuota('demo', 0)).status).toBe(204);
    const before = uploadCount();
    const response = await send({ file: 'tone.mp3' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ non_field_errors: ['upload_quota_reached'] });
    expect(uploadCount()).toBe(before);
    expect((await quota()).remaining).toBe(0);
    // exactly room for one more file: the first fits, the second does not
    const used = (await quota()).current;
    await setQuota('demo', used + fixture('tone.mp3').length / 1e6 + 0.001);
    expect((await send({ file: 'tone.mp3' })).status).toBe(201);
    expect((await send({ file: 'tone.mp3' })).status).toBe(400);
    await setQuota('demo', null);
    // The pod's setting (`users__upload_quota`): 0 on the demo pod (a real pod's default is 1000).
    expect((await quota()).max).toBe(0);
    expect((await setQuota('nobody', 1)).status).toBe(400);
  });
});

describe('the uploader’s list, delete and actions', () => {
  it('filters the files table: q, import_status, library, ordering, page, page_size', async () => {
    const ok = await imported(await upload({ file: 'tone.ogg' }));
    await imported(await upload({ file: 'untagged.mp3' }));
    const page = await demo.json<{ count: number; next: string | null; results: Upload[] }>(
      `/api/v1/uploads/?library=${LIBRARY_UUIDS.demo}&import_status=errored&ordering=-creation_date&page_size=1`,
    );
    expect(page.count).toBe(2); // the seeded failure and this one
    expect(page.results[0]!.filename).toBe('untagged.mp3');
    expect(page.next).toContain('page=2');
    expect(
      (await demo.json<{ results: Upload[] }>('/api/v1/uploads/?q=ogg%20tone')).results.map((item) => item.uuid),
    ).toEqual([ok.uuid]);
    expect(
      (await demo.json<{ count: number }>('/api/v1/uploads/?import_status=finished&import_status=errored')).count,
    ).toBe(6);
  });

  it('deletes one of the caller’s uploads and its file (204), 404 for another’s', async () => {
    const uuid = (await imported(await upload({ file: 'tone.mp3' }))).uuid;
    const stored = (pod.pod.ctx.db.prepare('SELECT file FROM uploads WHERE uuid = ?').get(uuid) as { file: string })
      .file;
    expect((await admin.send('DELETE', `/api/v1/uploads/${uuid}/`)).status).toBe(404);
    const before = await quota();
    expect((await demo.send('DELETE', `/api/v1/uploads/${uuid}/`)).status).toBe(204);
    expect((await demo.fetch(`/api/v1/uploads/${uuid}/`)).status).toBe(404);
    expect((await demo.send('DELETE', `/api/v1/uploads/${uuid}`)).status).toBe(404);
    expect(() => readFileSync(join(pod.dataDir, stored))).toThrow();
    expect((await quota()).current).toBeLessThan(before.current);
    expect((await anonymous.send('DELETE', `/api/v1/uploads/${uuid}/`)).status).toBe(401);
  });

  it('purges by status with uploads/action/ delete, objects "all" and filters', async () => {
    await imported(await upload({ file: 'untagged.mp3' }));
    const response = await demo.send('POST', '/api/v1/uploads/action/', {
      action: 'delete',
      objects: 'all',
      filters: { import_status: 'errored' },
    });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toEqual({ updated: 2, action: 'delete', result: null });
    expect(shapeProblems(body, v1Example('POST /api/v1/uploads/action/'))).toEqual([]);
    expect((await quota()).errored).toBe(0);
    const again = await demo.send('POST', '/api/v1/uploads/action/', {
      action: 'delete',
      objects: 'all',
      filters: { import_status: 'errored' },
    });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ non_field_errors: ['No object matching your request'] });
    // admin's uploads are out of reach
    const catalogue = (await admin.json<{ results: Upload[] }>('/api/v1/uploads/?page_size=1')).results[0]!.uuid;
    expect(
      (await demo.send('POST', '/api/v1/uploads/action/', { action: 'delete', objects: [catalogue] })).status,
    ).toBe(400);
    expect((await demo.send('POST', '/api/v1/uploads/action/', { action: 'nope', objects: 'all' })).status).toBe(400);
    expect((await demo.send('POST', '/api/v1/uploads/action/', { action: 'delete' })).status).toBe(400);
  });

  it('relaunches the import of errored and skipped uploads (finished ones stay), with events', async () => {
    const socket = await connectLive(pod.url, demo);
    sockets.push(socket);
    const errored = await imported(await upload({ file: 'untagged.mp3' }));
    const finished = await imported(await upload({ file: 'tone.aiff' }));
    // give the errored upload tags the import can use, as an edit of its metadata would
    pod.pod.ctx.db
      .prepare('UPDATE uploads SET import_metadata = ? WHERE uuid = ?')
      .run(JSON.stringify({ title: 'Fixed', album: 'Fixed', artist: 'Fixed' }), errored.uuid);
    const response = await demo.send('POST', '/api/v1/uploads/action/', {
      action: 'relaunch_import',
      objects: [errored.uuid, finished.uuid],
    });
    expect(await response.json()).toEqual({ updated: 2, action: 'relaunch_import', result: null });
    expect((await getUpload(errored.uuid)).import_status).toBe('pending');
    expect((await getUpload(finished.uuid)).import_status).toBe('finished');
    const event = await socket.next(
      (frame) => (frame.upload as Upload | undefined)?.uuid === errored.uuid && frame.new_status === 'finished',
    );
    expect(event.old_status).toBe('pending');
    expect((await getUpload(errored.uuid)).track?.title).toBe('Fixed');
    // the seeded failure's file is a tagged copy of Low Sun, which demo has: relaunched, it is skipped
    const seeded = (await demo.json<{ results: Upload[] }>('/api/v1/uploads/?import_status=errored')).results[0]!;
    await demo.send('POST', '/api/v1/uploads/action/', {
      action: 'relaunch_import',
      objects: 'all',
      filters: { import_status: 'errored' },
    });
    expect(await imported(seeded.uuid)).toMatchObject({ import_status: 'skipped', track: { title: 'Low Sun' } });
  });
});
