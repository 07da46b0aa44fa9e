// Pulls refresh the mirrors from the pod (spec 01 section 4: after login the user is loaded, then
// favorites, playlists, follows, subscriptions and content filters, in that order). The favorites'
// pull asks for their ids only (one request); their tracks come in the background
// (favorite-details.ts), for the favorites that lack them. A pull replaces
// the `server` side of a mirror and recomputes `local` as that plus the writes still in the outbox,
// so an offline write survives a pull made before it was sent. A pull whose answer may predate a
// write settled meanwhile is made again; one made for another user than the one signed in now is
// dropped.

import {
  mirrorRow,
  readSyncMeta,
  resetMirrors,
  SCOPE_KEY,
  writeSyncMeta,
  type MirrorKind,
  type MirrorRow,
  type MirrorValues,
} from '../../db/mirror';
import type { OutboxRow } from '../../db/outbox';
import { replacePlaylistMirror } from '../../db/playlists';
import { getDb } from '../../db/schema';
import { logger } from '../../logger';
import { listAllContentFilters } from '../content-filters';
import { listFavoriteIds } from '../favorites';
import { listFollows } from '../follows';
import { listSubscriptions } from '../subscriptions';
import { fetchOwnPlaylists } from '../playlists';
import { mapResult, type HttpClient, type Result } from '../core/http';
import { overlay, settledWrites } from '../outbox';
import type { MirrorValue } from '../core/write';
import { noticeOddAnswer } from '../core/odd-answers';
import { NOTIFICATION_COUNTS_KEY } from '../notifications';

export type PullKind = MirrorKind | 'playlists';

/** Spec 01 section 4's order. */
export const PULL_ORDER: readonly PullKind[] = [
  'favorite',
  'playlists',
  'libraryFollow',
  'actorFollow',
  'subscription',
  'contentFilter',
];

/** Guards against `next` links that never end. */
const MAX_PAGES = 200;
/** How many times a pull is made again when writes settled while it was under way. */
const PULL_ATTEMPTS = 3;

/**
 * Mirrors belong to one user of one pod: another scope empties them first. The notification counts
 * stay: the live events write them for the session at each change of it, and a first pull that comes
 * after their first read (a reload straight after a login) wiped the badge until the next event.
 */
async function claimMirrors(scope: string): Promise<void> {
  if ((await readSyncMeta<string>(SCOPE_KEY)) === scope) return;
  await resetMirrors([NOTIFICATION_COUNTS_KEY]);
  await writeSyncMeta(SCOPE_KEY, scope);
}

async function fetchServerValues(http: HttpClient, kind: MirrorKind): Promise<Result<Map<string, MirrorValue>>> {
  switch (kind) {
    case 'favorite': {
      // Ids only, in one request: which tracks are favorites. Their tracks (for lists offline) come
      // from the background fetch of favorite-details.ts, for the favorites that lack them.
      const ids = await listFavoriteIds(http);
      if (!ids.ok) return ids;
      return {
        ok: true,
        data: new Map(ids.data.map((id) => [String(id), { trackId: id, creationDate: null, track: null }])),
        status: ids.status,
      };
    }
    case 'libraryFollow':
    case 'actorFollow': {
      const result = await listFollows(http, kind === 'libraryFollow' ? 'library' : 'user');
      return mapResult(result, (all) => new Map([...all].map(([target, follow]) => [target, { target, ...follow }])));
    }
    case 'subscription': {
      const result = await listSubscriptions(http);
      return mapResult(result, (all) => new Map([...all].map(([channel, uuid]) => [channel, { channel, uuid }])));
    }
    case 'contentFilter': {
      const result = await listAllContentFilters(http, { ordering: '-creation_date' });
      return mapResult(
        result,
        (filters) =>
          new Map(
            filters.map((filter) => [
              String(filter.target.id),
              {
                artistId: filter.target.id,
                uuid: filter.uuid,
                name: filter.target.name,
                creationDate: filter.creationDate,
              },
            ]),
          ),
      );
    }
  }
}

/** Keeps what the pod does not say (a favorite's track, its date) from the row already mirrored. */
function keepKnown(kind: MirrorKind, value: MirrorValue | null, current: MirrorRow | undefined): MirrorValue | null {
  if (kind !== 'favorite' || value === null) return value;
  const favorite = value as MirrorValues['favorite'];
  if (favorite.track !== null) return value;
  const server = current?.server as MirrorValues['favorite'] | null | undefined;
  // Still a favorite on the pod: the mirrored value stands as it is (the same object: nothing to write).
  if (server?.trackId === favorite.trackId) return server;
  // Newly on the pod (a write sent, or made elsewhere): keep the track a screen gave, without a date
  // of fetch, so the background fetch refreshes it.
  const local = current?.local as MirrorValues['favorite'] | null | undefined;
  return local?.track
    ? { ...favorite, track: local.track, creationDate: favorite.creationDate ?? local.creationDate }
    : value;
}

function sameValue(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Replaces the `server` side of a kind with the pod's answer and recomputes `local` over the writes
 * still waiting, in one transaction and in bulk: only the rows that change are written.
 */
async function writeMirror(
  scope: string,
  kind: MirrorKind,
  values: Map<string, MirrorValue>,
  generation: number,
): Promise<boolean> {
  const db = getDb();
  return db.transaction('rw', db.mirror, db.outbox, db.syncMeta, async () => {
    if ((await readSyncMeta<string>(SCOPE_KEY)) !== scope) return true; // someone else now: drop it
    if (generation !== settledWrites()) return false;
    const existing = (await db.mirror
      .where('[kind+key]')
      .between([kind, ''], [kind, '\uffff'])
      .toArray()) as MirrorRow[];
    const byKey = new Map(existing.map((row) => [row.key, row]));
    const waiting = new Map<string, OutboxRow[]>();
    const pending = (await db.outbox
      .where('[scope+key]')
      .between([scope, `${kind}:`], [scope, `${kind}:\uffff`])
      .toArray()) as OutboxRow[];
    for (const row of pending.sort((a, b) => a.seq - b.seq)) {
      const key = row.key.slice(kind.length + 1);
      waiting.set(key, [...(waiting.get(key) ?? []), row]);
    }
    const keys = new Set([...byKey.keys(), ...values.keys(), ...waiting.keys()]);
    const puts: MirrorRow[] = [];
    const deletes: Array<[string, string]> = [];
    for (const key of keys) {
      const current = byKey.get(key);
      const server = keepKnown(kind, values.get(key) ?? null, current);
      const rows = waiting.get(key);
      const local = rows === undefined ? server : overlay(server, rows);
      if (local === null && server === null) {
        if (current !== undefined) deletes.push([kind, key]);
      } else if (current === undefined || !sameValue(current.server, server) || !sameValue(current.local, local)) {
        puts.push(mirrorRow(kind, key, local, server));
      }
    }
    if (deletes.length > 0) await db.mirror.bulkDelete(deletes);
    if (puts.length > 0) await db.mirror.bulkPut(puts);
    return true;
  });
}

async function pullPlaylists(http: HttpClient, scope: string): Promise<Result<null>> {
  for (let attempt = 1; ; attempt += 1) {
    const generation = settledWrites();
    const result = await fetchOwnPlaylists(http, MAX_PAGES);
    if (!result.ok) return result;
    // A playlist edit settled meanwhile: the answer may predate it (its tracks would come back wrong).
    if (generation !== settledWrites() && attempt < PULL_ATTEMPTS) continue;
    await replacePlaylistMirror(scope, result.data.playlists, result.data.trackIds);
    return { ok: true, data: null, status: result.status };
  }
}

/**
 * The lists some pods lack: following accounts is 2.0's (a 1.4 pod answers 404 with an HTML page).
 * Asked once; a 404 is remembered for that pod and API base (`syncMeta`, with the user's mirrors),
 * and the feature stays empty there, with no message.
 */
const OPTIONAL_LISTS: Partial<Record<PullKind, string>> = { actorFollow: 'federation/follows/user/all/' };
export const MISSING_LISTS_KEY = 'missingEndpoints';

/** The full URL of a kind's list when the pod may lack it, or null. */
function optionalListUrl(http: HttpClient, kind: PullKind): string | null {
  const path = OPTIONAL_LISTS[kind];
  return path === undefined ? null : http.url(path);
}

/** Refreshes one mirror; a failure leaves it as it was and is returned. */
export async function pullMirror(http: HttpClient, scope: string, kind: PullKind): Promise<Result<null>> {
  await claimMirrors(scope);
  const optional = optionalListUrl(http, kind);
  if (optional !== null && ((await readSyncMeta<string[]>(MISSING_LISTS_KEY)) ?? []).includes(optional)) {
    return { ok: true, data: null, status: 404 };
  }
  const result = await pullKind(http, scope, kind);
  if (kind === 'favorite' && !result.ok) noticeOddAnswer('favorites', result.error);
  if (optional !== null && !result.ok && result.error.kind === 'not-found') {
    logger.info(`${optional} is not on this pod: ${kind} is left out here`);
    await writeSyncMeta(MISSING_LISTS_KEY, [...((await readSyncMeta<string[]>(MISSING_LISTS_KEY)) ?? []), optional]);
    return { ok: true, data: null, status: 404 };
  }
  return result;
}

async function pullKind(http: HttpClient, scope: string, kind: PullKind): Promise<Result<null>> {
  if (kind === 'playlists') return pullPlaylists(http, scope);
  for (let attempt = 1; ; attempt += 1) {
    const generation = settledWrites();
    const values = await fetchServerValues(http, kind);
    if (!values.ok) return values;
    if (await writeMirror(scope, kind, values.data, generation)) return { ok: true, data: null, status: values.status };
    if (attempt >= PULL_ATTEMPTS) {
      logger.info(`Pull of ${kind} kept colliding with writes; left for the next one`);
      return { ok: true, data: null, status: values.status };
    }
  }
}

/**
 * Refreshes the mirrors in spec order. One that fails (a refusal, a 5xx, an unreadable answer, an
 * exception of its own) does not stop the others; the last failure is returned. Only a pod that
 * does not answer at all, or a session that ended, stops the rest: they would fail alike.
 */
export async function pullMirrors(
  http: HttpClient,
  scope: string,
  kinds: readonly PullKind[] = PULL_ORDER,
): Promise<Result<null>> {
  let last: Result<null> = { ok: true, data: null, status: 200 };
  for (const kind of kinds) {
    let result: Result<null>;
    try {
      result = await pullMirror(http, scope, kind);
    } catch (error) {
      logger.error(`Pull of ${kind} failed`, error);
      last = { ok: false, error: { kind: 'other', status: null, showMessage: false, messages: [] } };
      continue;
    }
    if (!result.ok) {
      logger.info(`Pull of ${kind} failed (${result.error.kind})`);
      if (result.error.kind === 'network' || result.error.kind === 'unauthenticated') return result;
      last = result;
    }
  }
  return last;
}
