// The client's own shapes of what a pod sends, in camelCase, with the two API generations
// (1.x `artist`, 2.x `artist_credit`) folded into one `artistCredit`. Mappers take the zod-parsed
// answers of src/sync/schemas; nothing here touches the network.

import type { ApiArtist, ApiArtistAlbum, ApiArtistCredit, ApiArtistDetail, ApiSimpleArtist } from './schemas/artist';
import type { ApiAlbum, ApiAlbumDetail } from './schemas/album';
import type { ApiAttachment, ApiContent, ApiPage } from './schemas/common';
import type { ApiInstanceSetting, ApiNodeInfo } from './schemas/instance';
import type { ApiTag } from './schemas/tag';
import type { ApiTrack, ApiTrackDetail, ApiTrackUpload } from './schemas/track';
import type { ApiMe } from './schemas/user';

export interface Page<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

export interface Attachment {
  uuid: string;
  mimetype: string | null;
  urls: {
    source: string | null;
    original: string | null;
    mediumSquareCrop: string | null;
    largeSquareCrop: string | null;
  };
}

export interface Content {
  text: string;
  contentType: string | null;
  html: string;
}

export interface ArtistCredit {
  artist: { id: number; name: string; cover: Attachment | null };
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

export type PermissionFlag = 'library' | 'moderation' | 'settings';

export interface QuotaStatus {
  max: number | null;
  remaining: number | null;
  current: number | null;
  draft: number | null;
  skipped: number | null;
  pending: number | null;
  finished: number | null;
  errored: number | null;
}

export interface Profile {
  id: number;
  username: string;
  fullUsername: string;
  name: string;
  email: string | null;
  isStaff: boolean;
  isSuperuser: boolean;
  permissions: Record<PermissionFlag, boolean>;
  /** Appended to audio URLs as `token=`; null for accounts without one. */
  listenToken: string | null;
  avatar: Attachment | null;
  avatarUrl: string | null;
  privacyLevel: string | null;
  quotaStatus: QuotaStatus | null;
  instanceSupportMessageDisplayDate: string | null;
  funkwhaleSupportMessageDisplayDate: string | null;
  settings: Record<string, unknown> | null;
}

export interface InstanceInfo {
  softwareName: string;
  softwareVersion: string | null;
  nodeName: string | null;
  shortDescription: string | null;
  longDescription: string | null;
  openRegistrations: boolean | null;
  users: { total: number | null; activeHalfyear: number | null; activeMonth: number | null } | null;
  /** metadata.content.local.hoursOfContent rounded down (2.1), else library.music.hours (2.0). */
  hoursOfContent: number | null;
  artistsCount: number | null;
  albumsCount: number | null;
  tracksCount: number | null;
  /** 2.0 `library.anonymousCanListen`, or the 2.1 feature of that name; null when unknown. */
  anonymousCanListen: boolean | null;
  supportedUploadExtensions: string[];
  defaultUploadQuota: number | null;
  features: string[];
}

export interface FrontSettings {
  defaultServerUrl: string | null;
  additionalStylesheets: string[];
}

// ---------------------------------------------------------------------------------------------
// Mappers

const orNull = <T>(value: T | null | undefined): T | null => value ?? null;

export function mapPage<A, T>(page: ApiPage<A>, map: (item: A) => T): Page<T> {
  return { count: page.count, next: orNull(page.next), previous: orNull(page.previous), results: page.results.map(map) };
}

export function mapAttachment(attachment: ApiAttachment | null | undefined): Attachment | null {
  if (!attachment) return null;
  const urls = attachment.urls;
  return {
    uuid: attachment.uuid,
    mimetype: orNull(attachment.mimetype),
    urls: {
      source: orNull(urls?.source),
      original: orNull(urls?.original),
      mediumSquareCrop: orNull(urls?.medium_square_crop),
      largeSquareCrop: orNull(urls?.large_square_crop),
    },
  };
}

export function mapContent(content: ApiContent | null | undefined): Content | null {
  if (!content) return null;
  return { text: content.text ?? '', contentType: orNull(content.content_type), html: content.html ?? '' };
}

function simpleArtistCover(artist: ApiSimpleArtist): Attachment | null {
  return mapAttachment(artist.cover ?? artist.attachment_cover);
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
        artist: { id: entry.artist.id, name: entry.artist.name, cover: simpleArtistCover(entry.artist) },
        credit: entry.credit ?? entry.artist.name,
        joinphrase: entry.joinphrase ?? '',
      }));
  }
  if (source.artist) {
    const { artist } = source;
    return [{ artist: { id: artist.id, name: artist.name, cover: simpleArtistCover(artist) }, credit: artist.name, joinphrase: '' }];
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

export type AttachmentSize = 'small' | 'medium' | 'large' | 'original';

/** The best URL of an attachment for a size, falling back to the nearest one the pod gave. */
export function attachmentUrl(attachment: Attachment | null, size: AttachmentSize = 'medium'): string | null {
  if (!attachment) return null;
  const { original, mediumSquareCrop, largeSquareCrop, source } = attachment.urls;
  const order =
    size === 'large' ? [largeSquareCrop, original, mediumSquareCrop]
    : size === 'original' ? [original, largeSquareCrop, mediumSquareCrop]
    : [mediumSquareCrop, largeSquareCrop, original];
  return order.find((url) => url !== null) ?? source;
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
    channel: artist.channel ? { uuid: artist.channel.uuid, fullUsername: orNull(artist.channel.actor?.full_username) } : null,
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

export function mapProfile(me: ApiMe): Profile {
  const avatar = mapAttachment(me.avatar);
  const quota = me.quota_status;
  return {
    id: me.id,
    username: me.username,
    fullUsername: me.full_username,
    name: me.name ?? '',
    email: orNull(me.email),
    isStaff: me.is_staff ?? false,
    isSuperuser: me.is_superuser ?? false,
    permissions: { ...me.permissions },
    listenToken: orNull(me.tokens?.listen),
    avatar,
    avatarUrl: attachmentUrl(avatar, 'medium'),
    privacyLevel: orNull(me.privacy_level),
    quotaStatus: quota
      ? {
          max: orNull(quota.max),
          remaining: orNull(quota.remaining),
          current: orNull(quota.current),
          draft: orNull(quota.draft),
          skipped: orNull(quota.skipped),
          pending: orNull(quota.pending),
          finished: orNull(quota.finished),
          errored: orNull(quota.errored),
        }
      : null,
    instanceSupportMessageDisplayDate: orNull(me.instance_support_message_display_date),
    funkwhaleSupportMessageDisplayDate: orNull(me.funkwhale_support_message_display_date),
    settings: orNull(me.settings),
  };
}

export function mapInstanceInfo(nodeInfo: ApiNodeInfo): InstanceInfo {
  const metadata = nodeInfo.metadata;
  const local = metadata?.content?.local;
  const library = metadata?.library;
  const users = nodeInfo.usage?.users;
  const hours = local?.hoursOfContent ?? library?.music?.hours;
  const features = metadata?.features ?? [];
  return {
    softwareName: nodeInfo.software.name,
    softwareVersion: orNull(nodeInfo.software.version),
    nodeName: orNull(metadata?.nodeName),
    shortDescription: orNull(metadata?.shortDescription),
    longDescription: orNull(metadata?.longDescription),
    openRegistrations: orNull(nodeInfo.openRegistrations),
    users: users
      ? { total: orNull(users.total), activeHalfyear: orNull(users.activeHalfyear), activeMonth: orNull(users.activeMonth) }
      : null,
    hoursOfContent: hours === null || hours === undefined ? null : Math.floor(hours),
    artistsCount: orNull(local?.artists ?? library?.artists?.total),
    albumsCount: orNull(local?.releases ?? library?.albums?.total),
    tracksCount: orNull(local?.recordings ?? library?.tracks?.total),
    anonymousCanListen: library?.anonymousCanListen ?? (metadata?.features ? features.includes('anonymousCanListen') : null),
    supportedUploadExtensions: metadata?.supportedUploadExtensions ?? [],
    defaultUploadQuota: orNull(metadata?.defaultUploadQuota),
    features,
  };
}

/**
 * Instance settings of spec 01 section 3, read from the `section.name` entries, with the spec's
 * defaults where the pod leaves one out (registration enabled, upload quota 0).
 */
export interface InstanceSettings {
  /** Every entry by `section.name`, for settings not projected below. */
  values: Record<string, unknown>;
  instance: {
    name: string;
    shortDescription: string;
    longDescription: string;
    funkwhaleSupportMessageEnabled: boolean;
    supportMessage: string;
  };
  users: { registrationEnabled: boolean; uploadQuota: number };
  moderation: { signupApprovalEnabled: boolean; signupFormCustomization: unknown };
  qualityFilters: { bitrateFilter: unknown; hasMbid: boolean };
  subsonic: { enabled: boolean };
  ui: { customCss: string };
}

export function mapInstanceSettings(entries: ApiInstanceSetting[]): InstanceSettings {
  const values: Record<string, unknown> = {};
  for (const entry of entries) values[`${entry.section}.${entry.name}`] = entry.value;
  const str = (key: string): string => (typeof values[key] === 'string' ? (values[key] as string) : '');
  const bool = (key: string, fallback: boolean): boolean =>
    typeof values[key] === 'boolean' ? (values[key] as boolean) : fallback;
  const num = (key: string, fallback: number): number =>
    typeof values[key] === 'number' ? (values[key] as number) : fallback;
  return {
    values,
    instance: {
      name: str('instance.name'),
      shortDescription: str('instance.short_description'),
      longDescription: str('instance.long_description'),
      funkwhaleSupportMessageEnabled: bool('instance.funkwhale_support_message_enabled', true),
      supportMessage: str('instance.support_message'),
    },
    users: { registrationEnabled: bool('users.registration_enabled', true), uploadQuota: num('users.upload_quota', 0) },
    moderation: {
      signupApprovalEnabled: bool('moderation.signup_approval_enabled', false),
      signupFormCustomization: values['moderation.signup_form_customization'] ?? null,
    },
    qualityFilters: {
      bitrateFilter: values['quality_filters.bitrate_filter'] ?? null,
      hasMbid: bool('quality_filters.has_mbid', false),
    },
    subsonic: { enabled: bool('subsonic.enabled', false) },
    ui: { customCss: str('ui.custom_css') },
  };
}
