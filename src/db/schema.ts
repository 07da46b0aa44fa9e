import Dexie, { type EntityTable } from 'dexie';
import type { SessionRow } from './session';
import type { PreferenceRow } from './preferences';
import type { QueryCacheRow } from './query-cache';
import type { PlayerRow } from './player';
import type { ListeningRow } from './listenings';

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
  player!: EntityTable<PlayerRow, 'id'>;
  listenings!: EntityTable<ListeningRow, 'id'>;

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
    // The player's remembered state (one row), and listenings waiting to be sent to the pod.
    this.version(3).stores({
      player: 'id',
      listenings: '++id',
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
