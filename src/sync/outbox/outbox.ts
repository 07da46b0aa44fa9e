// The outbox and its replayer (DESIGN.md, issue 4). A write is applied to the mirror and appended to
// the outbox in one transaction; the replayer sends the rows of the signed-in user one at a time, in
// order, paced, and settles each in one transaction: the row goes and the mirror takes the pod's
// answer (done) or goes back to what the pod holds (refused). Failures without an answer keep the row
// and retry with backoff; 429 waits for the rate limit's reset; 401 waits for the user to be back.
// Only one tab replays at a time (Web Locks).

import { getMirrorRow, mirrorRow, type MirrorRow } from '../../db/mirror';
import { addOutboxRow, patchOutboxRow, readOutbox, type OutboxOp, type OutboxRow } from '../../db/outbox';
import { getDb } from '../../db/schema';
import { logger as appLogger, type Logger } from '../../logger';
import { globalTimers, type Timers } from '../../timers';
import { TabLoop, type LockManagerLike } from '../core/tab-loop';
import type { Connectivity } from '../core/connectivity';
import type { ApiError, UiText } from '../core/errors';
import type { HttpClient } from '../core/http';
import { localValueAfter, mirrorKeyOf, mirrorKindOf, outboxKey, sendOp, wantsPresent } from './ops';
import type { SendOutcome } from '../core/write';

/** Gap between two sends, so a long outbox does not hammer the pod when the connection returns. */
const OUTBOX_PACE_MS = 200;
/** Backoff after failures without an answer: from this, doubling, up to the cap (with jitter). */
const OUTBOX_BACKOFF_MIN_MS = 1000;
const OUTBOX_BACKOFF_MAX_MS = 60_000;
/** When another tab holds the replay lock, look again after this long. */
export const OUTBOX_LOCK_RETRY_MS = 2000;
const OUTBOX_LOCK_NAME = 'shoal-outbox';

export type { LockManagerLike } from '../core/tab-loop';

/** Applies a write to the mirror at once and appends it to the outbox; false when it changes nothing. */
export async function enqueueWrite(scope: string, op: OutboxOp, now = Date.now()): Promise<boolean> {
  const db = getDb();
  const kind = mirrorKindOf(op);
  return db.transaction('rw', db.outbox, db.mirror, async () => {
    if (kind !== null) {
      const key = mirrorKeyOf(op);
      const current = await getMirrorRow(kind, key);
      const local = current?.local ?? null;
      if ((local !== null) === wantsPresent(op)) return false;
      // An undo needs the uuid the pod gave the object: keep it with the write.
      const uuid =
        (local as { uuid?: string | null } | null)?.uuid ??
        (current?.server as { uuid?: string | null } | null)?.uuid ??
        null;
      if (op.type === 'libraryFollow' || op.type === 'actorFollow') op = { ...op, followUuid: op.on ? null : uuid };
      if (op.type === 'contentFilter') op = { ...op, filterUuid: op.on ? null : uuid };
      const next = localValueAfter(op, local, new Date(now).toISOString());
      await db.mirror.put(mirrorRow(kind, key, next, current?.server ?? null));
    }
    await addOutboxRow({ scope, key: outboxKey(op), op, createdAt: now });
    return true;
  });
}

/** What the replayer tells the app: a rollback message, a settled write (pulls use it). */
export interface OutboxEvents {
  /** A write the pod refused was rolled back. */
  refused?: (row: OutboxRow, error: ApiError) => void;
  settled?: (row: OutboxRow, outcome: SendOutcome) => void;
}

interface OutboxReplayerOptions {
  http: HttpClient;
  /** The signed-in user's scope (`outboxScope`), or null while anonymous: nothing is sent then. */
  scope: () => string | null;
  connectivity?: Connectivity | null;
  timers?: Timers;
  paceMs?: number;
  locks?: LockManagerLike | null;
  now?: () => number;
  random?: () => number;
  logger?: Logger;
  events?: OutboxEvents;
}

let settled = 0;

/** Counts writes settled in this tab: a pull that straddles one is made again (mirrors/pull.ts). */
export function settledWrites(): number {
  return settled;
}

/** Settles a sent row: it leaves the outbox and the mirror follows the pod. */
async function settle(row: OutboxRow, outcome: Extract<SendOutcome, { type: 'done' | 'refused' }>): Promise<void> {
  const db = getDb();
  const kind = mirrorKindOf(row.op);
  await db.transaction('rw', db.outbox, db.mirror, async () => {
    if ((await db.outbox.get(row.seq)) === undefined) return; // settled already (another tab)
    settled += 1;
    await db.outbox.delete(row.seq);
    if (kind === null) return;
    const key = mirrorKeyOf(row.op);
    const current: MirrorRow | undefined = await getMirrorRow(kind, key);
    const server =
      outcome.type === 'done'
        ? outcome.server
        : outcome.server !== undefined
          ? outcome.server
          : (current?.server ?? null);
    const later = await db.outbox.where('[scope+key]').equals([row.scope, row.key]).count();
    // A later write to the same object still waits: what the user sees is that one's.
    const local = later > 0 ? (current?.local ?? null) : server;
    if (local === null && server === null) await db.mirror.delete([kind, key]);
    else await db.mirror.put(mirrorRow(kind, key, local, server));
  });
}

export class OutboxReplayer {
  private readonly options: OutboxReplayerOptions;
  private readonly timers: Timers;
  private readonly log: Logger;
  private readonly loop: TabLoop;
  private waitUntil = 0;
  private readonly unsubscribe: (() => void) | null;

  constructor(options: OutboxReplayerOptions) {
    this.options = options;
    this.log = options.logger ?? appLogger.child('outbox');
    this.loop = new TabLoop({
      lockName: OUTBOX_LOCK_NAME,
      body: () => this.drain(),
      locks: options.locks,
      timers: options.timers,
      busyRetryMs: OUTBOX_LOCK_RETRY_MS,
      failureRetryMs: OUTBOX_BACKOFF_MIN_MS,
      onFailure: (error) => this.log.error('Replaying the outbox failed', error),
    });
    this.timers = options.timers ?? globalTimers;
    this.unsubscribe =
      options.connectivity?.subscribe((state) => {
        if (state === 'online') {
          this.waitUntil = 0;
          this.kick();
        }
      }) ?? null;
  }

  /** Starts a replay unless one runs (then it runs once more after). */
  kick(): void {
    if (this.loop.stopped) return;
    void this.replay();
  }

  replay(): Promise<void> {
    return this.loop.run();
  }

  /** Forgets the backoff and sends now (the connection is back, or a test drives it). */
  retryNow(): Promise<void> {
    this.waitUntil = 0;
    this.loop.cancel();
    return this.replay();
  }

  /** Stops for good (a reload or the end of a test): a send under way settles nothing more. */
  stop(): void {
    this.loop.stop();
    this.unsubscribe?.();
  }

  /** Settles when no replay runs (tests). */
  async idle(): Promise<void> {
    await this.loop.idle();
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  private async drain(): Promise<void> {
    while (!this.loop.stopped) {
      const scope = this.options.scope();
      if (scope === null) return;
      if (this.options.connectivity?.current === 'offline') return; // resumed by the online event
      const wait = this.waitUntil - this.now();
      if (wait > 0) {
        this.loop.schedule(wait);
        return;
      }
      const head = (await readOutbox()).find((row) => row.scope === scope);
      if (head === undefined) return;
      const kind = mirrorKindOf(head.op);
      const mirror = kind === null ? undefined : await getMirrorRow(kind, mirrorKeyOf(head.op));
      let outcome: SendOutcome;
      try {
        outcome = await sendOp({ http: this.options.http, row: head, mirror, now: () => this.now() });
      } catch (error) {
        this.log.error('Sending a write failed', error);
        outcome = {
          type: 'retry',
          error: { kind: 'other', status: null, showMessage: false, messages: [] },
          retryAfterMs: null,
        };
      }
      if (this.loop.stopped) return;
      if (outcome.type === 'halt') return;
      if (outcome.type === 'retry') {
        const attempts = head.attempts + 1;
        await patchOutboxRow(head.seq, { attempts });
        const backoff = Math.min(OUTBOX_BACKOFF_MIN_MS * 2 ** (attempts - 1), OUTBOX_BACKOFF_MAX_MS);
        const jitter = 0.5 + (this.options.random ?? Math.random)() / 2;
        const delay = outcome.retryAfterMs ?? Math.round(backoff * jitter);
        this.log.info(`Write ${head.key} not sent (${outcome.error.kind}); again in ${delay} ms`);
        this.waitUntil = this.now() + delay;
        this.loop.schedule(delay);
        return;
      }
      await settle(head, outcome);
      if (outcome.type === 'refused') {
        this.log.warn(
          `Write ${head.key} refused by the pod (${outcome.error.status ?? outcome.error.kind}); rolled back`,
          outcome.error.body,
        );
        this.options.events?.refused?.(head, outcome.error);
      }
      this.options.events?.settled?.(head, outcome);
      const pace = this.options.paceMs ?? OUTBOX_PACE_MS;
      if (pace > 0) await new Promise<void>((resolve) => this.timers.setTimeout(resolve, pace));
    }
  }
}

/** The message of a rolled-back write (spec 02's wording for library follows). */
export function refusalText(op: OutboxOp): UiText {
  switch (op.type) {
    case 'favorite':
      return { key: op.on ? 'sync.refused.favorite' : 'sync.refused.unfavorite' };
    case 'libraryFollow':
      return { key: op.on ? 'sync.refused.followLibrary' : 'sync.refused.unfollowLibrary' };
    case 'actorFollow':
      return { key: op.on ? 'sync.refused.followActor' : 'sync.refused.unfollowActor' };
    case 'subscription':
      return { key: op.on ? 'sync.refused.subscribe' : 'sync.refused.unsubscribe' };
    case 'contentFilter':
      return { key: op.on ? 'sync.refused.hideArtist' : 'sync.refused.unhideArtist', params: { name: op.name } };
    case 'listening':
      return { key: 'sync.refused.listening' };
    case 'libraryFollowDecision':
      return { key: op.approve ? 'sync.refused.acceptFollow' : 'sync.refused.rejectFollow' };
    case 'playlist':
      return { key: op.change.kind === 'add' ? 'playlistsCore.refusedAdd' : 'playlistsCore.refused' };
    case 'inboxRead':
      return { key: 'notifications21Shell.refusedRead' };
    case 'supportReminder':
      return { key: 'notifications21Shell.refusedReminder' };
  }
}
