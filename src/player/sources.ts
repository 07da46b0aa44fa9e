// From a pod track to a queue track, and from a queue track to the URLs the audio element tries
// (spec 01 sections 3, 5, 6 and 7).

import { attachmentUrl, trackCover, type Track, type TrackUpload } from '../sync/model';
import { TRANSCODE_BITRATE_CAP } from './constants';
import type { QueueSource, QueueTrack } from './types';

/** What `HTMLMediaElement.canPlayType` answers: '', 'maybe' or 'probably'. */
export type CanPlayType = (mimetype: string) => string;

/** Who listens, for the listen URL: the token goes only to an authenticated user who has one. */
export interface ListenSession {
  instanceUrl: string | null;
  listenToken: string | null;
  authenticated: boolean;
}

const MIMETYPE_OF_EXTENSION: Record<string, string> = {
  mp3: 'audio/mpeg',
  ogg: 'audio/ogg',
  opus: 'audio/opus',
  flac: 'audio/flac',
  aac: 'audio/aac',
  m4a: 'audio/mp4',
  aiff: 'audio/aiff',
  aif: 'audio/aiff',
};

/** A pod that leaves the mimetype out still gives the extension: the type is guessed from it. */
function mimetypeOf(upload: TrackUpload): string {
  if (upload.mimetype) return upload.mimetype;
  return MIMETYPE_OF_EXTENSION[upload.extension?.toLowerCase() ?? ''] ?? '';
}

function toSource(upload: TrackUpload): QueueSource {
  return { uuid: upload.uuid, listenUrl: upload.listenUrl, mimetype: mimetypeOf(upload), bitrate: upload.bitrate, duration: upload.duration };
}

/**
 * The queue's snapshot of a pod track: enough to show it and play it again after a reload without
 * asking the pod. The cover falls back from the track to its album, then its first artist; null
 * means the default image. albumId -1 means no album. A cover URL the pod gave as a path is made
 * absolute with `instanceUrl`; listen URLs stay as the pod gave them (the token and the instance
 * are added when the track plays).
 */
export function trackToQueueTrack(track: Track, instanceUrl: string | null = null): QueueTrack {
  const cover = attachmentUrl(trackCover(track), 'large');
  const sources = track.uploads.map(toSource);
  const firstCredit = track.artistCredit[0] ?? track.album?.artistCredit[0];
  return {
    id: track.id,
    title: track.title,
    artistCredit: track.artistCredit.map((entry) => ({ artistId: entry.artist.id, credit: entry.credit, joinphrase: entry.joinphrase })),
    albumTitle: track.album?.title ?? null,
    albumId: track.album?.id ?? -1,
    position: track.position,
    artistId: firstCredit?.artist.id ?? -1,
    coverUrl: cover === null ? null : absoluteUrl(cover, instanceUrl === '' ? null : instanceUrl),
    sources,
    duration: sources[0]?.duration ?? null,
  };
}

function withParam(url: string, name: string, value: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}${name}=${encodeURIComponent(value)}`;
}

/**
 * The sources to try, in order (spec 01 section 5): those the browser can probably or maybe play,
 * without duplicates of the same mimetype and bitrate, then a transcoded MP3 of the first source
 * (bitrate capped at 320000). The transcoded one is taken from the track's first source even when
 * the browser cannot play that one's type: that is exactly when the MP3 is needed.
 */
export function playableSources(sources: readonly QueueSource[], canPlayType: CanPlayType): QueueSource[] {
  const kept = sources.filter((source) => !source.transcoded && ['probably', 'maybe'].includes(canPlayType(source.mimetype)));
  const first = sources.find((source) => !source.transcoded);
  if (first !== undefined) {
    kept.push({
      uuid: `${first.uuid}-mp3`,
      listenUrl: withParam(first.listenUrl, 'to', 'mp3'),
      mimetype: 'audio/mpeg',
      bitrate: Math.min(first.bitrate ?? TRANSCODE_BITRATE_CAP, TRANSCODE_BITRATE_CAP),
      duration: first.duration,
      transcoded: true,
    });
  }
  const seen = new Set<string>();
  return kept.filter((source) => {
    const key = `${source.mimetype}|${source.bitrate ?? ''}`;
    return !seen.has(key) && Boolean(seen.add(key));
  });
}

/** An absolute URL as is; a path is put after the instance URL, keeping a sub-path it may have. */
export function absoluteUrl(url: string, instanceUrl: string | null): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || instanceUrl === null) return url;
  return `${instanceUrl.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`;
}

/** The URL of a source: instance URL + listen_url, plus `token=` for an authenticated user with a listen token. */
export function sourceUrl(source: QueueSource, session: ListenSession): string {
  const url = absoluteUrl(source.listenUrl, session.instanceUrl);
  return session.authenticated && session.listenToken ? withParam(url, 'token', session.listenToken) : url;
}

export function trackUrls(track: QueueTrack, canPlayType: CanPlayType, session: ListenSession): string[] {
  return playableSources(track.sources, canPlayType).map((source) => sourceUrl(source, session));
}
