// Artists: the simple artist nested in albums and tracks, artist credits, and the list/detail shape.

import { uploadPlayable } from '../access';
import { content, groupBy, idList, rowsByIds, type ArtistRow, type CreditRow, type View } from './common';
import { tagsOf } from './tags';

export function simpleArtist(view: View, artist: ArtistRow) {
  return {
    id: artist.id,
    fid: view.fid('artists', artist.uuid),
    mbid: artist.mbid,
    name: artist.name,
    creation_date: artist.creation_date,
    modification_date: artist.modification_date,
    is_local: view.isLocal(artist.uuid),
    content_category: artist.content_category,
    description: content(artist.description_text, artist.description_type),
    attachment_cover: view.attachment(artist.cover_uuid),
    channel: artist.channel_uuid,
  };
}

export type SimpleArtist = ReturnType<typeof simpleArtist>;

/** Artist rows for these ids, loaded once per answer. */
export function loadArtists(view: View, ids: Iterable<number>): Map<number, ArtistRow> {
  return rowsByIds<ArtistRow>(view.db, 'artists', [...new Set(ids)]);
}

/** The credit rows of albums or tracks, by object id. */
export function loadCredits(view: View, kind: 'album' | 'track', ids: readonly number[]): Map<number, CreditRow[]> {
  const rows = view.db
    .prepare(
      'SELECT * FROM artist_credits WHERE kind = ? AND object_id IN (SELECT value FROM json_each(?)) ORDER BY object_id, idx',
    )
    .all(kind, idList(ids)) as CreditRow[];
  return groupBy(rows, (row) => row.object_id);
}

/**
 * `artist_credit` (the 2.x shape, sent beside 1.x's `artist`): the stored credits, or the single
 * artist credited under its own name.
 */
export function artistCredit(
  view: View,
  credits: CreditRow[] | undefined,
  artist: ArtistRow,
  artists: Map<number, ArtistRow>,
) {
  if (!credits?.length) return [{ artist: simpleArtist(view, artist), credit: artist.name, joinphrase: '', index: 0 }];
  return credits.map((credit) => ({
    artist: simpleArtist(view, artists.get(credit.artist_id) ?? artist),
    credit: credit.credit,
    joinphrase: credit.joinphrase,
    index: credit.idx,
  }));
}

interface ArtistAlbumRow {
  id: number;
  uuid: string;
  mbid: string | null;
  title: string;
  artist_id: number;
  release_date: string | null;
  cover_uuid: string | null;
  creation_date: string;
  tracks_count: number;
  playable: number;
}

/** Tracks credited to each artist (as the track's artist), by artist id. */
export function trackCounts(view: View, ids: readonly number[]): Map<number, number> {
  return new Map(
    (
      view.db
        .prepare(
          'SELECT artist_id, count(*) AS n FROM tracks WHERE artist_id IN (SELECT value FROM json_each(?)) GROUP BY artist_id',
        )
        .all(idList(ids)) as { artist_id: number; n: number }[]
    ).map((row) => [row.artist_id, row.n]),
  );
}

/** `channel` of a channel's artist in `GET artists/`: its uuid and who publishes it. */
function channelSummaries(view: View, ids: readonly number[]) {
  const rows = view.db
    .prepare('SELECT uuid, artist_id, username FROM channels WHERE artist_id IN (SELECT value FROM json_each(?))')
    .all(idList(ids)) as { uuid: string; artist_id: number; username: string }[];
  return new Map(
    rows.map((row) => [
      row.artist_id,
      {
        uuid: row.uuid,
        actor: { full_username: `${row.username}@${view.host}`, preferred_username: row.username, domain: view.host },
      },
    ]),
  );
}

/** Items of `GET artists/` (and the detail, with `description`), in the order of `ids`. */
export function serializeArtists(view: View, ids: readonly number[], options: { detail: boolean }) {
  const artists = loadArtists(view, ids);
  const albums = groupBy(
    view.db
      .prepare(
        `SELECT al.*,
           (SELECT count(*) FROM tracks t WHERE t.album_id = al.id) AS tracks_count,
           EXISTS (SELECT 1 FROM tracks t JOIN uploads u ON u.track_id = t.id
                   WHERE t.album_id = al.id AND ${uploadPlayable('u', view.user)}) AS playable
         FROM albums al WHERE al.artist_id IN (SELECT value FROM json_each(?))
         ORDER BY al.release_date DESC, al.id DESC`,
      )
      .all(idList(ids)) as ArtistAlbumRow[],
    (row) => row.artist_id,
  );
  const counts = trackCounts(view, ids);
  const channels = channelSummaries(view, ids);
  const tags = tagsOf(view.db, 'artist', ids);
  return ids.flatMap((id) => {
    const artist = artists.get(id);
    if (!artist) return [];
    const item = {
      albums: (albums.get(id) ?? []).map((album) => ({
        tracks_count: album.tracks_count,
        cover: view.attachment(album.cover_uuid),
        is_playable: album.playable === 1,
        is_local: view.isLocal(album.uuid),
        id: album.id,
        fid: view.fid('albums', album.uuid),
        mbid: album.mbid,
        title: album.title,
        artist: album.artist_id,
        release_date: album.release_date,
        creation_date: album.creation_date,
      })),
      tags: tags.get(id) ?? [],
      attributed_to: view.actor(artist.attributed_to),
      channel: channels.get(id) ?? null,
      tracks_count: counts.get(id) ?? 0,
      id: artist.id,
      fid: view.fid('artists', artist.uuid),
      mbid: artist.mbid,
      name: artist.name,
      content_category: artist.content_category,
      creation_date: artist.creation_date,
      is_local: view.isLocal(artist.uuid),
      cover: view.attachment(artist.cover_uuid),
    };
    return [
      options.detail ? { ...item, description: content(artist.description_text, artist.description_type) } : item,
    ];
  });
}
