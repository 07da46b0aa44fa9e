// Albums: the list/detail shape, and the album nested in tracks.

import { uploadPlayable } from '../access';
import { artistCredit, loadArtists, loadCredits, simpleArtist } from './artists';
import { content, idList, rowsByIds, type ArtistRow, type CreditRow, type View } from './common';
import { tagsOf } from './tags';

interface AlbumRow {
  id: number;
  uuid: string;
  mbid: string | null;
  title: string;
  artist_id: number;
  release_date: string | null;
  description_text: string | null;
  description_type: string | null;
  cover_uuid: string | null;
  attributed_to: number | null;
  creation_date: string;
}

interface AlbumStats {
  album_id: number;
  tracks_count: number;
  duration: number;
  playable: number;
}

function loadStats(view: View, ids: readonly number[]): Map<number, AlbumStats> {
  const playable = uploadPlayable('u', view.user);
  const rows = view.db
    .prepare(
      `SELECT t.album_id, count(*) AS tracks_count,
         coalesce(sum((SELECT max(u.duration) FROM uploads u WHERE u.track_id = t.id AND ${playable})), 0) AS duration,
         max(EXISTS (SELECT 1 FROM uploads u WHERE u.track_id = t.id AND ${playable})) AS playable
       FROM tracks t WHERE t.album_id IN (SELECT value FROM json_each(?)) GROUP BY t.album_id`,
    )
    .all(idList(ids)) as AlbumStats[];
  return new Map(rows.map((row) => [row.album_id, row]));
}

/** What an answer about albums needs, loaded in a few queries. */
export function loadAlbumParts(view: View, ids: readonly number[]) {
  const albums = rowsByIds<AlbumRow>(view.db, 'albums', ids);
  const credits = loadCredits(view, 'album', ids);
  const artistIds = [...albums.values()].map((album) => album.artist_id);
  for (const rows of credits.values()) artistIds.push(...rows.map((row) => row.artist_id));
  return { albums, credits, artists: loadArtists(view, artistIds), stats: loadStats(view, ids) };
}

type AlbumParts = ReturnType<typeof loadAlbumParts>;

function creditOf(view: View, album: AlbumRow, credits: Map<number, CreditRow[]>, artists: Map<number, ArtistRow>) {
  return artistCredit(view, credits.get(album.id), artists.get(album.artist_id)!, artists);
}

/** The album inside a track. */
export function nestedAlbum(view: View, album: AlbumRow, parts: AlbumParts) {
  return {
    id: album.id,
    fid: view.fid('albums', album.uuid),
    mbid: album.mbid,
    title: album.title,
    artist: simpleArtist(view, parts.artists.get(album.artist_id)!),
    release_date: album.release_date,
    cover: view.attachment(album.cover_uuid),
    creation_date: album.creation_date,
    is_local: view.isLocal(album.uuid),
    tracks_count: parts.stats.get(album.id)?.tracks_count ?? 0,
    ...view.artistCredit(() => creditOf(view, album, parts.credits, parts.artists)),
  };
}

/** Items of `GET albums/` (and the detail, with `description`), in the order of `ids`. */
export function serializeAlbums(view: View, ids: readonly number[], options: { detail: boolean }) {
  const parts = loadAlbumParts(view, ids);
  const tags = tagsOf(view.db, 'album', ids);
  return ids.flatMap((id) => {
    const album = parts.albums.get(id);
    if (!album) return [];
    const stats = parts.stats.get(id);
    const item = {
      artist: simpleArtist(view, parts.artists.get(album.artist_id)!),
      cover: view.attachment(album.cover_uuid),
      is_playable: stats?.playable === 1,
      tags: tags.get(id) ?? [],
      tracks_count: stats?.tracks_count ?? 0,
      attributed_to: view.actor(album.attributed_to),
      id: album.id,
      fid: view.fid('albums', album.uuid),
      mbid: album.mbid,
      title: album.title,
      release_date: album.release_date,
      creation_date: album.creation_date,
      is_local: view.isLocal(album.uuid),
      // A real 1.4.0 pod answers 0 whatever the tracks last (real-1.4/albums.json).
      duration: view.ctx.mode === '1.4' ? 0 : (stats?.duration ?? 0),
      ...view.artistCredit(() => creditOf(view, album, parts.credits, parts.artists)),
    };
    return [options.detail ? { ...item, description: content(album.description_text, album.description_type) } : item];
  });
}
