import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { logger } from '../logger';
import {
  chunkStore,
  deleteUploadBytes,
  keepUploadBytes,
  opfsStore,
  readUploadBytes,
  UPLOAD_CHUNK_BYTES,
  useUploadByteStoreForTests,
} from './upload-bytes';
import {
  changeGroupUploads,
  changeQueuedUpload,
  changeQueuedUploads,
  deleteUploadGroupRows,
  findUploadByGuid,
  nextUploadPosition,
  putQueuedUploads,
  putUploadGroup,
  readUploadQueue,
  sameUpload,
  shareUnchanged,
  type QueuedUpload,
  type UploadGroup,
} from './uploads';
import { ShoalDb, useDatabaseForTests } from './schema';

let n = 0;
let db: ShoalDb;
beforeEach(() => {
  db = new ShoalDb(`uploads-test-${n++}`);
  useDatabaseForTests(db);
  useUploadByteStoreForTests(chunkStore);
});

const group = (id: string, scope = 'demo s', createdAt = 1): UploadGroup => ({
  id,
  scope,
  guid: null,
  uploadUrl: null,
  type: 'music-library',
  targetLibrary: null,
  targetName: null,
  createdAt,
  state: 'draft',
  blocked: null,
});
const upload = (id: string, groupId: string, position: number, patch: Partial<QueuedUpload> = {}): QueuedUpload => ({
  id,
  groupId,
  position,
  name: `${id}.mp3`,
  size: 10,
  mimeType: 'audio/mpeg',
  progress: 0,
  state: 'pending',
  guid: null,
  error: null,
  failReason: null,
  importedAt: null,
  importStatus: null,
  metadata: {
    title: 't',
    album: 'a',
    artist: 'r',
    cover: { data: new Uint8Array([1, 2]).buffer, mimeType: 'image/png' },
  },
  tagsRead: true,
  sendKey: id,
  attempts: 0,
  notBefore: 0,
  bytesKept: true,
  createdAt: 1,
  ...patch,
});

describe('the upload queue in Dexie', () => {
  it('reads a user’s groups oldest first and their uploads in order, after a reload (a new connection)', async () => {
    await putUploadGroup(group('b', 'demo s', 5));
    await putUploadGroup(group('a', 'demo s', 2));
    await putUploadGroup(group('x', 'other s'));
    await putQueuedUploads([upload('u2', 'a', 1), upload('u1', 'a', 0), upload('u3', 'b', 0), upload('u4', 'x', 0)]);
    db.close();
    useDatabaseForTests(new ShoalDb(db.name));
    const queue = await readUploadQueue('demo s');
    expect(queue.groups.map((item) => item.id)).toEqual(['a', 'b']);
    expect(queue.uploads.map((item) => item.id)).toEqual(['u1', 'u2', 'u3']);
    // The cover survives as bytes, not as an object URL that a reload would lose.
    expect(new Uint8Array(queue.uploads[0]?.metadata?.cover?.data as ArrayBuffer)).toEqual(new Uint8Array([1, 2]));
  });

  it('drops a corrupt row with a log line instead of failing', async () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    await putUploadGroup(group('a'));
    await putQueuedUploads([upload('u1', 'a', 0)]);
    await db.uploads.put({ id: 'bad', groupId: 'a', version: 1 } as never);
    expect((await readUploadQueue('demo s')).uploads.map((item) => item.id)).toEqual(['u1']);
    expect(warn).toHaveBeenCalled();
  });

  it('changes rows in transactions, finds by guid, deletes a group with its uploads', async () => {
    await putUploadGroup(group('a'));
    await putQueuedUploads([upload('u1', 'a', 0), upload('u2', 'a', 1)]);
    await changeQueuedUpload('u1', (row) => ({ ...row, guid: 'g-1', state: 'uploaded' }));
    expect((await findUploadByGuid('g-1'))?.id).toBe('u1');
    await changeGroupUploads('a', (row) => ({ ...row, progress: 50 }));
    expect((await readUploadQueue('demo s')).uploads.map((row) => row.progress)).toEqual([50, 50]);
    expect(await changeQueuedUpload('nope', (row) => row)).toBeNull();
    expect(await deleteUploadGroupRows('a')).toEqual(['u1', 'u2']);
    expect(await readUploadQueue('demo s')).toEqual({ groups: [], uploads: [] });
  });

  it('changes several rows in one transaction, skipping the ones gone', async () => {
    await putUploadGroup(group('a'));
    await putQueuedUploads([upload('u1', 'a', 0), upload('u2', 'a', 1)]);
    const changed = await changeQueuedUploads(
      new Map([
        ['u1', (row: QueuedUpload) => ({ ...row, progress: 10 })],
        ['gone', (row: QueuedUpload) => ({ ...row, progress: 20 })],
        ['u2', (row: QueuedUpload) => row],
      ]),
    );
    expect(changed.map((row) => [row.id, row.progress])).toEqual([['u1', 10]]);
    expect((await readUploadQueue('demo s')).uploads.map((row) => row.progress)).toEqual([10, 0]);
    expect(await nextUploadPosition('a')).toBe(2);
    expect(await nextUploadPosition('none')).toBe(0);
  });

  it('a queue read again keeps the objects of the rows that did not change', async () => {
    await putUploadGroup(group('a'));
    await putQueuedUploads([upload('u1', 'a', 0), upload('u2', 'a', 1, { error: { key: 'k', params: { n: 1 } } })]);
    const first = await readUploadQueue('demo s');
    // Nothing changed: the same queue, so nothing renders again.
    expect(shareUnchanged(first, await readUploadQueue('demo s'))).toBe(first);
    await changeQueuedUpload('u2', (row) => ({ ...row, progress: 30 }));
    const second = shareUnchanged(first, await readUploadQueue('demo s'));
    expect(second).not.toBe(first);
    expect(second.groups).toBe(first.groups);
    expect(second.uploads[0]).toBe(first.uploads[0]);
    expect(second.uploads[1]).not.toBe(first.uploads[1]);
    expect(second.uploads[1]?.progress).toBe(30);
    // A change in the tags or the cover is a change.
    await changeQueuedUpload('u1', (row) => ({
      ...row,
      metadata: { ...row.metadata!, cover: { data: new Uint8Array([1, 2, 3]).buffer, mimeType: 'image/png' } },
    }));
    expect(shareUnchanged(second, await readUploadQueue('demo s')).uploads[0]).not.toBe(second.uploads[0]);
    expect(sameUpload(upload('x', 'a', 0), upload('x', 'a', 0, { metadata: null }))).toBe(false);
    expect(
      sameUpload(
        upload('x', 'a', 0, { error: { key: 'k' } }),
        upload('x', 'a', 0, { error: { key: 'k', raw: 'pod' } }),
      ),
    ).toBe(false);
  });
});

describe('the kept bytes', () => {
  it('are ArrayBuffer chunks of 1 MiB in IndexedDB, never Blob objects, and read back whole', async () => {
    const bytes = new Uint8Array(UPLOAD_CHUNK_BYTES * 2 + 10).map((_, index) => index % 251);
    await keepUploadBytes('u1', new Blob([bytes]));
    const rows = await db.uploadChunks.where('uploadId').equals('u1').sortBy('index');
    expect(rows.map((row) => row.data.byteLength)).toEqual([UPLOAD_CHUNK_BYTES, UPLOAD_CHUNK_BYTES, 10]);
    for (const row of rows) expect(row.data).toBeInstanceOf(ArrayBuffer);
    db.close();
    db = new ShoalDb(db.name);
    useDatabaseForTests(db);
    const back = await readUploadBytes('u1', 'audio/mpeg');
    expect(back?.type).toBe('audio/mpeg');
    // Compared as one buffer: an element-wise toEqual of 2 MB takes seconds.
    expect(Buffer.compare(Buffer.from(await (back as Blob).arrayBuffer()), Buffer.from(bytes))).toBe(0);
    await deleteUploadBytes('u1');
    expect(await readUploadBytes('u1')).toBeNull();
    expect(await db.uploadChunks.count()).toBe(0);
  });

  it('an empty file is one empty chunk', async () => {
    await keepUploadBytes('e', new Blob([]));
    expect((await readUploadBytes('e'))?.size).toBe(0);
  });

  it('go to the Origin Private File System when it can be written, else fall back to chunks', async () => {
    const files = new Map<string, Blob>();
    const dir = {
      getDirectoryHandle: async () => dir,
      getFileHandle: async (name: string, options?: { create?: boolean }) => {
        if (!files.has(name) && options?.create !== true) throw new Error('NotFoundError');
        return {
          getFile: async () => new File([files.get(name) ?? new Blob([])], name),
          createWritable: async () => ({
            write: async (data: Blob) => void files.set(name, data),
            close: async () => undefined,
          }),
        };
      },
      removeEntry: async (name: string) => void files.delete(name),
    };
    useUploadByteStoreForTests(opfsStore(dir));
    await keepUploadBytes('o1', new Blob(['abc']));
    expect(files.has('o1')).toBe(true);
    expect(await db.uploadChunks.count()).toBe(0);
    expect(await (await readUploadBytes('o1'))?.text()).toBe('abc');
    await deleteUploadBytes('o1');
    expect(files.has('o1')).toBe(false);

    // WebKit without createWritable on this thread: the chunks take the bytes.
    const noWrite = {
      getDirectoryHandle: async () => noWrite,
      getFileHandle: async () => ({ getFile: async () => new File([], 'x') }),
      removeEntry: async () => undefined,
    };
    useUploadByteStoreForTests(opfsStore(noWrite));
    await keepUploadBytes('o2', new Blob(['xyz']));
    expect(await db.uploadChunks.count()).toBe(1);
    expect(await (await readUploadBytes('o2'))?.text()).toBe('xyz');
  });
});
