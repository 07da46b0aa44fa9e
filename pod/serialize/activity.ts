// What users do: favorites, listenings, playlists, content filters.

import { idList, type View } from './common';
import { serializeTracks } from './tracks';

interface UserTrackRow {
  id: number;
  user_id: number;
  track_id: number;
  creation_date: string;
}

/** Favorites (`favorites`) or listenings (`listenings`): `{id, user, track, creation_date, actor}`, in the order of `ids`. */
export function serializeUserTracks(view: View, table: 'favorites' | 'listenings', ids: readonly number[]) {
  const rows = view.db
    .prepare(`SELECT * FROM ${table} WHERE id IN (SELECT value FROM json_each(?))`)
    .all(idList(ids)) as UserTrackRow[];
  const byId = new Map(rows.map((row) => [row.id, row]));
  const tracks = new Map(
    serializeTracks(view, [...new Set(rows.map((row) => row.track_id))], { detail: false }).map((track) => [
      track.id,
      track,
    ]),
  );
  return ids.flatMap((id) => {
    const row = byId.get(id);
    const track = row && tracks.get(row.track_id);
    if (!row || !track) return [];
    return [
      {
        id: row.id,
        user: view.userSummary(row.user_id),
        track,
        creation_date: row.creation_date,
        actor: view.actor(row.user_id),
      },
    ];
  });
}

interface PlaylistRow {
  id: number;
  user_id: number;
  name: string;
  privacy_level: string;
  creation_date: string;
  modification_date: string;
}

/** Playlists, in the order of `ids`. */
export function serializePlaylists(view: View, ids: readonly number[], playableSql: string) {
  const rows = view.db
    .prepare('SELECT * FROM playlists WHERE id IN (SELECT value FROM json_each(?))')
    .all(idList(ids)) as PlaylistRow[];
  const byId = new Map(rows.map((row) => [row.id, row]));
  const stats = new Map(
    (
      view.db
        .prepare(
          `SELECT pt.playlist_id, count(*) AS tracks_count,
             coalesce(sum((SELECT max(u.duration) FROM uploads u WHERE u.track_id = pt.track_id AND ${playableSql})), 0) AS duration,
             max(EXISTS (SELECT 1 FROM uploads u WHERE u.track_id = pt.track_id AND ${playableSql})) AS playable
           FROM playlist_tracks pt WHERE pt.playlist_id IN (SELECT value FROM json_each(?)) GROUP BY pt.playlist_id`,
        )
        .all(idList(ids)) as { playlist_id: number; tracks_count: number; duration: number; playable: number }[]
    ).map((row) => [row.playlist_id, row]),
  );
  // Up to 5 distinct album covers, in playlist order (their 200x200 crops, as a real pod).
  const covers = view.db
    .prepare(
      `SELECT pt.playlist_id, al.cover_uuid FROM playlist_tracks pt JOIN tracks t ON t.id = pt.track_id JOIN albums al ON al.id = t.album_id
       WHERE pt.playlist_id IN (SELECT value FROM json_each(?)) AND al.cover_uuid IS NOT NULL ORDER BY pt.playlist_id, pt.idx`,
    )
    .all(idList(ids)) as { playlist_id: number; cover_uuid: string }[];
  const coversOf = new Map<number, string[]>();
  for (const row of covers) {
    const list = coversOf.get(row.playlist_id) ?? [];
    const url = view.attachment(row.cover_uuid)?.urls.medium_square_crop;
    if (url && !list.includes(url) && list.length < 5) list.push(url);
    coversOf.set(row.playlist_id, list);
  }
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const stat = stats.get(id);
    return [
      {
        id: row.id,
        name: row.name,
        user: view.userSummary(row.user_id),
        modification_date: row.modification_date,
        creation_date: row.creation_date,
        privacy_level: row.privacy_level,
        tracks_count: stat?.tracks_count ?? 0,
        album_covers: coversOf.get(id) ?? [],
        duration: stat?.duration ?? 0,
        is_playable: stat?.playable === 1,
        actor: view.actor(row.user_id),
      },
    ];
  });
}

interface ContentFilterRow {
  uuid: string;
  user_id: number;
  target_artist_id: number;
  creation_date: string;
}

export function serializeContentFilters(view: View, uuids: readonly string[]) {
  const rows = view.db
    .prepare(
      `SELECT cf.*, ar.name AS artist_name FROM content_filters cf JOIN artists ar ON ar.id = cf.target_artist_id
       WHERE cf.uuid IN (SELECT value FROM json_each(?))`,
    )
    .all(idList(uuids)) as (ContentFilterRow & { artist_name: string })[];
  const byUuid = new Map(rows.map((row) => [row.uuid, row]));
  return uuids.flatMap((uuid) => {
    const row = byUuid.get(uuid);
    if (!row) return [];
    return [
      {
        uuid: row.uuid,
        target: { id: row.target_artist_id, name: row.artist_name, type: 'artist' },
        creation_date: row.creation_date,
      },
    ];
  });
}
