// Which file of a track plays, and at which URL (spec 01 sections 3, 5 and 7). Shared by the player
// (what the audio element tries) and the downloads (what is kept for offline): both must choose the
// same file, or a kept track would not be found when it plays. Pure: no network, no storage.

import type { TrackUpload } from './model';

/** Spec 01 section 9: the bitrate cap of a transcoded copy. */
const TRANSCODE_BITRATE_CAP = 320_000;

/** What `HTMLMediaElement.canPlayType` answers: '', 'maybe' or 'probably'. */
export type CanPlayType = (mimetype: string) => string;

/** Who listens, for the listen URL: the token goes only to an authenticated user who has one. */
export interface ListenSession {
  instanceUrl: string | null;
  listenToken: string | null;
  authenticated: boolean;
  /**
   * The app's own origin. Audio of that origin carries the session cookie and needs no token: it is
   * left out there, so it stays out of logs, the HTTP cache and the address a user may copy.
   */
  appOrigin?: string | null;
}

/** The origin the app runs on, for ListenSession.appOrigin (null outside a page or worker). */
export function appOrigin(): string | null {
  return (globalThis as { location?: { origin?: string } }).location?.origin ?? null;
}

/** One playable file of a track (spec 01 section 3, upload source); the player calls it QueueSource. */
export interface ListenSource {
  uuid: string;
  /** As the pod gave it: usually relative to the instance URL. */
  listenUrl: string;
  mimetype: string;
  bitrate: number | null;
  duration: number | null;
  /** True for the `to=mp3` source added here. */
  transcoded?: boolean;
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

/** A pod upload as a source to play. */
export function uploadSource(upload: TrackUpload): ListenSource {
  return {
    uuid: upload.uuid,
    listenUrl: upload.listenUrl,
    mimetype: mimetypeOf(upload),
    bitrate: upload.bitrate,
    duration: upload.duration,
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
export function playableSources<S extends ListenSource>(
  sources: readonly S[],
  canPlayType: CanPlayType,
): Array<S | ListenSource> {
  const kept: Array<S | ListenSource> = sources.filter(
    (source) => !source.transcoded && ['probably', 'maybe'].includes(canPlayType(source.mimetype)),
  );
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

/**
 * The URL of a source: instance URL + listen_url, plus `token=` for an authenticated user with a
 * listen token, where the audio is of another origin than the app's (the cookie does not go there).
 */
export function sourceUrl(source: Pick<ListenSource, 'listenUrl'>, session: ListenSession): string {
  const url = absoluteUrl(source.listenUrl, session.instanceUrl);
  if (!session.authenticated || !session.listenToken) return url;
  if (session.appOrigin && originOf(url) === session.appOrigin) return url;
  return withParam(url, 'token', session.listenToken);
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}
