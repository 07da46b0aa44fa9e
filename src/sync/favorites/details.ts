// The favorites' tracks, fetched in the background after the ids (pull.ts). The mirror says what is
// owed through its `[kind+due]` index: favorites whose track was never fetched (due 0) and ones
// fetched more than FAVORITE_DETAILS_TTL_MS ago. The pod has no filter by id on `favorites/tracks/`
// and gives at most 50 a page (ENDPOINTS.md; spec 01 section 9), so its pages are read newest first
// (new favorites are on the first ones) until nothing is owed, a few at once. What came is written in
// one bulk transaction with the page to read next, so a reload resumes where the fetch was; a pass
// that resumed goes on to the end and then round from the first page. Favorites that a whole pass did not
// find (the pod holds them but hides them from its list, e.g. an artist the user filtered) are marked
// as searched, so that they are not searched again before they are old.

import type { FavoriteValue } from '../../db/favorites';
import { mirrorRow, readSyncMeta, SCOPE_KEY, type MirrorRow } from '../../db/mirror';
import { FAVORITE_DETAILS_TTL_MS, readDueFavoriteKeys } from '../../db/favorites';
import { getDb } from '../../db/schema';
import { FAVORITES_PAGE_SIZE } from './api';
import type { HttpClient, Result } from '../core/http';
import { mapTrackActivity } from './model';
import { trackActivityPageSchema } from './schema';

/** The sync fact that holds the page to read next while a pass is under way. */
export const DETAILS_CURSOR_KEY = 'favoriteDetailsCursor';

export { FAVORITE_DETAILS_TTL_MS };

interface DetailsCursor {
  page: number;
}

interface DetailsPass {
  /** Pages asked for. */
  requests: number;
  /** Favorites whose track was written. */
  fetched: number;
  /** Favorites the pod holds that a whole pass did not find (marked as searched). */
  unlisted: number;
}

interface Item {
  track: { id: number };
  creationDate: string | null;
}

/**
 * Writes one page's tracks onto the favorites the mirror holds (both sides, the writes still waiting
 * keep what they show otherwise) and the page to read next, in one transaction. A favorite the
 * mirror does not hold (removed meanwhile, or not pulled yet) is left alone.
 */
async function writePage(
  scope: string,
  items: readonly Item[],
  now: number,
  next: DetailsCursor | null,
): Promise<number> {
  const db = getDb();
  return db.transaction('rw', db.mirror, db.syncMeta, async () => {
    if ((await readSyncMeta<string>(SCOPE_KEY)) !== scope) return 0; // someone else signed in meanwhile
    const rows = (await db.mirror.bulkGet(
      items.map((item) => ['favorite', String(item.track.id)] as [string, string]),
    )) as Array<MirrorRow<'favorite'> | undefined>;
    const puts: MirrorRow[] = [];
    items.forEach((item, index) => {
      const row = rows[index];
      if (row?.server == null) return;
      const server: FavoriteValue = {
        ...row.server,
        track: item.track,
        creationDate: item.creationDate ?? row.server.creationDate,
        fetchedAt: now,
      };
      const local: FavoriteValue | null =
        row.local === null
          ? null
          : // A favorite re-made offline keeps the date of that write.
            {
              ...row.local,
              track: item.track,
              fetchedAt: now,
              creationDate:
                row.local.creationDate === row.server.creationDate ? server.creationDate : row.local.creationDate,
            };
      puts.push(mirrorRow('favorite', row.key, local, server));
    });
    if (puts.length > 0) await db.mirror.bulkPut(puts);
    if (next === null) await db.syncMeta.delete(DETAILS_CURSOR_KEY);
    else await db.syncMeta.put({ key: DETAILS_CURSOR_KEY, value: next });
    return puts.length;
  });
}

/** Marks favorites a whole pass did not find as searched now (their track stays as it was). */
async function markSearched(scope: string, keys: Iterable<string>, now: number): Promise<number> {
  const db = getDb();
  return db.transaction('rw', db.mirror, db.syncMeta, async () => {
    await db.syncMeta.delete(DETAILS_CURSOR_KEY);
    if ((await readSyncMeta<string>(SCOPE_KEY)) !== scope) return 0;
    const rows = (await db.mirror.bulkGet([...keys].map((key) => ['favorite', key] as [string, string]))) as Array<
      MirrorRow<'favorite'> | undefined
    >;
    const puts = rows.flatMap((row) =>
      row?.server == null
        ? []
        : [
            mirrorRow('favorite', row.key, row.local === null ? null : { ...row.local, fetchedAt: now }, {
              ...row.server,
              fetchedAt: now,
            }),
          ],
    );
    if (puts.length > 0) await db.mirror.bulkPut(puts);
    return puts.length;
  });
}

interface DetailsOptions {
  now?: () => number;
}

/** Pages asked for at once after the first (the pod's own page size stays 50). */
const CONCURRENCY = 3;
/** Tracks written together (each write wakes the live queries of the favorites). */
const WRITE_BATCH = 250;

type PageAnswer = Result<{ items: Item[]; count: number }>;

function getPage(http: HttpClient, page: number): Promise<PageAnswer> {
  return http
    .get('favorites/tracks/', {
      query: { scope: 'me', page_size: FAVORITES_PAGE_SIZE, ordering: '-creation_date', page },
      schema: trackActivityPageSchema,
    })
    .then((answer) =>
      answer.ok
        ? { ...answer, data: { items: answer.data.results.map(mapTrackActivity), count: answer.data.count } }
        : answer,
    );
}

/** A page past the end (favorites removed since the pass was planned) is an empty one. */
const pastTheEnd = (answer: PageAnswer, page: number) => !answer.ok && answer.error.status === 404 && page > 1;

/**
 * One pass of the background fetch: reads pages until no favorite's track is owed, the first alone
 * (it says how many there are), then up to CONCURRENCY at once, never more than the owed favorites
 * can fill. Nothing owed: no request. A failed page (no answer, an error, a malformed answer) ends
 * the pass with that error; the pages before it are written, and the next pass resumes at it.
 */
export async function fetchFavoriteDetails(
  http: HttpClient,
  scope: string,
  options: DetailsOptions = {},
): Promise<Result<DetailsPass>> {
  const now = options.now ?? Date.now;
  const pass: DetailsPass = { requests: 0, fetched: 0, unlisted: 0 };
  const done = (): Result<DetailsPass> => ({ ok: true, data: pass, status: 200 });
  if ((await readSyncMeta<string>(SCOPE_KEY)) !== scope) return done();
  const owed = new Set(await readDueFavoriteKeys(now()));
  if (owed.size === 0) {
    if ((await readSyncMeta<DetailsCursor>(DETAILS_CURSOR_KEY)) !== undefined)
      await getDb().syncMeta.delete(DETAILS_CURSOR_KEY);
    return done();
  }
  let start = Math.max(1, Math.floor((await readSyncMeta<DetailsCursor>(DETAILS_CURSOR_KEY))?.page ?? 1));
  let first = await getPage(http, start);
  pass.requests += 1;
  if (pastTheEnd(first, start)) {
    start = 1;
    first = await getPage(http, start);
    pass.requests += 1;
  }
  if (!first.ok) return first;
  // The order of the pass: from where it starts to the last page, then round from the first.
  const last = Math.max(1, Math.ceil(first.data.count / FAVORITES_PAGE_SIZE));
  const plan: number[] = [];
  for (let page = start + 1; page <= last; page += 1) plan.push(page);
  for (let page = 1; page < Math.min(start, last + 1); page += 1) plan.push(page);

  let items = first.data.items;
  // What came and is not written yet: the first page is written at once (the newest, what the
  // favorites screen shows first), the others a few pages at a time.
  let unwritten: Item[] = [];
  let at = 0;
  for (;;) {
    for (const item of items) owed.delete(String(item.track.id));
    unwritten.push(...items);
    const finished = owed.size === 0 || at >= plan.length;
    if (finished || at === 0 || unwritten.length >= WRITE_BATCH) {
      pass.fetched += await writePage(scope, unwritten, now(), finished ? null : { page: plan[at] as number });
      unwritten = [];
    }
    if (owed.size === 0) return done();
    if (at >= plan.length) {
      pass.unlisted = await markSearched(scope, owed, now());
      return done();
    }
    const batch = plan.slice(at, at + Math.min(CONCURRENCY, Math.ceil(owed.size / FAVORITES_PAGE_SIZE)));
    const answers = await Promise.all(batch.map((page) => getPage(http, page)));
    pass.requests += batch.length;
    items = [];
    let failed: PageAnswer | null = null;
    for (const [index, answer] of answers.entries()) {
      if (answer.ok) items.push(...answer.data.items);
      else if (!pastTheEnd(answer, batch[index] as number)) {
        failed = answer;
        break;
      }
      at += 1;
    }
    if (failed !== null) {
      // What came before the failed page is kept, and the next pass starts at that page.
      pass.fetched += await writePage(scope, [...unwritten, ...items], now(), { page: plan[at] as number });
      return failed as Result<never>;
    }
  }
}
