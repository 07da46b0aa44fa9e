// The metadata worker: tag parsing off the main thread (spec 01 section 4, step 2). Wiring only;
// the parsing is tags.ts.

import { expose, transfer } from 'comlink';
import { readTags, type TagResult } from './tags';

const api = {
  async readTags(file: Blob): Promise<TagResult> {
    const result = await readTags(file);
    return result.ok && result.tags.cover !== null ? transfer(result, [result.tags.cover.data]) : result;
  },
};

export type MetadataWorkerApi = typeof api;

expose(api);
