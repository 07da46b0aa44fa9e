// The uploader on a 1.x pod (issue 14): files go to `POST api/v1/uploads/` as 1.4's web front sends
// them, imports are followed by polling `uploads/{uuid}/`, an HTML 500 is tried a bounded number of
// times, and a file whose answer was lost is looked up by its import reference before it goes again.
// Against the real demo pod in-process over real HTTP (1.4 mode unless said), on fake-indexeddb.

import 'fake-indexeddb/auto';
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PodMode } from '../../../pod/context';
import { chunkStore, useUploadByteStoreForTests } from '../../db/upload-bytes';
import { readUploadQueue, type QueuedUpload } from '../../db/uploads';
import { ShoalDb, useDatabaseForTests } from '../../db/schema';
import { outboxScope } from '../../db/outbox';
import { createLogger } from '../../logger';
import { login } from '../session';
import { HttpClient } from '../core/http';
import { cookieJar } from '../testing/cookie-jar';
import { startDemoPod, type RunningPod } from '../testing/demo-pod';
import { testNetwork, type TestNetwork } from '../testing/network';
import { fetchTransport, type FetchTransport } from '../testing/upload-transport';
import { displayStatus, UPLOAD_MAX_SERVER_ATTEMPTS } from './pipeline';
import { Uploader } from './uploader';
import { readQueuedFileTags } from '../../workers/metadata';

const LIBRARY = { uuid: 'b2a96bed-a3c2-5e58-88c0-4d3c92d591a6', name: "demo's uploads" };
const FIXTURES = new URL('../../../tests/fixtures/uploads/', import.meta.url);
const TYPES: Record<string, string> = {
  flac: 'audio/flac',
  ogg: 'audio/ogg',
  mp3: 'audio/mpeg',
  opus: 'audio/opus',
  m4a: 'audio/mp4',
};
/** A file as a browser's file input gives it: with the type of its extension (corrupt.mp3's tags are found only so). */
const fixture = (name: string, as = name) =>
  new File([readFileSync(new URL(name, FIXTURES))], as, { type: TYPES[name.split('.').at(-1) ?? ''] ?? '' });
const silent = () => undefined;
const quiet = createLogger({
  sink: { debug: silent, info: silent, warn: silent, error: silent, log: silent },
  production: false,
});

let running: RunningPod | null = null;
let network: TestNetwork;
let http: HttpClient;
let scope: string;
let transport: FetchTransport;
let uploader: Uploader | null = null;
let csrf: () => string | null;
let dbName = '';
let dbs = 0;
let stopEvents: () => void = () => undefined;

interface PodUploadRow {
  filename: string;
  import_status: string;
  import_reference: string;
  library_uuid: string;
  upload_group: string | null;
}

function makeUploader(): Uploader {
  transport = fetchTransport(network.fetch);
  uploader = new Uploader({
    http,
    transport,
    readTags: readQueuedFileTags, // in-process here: Node has no Worker
    scope: () => scope,
    instanceUrl: () => running!.url,
    headers: () => ({ 'X-CSRFToken': csrf() ?? '' }),
    locks: null,
    random: () => 0, // the shortest backoff: 500 ms
    logger: quiet,
  });
  return uploader;
}

/**
 * A pod in `mode`, demo signed in, a client whose API base is `api/v1/` (what the detection picks on
 * a 1.x pod; given here so the 2.0 pod's imports can be followed on the same path), an uploader.
 * `events`: the socket's import events reach the uploader (else only its polls settle imports).
 */
async function startPod(mode: PodMode, events: boolean): Promise<void> {
  running = await startDemoPod({ testHooks: true, mode });
  const jar = cookieJar();
  network = testNetwork(jar.fetch);
  csrf = () => jar.get('csrftoken');
  http = new HttpClient({ getApiBase: () => `${running!.url}api/v1/`, getCsrfToken: csrf, fetchImpl: network.fetch });
  // The csrftoken comes from an API answer on a 1.4 pod (its pages set none).
  await jar.fetch(`${running.url}api/v1/instance/nodeinfo/2.0/`);
  if (!(await login(http, 'demo', 'demo')).ok) throw new Error('login');
  network.delivered.length = 0;
  scope = outboxScope(`demo@${new URL(running.url).host}`, running.url);
  makeUploader();
  if (events) {
    stopEvents = running.pod.ctx.events.subscribe((_group, message) => {
      if (message.type !== 'import.status_updated') return;
      const upload = message.upload as { uuid: string; import_date: string | null; import_details: unknown };
      void uploader?.onImportStatus(
        upload.uuid,
        message.new_status as string,
        upload.import_date,
        upload.import_details,
      );
    });
  }
}

beforeEach(() => {
  dbName = `upload-queue-v1-${dbs++}`;
  useDatabaseForTests(new ShoalDb(dbName));
  useUploadByteStoreForTests(chunkStore);
});

afterEach(async () => {
  stopEvents();
  stopEvents = () => undefined;
  uploader?.stop();
  uploader = null;
  await running?.stop();
  running = null;
});

/** demo's uploads on the pod made since the seed (the seeded ones have no `shoal-` reference). */
function podUploads(): PodUploadRow[] {
  return running!.pod.ctx.db
    .prepare(
      `SELECT u.filename, u.import_status, u.import_reference, u.library_uuid, u.upload_group FROM uploads u JOIN users us ON us.id = u.owner_id
       WHERE us.username = 'demo' AND u.import_reference LIKE 'shoal-%' ORDER BY u.creation_date`,
    )
    .all() as PodUploadRow[];
}

async function until(check: () => Promise<boolean> | boolean, ms = 15_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('Timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const queue = async (): Promise<QueuedUpload[]> => (await readUploadQueue(scope)).uploads;
const settled = async () => (await queue()).every((upload) => upload.importedAt !== null || upload.state === 'errored');
const posts = () => network.delivered.filter((line) => line.startsWith('POST /api/'));
const lookups = () => network.delivered.filter((line) => line === 'GET /api/v1/uploads/');

async function publish(files: File[]): Promise<void> {
  const group = await uploader!.newDraftGroup();
  if (group === null) throw new Error('no group');
  await uploader!.queueFiles(group.id, files);
  await uploader!.publishGroup(group.id, LIBRARY);
}

describe('the uploader on a 1.4 pod', () => {
  it('sends each file as 1.4’s web front does, one at a time, and follows the imports', async () => {
    await startPod('1.4', true);
    await publish([fixture('tone.flac'), fixture('untagged.mp3'), fixture('tone.ogg')]);
    await until(settled);
    const uploads = await queue();
    expect(uploads.map((upload) => [upload.name, displayStatus(upload), upload.failReason])).toEqual([
      ['tone.flac', 'imported', null],
      ['untagged.mp3', 'errored', 'missing-tags'],
      ['tone.ogg', 'imported', null],
    ]);
    // Two files, two uploads: library, import reference of the file, no upload group; nothing else was posted.
    expect(podUploads()).toEqual(
      [uploads[0]!, uploads[2]!].map((upload) => ({
        filename: upload.name,
        import_status: 'finished',
        import_reference: `shoal-${upload.sendKey}`,
        library_uuid: LIBRARY.uuid,
        upload_group: null,
      })),
    );
    expect(posts()).toEqual(['POST /api/v1/uploads/', 'POST /api/v1/uploads/']);
    expect(new Set(uploads.map((upload) => upload.guid))).toEqual(new Set([null, ...podUploadUuids()]));
  });

  it('an HTML 500 to one file is tried a bounded number of times, then the file fails with its reason and the queue goes on', async () => {
    await startPod('1.4', true);
    await publish([fixture('corrupt.mp3'), fixture('tone.mp3')]);
    await until(settled, 30_000);
    const [corrupt, tone] = await queue();
    expect(corrupt).toMatchObject({
      state: 'errored',
      failReason: 'upload-failed',
      error: { key: 'uploads.serverFailedTimes', params: { count: UPLOAD_MAX_SERVER_ATTEMPTS, status: 500 } },
    });
    expect(displayStatus(tone!)).toBe('imported');
    expect(transport.sent.filter((id) => id === corrupt!.id)).toHaveLength(UPLOAD_MAX_SERVER_ATTEMPTS);
    expect(podUploads().map((upload) => upload.filename)).toEqual(['tone.mp3']);
  }, 45_000);

  it('an answer lost after the pod stored the file: found by its import reference, never sent twice', async () => {
    await startPod('1.4', true);
    let sends = 0;
    network.decide = (method, url) => {
      if (method !== 'POST' || !url.endsWith('/api/v1/uploads/')) return 'none';
      sends += 1;
      return sends === 1 ? 'cut-after' : 'none';
    };
    await publish([fixture('tone.flac'), fixture('tone.ogg')]);
    await until(settled);
    expect((await queue()).map((upload) => displayStatus(upload))).toEqual(['imported', 'imported']);
    expect(podUploads().map((upload) => upload.filename)).toEqual(['tone.flac', 'tone.ogg']);
    // The first file went once; before it could go again the pod was asked, and had it.
    expect(sends).toBe(2);
    expect(lookups()).toHaveLength(1);
  });

  it('a reload mid-send, the file not on the pod: looked up, then sent once', async () => {
    await startPod('1.4', true);
    network.decide = (method, url) => (method === 'POST' && url.endsWith('/api/v1/uploads/') ? 'down' : 'none');
    await publish([fixture('tone.m4a'), fixture('tone.mp3')]);
    await until(async () => (await queue())[0]?.uncertain === true && (await queue())[0]?.state === 'pending');

    // The page goes: a new connection to the same database, a new uploader.
    uploader!.stop();
    useDatabaseForTests(new ShoalDb(dbName));
    makeUploader();
    network.decide = null;
    await uploader!.resume();
    await until(settled);
    expect((await queue()).map((upload) => displayStatus(upload))).toEqual(['imported', 'imported']);
    expect(podUploads().map((upload) => upload.filename)).toEqual(['tone.m4a', 'tone.mp3']);
    expect(lookups().length).toBeGreaterThanOrEqual(1);
  });
});

describe('following imports by polling on the v1 path (no socket)', () => {
  it('settles each end state, finished, skipped and errored, with the pod’s reason', async () => {
    // A 2.0 pod takes a file it cannot read and fails its import (a 1.4 pod refuses it with a 500).
    await startPod('2.0', false);
    await publish([fixture('tone.opus'), fixture('tone.opus', 'again.opus'), fixture('corrupt.mp3')]);
    await until(settled, 30_000);
    const uploads = await queue();
    expect(uploads.map((upload) => [displayStatus(upload), upload.error])).toEqual([
      ['imported', null],
      ['skipped', { key: 'uploads.importErrors.already_imported_in_owned_libraries' }],
      ['errored', { key: 'uploads.importErrors.unknown_error' }],
    ]);
    expect(uploads[2]?.failReason).toBe('import-failed');
    expect(podUploads().map((upload) => upload.import_status)).toEqual(['finished', 'skipped', 'errored']);
    expect(posts().every((line) => line === 'POST /api/v1/uploads/')).toBe(true);
  }, 45_000);
});

function podUploadUuids(): string[] {
  return (
    running!.pod.ctx.db.prepare("SELECT uuid FROM uploads WHERE import_reference LIKE 'shoal-%'").all() as {
      uuid: string;
    }[]
  ).map((row) => row.uuid);
}
