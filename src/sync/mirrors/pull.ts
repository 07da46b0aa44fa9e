// Pulls refresh the mirrors from the pod (spec 01 section 4: after login the user is loaded, then
// favorites, playlists, follows, subscriptions and content filters, in that order). A pull replaces
// the `server` side of a mirror and recomputes `local` as that plus the writes still in the outbox,
// so an offline write survives a pull made before it was sent. A pull whose answer may predate a
// write settled meanwhile is made again; one made for another user than the one signed in now is
// dropped.

import { mirrorRow, readSyncMeta, resetMirrors, writeSyncMeta, type MirrorKind, type MirrorRow, type MirrorValues } from '../../db/mirror';
import type { OutboxRow } from '../../db/outbox';
import { getDb } from '../../db/schema';
import { logger } from '../../logger';
import { listAllContentFilters } from '../api/content-filters';
import { listFavoriteIds, listFollows, listSubscriptions } from '../api/follows';
import { FAVORITES_PAGE_SIZE } from '../api/history';
import { fetchAllPages } from '../api/pages';
import { mapPlaylist, mapTrackActivity, type Playlist } from '../model';
import { mapResult, type HttpClient, type Result } from '../http';
import { playlistPageSchema } from '../schemas/playlist';
import { trackActivityPageSchema } from '../schemas/favorite';
import { overlay, type MirrorValue } from '../outbox/ops';
import { settledWrites } from '../outbox/outbox';

export type PullKind = MirrorKind | 'playlists';

/** Spec 01 section 4's order. */
export const PULL_ORDER: readonly PullKind[] = ['favorite', 'playlists', 'libraryFollow', 'actorFollow', 'subscription', 'contentFilter'];

const SCOPE_KEY = 'mirrorScope';
/** Guards against `next` links that never end. */
const MAX_PAGES = 200;
/** How many times a pull is made again when writes settled while it was under way. */
const PULL_ATTEMPTS = 3;


/** Mirrors belong to one user of one pod: another scope empties them first. */
export async function claimMirrors(scope: string): Promise<void> {
  if ((await readSyncMeta<string>(SCOPE_KEY)) === scope) return;
  await resetMirrors();
  await writeSyncMeta(SCOPE_KEY, scope);
}

async function fetchServerValues(http: HttpClient, kind: MirrorKind): Promise<Result<Map<string, MirrorValue>>> {
  switch (kind) {
    case 'favorite': {
      // The ids say which tracks are favorites; the pages give their tracks, for lists offline.
      const ids = await listFavoriteIds(http);
      if (!ids.ok) return ids;
      const pages = await fetchAllPages(http, 'favorites/tracks/', {
        query: { scope: 'me', page_size: FAVORITES_PAGE_SIZE, ordering: '-creation_date' },
        schema: trackActivityPageSchema,
        map: mapTrackActivity,
        maxPages: MAX_PAGES,
      });
      if (!pages.ok) return pages;
      const details = new Map(pages.data.map((item) => [item.track.id, item]));
      const values = new Map<string, MirrorValue>();
      for (const id of ids.data) {
        const detail = details.get(id);
        values.set(String(id), { trackId: id, creationDate: detail?.creationDate ?? null, track: detail?.track ?? null });
      }
      return { ok: true, data: values, status: ids.status };
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
          new Map(filters.map((filter) => [String(filter.target.id), { artistId: filter.target.id, uuid: filter.uuid, name: filter.target.name, creationDate: filter.creationDate }])),
      );
    }
  }
}

/** Keeps what the pod does not say (a favorite's track) from the row already mirrored. */
function keepKnown(kind: MirrorKind, value: MirrorValue | null, current: MirrorRow | undefined): MirrorValue | null {
  if (kind !== 'favorite' || value === null) return value;
  const favorite = value as MirrorValues['favorite'];
  if (favorite.track !== null) return value;
  const known = (current?.server ?? current?.local) as MirrorValues['favorite'] | null | undefined;
  return known?.track ? { ...favorite, track: known.track, creationDate: favorite.creationDate ?? known.creationDate } : value;
}

async function writeMirror(scope: string, kind: MirrorKind, values: Map<string, MirrorValue>, generation: number): Promise<boolean> {
  const db = getDb();
  return db.transaction('rw', db.mirror, db.outbox, db.syncMeta, async () => {
    if ((await readSyncMeta<string>(SCOPE_KEY)) !== scope) return true; // someone else now: drop it
    if (generation !== settledWrites()) return false;
    const existing = (await db.mirror.where('[kind+key]').between([kind, ''], [kind, '\uffff']).toArray()) as MirrorRow[];
    const byKey = new Map(existing.map((row) => [row.key, row]));
    const waiting = new Map<string, OutboxRow[]>();
    await db.outbox.orderBy('seq').each((row: OutboxRow) => {
      if (row.scope !== scope || !row.key.startsWith(`${kind}:`)) return;
      const key = row.key.slice(kind.length + 1);
      waiting.set(key, [...(waiting.get(key) ?? []), row]);
    });
    const keys = new Set([...byKey.keys(), ...values.keys(), ...waiting.keys()]);
    for (const key of keys) {
      const server = keepKnown(kind, values.get(key) ?? null, byKey.get(key));
      const local = overlay(server, waiting.get(key) ?? []);
      if (local === null && server === null) {
        if (byKey.has(key)) await db.mirror.delete([kind, key]);
      } else {
        await db.mirror.put(mirrorRow(kind, key, local as never, server as never));
      }
    }
    return true;
  });
}

async function pullPlaylists(http: HttpClient, scope: string): Promise<Result<null>> {
  const result = await fetchAllPages(http, 'playlists/', {
    query: { scope: 'me', page_size: 50, ordering: '-modification_date' },
    schema: playlistPageSchema,
    map: mapPlaylist,
    maxPages: MAX_PAGES,
  });
  if (!result.ok) return result;
  const db = getDb();
  await db.transaction('rw', db.playlistMirror, db.syncMeta, async () => {
    if ((await readSyncMeta<string>(SCOPE_KEY)) !== scope) return;
    await db.playlistMirror.clear();
    await db.playlistMirror.bulkPut(result.data.map((playlist: Playlist, position) => ({ id: playlist.id, position, playlist })));
  });
  return { ok: true, data: null, status: result.status };
}

/** Refreshes one mirror; a failure leaves it as it was and is returned. */
export async function pullMirror(http: HttpClient, scope: string, kind: PullKind): Promise<Result<null>> {
  await claimMirrors(scope);
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

/** Refreshes the mirrors in spec order; stops at the first failure without an answer. */
export async function pullMirrors(http: HttpClient, scope: string, kinds: readonly PullKind[] = PULL_ORDER): Promise<Result<null>> {
  let last: Result<null> = { ok: true, data: null, status: 200 };
  for (const kind of kinds) {
    const result = await pullMirror(http, scope, kind);
    if (!result.ok) {
      logger.info(`Pull of ${kind} failed (${result.error.kind})`);
      if (result.error.kind === 'network' || result.error.kind === 'unauthenticated') return result;
      last = result;
    }
  }
  return last;
}
