// Libraries: the owner view of `libraries/` and the federation view of `{artist,album,track}/{id}/libraries/`.

import { idList, type View } from './common';
import { latestScans, remoteLibraries } from './remote';

interface LibraryRow {
  uuid: string;
  name: string;
  description: string;
  privacy_level: string;
  owner_id: number;
  channel_uuid: string | null;
  creation_date: string;
}

export function librariesByUuid(view: View, uuids: readonly string[]): Map<string, LibraryRow> {
  const rows = view.db
    .prepare('SELECT * FROM libraries WHERE uuid IN (SELECT value FROM json_each(?))')
    .all(idList(uuids)) as LibraryRow[];
  return new Map(rows.map((row) => [row.uuid, row]));
}

/** Uploads (all statuses) and their total size, by library. */
function libraryCounts(
  view: View,
  uuids: readonly string[],
): Map<string, { uploads_count: number; size: number | null }> {
  const rows = view.db
    .prepare(
      `SELECT library_uuid, count(*) AS uploads_count, sum(size) AS size FROM uploads
       WHERE library_uuid IN (SELECT value FROM json_each(?)) GROUP BY library_uuid`,
    )
    .all(idList(uuids)) as { library_uuid: string; uploads_count: number; size: number | null }[];
  return new Map(rows.map((row) => [row.library_uuid, row]));
}

/**
 * Owner view (`libraries/`, `libraries/{uuid}/`), in the order of `uuids`. `counted: false` is the
 * library nested in an upload, where a real pod does not count and sends 0 for both numbers
 * (real-1.4/upload_detail.json). An empty library has `size: null`, as a real pod's Sum of nothing.
 */
export function serializeOwnerLibraries(
  view: View,
  uuids: readonly string[],
  options: { counted: boolean } = { counted: true },
) {
  const libraries = librariesByUuid(view, uuids);
  const remote = remoteLibraries(view.db, uuids);
  const counts = options.counted
    ? libraryCounts(view, uuids)
    : new Map<string, { uploads_count: number; size: number | null }>();
  return uuids.flatMap((uuid) => {
    const library = libraries.get(uuid);
    if (!library) return [];
    const count = counts.get(uuid);
    return [
      {
        uuid: library.uuid,
        fid: remote.get(uuid)?.fid ?? view.fid('libraries', library.uuid),
        name: library.name,
        description: library.description,
        privacy_level: library.privacy_level,
        uploads_count: options.counted ? (count?.uploads_count ?? 0) : 0,
        size: options.counted ? (count?.size ?? null) : 0,
        creation_date: library.creation_date,
        actor: view.actor(library.owner_id),
      },
    ];
  });
}

/** The caller's follows of these libraries (`follow` of the federation view), rejected ones included. */
function callerFollows(view: View, uuids: readonly string[]) {
  if (!view.user) return new Map<string, never>();
  const rows = view.db
    .prepare(
      `SELECT f.library_uuid, f.uuid, f.approved, f.creation_date, f.modification_date, u.username FROM library_follows f
       JOIN users u ON u.id = f.user_id WHERE f.user_id = ? AND f.library_uuid IN (SELECT value FROM json_each(?))`,
    )
    .all(view.user.id, idList(uuids)) as {
    library_uuid: string;
    uuid: string;
    approved: number | null;
    creation_date: string;
    modification_date: string;
    username: string;
  }[];
  return new Map(
    rows.map((row) => [
      row.library_uuid,
      {
        creation_date: row.creation_date,
        uuid: row.uuid,
        fid: `${view.origin}/federation/actors/${row.username}#follows/${row.uuid}`,
        approved: row.approved === null ? null : row.approved === 1,
        modification_date: row.modification_date,
      },
    ]),
  );
}

/**
 * Federation view (someone's library as seen by a follower): the caller's follow; another pod's
 * library has its own fid, the file count its pod announced and its latest scan.
 */
export function serializeFederationLibraries(view: View, uuids: readonly string[]) {
  const libraries = librariesByUuid(view, uuids);
  const counts = libraryCounts(view, uuids);
  const follows = callerFollows(view, uuids);
  const remote = remoteLibraries(view.db, uuids);
  const scans = latestScans(view.db, uuids);
  return uuids.flatMap((uuid) => {
    const library = libraries.get(uuid);
    if (!library) return [];
    return [
      {
        fid: remote.get(uuid)?.fid ?? view.fid('libraries', library.uuid),
        uuid: library.uuid,
        actor: view.actor(library.owner_id),
        name: library.name,
        description: library.description,
        creation_date: library.creation_date,
        // A real pod's `max(counted uploads, uploads_count)`: the remote pod's count until a scan brings them.
        uploads_count: Math.max(counts.get(uuid)?.uploads_count ?? 0, remote.get(uuid)?.files_count ?? 0),
        privacy_level: library.privacy_level,
        follow: follows.get(uuid) ?? null,
        latest_scan: scans.get(uuid) ?? null,
      },
    ];
  });
}
