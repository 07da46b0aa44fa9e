// Where the bytes of files waiting to be uploaded are kept until the pod confirms their import.
// WebKit loses Blob objects stored in IndexedDB (they point at temporary files), so a File is never
// put in Dexie as is: it goes to the Origin Private File System when the browser can write there
// from this thread (`createWritable`), else into IndexedDB as ArrayBuffer chunks of 1 MiB. Reading
// gives a Blob made from the kept bytes, never the original File.

import { getDb } from './schema';

export const UPLOAD_CHUNK_BYTES = 1024 * 1024;
const OPFS_DIRECTORY = 'shoal-uploads';

export interface UploadByteStore {
  /** 'opfs' or 'chunks': where this store keeps bytes. */
  readonly kind: 'opfs' | 'chunks';
  put(id: string, blob: Blob): Promise<void>;
  /** The kept bytes, or null when none are kept under this id. */
  get(id: string, type?: string): Promise<Blob | null>;
  delete(id: string): Promise<void>;
}

/** Bytes as ArrayBuffer chunks in the `uploadChunks` table. */
export const chunkStore: UploadByteStore = {
  kind: 'chunks',
  async put(id, blob) {
    const db = getDb();
    await db.uploadChunks.where('uploadId').equals(id).delete();
    const count = Math.max(1, Math.ceil(blob.size / UPLOAD_CHUNK_BYTES));
    for (let index = 0; index < count; index += 1) {
      const data = await blob.slice(index * UPLOAD_CHUNK_BYTES, (index + 1) * UPLOAD_CHUNK_BYTES).arrayBuffer();
      await db.uploadChunks.put({ uploadId: id, index, data });
    }
  },
  async get(id, type = '') {
    const rows = await getDb().uploadChunks.where('uploadId').equals(id).sortBy('index');
    if (rows.length === 0) return null;
    return new Blob(
      rows.map((row) => row.data),
      { type },
    );
  },
  async delete(id) {
    await getDb().uploadChunks.where('uploadId').equals(id).delete();
  },
};

interface WritableLike {
  write(data: Blob | ArrayBuffer): Promise<void>;
  close(): Promise<void>;
}
interface FileHandleLike {
  getFile(): Promise<File>;
  createWritable?: () => Promise<WritableLike>;
}
interface DirectoryLike {
  getDirectoryHandle(name: string, options?: { create?: boolean }): Promise<DirectoryLike>;
  getFileHandle(name: string, options?: { create?: boolean }): Promise<FileHandleLike>;
  removeEntry(name: string): Promise<void>;
}

/** Bytes as files in the Origin Private File System. */
export function opfsStore(root: DirectoryLike): UploadByteStore {
  const dir = () => root.getDirectoryHandle(OPFS_DIRECTORY, { create: true });
  return {
    kind: 'opfs',
    async put(id, blob) {
      const handle = await (await dir()).getFileHandle(id, { create: true });
      if (handle.createWritable === undefined) throw new Error('This browser cannot write files here');
      const writable = await handle.createWritable();
      await writable.write(blob);
      await writable.close();
    },
    async get(id, type = '') {
      try {
        const file = await (await (await dir()).getFileHandle(id)).getFile();
        return new Blob([await file.arrayBuffer()], { type });
      } catch {
        return null;
      }
    },
    async delete(id) {
      try {
        await (await dir()).removeEntry(id);
      } catch {
        // gone already
      }
    },
  };
}

let chosen: Promise<UploadByteStore> | null = null;

/**
 * The store of this browser: the OPFS when a file can be written there from this thread (tried once
 * with a probe file), else the chunks. Safari before 26 has the OPFS but no `createWritable` outside
 * workers: it gets the chunks.
 */
function uploadByteStore(): Promise<UploadByteStore> {
  chosen ??= (async () => {
    const storage = (globalThis as { navigator?: { storage?: { getDirectory?: () => Promise<unknown> } } }).navigator
      ?.storage;
    if (typeof storage?.getDirectory !== 'function') return chunkStore;
    try {
      const store = opfsStore((await storage.getDirectory()) as DirectoryLike);
      await store.put('probe', new Blob([new Uint8Array([1])]));
      const back = await store.get('probe');
      await store.delete('probe');
      return back?.size === 1 ? store : chunkStore;
    } catch {
      return chunkStore;
    }
  })();
  return chosen;
}

/** Tests pick the store. */
export function useUploadByteStoreForTests(store: UploadByteStore | null): void {
  chosen = store === null ? null : Promise.resolve(store);
}

/** Keeps a file's bytes, in the chunks when the OPFS refuses them (reading tries both). */
export async function keepUploadBytes(id: string, blob: Blob): Promise<void> {
  const store = await uploadByteStore();
  try {
    await store.put(id, blob);
  } catch (error) {
    if (store.kind === 'chunks') throw error;
    await store.delete(id);
    await chunkStore.put(id, blob);
  }
}

export async function readUploadBytes(id: string, type = ''): Promise<Blob | null> {
  // Chunks first: bytes the OPFS could not take went there (an empty file may be left in the OPFS).
  const chunks = await chunkStore.get(id, type);
  if (chunks !== null) return chunks;
  const store = await uploadByteStore();
  return store.kind === 'chunks' ? null : store.get(id, type);
}

export async function deleteUploadBytes(id: string): Promise<void> {
  const store = await uploadByteStore();
  await store.delete(id);
  if (store.kind !== 'chunks') await chunkStore.delete(id);
}
