// The uploader: applies the pipeline (pipeline.ts) to the durable queue (db/uploads.ts). Tags are
// read one file at a time, even offline; files are sent one at a time, in order, through an injected
// transport (the upload worker's XHR in the app, fetch in the tests); the pod's import events, or a
// poll of the upload (backing off, bounded), settle them. The kept bytes of a file go once its
// import is confirmed. One tab sends at a time (Web Locks).
//
// Two ways to send, by the session's API base: a 2.x pod's upload groups (spec 01 section 7), or on a
// 1.x pod (`api/v1/`, which has none) `POST api/v1/uploads/` as 1.4's web front sends a file. A real
// pod knows no client ids, so on that path a file whose send got no definite answer is looked up by
// its import reference before it goes again: it is never stored twice.

import { deleteUploadBytes, keepUploadBytes } from '../../db/upload-bytes';
import {
  changeGroupUploads,
  changeQueuedUpload,
  changeQueuedUploads,
  changeUploadGroup,
  deleteUploadGroupRows,
  findUploadByGuid,
  getQueuedUpload,
  nextUploadPosition,
  putQueuedUploads,
  putUploadGroup,
  readUploadQueue,
  type QueuedUpload,
  type UploadGroup,
  type UploadTags,
} from '../../db/uploads';
import { logger as appLogger, type Logger } from '../../logger';
import { globalTimers, type Timers } from '../../timers';
import { TabLoop, type LockManagerLike } from '../core/tab-loop';
import type { Connectivity } from '../core/connectivity';
import type { HttpClient } from '../core/http';
import {
  classifySend,
  createUploadGroup,
  findUploadByReference,
  getImportStatus,
  isV1ApiBase,
  CLIENT_UPLOAD_ID_FIELD,
  FILE_FIELD,
  type SendAnswer,
} from './api';
import {
  cancelUpload,
  emptyGroupsToRemove,
  importUpdated,
  isAllowedFile,
  nextStep,
  QUOTA_MESSAGE,
  queueUpload,
  randomUploadId,
  recoverAfterReload,
  retryUpload,
  sendDone,
  sendFailed,
  sendProgress,
  sendStarted,
  tagsParsed,
  importReferenceOf,
  uploadFieldsV1,
  uploadPayload,
  type UploadMessage,
} from './pipeline';

/**
 * A sent file whose import has not been reported is asked about after IMPORT_POLL_MS, then after
 * twice as long each time up to IMPORT_POLL_MAX_MS, at most IMPORT_POLL_LIMIT times (about 8 minutes
 * in all); then only the socket's event, a reconnection or the next start settle it.
 */
export const IMPORT_POLL_MS = 1000;
export const IMPORT_POLL_MAX_MS = 30_000;
export const IMPORT_POLL_LIMIT = 20;
/** Progress is written to the queue at most this often. */
export const PROGRESS_WRITE_MS = 200;
/** The rows of newly chosen files are written this many at a time at most, or what came within QUEUE_BATCH_MS. */
export const QUEUE_BATCH_FILES = 25;
export const QUEUE_BATCH_MS = 250;
/** Read tags are written this many at a time at most, or what was read within TAG_BATCH_MS. */
export const TAG_BATCH_FILES = 25;
export const TAG_BATCH_MS = 250;
export const UPLOADS_LOCK_NAME = 'shoal-uploads';
const LOCK_RETRY_MS = 2000;

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

export interface UploaderOptions {
  http: HttpClient;
  transport: UploadTransport;
  readTags: TagReader;
  /** Whose queue is sent (the outbox's scope), null while nobody is signed in. */
  scope: () => string | null;
  instanceUrl: () => string | null;
  /**
   * CSRF and authorization headers of a send (a worker cannot read the page's cookies): the HTTP
   * client's `sendHeaders`, which fetches the csrftoken cookie first where none is set yet.
   */
  headers?: () => Record<string, string> | Promise<Record<string, string>>;
  connectivity?: Connectivity | null;
  timers?: Timers;
  now?: () => number;
  random?: () => number;
  locks?: LockManagerLike | null;
  logger?: Logger;
  /** Messages for the user (the quota message). */
  notify?: (message: UploadMessage, error: boolean) => void;
  /** A file's import was confirmed (the library's pages have changed). */
  onImported?: () => void;
}

export interface QueueFilesResult {
  queued: QueuedUpload[];
  /** Files refused at once for their type. */
  refused: string[];
}

export class Uploader {
  private readonly options: UploaderOptions;
  private readonly timers: Timers;
  private readonly log: Logger;
  private readonly loop: TabLoop;
  private tagging: Promise<void> | null = null;
  private pollTimer: unknown = null;
  /** Per sent file: how many times its import was asked about and when to ask next. */
  private readonly polls = new Map<string, { count: number; at: number }>();
  private sending: string | null = null;
  private currentGroupId: string | null = null;
  private readonly unsubscribe: Array<() => void> = [];

  constructor(options: UploaderOptions) {
    this.options = options;
    this.timers = options.timers ?? globalTimers;
    this.log = options.logger ?? appLogger.child('uploads');
    this.loop = new TabLoop({
      lockName: UPLOADS_LOCK_NAME,
      body: () => this.sendAll(),
      locks: options.locks,
      timers: this.timers,
      busyRetryMs: LOCK_RETRY_MS,
      failureRetryMs: LOCK_RETRY_MS,
      onFailure: (error) => this.log.error('Sending uploads failed', error),
      wake: () => this.kick(),
    });
    const off = options.connectivity?.subscribe((state) => {
      if (state === 'online') void this.onOnline();
    });
    if (off) this.unsubscribe.push(off);
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  /** At start: a send a reload cut is sent again from the start; tags still to read are read. */
  async resume(): Promise<void> {
    const scope = this.options.scope();
    if (scope === null) return;
    const { uploads } = await readUploadQueue(scope);
    for (const upload of uploads.filter((item) => item.state === 'uploading')) await changeQueuedUpload(upload.id, recoverAfterReload);
    this.kick();
  }

  /** Starts the tag reading and a drain unless one runs (then it runs once more after). */
  kick(): void {
    if (this.loop.stopped) return;
    void this.readPendingTags();
    void this.drain();
  }

  stop(): void {
    this.loop.stop();
    if (this.pollTimer !== null) this.timers.clearTimeout(this.pollTimer);
    if (this.sending !== null) this.options.transport.abort(this.sending);
    for (const off of this.unsubscribe) off();
  }

  /** Settles when nothing runs (tests). */
  async idle(): Promise<void> {
    while (this.loop.running !== null || this.tagging !== null) {
      await this.tagging;
      await this.loop.idle();
    }
  }

  // ---- commands ----

  /** The group the upload modal fills; the one it replaces is removed if it holds nothing. */
  async setCurrentGroup(groupId: string | null): Promise<void> {
    this.currentGroupId = groupId;
    const scope = this.options.scope();
    if (scope === null) return;
    const { groups, uploads } = await readUploadQueue(scope);
    for (const id of emptyGroupsToRemove(groups, uploads, groupId)) await deleteUploadGroupRows(id);
  }

  get currentGroup(): string | null {
    return this.currentGroupId;
  }

  /** A new draft group (the modal's files step), made the current group. */
  async newDraftGroup(): Promise<UploadGroup | null> {
    const scope = this.options.scope();
    if (scope === null) return null;
    const group: UploadGroup = {
      id: randomUploadId(),
      scope,
      guid: null,
      uploadUrl: null,
      type: 'music-library',
      targetLibrary: null,
      targetName: null,
      createdAt: this.now(),
      state: 'draft',
      blocked: null,
    };
    await putUploadGroup(group);
    await this.setCurrentGroup(group.id);
    return group;
  }

  /**
   * Queues files in a group: the bytes of each file are kept first, then the rows go in in batches (one
   * transaction for up to QUEUE_BATCH_FILES files, or what was kept within QUEUE_BATCH_MS), so that a
   * list of hundreds of files is not hundreds of transactions and re-renders. A row is written only
   * once its bytes are kept: a reload between the two leaves no row without bytes. Their tags are read
   * as soon as the first batch is in.
   */
  async queueFiles(groupId: string, files: readonly File[]): Promise<QueueFilesResult> {
    const refused = files.filter((file) => !isAllowedFile(file.name)).map((file) => file.name);
    let position = await nextUploadPosition(groupId);
    const queued: QueuedUpload[] = [];
    let batch: QueuedUpload[] = [];
    let batchStart = this.now();
    const flush = async () => {
      if (batch.length === 0) return;
      await putQueuedUploads(batch);
      queued.push(...batch);
      batch = [];
      batchStart = this.now();
      this.kick();
    };
    for (const file of files.filter((item) => isAllowedFile(item.name))) {
      const upload = queueUpload({ name: file.name, size: file.size, type: file.type }, groupId, position, this.now(), randomUploadId());
      position += 1;
      await keepUploadBytes(upload.id, file);
      batch.push(upload);
      if (batch.length >= QUEUE_BATCH_FILES || this.now() - batchStart >= QUEUE_BATCH_MS) await flush();
    }
    await flush();
    return { queued, refused };
  }

  /** The details step is done: the group gets its library and is sent. */
  async publishGroup(groupId: string, library: { uuid: string; name: string }): Promise<void> {
    await changeUploadGroup(groupId, (group) => ({ ...group, state: 'published', targetLibrary: library.uuid, targetName: library.name }));
    if (this.currentGroupId === groupId) this.currentGroupId = null;
    this.kick();
  }

  /** Cancels every upload of the group not yet imported (a send under way is aborted, not an error). */
  async cancelGroup(groupId: string): Promise<void> {
    await changeGroupUploads(groupId, cancelUpload);
    const sending = this.sending;
    if (sending !== null && (await getQueuedUpload(sending))?.groupId === groupId) this.options.transport.abort(sending);
    this.kick();
  }

  /** Retry clears the error and the progress and restarts; without tags it fails at once (missing-tags). */
  async retry(uploadId: string): Promise<void> {
    const upload = await changeQueuedUpload(uploadId, (current) => retryUpload(current));
    if (upload !== null) await changeUploadGroup(upload.groupId, (group) => (group.blocked === null ? group : { ...group, blocked: null }));
    this.kick();
  }

  /** Forgets a group (from the history): its rows and the bytes still kept. */
  async removeGroup(groupId: string): Promise<void> {
    const ids = await deleteUploadGroupRows(groupId);
    for (const id of ids) await deleteUploadBytes(id);
  }

  // ---- import events ----

  /** `import.status_updated` of the activity socket. */
  async onImportStatus(guid: string, newStatus: string, importDate: string | null | undefined, importDetails: unknown = null): Promise<void> {
    const upload = await findUploadByGuid(guid);
    if (upload === null) return;
    await this.settleImport(upload.id, newStatus, importDate ?? null, importDetails);
  }

  private async settleImport(id: string, status: string, importDate: string | null, importDetails: unknown = null): Promise<void> {
    const next = await changeQueuedUpload(id, (upload) => importUpdated(upload, status, importDate, this.now(), importDetails));
    if (next !== null && next.importedAt !== null && next.bytesKept) {
      this.options.onImported?.();
      await deleteUploadBytes(id);
      await changeQueuedUpload(id, (upload) => ({ ...upload, bytesKept: false }));
    }
  }

  // ---- the machinery ----

  private async onOnline(): Promise<void> {
    // A failure during an outage is the outage's, not the file's: the attempts start again.
    const scope = this.options.scope();
    if (scope === null) return;
    const { uploads } = await readUploadQueue(scope);
    for (const upload of uploads.filter((item) => item.state === 'pending' && (item.attempts > 0 || item.notBefore > 0))) {
      await changeQueuedUpload(upload.id, (current) => ({ ...current, attempts: 0, notBefore: 0 }));
    }
    this.polls.clear();
    this.loop.cancel();
    this.kick();
    void this.pollImports();
  }

  /**
   * Reads the tags of the files that wait for them, one file at a time, in queue order. The results go
   * to the queue in batches (one transaction for up to TAG_BATCH_FILES files, or what was read within
   * TAG_BATCH_MS): a reload loses at most the results of a batch, whose files are read again.
   */
  private readPendingTags(): Promise<void> {
    this.tagging ??= (async () => {
      const results = new Map<string, (upload: QueuedUpload) => QueuedUpload>();
      let batchStart = this.now();
      const flush = async () => {
        if (results.size > 0) await changeQueuedUploads(new Map(results));
        results.clear();
        batchStart = this.now();
      };
      try {
        for (;;) {
          if (this.loop.stopped) return;
          const { uploads } = await readUploadQueue(this.options.scope());
          const waiting = uploads.filter((upload) => !upload.tagsRead);
          if (waiting.length === 0) return;
          for (const next of waiting) {
            if (this.loop.stopped) return;
            let tags: KeptTagsRead = null;
            try {
              tags = await this.options.readTags({ id: next.id, mimeType: next.mimeType });
            } catch (error) {
              this.log.warn(`Reading the tags of ${next.name} failed`, error);
            }
            if (tags === 'bytes-lost') {
              results.set(next.id, (upload) => ({ ...upload, tagsRead: true, state: 'errored', failReason: 'upload-failed', error: { key: 'uploads.bytesLost' } }));
            } else {
              const read = tags;
              results.set(next.id, (upload) => (upload.tagsRead ? upload : tagsParsed(upload, read)));
            }
            if (results.size >= TAG_BATCH_FILES || this.now() - batchStart >= TAG_BATCH_MS) await flush();
          }
          await flush();
        }
      } finally {
        // Results read before a stop are still written (nothing is lost but nothing must be sent either).
        await flush().catch((error: unknown) => this.log.error('Writing read tags failed', error));
        this.tagging = null;
        void this.drain();
      }
    })();
    return this.tagging;
  }

  private drain(): Promise<void> {
    return this.loop.run();
  }

  private async sendAll(): Promise<void> {
    while (!this.loop.stopped) {
      const scope = this.options.scope();
      if (scope === null) return;
      if (this.options.connectivity?.current === 'offline') return; // resumed by the online event
      const { groups, uploads } = await readUploadQueue(scope);
      if (uploads.some((upload) => upload.state === 'uploaded' && upload.importedAt === null)) this.schedulePoll();
      const step = nextStep(groups, uploads, this.now());
      if (step.type === 'idle') return;
      if (step.type === 'wait') {
        if (step.at !== null) this.loop.schedule(step.at - this.now());
        return;
      }
      const go = await this.sendOne(step.upload, step.group);
      if (!go) return;
    }
  }

  /** Where and how the head of the queue goes: null when sending must stop, 'retry' when it must wait, 'done' when found on the pod. */
  private async destination(upload: QueuedUpload, group: UploadGroup): Promise<{ url: string; fields: Record<string, string>; fileField: string } | null | 'retry' | 'done'> {
    const instanceUrl = this.options.instanceUrl();
    if (instanceUrl === null) return null;
    const now = this.now();
    if (isV1ApiBase(this.options.http.url(''))) {
      const url = this.options.http.url('uploads/');
      if (url === null) return null;
      if (upload.uncertain === true) {
        // The last send may have reached the pod: its import reference tells.
        const found = await findUploadByReference(this.options.http, importReferenceOf(upload));
        if (!found.ok) {
          if (found.error.kind === 'unauthenticated') return null;
          await changeQueuedUpload(upload.id, (current) => sendFailed(current, { type: 'network' }, now, this.options.random));
          return 'retry';
        }
        if (found.data !== null) {
          const { guid, importStatus, importDate, importDetails } = found.data;
          this.log.info(`${upload.name} was already on the pod (${guid}): not sent again`);
          await changeQueuedUpload(upload.id, (current) => (current.state === 'pending' ? sendDone(current, guid, importStatus, importDate, now, importDetails) : current));
          return 'done';
        }
      }
      return { url, fields: uploadFieldsV1(upload, group), fileField: FILE_FIELD.v1 };
    }
    let uploadUrl = group.uploadUrl;
    if (uploadUrl === null) {
      const created = await createUploadGroup(this.options.http, instanceUrl);
      if (!created.ok) {
        if (created.error.kind === 'unauthenticated') return null;
        const network = created.error.kind === 'network' || created.error.kind === 'server-error';
        const failure = network ? ({ type: 'network' } as const) : ({ type: 'refused', error: created.error.messages[0] ?? { key: 'errors.unknown' } } as const);
        await changeQueuedUpload(upload.id, (current) => sendFailed(current, failure, now, this.options.random));
        return !network || this.options.connectivity?.current !== 'offline' ? 'retry' : null;
      }
      uploadUrl = created.data.uploadUrl;
      await changeUploadGroup(group.id, (current) => ({ ...current, guid: created.data.guid, uploadUrl: created.data.uploadUrl }));
    }
    return { url: uploadUrl, fields: { ...uploadPayload(upload, { ...group, uploadUrl }), [CLIENT_UPLOAD_ID_FIELD]: upload.sendKey }, fileField: FILE_FIELD.v2 };
  }

  /** Sends the head of the queue; false when sending must stop (offline, signed out). */
  private async sendOne(upload: QueuedUpload, group: UploadGroup): Promise<boolean> {
    const destination = await this.destination(upload, group);
    if (destination === null) return false;
    if (destination === 'retry') return true;
    if (destination === 'done') {
      this.schedulePoll();
      return true;
    }
    const v1 = destination.fileField === FILE_FIELD.v1;
    // On v1 the send is marked uncertain before it leaves: a reload or a cut from here on looks it up first.
    const started = await changeQueuedUpload(upload.id, (current) => (current.state === 'pending' ? { ...sendStarted(current), ...(v1 ? { uncertain: true } : {}) } : current));
    if (started === null || started.state !== 'uploading') return true; // cancelled meanwhile
    this.sending = upload.id;
    let lastWrite = 0;
    const headers = (await this.options.headers?.()) ?? {};
    const answer = await this.options.transport.send(
      {
        uploadId: upload.id,
        url: destination.url,
        fields: destination.fields,
        fileField: destination.fileField,
        fileName: started.name,
        mimeType: started.mimeType,
        headers,
      },
      (percent) => {
        const at = this.now();
        if (at - lastWrite < PROGRESS_WRITE_MS && percent < 100) return;
        lastWrite = at;
        void changeQueuedUpload(upload.id, (current) => sendProgress(current, percent));
      },
    );
    this.sending = null;
    if (answer.type !== 'aborted') this.options.connectivity?.report(answer.type === 'answer' && ![502, 503, 504].includes(answer.status));
    const outcome = classifySend(answer, this.now());
    const now = this.now();

    if (outcome.type === 'unauthenticated') {
      await changeQueuedUpload(upload.id, recoverAfterReload);
      return false;
    }
    if (outcome.type === 'done') {
      // A cancel that came while the answer was on its way: the file stays cancelled.
      const { guid, importStatus, importDate, importDetails } = outcome;
      const next = await changeQueuedUpload(upload.id, (current) =>
        current.state === 'uploading' ? sendDone(current, guid, importStatus, importDate, now, importDetails) : { ...current, guid, uncertain: false },
      );
      if (next?.state === 'uploaded') this.schedulePoll();
      return true;
    }
    const { failure } = outcome;
    if (failure.type === 'cancelled') {
      // Aborted by a cancel (already marked), or by the page going away: then it is sent again.
      await changeQueuedUpload(upload.id, (current) => (current.state === 'uploading' ? recoverAfterReload(current) : current));
      return !this.loop.stopped;
    }
    // A refusal is definite: the pod stored nothing, so nothing needs looking up before a retry.
    const definite = failure.type === 'refused' || failure.type === 'quota' || failure.type === 'rate-limited';
    await changeQueuedUpload(upload.id, (current) => {
      const next = current.state === 'uploading' ? sendFailed(current, failure, now, this.options.random) : current;
      return definite && next.uncertain === true ? { ...next, uncertain: false } : next;
    });
    if (failure.type === 'quota') {
      await changeUploadGroup(group.id, (current) => ({ ...current, blocked: 'quota' }));
      this.options.notify?.(QUOTA_MESSAGE, true);
    }
    if (failure.type === 'network' || failure.type === 'server') this.log.info(`Upload of ${upload.name} got no answer it could use; tried ${upload.attempts + 1} time(s)`);
    return true;
  }

  /** Wakes the poll when the next sent file is due to be asked about (the soonest first). */
  private schedulePoll(at: number = this.now() + IMPORT_POLL_MS): void {
    if (this.loop.stopped || this.pollTimer !== null) return;
    this.pollTimer = this.timers.setTimeout(() => {
      this.pollTimer = null;
      void this.pollImports();
    }, Math.max(0, at - this.now()));
  }

  /** Asks the pod about sent files whose import was not reported (an event missed or still to come). */
  async pollImports(): Promise<void> {
    const scope = this.options.scope();
    if (scope === null || this.options.connectivity?.current === 'offline') return;
    const { uploads } = await readUploadQueue(scope);
    const waiting = uploads.filter((upload) => upload.state === 'uploaded' && upload.importedAt === null && upload.guid !== null);
    for (const upload of waiting) {
      const now = this.now();
      const poll = this.polls.get(upload.id) ?? { count: 0, at: now + IMPORT_POLL_MS };
      this.polls.set(upload.id, poll);
      if (poll.count >= IMPORT_POLL_LIMIT || poll.at > now) continue;
      const result = await getImportStatus(this.options.http, upload.guid as string);
      poll.count += 1;
      poll.at = this.now() + Math.min(IMPORT_POLL_MS * 2 ** poll.count, IMPORT_POLL_MAX_MS);
      if (poll.count === IMPORT_POLL_LIMIT) this.log.info(`The import of ${upload.name} is still not reported; no more asking until the next start`);
      if (result.ok) {
        if (result.data.status !== 'pending' && result.data.status !== 'draft') await this.settleImport(upload.id, result.data.status, result.data.importDate, result.data.importDetails);
      } else if (result.error.kind === 'not-found') {
        // The pod no longer has it (deleted there): it was not imported.
        await this.settleImport(upload.id, 'errored', null);
      }
    }
    const still = new Set((await readUploadQueue(scope)).uploads.filter((upload) => upload.state === 'uploaded' && upload.importedAt === null).map((upload) => upload.id));
    for (const id of this.polls.keys()) if (!still.has(id)) this.polls.delete(id);
    const due = [...this.polls.values()].filter((poll) => poll.count < IMPORT_POLL_LIMIT).map((poll) => poll.at);
    if (due.length > 0) this.schedulePoll(Math.min(...due));
  }

}


