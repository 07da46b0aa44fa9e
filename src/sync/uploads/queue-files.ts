// Files chosen in the upload dialog go into the durable queue: the bytes of each file are kept first,
// then the rows go in in batches (one transaction for up to QUEUE_BATCH_FILES files, or what was kept
// within QUEUE_BATCH_MS), so that a list of hundreds of files is not hundreds of transactions and
// re-renders. A row is written only once its bytes are kept: a reload between the two leaves no row
// without bytes.

import { keepUploadBytes } from '../../db/upload-bytes';
import { nextUploadPosition, putQueuedUploads, type QueuedUpload } from '../../db/uploads';
import { isAllowedFile, queueUpload, randomUploadId } from './pipeline';

/** The rows of newly chosen files are written this many at a time at most, or what came within QUEUE_BATCH_MS. */
export const QUEUE_BATCH_FILES = 25;
const QUEUE_BATCH_MS = 250;

export interface QueueFilesResult {
  queued: QueuedUpload[];
  /** Files refused at once for their type. */
  refused: string[];
  /** Files refused at once for being larger than what is left of the quota. */
  tooBig: string[];
}

export async function queueFiles(
  groupId: string,
  files: readonly File[],
  remainingBytes: number | null,
  deps: { now: () => number; kick: () => void },
): Promise<QueueFilesResult> {
  const refused = files.filter((file) => !isAllowedFile(file.name)).map((file) => file.name);
  const fits = (file: File) => remainingBytes === null || file.size <= remainingBytes;
  const tooBig = files.filter((file) => isAllowedFile(file.name) && !fits(file)).map((file) => file.name);
  let position = await nextUploadPosition(groupId);
  const queued: QueuedUpload[] = [];
  let batch: QueuedUpload[] = [];
  let batchStart = deps.now();
  const flush = async () => {
    if (batch.length === 0) return;
    await putQueuedUploads(batch);
    queued.push(...batch);
    batch = [];
    batchStart = deps.now();
    deps.kick();
  };
  for (const file of files.filter((item) => isAllowedFile(item.name) && fits(item))) {
    const upload = queueUpload(
      { name: file.name, size: file.size, type: file.type },
      groupId,
      position,
      deps.now(),
      randomUploadId(),
    );
    position += 1;
    await keepUploadBytes(upload.id, file);
    batch.push(upload);
    if (batch.length >= QUEUE_BATCH_FILES || deps.now() - batchStart >= QUEUE_BATCH_MS) await flush();
  }
  await flush();
  return { queued, refused, tooBig };
}
