// Embedding a public playlist (issue 20): the pod's `oembed/` for the code (the Embed modal), and
// what the embed page (/embed.html, src/app/embed/) reads: the playlist and its tracks,
// anonymously when another site frames it (its cookies are a third party's there).

import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from '../../zod';
import { absoluteUrl, playableSources, uploadSource, type CanPlayType, type Track } from '../catalogue';
import { HttpClient, mapResult, type Result } from '../core/http';
import { invalidResponseError } from '../core/errors';
import { useHttpClient } from '../core/client-context';
import { sharedQueryOptions, unwrap } from '../core/query-errors';
import { getPlaylist, listPlaylistTracks } from './api';
import type { Playlist } from './model';
import { podOriginOf } from './xspf-match';

/** `GET oembed/`: what the modal uses of an oEmbed "rich" object. */
export const oembedSchema = z.object({
  type: z.string(),
  version: z.string(),
  html: z.string(),
  width: z.nullish(z.number()),
  height: z.nullish(z.number()),
  title: z.nullish(z.string()),
  thumbnail_url: z.nullish(z.string()),
});

export interface Oembed {
  title: string | null;
  width: number;
  height: number;
  /** The iframe's address, taken from `html`. */
  src: string;
}

const IFRAME_SRC = /<iframe\b[^>]*\ssrc="([^"]+)"/i;

export async function getOembed(
  client: HttpClient,
  pageUrl: string,
  options: { signal?: AbortSignal } = {},
): Promise<Result<Oembed>> {
  const result = await client.get('oembed/', {
    query: { url: pageUrl, format: 'json' },
    schema: oembedSchema,
    ...options,
  });
  if (!result.ok) return result;
  const src = IFRAME_SRC.exec(result.data.html)?.[1]?.replace(/&amp;/g, '&');
  let url: URL | null = null;
  try {
    url = src === undefined ? null : new URL(src);
  } catch {
    url = null;
  }
  // Only an http(s) page goes into the code a user pastes into a site.
  if (url === null || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
    return { ok: false, error: invalidResponseError(result.status, 'The oEmbed answer has no iframe address') };
  }
  return mapResult(result, (data) => ({
    title: data.title ?? null,
    width: data.width ?? 600,
    height: data.height ?? 400,
    src: url.toString(),
  }));
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The code to paste: the pod's iframe at the chosen size. */
export function embedCode(embed: Pick<Oembed, 'src'>, width: number, height: number): string {
  return `<iframe width="${width}" height="${height}" scrolling="no" frameborder="no" src="${escapeAttribute(embed.src)}"></iframe>`;
}

export const embedKeys = {
  oembed: (pageUrl: string) => ['playlists', 'oembed', pageUrl] as const,
  player: (id: number) => ['playlists', 'embed', id] as const,
};

/** The oEmbed of a playlist page of the pod (a playlist visible to everyone). */
export function usePlaylistOembed(id: number | null) {
  const client = useHttpClient();
  const origin = podOriginOf(client);
  const pageUrl = origin === null || id === null ? null : `${origin}/library/playlists/${id}`;
  return useQuery({
    ...queryOptions({
      ...sharedQueryOptions,
      queryKey: embedKeys.oembed(pageUrl ?? ''),
      queryFn: async ({ signal }) => unwrap(await getOembed(client, pageUrl!, { signal })),
    }),
    enabled: pageUrl !== null,
  });
}

// --- the embed page -------------------------------------------------------------------------------

/** The embed page's client: the pod is the page's own origin, its v1 API (1.4 has no other). */
export function embedClient(origin: string, fetchImpl?: typeof fetch): HttpClient {
  const base = `${origin.replace(/\/+$/, '')}/api/v1/`;
  return new HttpClient({ getApiBase: () => base, fetchCsrfCookie: false, fetchImpl });
}

export interface EmbedTrack {
  id: number;
  title: string;
  artist: string;
  cover: string | null;
  /** Seconds, when the pod says. */
  duration: number | null;
  /** The files to try, in order, absolute. */
  sources: string[];
}

export interface EmbedPlaylist {
  playlist: Playlist;
  tracks: EmbedTrack[];
}

function embedTrack(track: Track, origin: string, canPlayType: CanPlayType): EmbedTrack {
  const uploads = track.uploads.map(uploadSource);
  const sources = playableSources(uploads, canPlayType).map((source) => absoluteUrl(source.listenUrl, origin));
  const cover = track.cover ?? track.album?.cover ?? null;
  return {
    id: track.id,
    title: track.title,
    artist: track.artistCredit.map((credit) => `${credit.credit}${credit.joinphrase}`).join(''),
    cover: cover?.urls.mediumSquareCrop ?? cover?.urls.original ?? null,
    duration: uploads.find((upload) => upload.duration)?.duration ?? null,
    // A track listed without uploads (1.4 lists some so) still plays: the pod picks its file.
    sources: sources.length > 0 ? sources : [absoluteUrl(track.listenUrl, origin)],
  };
}

export async function getEmbedPlaylist(
  client: HttpClient,
  id: number,
  canPlayType: CanPlayType,
  options: { signal?: AbortSignal } = {},
): Promise<Result<EmbedPlaylist>> {
  const origin = podOriginOf(client) ?? '';
  const [playlist, entries] = await Promise.all([
    getPlaylist(client, id, options),
    listPlaylistTracks(client, id, options),
  ]);
  if (!playlist.ok) return playlist;
  return mapResult(entries, (list) => ({
    playlist: playlist.data,
    tracks: list.map((entry) => embedTrack(entry.track, origin, canPlayType)),
  }));
}

/** The embed page's playlist, read anonymously (a refusal is shown, not retried). */
export function useEmbedPlaylist(id: number, canPlayType: CanPlayType) {
  const client = useHttpClient();
  return useQuery({
    queryKey: embedKeys.player(id),
    queryFn: async ({ signal }) => unwrap(await getEmbedPlaylist(client, id, canPlayType, { signal })),
    retry: false,
    staleTime: Infinity,
  });
}
