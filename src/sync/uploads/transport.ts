// What the uploader asks of the code that moves bytes and reads tags off the main thread: the upload
// worker (src/workers/upload.ts) and the metadata worker (src/workers/metadata.ts) implement these;
// the tests implement them with fetch and an in-process tag reader.

import type { UploadTags } from '../../db/uploads';
import type { SendAnswer } from './api';

export interface UploadSendRequest {
  /** The queued upload's id: the transport reads its kept bytes and cancels by it. */
  uploadId: string;
  url: string;
  /** The multipart text fields (v2: metadata, target, the client upload id; v1: library, import_reference, ...). */
  fields: Record<string, string>;
  /** The multipart field of the file: `audioFile` (v2) or `audio_file` (v1). */
  fileField: string;
  fileName: string;
  mimeType: string;
  headers: Record<string, string>;
}

/** Sends one file (multipart, with progress), cancellable by the upload's id. */
export interface UploadTransport {
  send(request: UploadSendRequest, onProgress: (percent: number) => void): Promise<SendAnswer>;
  abort(uploadId: string): void;
}

/** The tags of a queued file; null when they are missing, `bytes-lost` when its bytes are not kept. */
export type KeptTagsRead = UploadTags | null | 'bytes-lost';
/**
 * Reads title, album, artist and cover of a queued file from its kept bytes (the metadata worker,
 * which reads the bytes itself: the page only names the upload).
 */
export type TagReader = (upload: { id: string; mimeType: string }) => Promise<KeptTagsRead>;
