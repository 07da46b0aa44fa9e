// Reading the tags of queued files, off the main thread through the injected reader.

import { changeQueuedUploads, readUploadQueue, type QueuedUpload } from '../../db/uploads';
import type { Logger } from '../../logger';
import { tagsParsed } from './pipeline';
import type { KeptTagsRead, TagReader } from './transport';

/** Read tags are written this many at a time at most, or what was read within TAG_BATCH_MS. */
export const TAG_BATCH_FILES = 25;
const TAG_BATCH_MS = 250;

interface TaggingDeps {
  scope: () => string | null;
  readTags: TagReader;
  now: () => number;
  log: Logger;
  stopped: () => boolean;
}

/**
 * Reads the tags of the files that wait for them, one file at a time, in queue order. The results go
 * to the queue in batches (one transaction for up to TAG_BATCH_FILES files, or what was read within
 * TAG_BATCH_MS): a reload loses at most the results of a batch, whose files are read again.
 */
export async function readPendingTags(deps: TaggingDeps): Promise<void> {
  const results = new Map<string, (upload: QueuedUpload) => QueuedUpload>();
  let batchStart = deps.now();
  const flush = async () => {
    if (results.size > 0) await changeQueuedUploads(new Map(results));
    results.clear();
    batchStart = deps.now();
  };
  try {
    for (;;) {
      if (deps.stopped()) return;
      const { groups, uploads } = await readUploadQueue(deps.scope());
      const channelGroups = new Set(groups.filter((group) => group.type === 'channel').map((group) => group.id));
      const waiting = uploads.filter((upload) => !upload.tagsRead);
      if (waiting.length === 0) return;
      for (const next of waiting) {
        if (deps.stopped()) return;
        let tags: KeptTagsRead = null;
        try {
          tags = await deps.readTags({ id: next.id, mimeType: next.mimeType });
        } catch (error) {
          deps.log.warn(`Reading the tags of ${next.name} failed`, error);
        }
        if (tags === 'bytes-lost') {
          results.set(next.id, (upload) => ({
            ...upload,
            tagsRead: true,
            state: 'errored',
            failReason: 'upload-failed',
            error: { key: 'uploads.bytesLost' },
          }));
        } else {
          const read = tags;
          const inChannel = channelGroups.has(next.groupId);
          results.set(next.id, (upload) => (upload.tagsRead ? upload : tagsParsed(upload, read, inChannel)));
        }
        if (results.size >= TAG_BATCH_FILES || deps.now() - batchStart >= TAG_BATCH_MS) await flush();
      }
      await flush();
    }
  } finally {
    // Results read before a stop are still written (nothing is lost but nothing must be sent either).
    await flush().catch((error: unknown) => deps.log.error('Writing read tags failed', error));
  }
}
