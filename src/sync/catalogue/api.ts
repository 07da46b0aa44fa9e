// Artists, albums, tracks and tags (ENDPOINTS section 4). Plain functions over an HttpClient that
// answer Results of domain types.

import { mapResult, type HttpClient, type Result } from '../core/http';
import { mapAlbum, mapArtist, mapTag, mapTrack, type Album, type Artist, type Tag, type Track } from './model';
import { mapPage, type ContentCategory, type Page } from '../core';
import { fetchAllPages } from '../core/pages';
import { toQuery, type CallOptions, type OrderingParam, type PageParams, type Scope } from '../core/params';
import { albumDetailSchema, albumPageSchema } from './album-schema';
import { artistDetailSchema, artistPageSchema } from './artist-schema';
import { tagPageSchema, tagSchema } from './tag-schema';
import { trackDetailSchema, trackPageSchema } from './track-schema';

export type { CallOptions } from '../core/params';

/** Filters every list of the catalogue accepts. */
interface ListParams extends PageParams {
  q?: string;
  scope?: Scope;
  /** Narrowed to the fields of each list below. */
  ordering?: string;
}

/** Lists of content that can be tagged, hidden or restricted to playable copies. */
interface ContentListParams extends ListParams {
  /** Every tag must match. */
  tag?: string[];
  playable?: boolean;
  /** Channel and podcast content is left out unless true. */
  include_channels?: boolean;
  /** Artists muted by content filters are left out unless true (then only they are listed). */
  hidden?: boolean;
  /** A library uuid. */
  library?: string;
  related?: number;
  mbid?: string;
}

type ArtistOrderField = 'id' | 'name' | 'creation_date' | 'modification_date' | 'random' | 'related';

export interface ArtistListParams extends ContentListParams {
  ordering?: OrderingParam<ArtistOrderField>;
  content_category?: ContentCategory;
  /** False leaves out artists without albums of their own (compilation artists). */
  has_albums?: boolean;
  name?: string;
  name__iexact?: string;
  name__startswith?: string;
  name__icontains?: string;
}

type AlbumOrderField = 'creation_date' | 'release_date' | 'title' | 'artist__modification_date' | 'random' | 'related';

export interface AlbumListParams extends ContentListParams {
  ordering?: OrderingParam<AlbumOrderField>;
  artist?: number;
  /** A channel uuid. */
  channel?: string;
  content_category?: ContentCategory;
}

type TrackOrderField =
  | 'creation_date'
  | 'title'
  | 'album__title'
  | 'album__release_date'
  | 'size'
  | 'position'
  | 'disc_number'
  | 'artist__name'
  | 'artist__modification_date'
  | 'random'
  | 'related';

export interface TrackListParams extends ContentListParams {
  ordering?: OrderingParam<TrackOrderField>;
  album?: number;
  /** Matches the track artist or the album artist. */
  artist?: number;
  /** A channel uuid. */
  channel?: string;
  id?: number[];
  license?: string;
  /** Your favorites only. */
  favorites?: boolean;
  title?: string;
  title__iexact?: string;
  title__startswith?: string;
  title__icontains?: string;
}

export interface TagListParams extends PageParams {
  q?: string;
  ordering?: OrderingParam<'name' | 'creation_date' | 'length'>;
  name?: string;
  name__startswith?: string;
}

const query = toQuery;

export async function listArtists(
  client: HttpClient,
  params: ArtistListParams = {},
  options: CallOptions = {},
): Promise<Result<Page<Artist>>> {
  const result = await client.get('artists/', { query: query(params), schema: artistPageSchema, ...options });
  return mapResult(result, (page) => mapPage(page, mapArtist));
}

export async function getArtist(client: HttpClient, id: number, options: CallOptions = {}): Promise<Result<Artist>> {
  return mapResult(await client.get(`artists/${id}/`, { schema: artistDetailSchema, ...options }), mapArtist);
}

export async function listAlbums(
  client: HttpClient,
  params: AlbumListParams = {},
  options: CallOptions = {},
): Promise<Result<Page<Album>>> {
  const result = await client.get('albums/', { query: query(params), schema: albumPageSchema, ...options });
  return mapResult(result, (page) => mapPage(page, mapAlbum));
}

export async function getAlbum(client: HttpClient, id: number, options: CallOptions = {}): Promise<Result<Album>> {
  return mapResult(await client.get(`albums/${id}/`, { schema: albumDetailSchema, ...options }), mapAlbum);
}

export async function listTracks(
  client: HttpClient,
  params: TrackListParams = {},
  options: CallOptions = {},
): Promise<Result<Page<Track>>> {
  const result = await client.get('tracks/', { query: query(params), schema: trackPageSchema, ...options });
  return mapResult(result, (page) => mapPage(page, mapTrack));
}

export async function getTrack(client: HttpClient, id: number, options: CallOptions = {}): Promise<Result<Track>> {
  return mapResult(await client.get(`tracks/${id}/`, { schema: trackDetailSchema, ...options }), mapTrack);
}

/** The album's tracks in disc and position order, following `next` links past the 50 of a page. */
export async function listAlbumTracks(
  client: HttpClient,
  albumId: number,
  options: CallOptions = {},
): Promise<Result<Track[]>> {
  return fetchAllPages(client, 'tracks/', {
    // A channel's series is an album too: its episodes are left out of track lists unless asked for.
    query: {
      album: albumId,
      ordering: 'disc_number,position',
      page_size: ALBUM_TRACKS_PAGE_SIZE,
      include_channels: true,
    },
    schema: trackPageSchema,
    map: mapTrack,
    maxPages: MAX_ALBUM_PAGES,
    ...options,
  });
}

const ALBUM_TRACKS_PAGE_SIZE = 50;
/** A guard against a pod whose `next` links never end: 40 pages are 2000 tracks. */
const MAX_ALBUM_PAGES = 40;

export async function listTags(
  client: HttpClient,
  params: TagListParams = {},
  options: CallOptions = {},
): Promise<Result<Page<Tag>>> {
  const result = await client.get('tags/', { query: query(params), schema: tagPageSchema, ...options });
  return mapResult(result, (page) => mapPage(page, mapTag));
}

export async function getTag(client: HttpClient, name: string, options: CallOptions = {}): Promise<Result<Tag>> {
  return mapResult(await client.get(`tags/${encodeURIComponent(name)}/`, { schema: tagSchema, ...options }), mapTag);
}
