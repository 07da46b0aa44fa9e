// The outbox: writes of the user applied to the local mirrors at once and waiting here, in order,
// until the pod has answered them. A row is deleted only after an answer (success, or a refusal no
// retry can change), so a write made offline, or one cut by a reload, is never lost.

import Dexie from 'dexie';
import { useKeyedLiveQuery } from './live-query';
import { logger } from '../logger';
import { loadPersisted, type PersistedFormat } from './persisted';
import {
  anything,
  array,
  atLeast,
  bool,
  int,
  nonEmpty,
  nullable,
  num,
  object,
  oneOf,
  optional,
  readRow,
  str,
  union,
  variants,
} from './row-guards';
import { getDb } from './schema';

const OUTBOX_ROW_VERSION = 1;

/** A write, as the state it asks for (`on`), so that sending it twice is harmless at the pod. */
export type OutboxOp =
  /** `track`: the track as the app showed it, so the favorites list can show it before the pod answers. */
  | { type: 'favorite'; trackId: number; on: boolean; track: unknown }
  | { type: 'libraryFollow'; library: string; on: boolean; followUuid: string | null }
  | { type: 'actorFollow'; actor: string; on: boolean; followUuid: string | null }
  | { type: 'subscription'; channel: string; on: boolean }
  | { type: 'contentFilter'; artistId: number; on: boolean; name: string; filterUuid: string | null }
  /** Appends to the history: not a state, so a resend after a lost answer is checked first (outbox/listenings). */
  | { type: 'listening'; trackId: number }
  /** lib18: the owner accepts or rejects a follow of a library (by the follow's uuid); no mirror, the outbox row is what shows. */
  | { type: 'libraryFollowDecision'; follow: string; library: string; approve: boolean }
  /** pl20core: an edit of one of the user's playlists (by the pod's id, or a local id until the pod gives one). */
  | { type: 'playlist'; playlist: number | string; change: PlaylistChange }
  /** notif21: an inbox item marked read or unread (by id), or every unread item marked read (item null). */
  | { type: 'inboxRead'; item: number | null; read: boolean }
  /** notif21: a support message put off until `date` (null: never again), for the user `username`. */
  | { type: 'supportReminder'; username: string; message: SupportMessageKind; date: string | null };

/** notif21: the two support messages: the pod's own, and the one about supporting Funkwhale. */
export type SupportMessageKind = 'instance' | 'funkwhale';

/**
 * An edit of a playlist. Track edits keep the track ids before and after, so that a resend after a
 * lost answer can tell whether the pod applied it, and an index can be found again by track id.
 */
export type PlaylistChange =
  | { kind: 'create'; name: string; privacyLevel: string }
  | { kind: 'update'; name?: string; privacyLevel?: string }
  | { kind: 'delete' }
  | { kind: 'add'; trackIds: number[]; allowDuplicates: boolean; before: number[]; after: number[] }
  | { kind: 'move'; from: number; to: number; before: number[]; after: number[] }
  | { kind: 'remove'; index: number; before: number[]; after: number[] }
  | { kind: 'clear'; before: number[]; after: number[] };

export type OutboxOpType = OutboxOp['type'];

export interface OutboxRow {
  seq: number;
  version: number;
  /** Whose write it is: `${full username} ${instance URL}`; sent only while that user is signed in. */
  scope: string;
  /** The object written (`favorite:12`): writes to one object are sent in the order they were made. */
  key: string;
  op: OutboxOp;
  createdAt: number;
  /** Failed sends so far (network, 5xx, 429), for the backoff. */
  attempts: number;
  /**
   * Set when a send failed in a way that leaves open whether the pod applied it (the connection
   * dropped after the request left): the next send checks the pod first when the write is not a state.
   */
  uncertainSince: number | null;
  /**
   * Listenings only: when each send started and, when it failed, ended (this device's clock; end
   * null when a reload cut it). A lost send was applied by the pod within one of these spans.
   */
  sends?: Array<{ start: number; end: number | null }>;
}

type NewOutboxRow = Omit<OutboxRow, 'seq' | 'version' | 'attempts' | 'uncertainSince'>;

const ints = array(int);
const trackEdit = { before: ints, after: ints };

const playlistChange = variants<PlaylistChange>('kind', {
  create: object({ kind: oneOf('create'), name: str, privacyLevel: str }),
  update: object({ kind: oneOf('update'), name: optional(str), privacyLevel: optional(str) }),
  delete: object({ kind: oneOf('delete') }),
  add: object({ kind: oneOf('add'), trackIds: ints, allowDuplicates: bool, ...trackEdit }),
  move: object({ kind: oneOf('move'), from: int, to: int, ...trackEdit }),
  remove: object({ kind: oneOf('remove'), index: int, ...trackEdit }),
  clear: object({ kind: oneOf('clear'), ...trackEdit }),
});

const outboxOp = variants<OutboxOp>('type', {
  favorite: object({ type: oneOf('favorite'), trackId: int, on: bool, track: anything }),
  libraryFollow: object({ type: oneOf('libraryFollow'), library: nonEmpty, on: bool, followUuid: nullable(str) }),
  actorFollow: object({ type: oneOf('actorFollow'), actor: nonEmpty, on: bool, followUuid: nullable(str) }),
  subscription: object({ type: oneOf('subscription'), channel: nonEmpty, on: bool }),
  contentFilter: object({
    type: oneOf('contentFilter'),
    artistId: int,
    on: bool,
    name: str,
    filterUuid: nullable(str),
  }),
  listening: object({ type: oneOf('listening'), trackId: int }),
  libraryFollowDecision: object({
    type: oneOf('libraryFollowDecision'),
    follow: nonEmpty,
    library: nonEmpty,
    approve: bool,
  }),
  playlist: object({ type: oneOf('playlist'), playlist: union(int, nonEmpty), change: playlistChange }),
  inboxRead: object({ type: oneOf('inboxRead'), item: nullable(int), read: bool }),
  supportReminder: object({
    type: oneOf('supportReminder'),
    username: nonEmpty,
    message: oneOf('instance', 'funkwhale'),
    date: nullable(str),
  }),
});

const outboxRow = object({
  seq: int,
  scope: nonEmpty,
  key: nonEmpty,
  op: outboxOp,
  createdAt: num,
  attempts: atLeast(int, 0),
  uncertainSince: nullable(num),
  sends: optional(array(object({ start: num, end: nullable(num) }))),
});

const OUTBOX_FORMAT: PersistedFormat<OutboxRow> = {
  name: 'outbox row',
  version: OUTBOX_ROW_VERSION,
  parse: (value) => {
    const row = readRow(outboxRow, value);
    return row === null ? null : { ...row, version: OUTBOX_ROW_VERSION };
  },
};

export function outboxScope(fullUsername: string, instanceUrl: string): string {
  return `${fullUsername} ${instanceUrl}`;
}

/** The scope of the user a session row holds, or null while anonymous (or no pod is chosen). */
export function scopeOfSession(
  session: { profile: { fullUsername: string } | null; instanceUrl: string | null } | null | undefined,
): string | null {
  return session?.profile && session.instanceUrl
    ? outboxScope(session.profile.fullUsername, session.instanceUrl)
    : null;
}

/** Appends a write; its place in the order is its seq. */
export async function addOutboxRow(row: NewOutboxRow): Promise<number> {
  return getDb().outbox.add({ ...row, version: OUTBOX_ROW_VERSION, attempts: 0, uncertainSince: null } as OutboxRow);
}

/** Every readable row, oldest first; a corrupt one is logged and deleted (it could never be sent). */
export async function readOutbox(): Promise<OutboxRow[]> {
  const db = getDb();
  const raw: unknown[] = await db.outbox.orderBy('seq').toArray();
  const rows: OutboxRow[] = [];
  for (const item of raw) {
    const row = loadPersisted(item, OUTBOX_FORMAT);
    if (row !== null) rows.push(row);
    else {
      const seq = (item as { seq?: unknown } | null)?.seq;
      if (typeof seq === 'number') await db.outbox.delete(seq);
      else logger.warn('An outbox row has no seq; left in place', item);
    }
  }
  return rows;
}

export async function patchOutboxRow(
  seq: number,
  patch: Partial<Pick<OutboxRow, 'attempts' | 'uncertainSince' | 'op' | 'sends'>>,
): Promise<void> {
  await getDb().outbox.update(seq, patch);
}

/** How many writes of this user wait, from the [scope+key] index (no row is read). */
export function countPendingWrites(scope: string): Promise<number> {
  return getDb().outbox.where('[scope+key]').between([scope, Dexie.minKey], [scope, Dexie.maxKey]).count();
}

/** How many writes of this user wait (the shell shows it); undefined while Dexie has not answered. */
export function usePendingWrites(scope: string | null): number | undefined {
  return useKeyedLiveQuery(async () => (scope === null ? 0 : countPendingWrites(scope)), [scope]);
}

/** The waiting writes of this user of one type (their keys start with `${type}:`), oldest first. */
export async function readWaitingOps<T extends OutboxOpType>(
  scope: string,
  type: T,
): Promise<Array<Extract<OutboxOp, { type: T }>>> {
  const rows = await getDb()
    .outbox.where('[scope+key]')
    .between([scope, `${type}:`], [scope, `${type}:\uffff`])
    .toArray();
  return rows
    .sort((a, b) => a.seq - b.seq)
    .flatMap((row) => (row.op.type === type ? [row.op as Extract<OutboxOp, { type: T }>] : []));
}
