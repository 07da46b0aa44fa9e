// The typed facade of the metadata worker. In a browser the tags are read in a Comlink worker (the
// main thread never parses audio); where there is no Worker (Node, the unit tests) the same code runs
// in-process.

import { wrap, type Remote } from 'comlink';
import type { UploadTags } from '../db/uploads';
import type { MetadataWorkerApi } from './metadata.worker';

let remote: Remote<MetadataWorkerApi> | null = null;

function worker(): Remote<MetadataWorkerApi> {
  remote ??= wrap<MetadataWorkerApi>(new Worker(new URL('./metadata.worker.ts', import.meta.url), { type: 'module', name: 'shoal-metadata' }));
  return remote;
}

/** Title, album, artist and cover of a file, or null when they cannot be read (missing-tags). */
export async function readFileTags(file: Blob): Promise<UploadTags | null> {
  const result = typeof Worker === 'undefined' ? await (await import('./tags')).readTags(file) : await worker().readTags(file);
  return result.ok ? result.tags : null;
}
