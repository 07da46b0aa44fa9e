import Dexie, { type EntityTable } from 'dexie';
import type { SessionRow } from './session';
import type { PreferenceRow } from './preferences';
import type { QueryCacheRow } from './query-cache';
import type { PlayerRow } from './player';
import type { ListeningRow } from './listenings';
import type { OutboxRow } from './outbox';
import type { FavoriteValue } from './favorites';
import type { MirrorRow, SyncMetaRow } from './mirror';
import type { PlaylistLocalIdRow, PlaylistMirrorRow } from './playlists';
import { favoriteDetailsDue } from './favorite-due';
import type { DownloadRow } from './downloads';
import type { UploadChunkRow, UploadGroupRow, UploadRow } from './uploads';
import type { PastFetchRow } from './fetches';
import type { FormDraftRow } from './form-drafts';
import type { EpisodePositionRow, EpisodeSpeedRow } from './episode-positions';

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
  outbox!: EntityTable<OutboxRow, 'seq'>;
  mirror!: Dexie.Table<MirrorRow, [string, string]>;
  playlistMirror!: EntityTable<PlaylistMirrorRow, 'id'>;
  playlistLocalIds!: EntityTable<PlaylistLocalIdRow, 'localId'>;
  syncMeta!: EntityTable<SyncMetaRow, 'key'>;
  downloads!: EntityTable<DownloadRow, 'id'>;
  uploadGroups!: EntityTable<UploadGroupRow, 'id'>;
  uploads!: EntityTable<UploadRow, 'id'>;
  uploadChunks!: Dexie.Table<UploadChunkRow, [string, number]>;
  pastFetches!: EntityTable<PastFetchRow, 'key'>;
  formDrafts!: EntityTable<FormDraftRow, 'key'>;
  episodePositions!: EntityTable<EpisodePositionRow, 'key'>;
  episodeSpeeds!: EntityTable<EpisodeSpeedRow, 'key'>;

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
    // Local-first user state (issue 4): the outbox of writes waiting for the pod, in order; the
    // mirrors of user-owned sets (favorites, follows, subscriptions, content filters) keyed by kind
    // and object; the user's playlists; small sync facts (whose mirrors these are, counters).
    // Listenings waiting in the v3 table move into the outbox.
    this.version(4)
      .stores({
        outbox: '++seq, [scope+key]',
        mirror: '[kind+key], [kind+present]',
        playlistMirror: 'id, position',
        syncMeta: 'key',
      })
      .upgrade(async (tx) => {
        const waiting = (await tx.table('listenings').toArray()) as Array<Partial<ListeningRow>>;
        for (const row of waiting) {
          if (
            typeof row.trackId !== 'number' ||
            typeof row.instanceUrl !== 'string' ||
            typeof row.username !== 'string'
          )
            continue;
          await tx.table('outbox').add({
            version: 1,
            scope: `${row.username} ${row.instanceUrl}`,
            key: `listening:${row.trackId}`,
            op: { type: 'listening', trackId: row.trackId },
            createdAt: row.createdAt ?? Date.now(),
            attempts: 0,
            uncertainSince: null,
          });
        }
        await tx.table('listenings').clear();
      });
    // Downloads ("available offline", issue 5): one row per album, playlist or the favorites kept on
    // the device, with its tracks; the audio itself is in the Cache Storage (src/audio-cache.ts).
    this.version(5).stores({
      downloads: 'id, createdAt',
    });
    // Uploads (issue 6): upload groups, their queued uploads (by group, and by the pod's guid for the
    // import events), and the bytes of files kept as ArrayBuffer chunks where the Origin Private File
    // System cannot keep them (db/upload-bytes.ts).
    this.version(6).stores({
      uploadGroups: 'id, scope',
      uploads: 'id, groupId, guid',
      uploadChunks: '[uploadId+index], uploadId',
    });
    // Favorites fetched ids first (issue 8): `[kind+due]` finds the favorites whose track the
    // background fetch owes (due 0: never fetched; otherwise when it gets old), without a scan.
    this.version(7)
      .stores({
        mirror: '[kind+key], [kind+present], [kind+due]',
      })
      .upgrade(async (tx) => {
        await tx
          .table('mirror')
          .where('[kind+key]')
          .between(['favorite', ''], ['favorite', '\uffff'])
          .modify((row: MirrorRow) => {
            if (row.local === null || row.server === null) delete row.due;
            else
              row.due = favoriteDetailsDue({
                track: (row.local as FavoriteValue).track,
                fetchedAt: (row.local as FavoriteValue).fetchedAt ?? (row.server as FavoriteValue).fetchedAt,
              });
          });
      });
    // Playlist edits through the outbox (issue 20): the mirror of one's playlists keeps each one's
    // ordered track ids (null until the next pull fetches them: nothing mirrored is lost), and the
    // local ids of playlists made offline are mapped to the pod's once it has answered.
    this.version(8)
      .stores({
        playlistLocalIds: 'localId',
      })
      .upgrade(async (tx) => {
        await tx
          .table('playlistMirror')
          .toCollection()
          .modify((row: Partial<PlaylistMirrorRow>) => {
            row.trackIds ??= null;
            row.refusal ??= null;
          });
      });
    // fetch21: this device's past federation fetches, per user (db/fetches.ts).
    this.version(9).stores({
      pastFetches: 'key, [scope+createdAt]',
    });
    // Issue 22: the input of forms whose write needs the pod, kept until it answers (db/form-drafts.ts).
    this.version(10).stores({
      formDrafts: 'key',
    });
    // Issue 27 (episodes27): where each episode was left on this device, and the playback speed
    // chosen per channel (db/episode-positions.ts).
    this.version(11).stores({
      episodePositions: 'key',
      episodeSpeeds: 'key',
    });
  }
}

let current: ShoalDb | null = null;

/** The app's database, opened lazily so that importing this module does nothing. */
export function getDb(): ShoalDb {
  if (current === null) {
    // lead30 (issue 17): Dexie turns its debug mode on by itself on localhost and 127.0.0.1, where it
    // captures a stack (console.createTask) at every table access: in a production build that was a
    // third of the start's CPU time on a pod served there (self-hosted, the bench, Lighthouse).
    if (import.meta.env.PROD) Dexie.debug = false;
    current = new ShoalDb();
  }
  return current;
}

/** Tests open a database of their own name (fake-indexeddb) and install it here. */
export function useDatabaseForTests(db: ShoalDb): void {
  current = db;
}
