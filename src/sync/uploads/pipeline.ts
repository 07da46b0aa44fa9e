// The upload pipeline of spec 01 section 4, as pure functions over plain records: a file is queued,
// its tags are read (in a worker), uploads go one at a time in order to the group's upload URL, and
// the pod's import event settles them. No I/O here: the uploader (uploader.ts) applies these
// transitions to the rows in Dexie, and the tests drive them directly.

import type { FailReason, QueuedUpload, UploadMessage, UploadTags } from '../../db/uploads';
import type { ImportStatus } from './model';
import { readImportDetails } from './import-diagnostics';

/** Spec 01 section 9: the local random id of a queued upload. */
const UPLOAD_ID_LENGTH = 21;
/** Spec 01 section 5 (and DECISIONS.md): the extensions accepted, in the spec's order. */
export const ALLOWED_EXTENSIONS = ['flac', 'ogg', 'mp3', 'opus', 'aac', 'm4a', 'aiff', 'aif'] as const;
/**
 * Sends that failed without an answer from the pod (or with a 5xx) are retried with backoff from
 * 1 s, doubling, up to 60 s, at most this many times in a row. Time spent offline does not count:
 * the attempts start again when the pod becomes reachable again (uploader.ts).
 */
export const UPLOAD_MAX_NETWORK_ATTEMPTS = 6;
/**
 * A server error the pod answered itself (500, 501: a real 1.4 pod answers 500 with an HTML page to a
 * file it cannot read) is tried this many times in all, then the file fails and the queue goes on.
 */
export const UPLOAD_MAX_SERVER_ATTEMPTS = 3;
const UPLOAD_BACKOFF_MIN_MS = 1000;
const UPLOAD_BACKOFF_MAX_MS = 60_000;

export type {
  FailReason,
  GroupState,
  QueuedUpload,
  UploadCover,
  UploadGroup,
  UploadMessage,
  UploadState,
  UploadTags,
} from '../../db/uploads';

/** What the user sees of a file: the client state, with the import settled on top. */
export type UploadDisplayStatus = 'pending' | 'uploading' | 'processing' | 'imported' | 'skipped' | 'errored';

function randomIndexes(length: number, random: () => number): number[] {
  const crypto = (globalThis as { crypto?: Crypto }).crypto;
  if (crypto?.getRandomValues !== undefined && random === Math.random) {
    return Array.from(crypto.getRandomValues(new Uint8Array(length)), (byte) => byte & 63);
  }
  return Array.from({ length }, () => Math.floor(random() * 64));
}

const ID_ALPHABET = 'useandom-26T198340PX75pxJACKVERYMINDBUSHWOLF_GQZbfghjklqvwyzrict';

/** A url-safe random id of 21 characters (nanoid's alphabet). */
export function randomUploadId(random: () => number = Math.random): string {
  return randomIndexes(UPLOAD_ID_LENGTH, random)
    .map((index) => ID_ALPHABET[index])
    .join('');
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

export function isAllowedFile(name: string): boolean {
  return (ALLOWED_EXTENSIONS as readonly string[]).includes(extensionOf(name));
}

interface NewFile {
  name: string;
  size: number;
  type: string;
}

/** Step 1: a file is queued (pending, tags not read yet). */
export function queueUpload(
  file: NewFile,
  groupId: string,
  position: number,
  now: number,
  id = randomUploadId(),
): QueuedUpload {
  return {
    id,
    groupId,
    position,
    name: file.name,
    size: file.size,
    mimeType: file.type,
    progress: 0,
    state: 'pending',
    guid: null,
    error: null,
    failReason: null,
    importedAt: null,
    importStatus: null,
    metadata: null,
    tagsRead: false,
    sendKey: id,
    uncertain: false,
    attempts: 0,
    notBefore: 0,
    bytesKept: true,
    createdAt: now,
  };
}

function fail(upload: QueuedUpload, reason: FailReason, error: UploadMessage | null = null): QueuedUpload {
  return { ...upload, state: 'errored', failReason: reason, error, attempts: 0, notBefore: 0 };
}

/** The tags missing (or an empty title, album or artist) make the file fail with missing-tags. */
function hasRequiredTags(tags: Partial<Pick<UploadTags, 'title' | 'album' | 'artist'>> | null): boolean {
  return (
    tags !== null &&
    [tags.title, tags.album, tags.artist].every((value) => typeof value === 'string' && value.trim() !== '')
  );
}

/**
 * Step 2: the worker read the tags (null: unreadable). A channel's file (`inChannel`) needs none: the
 * channel is its artist, its series is chosen, and its title is given in the details (or its name).
 */
export function tagsParsed(upload: QueuedUpload, tags: UploadTags | null, inChannel = false): QueuedUpload {
  if (upload.state === 'errored' && upload.failReason === 'upload-cancelled')
    return { ...upload, tagsRead: true, metadata: hasRequiredTags(tags) ? tags : null };
  if (inChannel) return { ...upload, tagsRead: true, metadata: tags };
  if (!hasRequiredTags(tags)) return fail({ ...upload, tagsRead: true, metadata: null }, 'missing-tags');
  return { ...upload, tagsRead: true, metadata: tags };
}

/** Step 3: a send starts (from the start: progress 0). */
export function sendStarted(upload: QueuedUpload): QueuedUpload {
  return { ...upload, state: 'uploading', progress: 0, error: null };
}

export function sendProgress(upload: QueuedUpload, percent: number): QueuedUpload {
  if (upload.state !== 'uploading') return upload;
  return { ...upload, progress: Math.max(0, Math.min(100, Math.round(percent))) };
}

export type { ImportStatus } from './model';

/**
 * The pod answered the send with its upload (or it was found on the pod by its import reference): a
 * re-send or a found upload may be imported already.
 */
export function sendDone(
  upload: QueuedUpload,
  guid: string,
  importStatus: ImportStatus | null = null,
  importDate: string | null = null,
  now = Date.now(),
  importDetails: unknown = null,
): QueuedUpload {
  const sent: QueuedUpload = {
    ...upload,
    state: 'uploaded',
    progress: 100,
    guid,
    error: null,
    failReason: null,
    attempts: 0,
    notBefore: 0,
    uncertain: false,
  };
  return importStatus === null || importStatus === 'pending' || importStatus === 'draft'
    ? sent
    : importUpdated(sent, importStatus, importDate, now, importDetails);
}

/** How a send that did not succeed ended. */
export type SendFailure =
  /** No answer (network, a gateway): retried with backoff. */
  | { type: 'network' }
  /** No progress nor answer within UPLOAD_TIMEOUT_MS: the file fails, the user retries it. */
  | { type: 'timeout' }
  /** The pod itself failed on the file (500, 501): retried a few times (UPLOAD_MAX_SERVER_ATTEMPTS). */
  | { type: 'server'; status: number }
  /** The pod asks to wait (429): not counted as an attempt. */
  | { type: 'rate-limited'; retryAfterMs: number }
  /** The pod refused for good: the reason is shown. */
  | { type: 'refused'; error: UploadMessage }
  | { type: 'quota' }
  | { type: 'cancelled' };

export const QUOTA_MESSAGE: UploadMessage = { key: 'errors.quotaExceeded' };
/** A 413: the front server refused the body, the file is too big for this pod. */
export const TOO_BIG_MESSAGE: UploadMessage = { key: 'importStatus.failures.tooBig' };
export const TIMEOUT_MESSAGE: UploadMessage = { key: 'importStatus.failures.timeout' };

function backoffMs(attempts: number, random: () => number = Math.random): number {
  const base = Math.min(UPLOAD_BACKOFF_MIN_MS * 2 ** Math.max(0, attempts - 1), UPLOAD_BACKOFF_MAX_MS);
  return Math.round(base * (0.5 + random() / 2));
}

export function sendFailed(
  upload: QueuedUpload,
  failure: SendFailure,
  now: number,
  random: () => number = Math.random,
): QueuedUpload {
  const back: QueuedUpload = { ...upload, state: 'pending', progress: 0 };
  switch (failure.type) {
    case 'cancelled':
      return fail(back, 'upload-cancelled');
    case 'refused':
      return fail(back, 'upload-failed', failure.error);
    case 'quota':
      return fail(back, 'upload-failed', QUOTA_MESSAGE);
    case 'timeout':
      return fail(back, 'upload-failed', TIMEOUT_MESSAGE);
    case 'rate-limited':
      return { ...back, notBefore: now + failure.retryAfterMs };
    case 'network': {
      const attempts = upload.attempts + 1;
      if (attempts >= UPLOAD_MAX_NETWORK_ATTEMPTS)
        return fail(back, 'upload-failed', { key: 'uploads.networkFailedTries', params: { count: attempts } });
      return { ...back, attempts, notBefore: now + backoffMs(attempts, random) };
    }
    case 'server': {
      const attempts = upload.attempts + 1;
      if (attempts >= UPLOAD_MAX_SERVER_ATTEMPTS)
        return fail(back, 'upload-failed', {
          key: 'uploads.serverFailedTimes',
          params: { count: attempts, status: failure.status },
        });
      return { ...back, attempts, notBefore: now + backoffMs(attempts, random) };
    }
  }
}

/** The `error_code` (failures) or `code` (skips) of an upload's `import_details`, worded for the user. */
const IMPORT_CODES = [
  'invalid_metadata',
  'track_uuid_not_found',
  'unknown_error',
  'already_imported_in_owned_libraries',
];

/**
 * Why the pod skipped or failed an import, from its `import_details` (read by `readImportDetails`, as the
 * import status modal reads it); null when it says nothing.
 */
export function importDetailsMessage(details: unknown): UploadMessage | null {
  const { code, fields } = readImportDetails(details);
  if (code === null) return null;
  if (code === 'invalid_metadata' && fields.length > 0)
    return { key: 'uploads.importErrors.invalid_metadata', params: { fields: fields.map((f) => f.field).join(', ') } };
  if (IMPORT_CODES.includes(code)) return { key: `uploads.importErrors.${code}` };
  return { key: 'uploads.importErrors.other', params: { code } };
}

/** Step 4: `import.status_updated` (or a poll of the upload) with the pod's new status and why. */
export function importUpdated(
  upload: QueuedUpload,
  newStatus: string,
  importDate: string | null | undefined,
  now = Date.now(),
  importDetails: unknown = null,
): QueuedUpload {
  if (upload.importedAt !== null) return upload; // imported stays imported
  if (upload.state === 'errored' && upload.failReason === 'upload-cancelled') return upload;
  const date = importDate ?? new Date(now).toISOString();
  const why = importDetailsMessage(importDetails);
  if (newStatus === 'finished')
    return {
      ...upload,
      state: 'uploaded',
      progress: 100,
      importedAt: date,
      importStatus: 'finished',
      error: null,
      failReason: null,
    };
  if (newStatus === 'skipped')
    return {
      ...upload,
      state: 'uploaded',
      progress: 100,
      importedAt: date,
      importStatus: 'skipped',
      error: why,
      failReason: null,
    };
  if (newStatus === 'errored') return fail({ ...upload, progress: 100 }, 'import-failed', why);
  return upload;
}

/**
 * Retry clears the error and the progress and restarts the upload; without metadata it fails at
 * once with missing-tags. A file the pod already holds (its import failed, or it was cancelled after
 * the send) is sent as a new upload, so it gets a new send key.
 */
export function retryUpload(upload: QueuedUpload, random: () => number = Math.random): QueuedUpload {
  if (upload.importedAt !== null) return upload;
  if (upload.metadata === null)
    return upload.tagsRead
      ? fail({ ...upload, progress: 0 }, 'missing-tags')
      : { ...upload, state: 'pending', error: null, failReason: null, progress: 0 };
  // A new send key is a new import reference too: nothing of it can be on the pod yet.
  const fresh = upload.guid !== null;
  const sendKey = fresh ? randomUploadId(random) : upload.sendKey;
  return {
    ...upload,
    state: 'pending',
    error: null,
    failReason: null,
    progress: 0,
    guid: null,
    attempts: 0,
    notBefore: 0,
    sendKey,
    uncertain: fresh ? false : upload.uncertain,
  };
}

/** Cancelling: every upload not yet imported fails with upload-cancelled. */
export function cancelUpload(upload: QueuedUpload): QueuedUpload {
  if (upload.importedAt !== null) return upload;
  if (upload.state === 'errored' && upload.failReason === 'upload-cancelled') return upload;
  return fail({ ...upload, progress: upload.state === 'uploading' ? 0 : upload.progress }, 'upload-cancelled');
}

/** A reload interrupted a send: it is sent again from the start (with the same send key). */
export function recoverAfterReload(upload: QueuedUpload): QueuedUpload {
  return upload.state === 'uploading' ? { ...upload, state: 'pending', progress: 0 } : upload;
}

export function displayStatus(upload: QueuedUpload): UploadDisplayStatus {
  if (upload.importedAt !== null) return upload.importStatus === 'skipped' ? 'skipped' : 'imported';
  if (upload.state === 'errored') return 'errored';
  if (upload.state === 'uploaded') return 'processing';
  return upload.state;
}
