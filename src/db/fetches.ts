// fetch21: this device's past federation fetches (the API has no list of them), per user and pod,
// newest first, under the remote object panel. Each keeps what it ended with, so a finished one
// reopens its object with no call to the pod. Rows are versioned (db/persisted.ts).

import { useLiveQuery } from 'dexie-react-hooks';
import { z } from '../zod';
import { loadPersisted, type PersistedFormat } from './persisted';
import { getDb } from './schema';

const FETCH_ROW_VERSION = 1;
/** How many past fetches a user keeps on this device (the oldest go first). */
export const PAST_FETCHES_KEPT = 30;

export type PastFetchStatus = 'pending' | 'finished' | 'errored' | 'skipped';

export interface PastFetchRow {
  /** `{scope} {id}`: the user's outbox scope and the pod's fetch id. */
  key: string;
  version: number;
  scope: string;
  id: number;
  /** What the user typed. */
  query: string;
  status: PastFetchStatus;
  /** The local page of the object, once finished with one Shoal can show. */
  route: string | null;
  /** The error kind (src/sync/fetches) once errored, with the HTTP status when the pod gave one. */
  errorKind: string | null;
  statusCode: number | null;
  createdAt: number;
}

export type NewPastFetch = Omit<PastFetchRow, 'key' | 'version'>;

const rowSchema = z.object({
  key: z.string().check(z.minLength(1)),
  scope: z.string().check(z.minLength(1)),
  id: z.int(),
  query: z.string(),
  status: z.enum(['pending', 'finished', 'errored', 'skipped']),
  route: z.nullable(z.string()),
  errorKind: z.nullable(z.string()),
  statusCode: z.nullable(z.int()),
  createdAt: z.number(),
});

const FORMAT: PersistedFormat<PastFetchRow> = {
  name: 'past fetch',
  version: FETCH_ROW_VERSION,
  parse: (value) => {
    const parsed = rowSchema.safeParse(value);
    return parsed.success ? { ...parsed.data, version: FETCH_ROW_VERSION } : null;
  },
};

const keyOf = (scope: string, id: number) => `${scope} ${id}`;

/** Records a fetch or what it became (same pod id: the row is replaced), keeping the newest few. */
export async function savePastFetch(fetch: NewPastFetch): Promise<void> {
  const db = getDb();
  await db.transaction('rw', db.pastFetches, async () => {
    const key = keyOf(fetch.scope, fetch.id);
    const known = await db.pastFetches.get(key);
    // A fetch answered again (a real pod gives back a recent finished one) keeps its first date.
    const createdAt = known && typeof known.createdAt === 'number' ? known.createdAt : fetch.createdAt;
    await db.pastFetches.put({ ...fetch, createdAt, key, version: FETCH_ROW_VERSION });
    const keys = await db.pastFetches
      .where('[scope+createdAt]')
      .between([fetch.scope, -Infinity], [fetch.scope, Infinity])
      .reverse()
      .primaryKeys();
    if (keys.length > PAST_FETCHES_KEPT) await db.pastFetches.bulkDelete(keys.slice(PAST_FETCHES_KEPT));
  });
}

/** The user's past fetches, newest first (unreadable rows left out). */
export async function listPastFetches(scope: string): Promise<PastFetchRow[]> {
  const raw: unknown[] = await getDb()
    .pastFetches.where('[scope+createdAt]')
    .between([scope, -Infinity], [scope, Infinity])
    .reverse()
    .toArray();
  return raw.flatMap((item) => loadPersisted(item, FORMAT) ?? []);
}

export function usePastFetches(scope: string | null): PastFetchRow[] | undefined {
  return useLiveQuery(async () => (scope === null ? [] : listPastFetches(scope)), [scope]);
}
