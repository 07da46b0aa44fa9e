// The uploader's batches (issue 8): hundreds of files are queued and their tags written in a few
// transactions, not one per file, and a reload in the middle of a batch loses nothing. On
// fake-indexeddb; the groups stay drafts, so nothing is sent and no pod is needed.

import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chunkStore, readUploadBytes, useUploadByteStoreForTests, type UploadByteStore } from '../../db/upload-bytes';
import { readUploadQueue, type UploadTags } from '../../db/uploads';
import { getDb, ShoalDb, useDatabaseForTests } from '../../db/schema';
import { createLogger } from '../../logger';
import { HttpClient } from '../core/http';
import { QUEUE_BATCH_FILES } from './queue-files';
import { Uploader } from './uploader';
import { TAG_BATCH_FILES } from './tagging';
import type { TagReader } from './transport';

const SCOPE = 'demo@pod https://pod';
const TAGS: UploadTags = { title: 'Tone', album: 'Tones', artist: 'Shoal', cover: null };
const silent = () => undefined;
const quiet = createLogger({
  sink: { debug: silent, info: silent, warn: silent, error: silent, log: silent },
  production: false,
});
const files = (count: number) =>
  Array.from(
    { length: count },
    (_, index) =>
      new File([new Uint8Array([index % 256, 1, 2, 3])], `file-${String(index).padStart(3, '0')}.mp3`, {
        type: 'audio/mpeg',
      }),
  );

let dbName: string;
let dbs = 0;
let uploaders: Uploader[] = [];

function makeUploader(readTags: TagReader): Uploader {
  const uploader = new Uploader({
    http: new HttpClient({
      getApiBase: () => null,
      fetchImpl: () => Promise.reject(new Error('no network in this test')),
    }),
    transport: { send: () => Promise.reject(new Error('nothing is sent')), abort: () => undefined },
    readTags,
    scope: () => SCOPE,
    instanceUrl: () => 'https://pod',
    locks: null,
    logger: quiet,
    // A clock that does not move: only the batch sizes decide when a batch is written.
    now: () => 1000,
  });
  uploaders.push(uploader);
  return uploader;
}

/** A reload: the page's uploader goes, a new connection to the same database, a new uploader. */
function useReloadedPage(readTags: TagReader): Uploader {
  for (const uploader of uploaders) uploader.stop();
  uploaders = [];
  useDatabaseForTests(new ShoalDb(dbName));
  return makeUploader(readTags);
}

/** Read-write transactions on the uploads table, counted where every Dexie transaction starts (its DBCore). */
function countUploadWrites(): { count: () => number } {
  const spy = vi.spyOn(getDb().core, 'transaction');
  return {
    count: () => spy.mock.calls.filter(([stores, mode]) => mode === 'readwrite' && stores.includes('uploads')).length,
  };
}

beforeEach(() => {
  dbName = `uploader-batches-${dbs++}`;
  useDatabaseForTests(new ShoalDb(dbName));
  useUploadByteStoreForTests(chunkStore);
});

afterEach(() => {
  for (const uploader of uploaders) uploader.stop();
  uploaders = [];
  vi.restoreAllMocks();
  useUploadByteStoreForTests(null);
});

describe('the uploader writes in batches', () => {
  it(`queues 200 files in at most ${Math.ceil(200 / QUEUE_BATCH_FILES)} transactions and writes their tags in a few more, in order`, async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const uploader = makeUploader(async () => {
      await held;
      return TAGS;
    });
    const group = await uploader.newDraftGroup();
    const writes = countUploadWrites();

    const { queued } = await uploader.queueFiles(group!.id, files(200));
    expect(queued).toHaveLength(200);
    expect(writes.count()).toBeLessThanOrEqual(Math.ceil(200 / QUEUE_BATCH_FILES));
    const { uploads } = await readUploadQueue(SCOPE);
    expect(uploads.map((upload) => upload.name)).toEqual(files(200).map((file) => file.name));
    expect(uploads.map((upload) => upload.position)).toEqual(uploads.map((_, index) => index));

    const before = writes.count();
    release();
    await uploader.idle();
    const read = (await readUploadQueue(SCOPE)).uploads;
    expect(
      read.every((upload) => upload.tagsRead && upload.metadata?.title === 'Tone' && upload.state === 'pending'),
    ).toBe(true);
    // One file at a time, but its result is written with others: 200 files, not 200 transactions.
    // (The first pass of the reader may see only the first batch of rows: one batch more.)
    expect(writes.count() - before).toBeLessThanOrEqual(Math.ceil(200 / TAG_BATCH_FILES) + 1);
  });

  it('a file whose bytes are gone fails with upload-failed, the others are read', async () => {
    const uploader = makeUploader(async (upload) =>
      (await readUploadBytes(upload.id)) === null ? 'bytes-lost' : TAGS,
    );
    const group = await uploader.newDraftGroup();
    const { queued } = await uploader.queueFiles(group!.id, files(3));
    await uploader.idle();
    await chunkStore.delete(queued[1]!.id);
    // As if the reader had not come to it yet.
    await getDb().uploads.update(queued[1]!.id, { tagsRead: false, metadata: null });
    uploader.kick();
    await uploader.idle();
    const { uploads } = await readUploadQueue(SCOPE);
    expect(uploads.map((upload) => [upload.state, upload.failReason, upload.error?.key ?? null])).toEqual([
      ['pending', null, null],
      ['errored', 'upload-failed', 'uploads.bytesLost'],
      ['pending', null, null],
    ]);
  });

  it('more files chosen later go after the first ones', async () => {
    const uploader = makeUploader(async () => TAGS);
    const group = await uploader.newDraftGroup();
    await uploader.queueFiles(group!.id, files(3));
    await uploader.queueFiles(group!.id, files(2));
    expect((await readUploadQueue(SCOPE)).uploads.map((upload) => upload.position)).toEqual([0, 1, 2, 3, 4]);
  });

  it('a reload while files are being queued: every row written has its bytes, and their tags are read after', async () => {
    // The bytes of the 40th file never finish being kept: the page goes meanwhile.
    let kept = 0;
    const stuck: UploadByteStore = {
      ...chunkStore,
      async put(id, blob) {
        kept += 1;
        if (kept === 40) await new Promise(() => undefined);
        await chunkStore.put(id, blob);
      },
    };
    useUploadByteStoreForTests(stuck);
    const first = makeUploader(() => new Promise(() => undefined)); // tags never read before the reload
    const group = await first.newDraftGroup();
    void first.queueFiles(group!.id, files(100));
    await vi.waitFor(() => expect(kept).toBe(40));

    useUploadByteStoreForTests(chunkStore);
    const second = useReloadedPage(async () => TAGS);
    const { uploads } = await readUploadQueue(SCOPE);
    // The first batch was written whole; the files of the batch under way were never shown as queued.
    expect(uploads.map((upload) => upload.name)).toEqual(files(QUEUE_BATCH_FILES).map((file) => file.name));
    for (const upload of uploads) expect((await readUploadBytes(upload.id))?.size).toBe(4);
    await second.resume();
    await second.idle();
    expect((await readUploadQueue(SCOPE)).uploads.every((upload) => upload.tagsRead && upload.metadata !== null)).toBe(
      true,
    );
  });

  it('a reload while tags are being read: the results not yet written are read again, none is lost', async () => {
    const reads = new Map<string, number>();
    const counting =
      (stopAfter: number | null): TagReader =>
      async (upload) => {
        const key = new Uint8Array(await (await readUploadBytes(upload.id))!.arrayBuffer())[0]!.toString();
        reads.set(key, (reads.get(key) ?? 0) + 1);
        const total = [...reads.values()].reduce((sum, count) => sum + count, 0);
        if (stopAfter !== null && total > stopAfter) await new Promise(() => undefined); // the page goes here
        return TAGS;
      };
    // One batch and ten files more are read before the reload: the ten are read but not yet written.
    const first = makeUploader(counting(TAG_BATCH_FILES + 10));
    const group = await first.newDraftGroup();
    await first.queueFiles(group!.id, files(60));
    await vi.waitFor(async () =>
      expect((await readUploadQueue(SCOPE)).uploads.filter((upload) => upload.tagsRead)).toHaveLength(TAG_BATCH_FILES),
    );
    await vi.waitFor(() =>
      expect([...reads.values()].reduce((sum, count) => sum + count, 0)).toBe(TAG_BATCH_FILES + 11),
    );

    const second = useReloadedPage(counting(null));
    await second.resume();
    await second.idle();
    const { uploads } = await readUploadQueue(SCOPE);
    expect(uploads).toHaveLength(60);
    expect(
      uploads.every((upload) => upload.tagsRead && upload.metadata?.title === 'Tone' && upload.state === 'pending'),
    ).toBe(true);
    // The files of the batch written before the reload were not read again.
    expect(Math.max(...[...reads.values()])).toBeLessThanOrEqual(2);
    expect([...reads.entries()].filter(([, count]) => count === 2)).toHaveLength(11);
  });
});
