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

import { deleteUploadBytes } from '../../db/upload-bytes';
import {
  changeGroupUploads,
  changeQueuedUpload,
  changeUploadGroup,
  deleteUploadGroupRows,
  findUploadByGuid,
  getQueuedUpload,
  putUploadGroup,
  readUploadQueue,
  type QueuedUpload,
  type UploadGroup,
} from '../../db/uploads';
import { logger as appLogger, type Logger } from '../../logger';
import { globalTimers, type Timers } from '../../timers';
import { TabLoop, type LockManagerLike } from '../core/tab-loop';
import type { Connectivity } from '../core/connectivity';
import type { HttpClient } from '../core/http';
import { classifySend, FILE_FIELD } from './api';
import { ImportPoll } from './import-poll';
import { sendDestination } from './destination';
import { sendWithTimeout } from './send-timeout';
import { readPendingTags } from './tagging';
import type { TagReader, UploadTransport } from './transport';
import {
  cancelUpload,
  QUOTA_MESSAGE,
  randomUploadId,
  recoverAfterReload,
  retryUpload,
  sendDone,
  sendFailed,
  sendProgress,
  sendStarted,
  type UploadMessage,
} from './pipeline';
import { emptyGroupsToRemove, nextStep } from './groups';
import { queueFiles, type QueueFilesResult } from './queue-files';
import { settleImport } from './settle-import';
import { createImportGroup } from './import-group';

const PROGRESS_WRITE_MS = 200;
const UPLOADS_LOCK_NAME = 'shoal-uploads';
const LOCK_RETRY_MS = 2000;

interface UploaderOptions {
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
  /** Tests: the upload timeout (default UPLOAD_TIMEOUT_MS, send-timeout.ts). */
  timeoutMs?: number;
}

export class Uploader {
  private readonly options: UploaderOptions;
  private readonly timers: Timers;
  private readonly log: Logger;
  private readonly loop: TabLoop;
  private tagging: Promise<void> | null = null;
  private readonly importPoll: ImportPoll;
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
    this.importPoll = new ImportPoll({
      ...options,
      timers: this.timers,
      now: () => this.now(),
      log: this.log,
      stopped: () => this.loop.stopped,
      settle: (id, status, importDate, importDetails) => this.settleImport(id, status, importDate, importDetails),
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
    for (const upload of uploads.filter((item) => item.state === 'uploading'))
      await changeQueuedUpload(upload.id, recoverAfterReload);
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
    this.importPoll.stop();
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

  /** A new draft group (the modal's files step), made the current group; `channel`: its files go there (pub19). */
  async newDraftGroup(channel?: { uuid: string; name: string }): Promise<UploadGroup | null> {
    const scope = this.options.scope();
    if (scope === null) return null;
    const group: UploadGroup = {
      id: randomUploadId(),
      scope,
      guid: null,
      uploadUrl: null,
      type: channel ? 'channel' : 'music-library',
      ...(channel ? { targetChannel: channel.uuid } : {}),
      targetLibrary: null,
      targetName: channel?.name ?? null,
      createdAt: this.now(),
      state: 'draft',
      blocked: null,
    };
    await putUploadGroup(group);
    await this.setCurrentGroup(group.id);
    return group;
  }

  /** import26: the group of `library/{uuid}/upload?import=` (import-group.ts); null while nobody is signed in. */
  newImportGroup(library: { uuid: string; name: string }, reference: string): Promise<UploadGroup | null> {
    return createImportGroup(this.options.scope(), this.now(), library, reference);
  }

  /** Queues files in a group (queue-files.ts); their tags are read as soon as the first batch is in. */
  queueFiles(groupId: string, files: readonly File[], remainingBytes: number | null = null): Promise<QueueFilesResult> {
    return queueFiles(groupId, files, remainingBytes, { now: () => this.now(), kick: () => this.kick() });
  }

  /** The details step is done: the group gets its library and is sent. */
  async publishGroup(groupId: string, library: { uuid: string; name: string }): Promise<void> {
    await changeUploadGroup(groupId, (group) => ({
      ...group,
      state: 'published',
      targetLibrary: library.uuid,
      targetName: library.name,
    }));
    if (this.currentGroupId === groupId) this.currentGroupId = null;
    this.kick();
  }

  /** Cancels every upload of the group not yet imported (a send under way is aborted, not an error). */
  async cancelGroup(groupId: string): Promise<void> {
    await changeGroupUploads(groupId, cancelUpload);
    const sending = this.sending;
    if (sending !== null && (await getQueuedUpload(sending))?.groupId === groupId)
      this.options.transport.abort(sending);
    this.kick();
  }

  /** Retry clears the error and the progress and restarts; without tags it fails at once (missing-tags). */
  async retry(uploadId: string): Promise<void> {
    const upload = await changeQueuedUpload(uploadId, (current) => retryUpload(current));
    if (upload !== null)
      await changeUploadGroup(upload.groupId, (group) =>
        group.blocked === null ? group : { ...group, blocked: null },
      );
    this.kick();
  }

  /** Forgets a group (from the history): its rows and the bytes still kept. */
  async removeGroup(groupId: string): Promise<void> {
    const ids = await deleteUploadGroupRows(groupId);
    for (const id of ids) await deleteUploadBytes(id);
  }

  // ---- import events ----

  /** `import.status_updated` of the activity socket. */
  async onImportStatus(
    guid: string,
    newStatus: string,
    importDate: string | null | undefined,
    importDetails: unknown = null,
  ): Promise<void> {
    const upload = await findUploadByGuid(guid);
    if (upload === null) return;
    await this.settleImport(upload.id, newStatus, importDate ?? null, importDetails);
  }

  private settleImport(id: string, status: string, importDate: string | null, details: unknown = null) {
    return settleImport(id, status, importDate, details, {
      now: () => this.now(),
      onImported: this.options.onImported,
    });
  }

  // ---- the machinery ----

  private async onOnline(): Promise<void> {
    // A failure during an outage is the outage's, not the file's: the attempts start again.
    const scope = this.options.scope();
    if (scope === null) return;
    const { uploads } = await readUploadQueue(scope);
    for (const upload of uploads.filter(
      (item) => item.state === 'pending' && (item.attempts > 0 || item.notBefore > 0),
    )) {
      await changeQueuedUpload(upload.id, (current) => ({ ...current, attempts: 0, notBefore: 0 }));
    }
    this.importPoll.clear();
    this.loop.cancel();
    this.kick();
    void this.importPoll.poll();
  }

  private readPendingTags(): Promise<void> {
    this.tagging ??= readPendingTags({
      ...this.options,
      now: () => this.now(),
      log: this.log,
      stopped: () => this.loop.stopped,
    }).finally(() => {
      this.tagging = null;
      void this.drain();
    });
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
      if (uploads.some((upload) => upload.state === 'uploaded' && upload.importedAt === null))
        this.importPoll.schedule();
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

  /** Sends the head of the queue; false when sending must stop (offline, signed out). */
  private async sendOne(upload: QueuedUpload, group: UploadGroup): Promise<boolean> {
    const destination = await sendDestination({ ...this.options, now: () => this.now(), log: this.log }, upload, group);
    if (destination === null) return false;
    if (destination === 'retry') return true;
    if (destination === 'done') {
      this.importPoll.schedule();
      return true;
    }
    const v1 = destination.fileField === FILE_FIELD.v1;
    // On v1 the send is marked uncertain before it leaves: a reload or a cut from here on looks it up first.
    const started = await changeQueuedUpload(upload.id, (current) =>
      current.state === 'pending' ? { ...sendStarted(current), ...(v1 ? { uncertain: true } : {}) } : current,
    );
    if (started === null || started.state !== 'uploading') return true; // cancelled meanwhile
    this.sending = upload.id;
    let lastWrite = 0;
    const headers = (await this.options.headers?.()) ?? {};
    const answer = await sendWithTimeout(
      this.options.transport,
      this.timers,
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
      this.options.timeoutMs,
    );
    this.sending = null;
    // A timeout says nothing of the network (a held answer): the pod may be reachable.
    if (answer.type !== 'aborted' && answer.type !== 'timeout')
      this.options.connectivity?.report(answer.type === 'answer' && ![502, 503, 504].includes(answer.status));
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
        current.state === 'uploading'
          ? sendDone(current, guid, importStatus, importDate, now, importDetails)
          : { ...current, guid, uncertain: false },
      );
      if (next?.state === 'uploaded') this.importPoll.schedule();
      return true;
    }
    const { failure } = outcome;
    if (failure.type === 'cancelled') {
      // Aborted by a cancel (already marked), or by the page going away: then it is sent again.
      await changeQueuedUpload(upload.id, (current) =>
        current.state === 'uploading' ? recoverAfterReload(current) : current,
      );
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
    if (failure.type === 'network' || failure.type === 'server')
      this.log.info(`Upload of ${upload.name} got no answer it could use; tried ${upload.attempts + 1} time(s)`);
    return true;
  }
}
