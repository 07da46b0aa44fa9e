// Whether two reads of a queued upload are the same (uploads.ts keeps the objects of rows that did
// not change, so that a change of one file does not re-render every row of a long list).

import type { QueuedUpload, UploadMessage, UploadTags } from './uploads';

function sameMessage(a: UploadMessage | null, b: UploadMessage | null): boolean {
  return (
    a === b ||
    (a !== null &&
      b !== null &&
      a.key === b.key &&
      a.raw === b.raw &&
      JSON.stringify(a.params) === JSON.stringify(b.params))
  );
}

function sameTags(a: UploadTags | null, b: UploadTags | null): boolean {
  if (a === b) return true;
  if (a === null || b === null || a.title !== b.title || a.album !== b.album || a.artist !== b.artist) return false;
  // The cover of an upload is written once, with its tags: its size and type tell a change.
  if (a.cover === null || b.cover === null) return a.cover === b.cover;
  return a.cover.mimeType === b.cover.mimeType && a.cover.data.byteLength === b.cover.data.byteLength;
}

const PLAIN_KEYS = [
  'id',
  'groupId',
  'position',
  'name',
  'size',
  'mimeType',
  'progress',
  'state',
  'guid',
  'failReason',
  'importedAt',
  'importStatus',
  'tagsRead',
  'sendKey',
  'uncertain',
  'attempts',
  'notBefore',
  'bytesKept',
  'createdAt',
] as const satisfies readonly (keyof QueuedUpload)[];

export function sameUpload(a: QueuedUpload, b: QueuedUpload): boolean {
  return (
    PLAIN_KEYS.every((key) => a[key] === b[key]) &&
    sameMessage(a.error, b.error) &&
    sameTags(a.metadata, b.metadata) &&
    JSON.stringify(a.draft) === JSON.stringify(b.draft)
  );
}
