// Artists, albums, tracks and tags (ENDPOINTS section 4). Plain functions over an HttpClient that
// answer Results of domain types.

import { mapResult, type HttpClient, type Query, type Result } from '../http';
import {
  mapAlbum,
  mapArtist,
  mapPage,
  mapTag,
  mapTrack,
  type Album,
  type Artist,
  type Page,
  type Tag,
  type Track,
} from '../model';
import { albumDetailSchema, albumPageSchema } from '../schemas/album';
import { artistDetailSchema, artistPageSchema } from '../schemas/artist';
import { tagPageSchema, tagSchema } from '../schemas/tag';
import { trackDetailSchema, trackPageSchema } from '../schemas/track';

export interface CallOptions {
  signal?: AbortSignal;
}

/** Filters every list of the catalogue accepts. */
export interface ListParams {
  q?: string;
  /** A field, `-field` for descending, several comma-separated, or `random`. */
  ordering?: string;
  /** From 1. */
  page?: number;
  /** At most 50 (the pod cuts larger values down). */
  page_size?: number;
  /** `me`, `all`, `subscribed`, `actor:<user@domain>`, `domain:<domain>`. */
  scope?: string;
}

/** Lists of content that can be tagged, hidden or restricted to playable copies. */
export interface ContentListParams extends ListParams {
  /** Every tag must match. */
  tag?: string[];
  playable?: boolean;
  include_channels?: boolean;
  hidden?: boolean;
  /** A library uuid. */
  library?: string;
  related?: number;
  mbid?: string;
}

export interface ArtistListParams extends ContentListParams {
  content_category?: 'music' | 'podcast' | 'other';
  has_albums?: boolean;
  name?: string;
  name__iexact?: string;
  name__startswith?: string;
  name__icontains?: string;
}

export interface AlbumListParams extends ContentListParams {
  artist?: number;
  /** A channel uuid. */
  channel?: string;
  content_category?: 'music' | 'podcast' | 'other';
}

export interface TrackListParams extends ContentListParams {
  album?: number;
  /** Matches the track artist or the album artist. */
  artist?: number;
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

export interface TagListParams extends ListParams {
  name?: string;
  name__startswith?: string;
}

const query = (params: object): Query => params as Query;

export async function listArtists(client: HttpClient, params: ArtistListParams = {}, options: CallOptions = {}): Promise<Result<Page<Artist>>> {
  const result = await client.get('artists/', { query: query(params), schema: artistPageSchema, ...options });
  return mapResult(result, (page) => mapPage(page, mapArtist));
}

export async function getArtist(client: HttpClient, id: number, options: CallOptions = {}): Promise<Result<Artist>> {
  return mapResult(await client.get(`artists/${id}/`, { schema: artistDetailSchema, ...options }), mapArtist);
}

export async function listAlbums(client: HttpClient, params: AlbumListParams = {}, options: CallOptions = {}): Promise<Result<Page<Album>>> {
  const result = await client.get('albums/', { query: query(params), schema: albumPageSchema, ...options });
  return mapResult(result, (page) => mapPage(page, mapAlbum));
}

export async function getAlbum(client: HttpClient, id: number, options: CallOptions = {}): Promise<Result<Album>> {
  return mapResult(await client.get(`albums/${id}/`, { schema: albumDetailSchema, ...options }), mapAlbum);
}

export async function listTracks(client: HttpClient, params: TrackListParams = {}, options: CallOptions = {}): Promise<Result<Page<Track>>> {
  const result = await client.get('tracks/', { query: query(params), schema: trackPageSchema, ...options });
  return mapResult(result, (page) => mapPage(page, mapTrack));
}

export async function getTrack(client: HttpClient, id: number, options: CallOptions = {}): Promise<Result<Track>> {
  return mapResult(await client.get(`tracks/${id}/`, { schema: trackDetailSchema, ...options }), mapTrack);
}

/** The album's tracks in disc and position order, following `next` links past the 50 of a page. */
export async function listAlbumTracks(client: HttpClient, albumId: number, options: CallOptions = {}): Promise<Result<Track[]>> {
  const first = await client.get('tracks/', {
    query: { album: albumId, ordering: 'disc_number,position', page_size: ALBUM_TRACKS_PAGE_SIZE },
    schema: trackPageSchema,
    ...options,
  });
  if (!first.ok) return first;
  const tracks = first.data.results.map(mapTrack);
  let next = first.data.next ?? null;
  for (let pages = 1; next !== null && pages < MAX_ALBUM_PAGES; pages += 1) {
    const page = await client.get(next, { absolute: true, schema: trackPageSchema, ...options });
    if (!page.ok) return page;
    tracks.push(...page.data.results.map(mapTrack));
    next = page.data.next ?? null;
  }
  return { ok: true, data: tracks, status: first.status };
}

export const ALBUM_TRACKS_PAGE_SIZE = 50;
/** A guard against a pod whose `next` links never end: 40 pages are 2000 tracks. */
const MAX_ALBUM_PAGES = 40;

export async function listTags(client: HttpClient, params: TagListParams = {}, options: CallOptions = {}): Promise<Result<Page<Tag>>> {
  const result = await client.get('tags/', { query: query(params), schema: tagPageSchema, ...options });
  return mapResult(result, (page) => mapPage(page, mapTag));
}

export async function getTag(client: HttpClient, name: string, options: CallOptions = {}): Promise<Result<Tag>> {
  return mapResult(await client.get(`tags/${encodeURIComponent(name)}/`, { schema: tagSchema, ...options }), mapTag);
}
