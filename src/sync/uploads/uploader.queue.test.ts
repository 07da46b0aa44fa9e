// The uploader against the real demo pod, in-process over real HTTP, on fake-indexeddb, with the
// worker's tag parsing run in Node and a network the test cuts mid-way. Nothing may be duplicated.

import 'fake-indexeddb/auto';
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { chunkStore, useUploadByteStoreForTests } from '../../db/upload-bytes';
import { readUploadQueue, type QueuedUpload } from '../../db/uploads';
import { ShoalDb, useDatabaseForTests } from '../../db/schema';
import { outboxScope } from '../../db/outbox';
import { createLogger } from '../../logger';
import { detectApiBase } from '../instance';
import { login } from '../session';
import { HttpClient } from '../core/http';
import { cookieJar } from '../testing/cookie-jar';
import { startDemoPod, type RunningPod } from '../testing/demo-pod';
import { testNetwork, type TestNetwork } from '../testing/network';
import { fetchTransport, type FetchTransport } from '../testing/upload-transport';
import { displayStatus, type UploadMessage } from './pipeline';
import { Uploader } from './uploader';
import { readQueuedFileTags } from '../../workers/metadata';

const LIBRARY = { uuid: 'b2a96bed-a3c2-5e58-88c0-4d3c92d591a6', name: "demo's uploads" };
const FIXTURES = new URL('../../../tests/fixtures/uploads/', import.meta.url);
const fixture = (name: string, as = name) => new File([readFileSync(new URL(name, FIXTURES))], as);
const silent = () => undefined;
const quiet = createLogger({
  sink: { debug: silent, info: silent, warn: silent, error: silent, log: silent },
  production: false,
});

let running: RunningPod;
let network: TestNetwork;
let http: HttpClient;
let scope: string;
let transport: FetchTransport;
let uploader: Uploader;
let messages: UploadMessage[];
let csrf: () => string | null;
let dbs = 0;
let stopEvents: () => void;

function makeUploader(timeoutMs?: number): Uploader {
  transport = fetchTransport(network.fetch);
  const made = new Uploader({
    http,
    transport,
    readTags: readQueuedFileTags, // in-process here: Node has no Worker
    scope: () => scope,
    instanceUrl: () => running.url,
    headers: () => ({ 'X-CSRFToken': csrf() ?? '' }),
    locks: null,
    random: () => 0, // the shortest backoff: 500 ms
    logger: quiet,
    notify: (message) => messages.push(message),
    ...(timeoutMs === undefined ? {} : { timeoutMs }),
  });
  return made;
}

/** The pod's uploads of demo, by file name. */
function podUploads(): Array<{ filename: string; import_status: string }> {
  return running.pod.ctx.db
    .prepare(
      "SELECT u.filename, u.import_status FROM uploads u JOIN users us ON us.id = u.owner_id WHERE us.username = 'demo' AND u.upload_group IS NOT NULL ORDER BY u.creation_date",
    )
    .all() as never;
}

async function until(check: () => Promise<boolean> | boolean, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('Timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function queue(): Promise<QueuedUpload[]> {
  return (await readUploadQueue(scope)).uploads;
}

const settled = async () => (await queue()).every((upload) => upload.importedAt !== null || upload.state === 'errored');

beforeEach(async () => {
  running = await startDemoPod({ testHooks: true });
  const jar = cookieJar();
  network = testNetwork(jar.fetch);
  csrf = () => jar.get('csrftoken');
  const base = await detectApiBase(running.url, jar.fetch);
  http = new HttpClient({ getApiBase: () => base, getCsrfToken: csrf, fetchImpl: network.fetch });
  await jar.fetch(running.url, { headers: { Accept: 'text/html' } });
  if (!(await login(http, 'demo', 'demo')).ok) throw new Error('login');
  useDatabaseForTests(new ShoalDb(`upload-queue-${dbs++}`));
  useUploadByteStoreForTests(chunkStore);
  scope = outboxScope(`demo@${new URL(running.url).host}`, running.url);
  messages = [];
  uploader = makeUploader();
  // The activity socket's import events, straight from the pod's bus.
  stopEvents = running.pod.ctx.events.subscribe((_group, message) => {
    if (message.type !== 'import.status_updated') return;
    const upload = message.upload as { uuid: string; import_date: string | null };
    void uploader.onImportStatus(upload.uuid, message.new_status as string, upload.import_date);
  });
});

afterEach(async () => {
  stopEvents();
  uploader.stop();
  await running.stop();
});

async function publish(files: File[]): Promise<string> {
  const group = await uploader.newDraftGroup();
  if (group === null) throw new Error('no group');
  await uploader.queueFiles(group.id, files);
  await uploader.publishGroup(group.id, LIBRARY);
  return group.id;
}

describe('the uploader against the demo pod', () => {
  it('sends tagged files in order; the untagged one fails with missing-tags; imports settle and the bytes go', async () => {
    const refused = await uploader.queueFiles((await uploader.newDraftGroup())!.id, [new File(['x'], 'notes.txt')]);
    expect(refused.refused).toEqual(['notes.txt']);
    await publish([fixture('tone.flac'), fixture('untagged.mp3'), fixture('tone.ogg'), fixture('tone.mp3')]);
    await until(settled);
    const uploads = await queue();
    expect(uploads.map((upload) => [upload.name, displayStatus(upload), upload.failReason])).toEqual([
      ['tone.flac', 'imported', null],
      ['untagged.mp3', 'errored', 'missing-tags'],
      ['tone.ogg', 'imported', null],
      ['tone.mp3', 'imported', null],
    ]);
    expect(podUploads()).toEqual([
      { filename: 'tone.flac', import_status: 'finished' },
      { filename: 'tone.ogg', import_status: 'finished' },
      { filename: 'tone.mp3', import_status: 'finished' },
    ]);
    // The kept bytes of imported files are deleted; the failed one keeps them (for a retry).
    await until(async () => (await queue()).filter((upload) => upload.bytesKept).length === 1);
    expect(await (await import('../../db/schema')).getDb().uploadChunks.count()).toBe(1);
  });

  it('a network cut mid-queue, then a reload: the rest completes, nothing duplicated', async () => {
    const files = ['tone.flac', 'tone.ogg', 'tone.mp3', 'tone.opus', 'tone.m4a', 'tone.aiff'];
    // The third send reaches the pod, which stores it, and its answer is lost; then the network is down.
    let sends = 0;
    network.decide = (method, url) => {
      if (method !== 'POST' || !url.includes('/uploads')) return 'none';
      sends += 1;
      if (sends === 3) return 'cut-after';
      return sends > 3 ? 'down' : 'none';
    };
    await publish(files.map((name) => fixture(name)));
    await until(async () => (await queue()).some((upload) => upload.attempts >= 2));
    expect(podUploads()).toHaveLength(3);

    // A reload: the page goes, a new connection and a new uploader resume from Dexie.
    uploader.stop();
    useDatabaseForTests(new ShoalDb(`upload-queue-${dbs - 1}`));
    uploader = makeUploader();
    network.decide = null;
    await uploader.resume();
    await until(settled);
    const uploads = await queue();
    expect(uploads.map((upload) => displayStatus(upload))).toEqual(files.map(() => 'imported'));
    // The re-sent third file got the pod's first answer: six files sent, six uploads on the pod.
    expect(podUploads().map((upload) => upload.filename)).toEqual(files);
    expect(new Set(uploads.map((upload) => upload.guid)).size).toBe(6);
  });

  it('network failures retry with backoff, not forever', async () => {
    network.decide = (method, url) => (method === 'POST' && url.includes('/uploads') ? 'down' : 'none');
    await publish([fixture('tone.flac')]);
    await until(async () => (await queue())[0]?.state === 'errored', 60_000);
    expect((await queue())[0]).toMatchObject({
      failReason: 'upload-failed',
      error: { key: 'uploads.networkFailedTries', params: { count: 6 } },
    });
    expect(transport.sent).toHaveLength(6);
    expect(podUploads()).toHaveLength(0);
  }, 90_000);

  it('a held answer past the timeout fails the file with the timeout; the retry finds the stored upload, nothing twice', async () => {
    uploader.stop();
    uploader = makeUploader(400);
    const hold = await fetch(`${running.url}__test__/uploads`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ holdMs: 3000 }),
    });
    expect(hold.status).toBe(204);
    await publish([fixture('tone.flac'), fixture('tone.mp3')]);
    await until(async () => (await queue())[0]?.state === 'errored');
    expect((await queue())[0]?.error).toEqual({ key: 'importStatus.failures.timeout' });
    await until(async () => (await queue())[1]?.importedAt != null);
    await until(() => podUploads().length === 2);
    await new Promise((resolve) => setTimeout(resolve, 3000)); // the held answer goes nowhere
    await uploader.retry((await queue())[0]!.id);
    await until(settled);
    expect((await queue()).map((upload) => displayStatus(upload))).toEqual(['imported', 'imported']);
    expect(podUploads().map((upload) => upload.filename)).toEqual(['tone.flac', 'tone.mp3']);
  });

  it('a file over the pod’s size limit fails at once (413, too big); one over the quota left is refused before it is queued', async () => {
    const group = (await uploader.newDraftGroup())!;
    const result = await uploader.queueFiles(group.id, [fixture('tone.flac'), fixture('tone.mp3')], 10_000);
    expect(result).toMatchObject({ refused: [], tooBig: ['tone.flac'] });
    expect(result.queued.map((upload) => upload.name)).toEqual(['tone.mp3']);
    await fetch(`${running.url}__test__/uploads`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ maxBytes: 1000 }),
    });
    await uploader.publishGroup(group.id, LIBRARY);
    await until(settled);
    expect((await queue()).map((upload) => [upload.state, upload.error])).toEqual([
      ['errored', { key: 'importStatus.failures.tooBig' }],
    ]);
    expect(podUploads()).toEqual([]);
  });

  it('over quota: the message, the file failed, the rest of the queue kept; retry sends again', async () => {
    running.pod.ctx.db.prepare("UPDATE users SET upload_quota = 0 WHERE username = 'demo'").run();
    await publish([fixture('tone.flac'), fixture('tone.ogg'), fixture('tone.mp3')]);
    await until(async () => (await queue())[0]?.state === 'errored');
    await uploader.idle();
    const uploads = await queue();
    expect(uploads.map((upload) => upload.state)).toEqual(['errored', 'pending', 'pending']);
    expect(uploads[0]?.error).toEqual({ key: 'errors.quotaExceeded' });
    expect(messages).toEqual([{ key: 'errors.quotaExceeded' }]);
    expect((await readUploadQueue(scope)).groups[0]?.blocked).toBe('quota');
    expect(transport.sent).toHaveLength(1);

    running.pod.ctx.db.prepare("UPDATE users SET upload_quota = 1000 WHERE username = 'demo'").run();
    await uploader.retry(uploads[0]!.id);
    await until(settled);
    expect((await queue()).map((upload) => displayStatus(upload))).toEqual(['imported', 'imported', 'imported']);
    expect(podUploads()).toHaveLength(3);
  });

  it('cancelling a group cancels every upload not yet imported; a retry restarts one', async () => {
    // Hold the first send so the cancel comes while it is on its way.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const inner = network.fetch;
    network.fetch = async (input, init) => {
      if (init?.method === 'POST' && String(input).includes('/uploads')) await held;
      return inner(input, init);
    };
    transport = fetchTransport(network.fetch);
    uploader.stop();
    uploader = makeUploader();
    const groupId = await publish([fixture('tone.flac'), fixture('tone.ogg')]);
    await until(async () => (await queue())[0]?.state === 'uploading');
    await uploader.cancelGroup(groupId);
    release();
    await uploader.idle();
    expect((await queue()).map((upload) => [upload.state, upload.failReason, upload.error])).toEqual([
      ['errored', 'upload-cancelled', null],
      ['errored', 'upload-cancelled', null],
    ]);
    expect(podUploads()).toHaveLength(0);
    await uploader.retry((await queue())[1]!.id);
    await until(async () => (await queue())[1]?.importedAt !== null);
    expect(podUploads().map((upload) => upload.filename)).toEqual(['tone.ogg']);
  });

  it('a duplicate the pod skips shows as skipped; a missing-tags retry fails at once', async () => {
    await publish([fixture('tone.flac')]);
    await until(settled);
    await publish([fixture('tone.flac', 'again.flac'), fixture('untagged.mp3')]);
    await until(settled);
    const uploads = await queue();
    expect(uploads.map((upload) => displayStatus(upload))).toEqual(['imported', 'skipped', 'errored']);
    await uploader.retry(uploads[2]!.id);
    expect((await queue())[2]).toMatchObject({ state: 'errored', failReason: 'missing-tags' });
  });

  it('an import event missed (no socket) is found by asking the pod', async () => {
    stopEvents();
    await publish([fixture('tone.mp3')]);
    await until(async () => (await queue())[0]?.importedAt !== null, 15_000);
    expect((await queue())[0]?.importStatus).toBe('finished');
  });

  it('empty groups are removed when they stop being the current one', async () => {
    const first = await uploader.newDraftGroup();
    await uploader.newDraftGroup();
    const { groups } = await readUploadQueue(scope);
    expect(groups).toHaveLength(1);
    expect(groups[0]?.id).not.toBe(first?.id);
  });
});
