// The typed facade of the metadata worker. In a browser the tags are read in a Comlink worker (the
// main thread neither reads the kept bytes nor parses audio); where there is no Worker (Node, the
// unit tests) the same code runs in-process.

import { wrap, type Remote } from 'comlink';
import type { KeptTagsRead } from '../sync/uploads';
import type { MetadataWorkerApi } from './metadata.worker';

let remote: Remote<MetadataWorkerApi> | null = null;

function worker(): Remote<MetadataWorkerApi> {
  remote ??= wrap<MetadataWorkerApi>(
    new Worker(new URL('./metadata.worker.ts', import.meta.url), { type: 'module', name: 'shoal-metadata' }),
  );
  return remote;
}

/** Title, album, artist and cover of a queued file's kept bytes: null when they cannot be read (missing-tags). */
export async function readQueuedFileTags(upload: { id: string; mimeType: string }): Promise<KeptTagsRead> {
  const result =
    typeof Worker === 'undefined'
      ? await (await import('./kept-tags')).readKeptTags(upload.id, upload.mimeType)
      : await worker().readKeptTags(upload.id, upload.mimeType);
  if (result.ok) return result.tags;
  return result.reason === 'bytes-lost' ? 'bytes-lost' : null;
}
