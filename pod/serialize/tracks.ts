// Tracks: the list/detail shape with nested artist, album, uploads and artist credit.

import { uploadPlayable } from '../access';
import { artistCredit, loadArtists, loadCredits, simpleArtist } from './artists';
import { loadAlbumParts, nestedAlbum } from './albums';
import { content, groupBy, idList, rowsByIds, type View } from './common';
import { tagsOf } from './tags';

export interface TrackRow {
  id: number;
  uuid: string;
  mbid: string | null;
  title: string;
  artist_id: number;
  album_id: number | null;
  position: number | null;
  disc_number: number | null;
  license: string | null;
  copyright: string | null;
  description_text: string | null;
  description_type: string | null;
  cover_uuid: string | null;
  attributed_to: number | null;
  downloads_count: number;
  creation_date: string;
}

export interface UploadRow {
  uuid: string;
  track_id: number | null;
  library_uuid: string | null;
  owner_id: number | null;
  root: string;
  file: string;
  filename: string;
  mimetype: string;
  extension: string;
  size: number;
  duration: number | null;
  bitrate: number | null;
  mp3_file: string | null;
  mp3_size: number | null;
  mp3_bitrate: number | null;
  import_status: string;
  import_details: string | null;
  import_reference: string;
  import_date: string | null;
  creation_date: string;
}

export const listenPath = (trackUuid: string) => `/api/v1/listen/${trackUuid}/`;

/** The uploads of tracks the caller may play (local first; here a track's uploads are all of one pod), by track id. */
function playableUploads(view: View, trackIds: readonly number[]): Map<number | null, UploadRow[]> {
  const rows = view.db
    .prepare(
      `SELECT * FROM uploads u WHERE ${uploadPlayable('u', view.user)} AND u.track_id IN (SELECT value FROM json_each(?))
       ORDER BY u.track_id, u.creation_date, u.uuid`,
    )
    .all(idList(trackIds)) as UploadRow[];
  return groupBy(rows, (row) => row.track_id);
}

interface TrackOptions {
  detail: boolean;
  /**
   * The track nested in an upload: a real pod does not look up playable uploads there, so it sends
   * `uploads: []` and `is_playable: false` (real-1.4/upload_detail.json).
   */
  bare?: boolean;
}

/** Items of `GET tracks/` (and the detail, with `description`), in the order of `ids`. */
export function serializeTracks(view: View, ids: readonly number[], options: TrackOptions) {
  const tracks = rowsByIds<TrackRow>(view.db, 'tracks', ids);
  const albumIds = [
    ...new Set([...tracks.values()].flatMap((track) => (track.album_id === null ? [] : [track.album_id]))),
  ];
  const albumParts = loadAlbumParts(view, albumIds);
  const credits = loadCredits(view, 'track', ids);
  const artistIds = [...tracks.values()].map((track) => track.artist_id);
  for (const rows of credits.values()) artistIds.push(...rows.map((row) => row.artist_id));
  const artists = loadArtists(view, artistIds);
  const uploads = options.bare ? new Map<number | null, UploadRow[]>() : playableUploads(view, ids);
  const tags = tagsOf(view.db, 'track', ids);
  return ids.flatMap((id) => {
    const track = tracks.get(id);
    if (!track) return [];
    const artist = artists.get(track.artist_id)!;
    const album = track.album_id === null ? undefined : albumParts.albums.get(track.album_id);
    const trackUploads = uploads.get(id) ?? [];
    const item = {
      artist: simpleArtist(view, artist),
      album: album ? nestedAlbum(view, album, albumParts) : null,
      uploads: trackUploads.map((upload) => ({
        uuid: upload.uuid,
        listen_url: `${listenPath(track.uuid)}?upload=${upload.uuid}`,
        size: upload.size,
        duration: upload.duration,
        bitrate: upload.bitrate,
        mimetype: upload.mimetype,
        extension: upload.extension,
        is_local: view.isLocal(upload.uuid),
      })),
      listen_url: listenPath(track.uuid),
      tags: tags.get(id) ?? [],
      attributed_to: view.actor(track.attributed_to),
      id: track.id,
      fid: view.fid('tracks', track.uuid),
      mbid: track.mbid,
      title: track.title,
      creation_date: track.creation_date,
      is_local: view.isLocal(track.uuid),
      position: track.position,
      disc_number: track.disc_number,
      downloads_count: track.downloads_count,
      copyright: track.copyright,
      license: track.license,
      cover: view.attachment(track.cover_uuid),
      is_playable: trackUploads.length > 0,
      ...view.artistCredit(() => artistCredit(view, credits.get(id), artist, artists)),
    };
    return [options.detail ? { ...item, description: content(track.description_text, track.description_type) } : item];
  });
}
