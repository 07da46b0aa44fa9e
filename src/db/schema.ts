import Dexie, { type EntityTable } from 'dexie';
import type { SessionRow } from './session';
import type { PreferenceRow } from './preferences';
import type { QueryCacheRow } from './query-cache';

/**
 * The one Dexie database of Shoal. Versions are an append-only list: a version
 * that has shipped is never edited; a change adds a new version with its upgrade.
 * Row formats inside a table carry their own `version` (db/persisted.ts); those change
 * without a new database version.
 */
export class ShoalDb extends Dexie {
  session!: EntityTable<SessionRow, 'id'>;
  preferences!: EntityTable<PreferenceRow, 'key'>;
  queryCache!: EntityTable<QueryCacheRow, 'key'>;

  constructor(name = 'shoal') {
    super(name);
    this.version(1).stores({
      session: 'id',
      preferences: 'key',
    });
    // The persisted TanStack Query cache. [usedAt+size] gives eviction, oldest first, the sizes it
    // adds up without loading the data.
    this.version(2).stores({
      queryCache: 'key, [usedAt+size]',
    });
  }
}

let current: ShoalDb | null = null;

/** The app's database, opened lazily so that importing this module does nothing. */
export function getDb(): ShoalDb {
  current ??= new ShoalDb();
  return current;
}

/** Tests open a database of their own name (fake-indexeddb) and install it here. */
export function useDatabaseForTests(db: ShoalDb): void {
  current = db;
}
