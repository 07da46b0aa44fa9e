// The metadata worker: tag parsing off the main thread (spec 01 section 4, step 2), from the kept
// bytes of a queued file (read here too, not on the page). Wiring only; the parsing is tags.ts.

import { expose, transfer } from 'comlink';
import { readKeptTags, type KeptTagResult } from './kept-tags';

const api = {
  async readKeptTags(uploadId: string, mimeType: string): Promise<KeptTagResult> {
    const result = await readKeptTags(uploadId, mimeType);
    return result.ok && result.tags.cover !== null ? transfer(result, [result.tags.cover.data]) : result;
  },
};

export type MetadataWorkerApi = typeof api;

expose(api);
