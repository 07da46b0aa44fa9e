// library23: the manage shapes of the library objects (ENDPOINTS §13, a real 1.4 pod's
// manage/serializers.py): `domain` and `is_local` on everything, manage actors, counts. Libraries and
// uploads have no integer key in this pod's schema: their SQLite rowid is the `id` a real pod sends
// (and takes in `action` bodies).

import { idList, type ArtistRow, type View } from './common';
import { manageActor } from './manage-accounts';
import { tagsOf } from './tags';
import type { TrackRow, UploadRow } from './tracks';

interface AlbumRow {
  id: number;
  uuid: string;
  mbid: string | null;
  title: string;
  artist_id: number;
  release_date: string | null;
  cover_uuid: string | null;
  attributed_to: number | null;
  creation_date: string;
}

interface ChannelRow {
  uuid: string;
  artist_id: number;
  username: string;
  attributed_to: number;
  metadata: string;
  creation_date: string;
}

interface LibraryRow {
  rowid: number;
  uuid: string;
  name: string;
  description: string;
  privacy_level: string;
  owner_id: number;
  creation_date: string;
}

/** The host part of an fid: the pod an object comes from. */
const domainOf = (fid: string) => new URL(fid).host;

function one<T>(view: View, sql: string, ...params: unknown[]): T | undefined {
  return view.db.prepare(sql).get(...params) as T | undefined;
}

const count = (view: View, sql: string, ...params: unknown[]) =>
  (view.db.prepare(sql).get(...params) as { n: number }).n;

function baseArtist(view: View, artist: ArtistRow) {
  const fid = view.fid('artists', artist.uuid);
  return {
    id: artist.id,
    fid,
    mbid: artist.mbid,
    name: artist.name,
    creation_date: artist.creation_date,
    domain: domainOf(fid),
    is_local: view.isLocal(artist.uuid),
  };
}

function baseAlbum(view: View, album: AlbumRow) {
  const fid = view.fid('albums', album.uuid);
  return {
    id: album.id,
    fid,
    mbid: album.mbid,
    title: album.title,
    creation_date: album.creation_date,
    release_date: album.release_date,
    cover: view.attachment(album.cover_uuid),
    domain: domainOf(fid),
    is_local: view.isLocal(album.uuid),
  };
}

function nestedTrack(view: View, track: TrackRow) {
  const fid = view.fid('tracks', track.uuid);
  return {
    id: track.id,
    fid,
    mbid: track.mbid,
    title: track.title,
    creation_date: track.creation_date,
    position: track.position,
    disc_number: track.disc_number,
    domain: domainOf(fid),
    is_local: view.isLocal(track.uuid),
    copyright: track.copyright,
    license: track.license,
  };
}

const artistRow = (view: View, id: number) => one<ArtistRow>(view, 'SELECT * FROM artists WHERE id = ?', id);
const albumRow = (view: View, id: number) => one<AlbumRow>(view, 'SELECT * FROM albums WHERE id = ?', id);

export function manageArtists(view: View, ids: readonly number[]) {
  const tags = tagsOf(view.db, 'artist', ids);
  return ids.flatMap((id) => {
    const artist = artistRow(view, id);
    if (!artist) return [];
    return [
      {
        ...baseArtist(view, artist),
        tracks_count: count(view, 'SELECT count(*) AS n FROM tracks WHERE artist_id = ?', id),
        albums_count: count(view, 'SELECT count(*) AS n FROM albums WHERE artist_id = ?', id),
        attributed_to: manageActor(view, artist.attributed_to),
        tags: tags.get(id) ?? [],
        cover: view.attachment(artist.cover_uuid),
        channel: artist.channel_uuid,
        content_category: artist.content_category,
      },
    ];
  });
}

function nestedAlbum(view: View, album: AlbumRow) {
  const artist = artistRow(view, album.artist_id);
  return {
    ...baseAlbum(view, album),
    tracks_count: count(view, 'SELECT count(*) AS n FROM tracks WHERE album_id = ?', album.id),
    artist: artist ? baseArtist(view, artist) : null,
  };
}

export function manageAlbums(view: View, ids: readonly number[]) {
  const tags = tagsOf(view.db, 'album', ids);
  return ids.flatMap((id) => {
    const album = albumRow(view, id);
    if (!album) return [];
    return [
      { ...nestedAlbum(view, album), attributed_to: manageActor(view, album.attributed_to), tags: tags.get(id) ?? [] },
    ];
  });
}

export function manageTracks(view: View, ids: readonly number[]) {
  const tags = tagsOf(view.db, 'track', ids);
  return ids.flatMap((id) => {
    const track = one<TrackRow>(view, 'SELECT * FROM tracks WHERE id = ?', id);
    if (!track) return [];
    const artist = artistRow(view, track.artist_id);
    const album = track.album_id === null ? undefined : albumRow(view, track.album_id);
    return [
      {
        ...nestedTrack(view, track),
        artist: artist ? baseArtist(view, artist) : null,
        album: album ? nestedAlbum(view, album) : null,
        attributed_to: manageActor(view, track.attributed_to),
        uploads_count: count(view, 'SELECT count(*) AS n FROM uploads WHERE track_id = ?', id),
        tags: tags.get(id) ?? [],
        cover: view.attachment(track.cover_uuid),
      },
    ];
  });
}

function nestedLibrary(view: View, library: LibraryRow) {
  const fid = view.fid('libraries', library.uuid);
  return {
    id: library.rowid,
    uuid: library.uuid,
    fid,
    url: `${view.origin}/library/libraries/${library.uuid}`,
    name: library.name,
    description: library.description,
    domain: domainOf(fid),
    is_local: view.isLocal(library.uuid),
    creation_date: library.creation_date,
    privacy_level: library.privacy_level,
    followers_url: `${fid}/followers`,
    actor: manageActor(view, library.owner_id),
  };
}

const libraryRow = (view: View, rowid: number) =>
  one<LibraryRow>(view, 'SELECT rowid, * FROM libraries WHERE rowid = ?', rowid);

export function manageLibraries(view: View, rowids: readonly number[]) {
  return rowids.flatMap((rowid) => {
    const library = libraryRow(view, rowid);
    if (!library) return [];
    const nested = nestedLibrary(view, library);
    const { actor, ...rest } = nested;
    return [
      {
        ...rest,
        uploads_count: count(view, 'SELECT count(*) AS n FROM uploads WHERE library_uuid = ?', library.uuid),
        followers_count: count(
          view,
          'SELECT count(*) AS n FROM library_follows WHERE library_uuid = ? AND approved = 1',
          library.uuid,
        ),
        followers_url: nested.followers_url,
        actor,
      },
    ];
  });
}

export function manageUploads(view: View, rowids: readonly number[]) {
  return rowids.flatMap((rowid) => {
    const upload = one<UploadRow & { rowid: number }>(view, 'SELECT rowid, * FROM uploads WHERE rowid = ?', rowid);
    if (!upload) return [];
    const track =
      upload.track_id === null ? undefined : one<TrackRow>(view, 'SELECT * FROM tracks WHERE id = ?', upload.track_id);
    const library =
      upload.library_uuid === null
        ? undefined
        : one<LibraryRow>(view, 'SELECT rowid, * FROM libraries WHERE uuid = ?', upload.library_uuid);
    const trackUuid = track?.uuid;
    return [
      {
        id: upload.rowid,
        uuid: upload.uuid,
        fid: `${view.origin}/federation/music/uploads/${upload.uuid}`,
        domain: view.host,
        is_local: view.isLocal(upload.uuid),
        audio_file: `${view.origin}/media/tracks/${upload.uuid}.${upload.extension}`,
        listen_url: trackUuid ? `/api/v1/listen/${trackUuid}/?upload=${upload.uuid}` : null,
        source: `upload://${upload.filename}`,
        filename: upload.filename,
        mimetype: upload.mimetype,
        duration: upload.duration,
        bitrate: upload.bitrate,
        size: upload.size,
        creation_date: upload.creation_date,
        accessed_date: null,
        modification_date: upload.import_date ?? upload.creation_date,
        metadata: {},
        import_date: upload.import_date,
        import_details: upload.import_details === null ? null : (JSON.parse(upload.import_details) as unknown),
        import_status: upload.import_status,
        import_metadata: {},
        import_reference: upload.import_reference,
        track: track ? nestedTrack(view, track) : null,
        library: library ? nestedLibrary(view, library) : null,
      },
    ];
  });
}

export function manageChannels(view: View, uuids: readonly string[]) {
  return uuids.flatMap((uuid) => {
    const channel = one<ChannelRow>(view, 'SELECT * FROM channels WHERE uuid = ?', uuid);
    if (!channel) return [];
    const artist = manageArtists(view, [channel.artist_id])[0] ?? null;
    const owner = manageActor(view, channel.attributed_to);
    const actor = view.channelActor({
      username: channel.username,
      name: artist?.name ?? channel.username,
      creation_date: channel.creation_date,
    });
    return [
      {
        id: one<{ rowid: number }>(view, 'SELECT rowid FROM channels WHERE uuid = ?', uuid)?.rowid ?? 0,
        uuid: channel.uuid,
        creation_date: channel.creation_date,
        artist,
        attributed_to: owner,
        actor: {
          id: 0,
          ...actor,
          inbox_url: `${actor.fid}/inbox`,
          outbox_url: `${actor.fid}/outbox`,
          shared_inbox_url: `${view.origin}/federation/shared/inbox`,
        },
        rss_url: `${view.origin}/api/v1/channels/${channel.uuid}/rss/`,
        metadata: JSON.parse(channel.metadata) as unknown,
      },
    ];
  });
}

/** `manage/tags/`: a tag and how many objects carry it. */
export function manageTags(view: View, ids: readonly number[]) {
  const rows = view.db
    .prepare(
      `SELECT t.id, t.name, t.creation_date,
         (SELECT count(*) FROM tagged_items i WHERE i.tag_id = t.id AND i.kind = 'track') AS tracks_count,
         (SELECT count(*) FROM tagged_items i WHERE i.tag_id = t.id AND i.kind = 'album') AS albums_count,
         (SELECT count(*) FROM tagged_items i WHERE i.tag_id = t.id AND i.kind = 'artist') AS artists_count
       FROM tags t WHERE t.id IN (SELECT value FROM json_each(?))`,
    )
    .all(idList(ids)) as { id: number }[];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
}
