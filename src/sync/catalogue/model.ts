// Artists, albums, tracks and tags, with the two API generations (1.x `artist`, 2.x
// `artist_credit`) folded into one `artistCredit`.

import type { ApiArtist, ApiArtistAlbum, ApiArtistCredit, ApiArtistDetail, ApiSimpleArtist } from './artist-schema';
import type { ApiAlbum, ApiAlbumDetail } from './album-schema';
import type { ApiTag } from './tag-schema';
import type { ApiTrack, ApiTrackDetail, ApiTrackUpload } from './track-schema';
import { mapAttachment, mapContent, orNull, type Attachment, type Content } from '../core/model';

export interface ArtistCredit {
  /** contentCategory `podcast` makes an album a series and its tracks episodes. */
  artist: { id: number; name: string; cover: Attachment | null; contentCategory: string | null };
  /** The name as credited on this release. */
  credit: string;
  /** What follows the credit before the next one (" & ", " feat. "), empty for the last. */
  joinphrase: string;
}

export interface ArtistAlbum {
  id: number;
  title: string;
  artistId: number | null;
  releaseDate: string | null;
  creationDate: string | null;
  isLocal: boolean;
  isPlayable: boolean;
  tracksCount: number;
  cover: Attachment | null;
}

export interface Artist {
  id: number;
  fid: string | null;
  mbid: string | null;
  name: string;
  contentCategory: string | null;
  creationDate: string | null;
  isLocal: boolean;
  tracksCount: number;
  tags: string[];
  cover: Attachment | null;
  /** Set when the artist is a channel. */
  channel: { uuid: string; fullUsername: string | null } | null;
  albums: ArtistAlbum[];
  /** Detail only. */
  description: Content | null;
}

/** An album; nested in a track, the pod leaves out tags, duration and is_playable (mapped to empty values). */
export interface Album {
  id: number;
  fid: string | null;
  mbid: string | null;
  title: string;
  artistCredit: ArtistCredit[];
  releaseDate: string | null;
  creationDate: string | null;
  isLocal: boolean;
  /** Seconds; null when the pod does not say. */
  duration: number | null;
  tracksCount: number;
  isPlayable: boolean;
  tags: string[];
  cover: Attachment | null;
  /** Detail only. */
  description: Content | null;
}

export interface TrackUpload {
  uuid: string;
  /** Relative to the pod. */
  listenUrl: string;
  duration: number | null;
  bitrate: number | null;
  mimetype: string | null;
  size: number | null;
  extension: string | null;
  isLocal: boolean;
}

export interface Track {
  id: number;
  fid: string | null;
  mbid: string | null;
  title: string;
  artistCredit: ArtistCredit[];
  album: Album | null;
  position: number | null;
  discNumber: number | null;
  license: string | null;
  copyright: string | null;
  creationDate: string | null;
  isLocal: boolean;
  isPlayable: boolean;
  downloadsCount: number;
  tags: string[];
  cover: Attachment | null;
  /** Relative to the pod. */
  listenUrl: string;
  uploads: TrackUpload[];
  /** Detail only. */
  description: Content | null;
}

export interface Tag {
  name: string;
  creationDate: string | null;
}
function creditedArtist(artist: ApiSimpleArtist): ArtistCredit['artist'] {
  return {
    id: artist.id,
    name: artist.name,
    cover: mapAttachment(artist.cover ?? artist.attachment_cover),
    contentCategory: orNull(artist.content_category),
  };
}

/** One credit list whatever the generation: 2.x `artist_credit` wins, else the 1.x `artist`. */
export function mapArtistCredit(source: {
  artist?: ApiSimpleArtist | null;
  artist_credit?: ApiArtistCredit[] | null;
}): ArtistCredit[] {
  if (source.artist_credit) {
    return [...source.artist_credit]
      .sort((a, b) => (a.index ?? 0) - (b.index ?? 0))
      .map((entry) => ({
        artist: creditedArtist(entry.artist),
        credit: entry.credit ?? entry.artist.name,
        joinphrase: entry.joinphrase ?? '',
      }));
  }
  if (source.artist) {
    const { artist } = source;
    return [{ artist: creditedArtist(artist), credit: artist.name, joinphrase: '' }];
  }
  return [];
}

/** "Artist A & Artist B": each credit followed by its joinphrase. */
export function formatArtistCredit(credit: readonly ArtistCredit[]): string {
  return credit.map((entry) => `${entry.credit}${entry.joinphrase}`).join('');
}

/**
 * Spec 01 section 3: a track's cover falls back to its album's, then to its first artist's; null
 * means the app shows its default image.
 */
export function trackCover(track: Pick<Track, 'cover' | 'album' | 'artistCredit'>): Attachment | null {
  return track.cover ?? track.album?.cover ?? track.artistCredit[0]?.artist.cover ?? null;
}

function mapArtistAlbum(album: ApiArtistAlbum): ArtistAlbum {
  return {
    id: album.id,
    title: album.title,
    artistId: orNull(album.artist),
    releaseDate: orNull(album.release_date),
    creationDate: orNull(album.creation_date),
    isLocal: album.is_local ?? false,
    isPlayable: album.is_playable ?? false,
    tracksCount: album.tracks_count ?? 0,
    cover: mapAttachment(album.cover),
  };
}

export function mapArtist(artist: ApiArtist | ApiArtistDetail): Artist {
  return {
    id: artist.id,
    fid: orNull(artist.fid),
    mbid: orNull(artist.mbid),
    name: artist.name,
    contentCategory: orNull(artist.content_category),
    creationDate: orNull(artist.creation_date),
    isLocal: artist.is_local ?? false,
    tracksCount: artist.tracks_count ?? 0,
    tags: artist.tags ?? [],
    cover: mapAttachment(artist.cover),
    channel: artist.channel
      ? { uuid: artist.channel.uuid, fullUsername: orNull(artist.channel.actor?.full_username) }
      : null,
    albums: (artist.albums ?? []).map(mapArtistAlbum),
    description: 'description' in artist ? mapContent(artist.description) : null,
  };
}

export function mapAlbum(album: ApiAlbum | ApiAlbumDetail): Album {
  return {
    id: album.id,
    fid: orNull(album.fid),
    mbid: orNull(album.mbid),
    title: album.title,
    artistCredit: mapArtistCredit(album),
    releaseDate: orNull(album.release_date),
    creationDate: orNull(album.creation_date),
    isLocal: album.is_local ?? false,
    duration: orNull(album.duration),
    tracksCount: album.tracks_count ?? 0,
    isPlayable: album.is_playable ?? false,
    tags: album.tags ?? [],
    cover: mapAttachment(album.cover),
    description: 'description' in album ? mapContent(album.description) : null,
  };
}

function mapTrackUpload(upload: ApiTrackUpload): TrackUpload {
  return {
    uuid: upload.uuid,
    listenUrl: upload.listen_url,
    duration: orNull(upload.duration),
    bitrate: orNull(upload.bitrate),
    mimetype: orNull(upload.mimetype),
    size: orNull(upload.size),
    extension: orNull(upload.extension),
    isLocal: upload.is_local ?? false,
  };
}

export function mapTrack(track: ApiTrack | ApiTrackDetail): Track {
  return {
    id: track.id,
    fid: orNull(track.fid),
    mbid: orNull(track.mbid),
    title: track.title,
    artistCredit: mapArtistCredit(track),
    album: track.album ? mapAlbum(track.album) : null,
    position: orNull(track.position),
    discNumber: orNull(track.disc_number),
    license: orNull(track.license),
    copyright: orNull(track.copyright),
    creationDate: orNull(track.creation_date),
    isLocal: track.is_local ?? false,
    isPlayable: track.is_playable ?? false,
    downloadsCount: track.downloads_count ?? 0,
    tags: track.tags ?? [],
    cover: mapAttachment(track.cover),
    listenUrl: track.listen_url,
    uploads: (track.uploads ?? []).map(mapTrackUpload),
    description: 'description' in track ? mapContent(track.description) : null,
  };
}

export function mapTag(tag: ApiTag): Tag {
  return { name: tag.name, creationDate: orNull(tag.creation_date) };
}

/** A track's length in seconds: its first upload that knows one, else null. */
export function trackDuration(track: Pick<Track, 'uploads'>): number | null {
  return track.uploads.find((upload) => upload.duration !== null && upload.duration > 0)?.duration ?? null;
}

/**
 * An album's length: the pod's when it gives one, else the sum of its tracks' (a 1.4 pod answers
 * `duration: 0` for every album, which would read "4 tracks · 0:00"). Null when neither is known.
 */
export function albumDuration(
  album: Pick<Album, 'duration'>,
  tracks: ReadonlyArray<Pick<Track, 'uploads'>> | undefined,
): number | null {
  if (album.duration !== null && album.duration > 0) return album.duration;
  const known = (tracks ?? []).map(trackDuration).filter((duration): duration is number => duration !== null);
  return known.length === 0 ? null : known.reduce((sum, duration) => sum + duration, 0);
}
