// remote18: how the simulated other pods' actors, libraries and scans read in answers. A remote
// library keeps the fid and file count its pod announced; a scan's progress is worked out from its
// age when read, so it moves over seconds with no timer in the pod. (No value import of common.ts:
// it imports this file.)

import type { DB } from '../db';
import type { UserRow } from '../users';
import type { ApiActor } from './common';

/** A scan waits this long before it starts, then takes SCAN_RUN_MS to go through the files. */
export const SCAN_PENDING_MS = 1000;
export const SCAN_RUN_MS = 4000;

export interface RemoteActorRow {
  user_id: number;
  domain: string;
  summary: string | null;
}

export interface RemoteLibraryRow {
  library_uuid: string;
  fid: string;
  files_count: number;
  failing_files: number;
  unreachable: number;
}

interface ScanRow {
  uuid: string;
  library_uuid: string;
  total_files: number;
  creation_date: string;
}

export interface ApiScan {
  total_files: number;
  processed_files: number;
  errored_files: number;
  status: 'pending' | 'scanning' | 'errored' | 'finished';
  creation_date: string;
  modification_date: string;
}

export function remoteActorOf(db: DB, userId: number): RemoteActorRow | undefined {
  return db.prepare('SELECT * FROM remote_actors WHERE user_id = ?').get(userId) as RemoteActorRow | undefined;
}

/** An actor of another pod, as a real pod that fetched it shows it (is_local false, its own fid). */
export function serializeRemoteActor(user: UserRow, remote: RemoteActorRow): ApiActor {
  const origin = `https://${remote.domain}`;
  return {
    fid: `${origin}/federation/actors/${user.username}`,
    url: `${origin}/@${user.username}`,
    creation_date: user.date_joined,
    summary: remote.summary,
    preferred_username: user.username,
    name: user.name || user.username,
    last_fetch_date: user.date_joined,
    domain: remote.domain,
    type: 'Person',
    manually_approves_followers: false,
    full_username: `${user.username}@${remote.domain}`,
    is_local: false,
  };
}

export function remoteLibraries(db: DB, uuids: readonly string[]): Map<string, RemoteLibraryRow> {
  const rows = db
    .prepare('SELECT * FROM remote_libraries WHERE library_uuid IN (SELECT value FROM json_each(?))')
    .all(JSON.stringify(uuids)) as RemoteLibraryRow[];
  return new Map(rows.map((row) => [row.library_uuid, row]));
}

/** Where a scan stands `now`: pending, then scanning file after file, then finished or errored. */
export function scanState(scan: ScanRow, remote: RemoteLibraryRow | undefined, now = Date.now()): ApiScan {
  const started = Date.parse(scan.creation_date);
  const elapsed = now - started - SCAN_PENDING_MS;
  const at = (ms: number) => new Date(started + SCAN_PENDING_MS + ms).toISOString();
  const base = { total_files: scan.total_files, creation_date: scan.creation_date };
  if (elapsed < 0) {
    return { ...base, processed_files: 0, errored_files: 0, status: 'pending', modification_date: scan.creation_date };
  }
  const failing = Math.min(remote?.failing_files ?? 0, scan.total_files);
  // An unreachable pod stops answering halfway through.
  const end = remote?.unreachable ? SCAN_RUN_MS / 2 : SCAN_RUN_MS;
  const done = Math.min(elapsed, end) / SCAN_RUN_MS;
  const processed = Math.floor(scan.total_files * done);
  // Failing files are the last ones of the library.
  const errored = Math.max(0, processed - (scan.total_files - failing));
  if (elapsed < end) {
    return {
      ...base,
      processed_files: processed,
      errored_files: errored,
      status: 'scanning',
      modification_date: at(elapsed),
    };
  }
  return {
    ...base,
    processed_files: processed,
    errored_files: errored,
    status: remote?.unreachable ? 'errored' : 'finished',
    modification_date: at(end),
  };
}

/** The newest scan of each library, as `latest_scan`. */
export function latestScans(db: DB, uuids: readonly string[], now = Date.now()): Map<string, ApiScan> {
  const rows = db
    .prepare(
      `SELECT s.* FROM library_scans s WHERE s.library_uuid IN (SELECT value FROM json_each(?))
         AND s.uuid = (SELECT uuid FROM library_scans WHERE library_uuid = s.library_uuid ORDER BY creation_date DESC, uuid LIMIT 1)`,
    )
    .all(JSON.stringify(uuids)) as ScanRow[];
  const remote = remoteLibraries(db, uuids);
  return new Map(rows.map((row) => [row.library_uuid, scanState(row, remote.get(row.library_uuid), now)]));
}
