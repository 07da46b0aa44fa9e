// The tags of a queued file read from its kept bytes (db/upload-bytes.ts), in the metadata worker:
// the bytes are read, copied into a Blob and parsed there, so the page only sends the upload's id.

import { readUploadBytes } from '../db/upload-bytes';
import { readTags, type TagResult } from './tags';

export type KeptTagResult = TagResult | { ok: false; reason: 'bytes-lost' };

/** The tags of the kept bytes of an upload; `bytes-lost` when none are kept under its id. */
export async function readKeptTags(uploadId: string, mimeType: string): Promise<KeptTagResult> {
  const bytes = await readUploadBytes(uploadId, mimeType);
  if (bytes === null) return { ok: false, reason: 'bytes-lost' };
  return readTags(bytes);
}
