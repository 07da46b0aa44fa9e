// Asks the pod about sent files whose import was not reported (the socket's event missed or still to
// come), backing off per file; the uploader settles what it learns.

import { readUploadQueue } from '../../db/uploads';
import type { Logger } from '../../logger';
import type { Timers } from '../../timers';
import type { Connectivity } from '../core/connectivity';
import type { HttpClient } from '../core/http';
import { getImportStatus } from './api';

/**
 * A sent file whose import has not been reported is asked about after IMPORT_POLL_MS, then after
 * twice as long each time up to IMPORT_POLL_MAX_MS, at most IMPORT_POLL_LIMIT times (about 8 minutes
 * in all); then only the socket's event, a reconnection or the next start settle it.
 */
const IMPORT_POLL_MS = 1000;
const IMPORT_POLL_MAX_MS = 30_000;
const IMPORT_POLL_LIMIT = 20;
/** Progress is written to the queue at most this often. */

interface ImportPollDeps {
  http: HttpClient;
  scope: () => string | null;
  connectivity?: Connectivity | null;
  timers: Timers;
  now: () => number;
  log: Logger;
  stopped: () => boolean;
  settle: (id: string, status: string, importDate: string | null, importDetails?: unknown) => Promise<void>;
}

export class ImportPoll {
  private timer: unknown = null;
  /** Per sent file: how many times its import was asked about and when to ask next. */
  private readonly polls = new Map<string, { count: number; at: number }>();

  constructor(private readonly deps: ImportPollDeps) {}

  /** Every file is asked about afresh (back online). */
  clear(): void {
    this.polls.clear();
  }

  stop(): void {
    if (this.timer !== null) this.deps.timers.clearTimeout(this.timer);
    this.timer = null;
  }

  /** Wakes the poll when the next sent file is due to be asked about (the soonest first). */
  schedule(at: number = this.deps.now() + IMPORT_POLL_MS): void {
    if (this.deps.stopped() || this.timer !== null) return;
    this.timer = this.deps.timers.setTimeout(
      () => {
        this.timer = null;
        void this.poll();
      },
      Math.max(0, at - this.deps.now()),
    );
  }

  /** Asks the pod about sent files whose import was not reported (an event missed or still to come). */
  async poll(): Promise<void> {
    const scope = this.deps.scope();
    if (scope === null || this.deps.connectivity?.current === 'offline') return;
    const { uploads } = await readUploadQueue(scope);
    const waiting = uploads.filter(
      (upload) => upload.state === 'uploaded' && upload.importedAt === null && upload.guid !== null,
    );
    for (const upload of waiting) {
      const now = this.deps.now();
      const poll = this.polls.get(upload.id) ?? { count: 0, at: now + IMPORT_POLL_MS };
      this.polls.set(upload.id, poll);
      if (poll.count >= IMPORT_POLL_LIMIT || poll.at > now) continue;
      const result = await getImportStatus(this.deps.http, upload.guid as string);
      poll.count += 1;
      poll.at = this.deps.now() + Math.min(IMPORT_POLL_MS * 2 ** poll.count, IMPORT_POLL_MAX_MS);
      if (poll.count === IMPORT_POLL_LIMIT)
        this.deps.log.info(`The import of ${upload.name} is still not reported; no more asking until the next start`);
      if (result.ok) {
        if (result.data.status !== 'pending' && result.data.status !== 'draft')
          await this.deps.settle(upload.id, result.data.status, result.data.importDate, result.data.importDetails);
      } else if (result.error.kind === 'not-found') {
        // The pod no longer has it (deleted there): it was not imported.
        await this.deps.settle(upload.id, 'errored', null);
      }
    }
    const still = new Set(
      (await readUploadQueue(scope)).uploads
        .filter((upload) => upload.state === 'uploaded' && upload.importedAt === null)
        .map((upload) => upload.id),
    );
    for (const id of this.polls.keys()) if (!still.has(id)) this.polls.delete(id);
    const due = [...this.polls.values()].filter((poll) => poll.count < IMPORT_POLL_LIMIT).map((poll) => poll.at);
    if (due.length > 0) this.schedule(Math.min(...due));
  }
}
