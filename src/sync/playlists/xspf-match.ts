// XSPF against the pod (issue 20): a playlist written out, and a file's entries matched to this
// pod's tracks, for a rebuild. Matching, in order: the entry's location when it is a track page of
// this pod; an identifier (the track's fid, or a MusicBrainz recording); else `tracks/?q=` on the
// title, keeping a result whose title, artist and album equal the entry's (case ignored).

import { formatArtistCredit, getTrack, listTracks, type Track } from '../catalogue';
import type { HttpClient, Result } from '../core/http';
import { invalidResponseError } from '../core/errors';
import { getPlaylist, listPlaylistTracks } from './api';
import { writeXspf, xspfFileName, xspfTrackOf, type XspfPlaylist, type XspfTrack } from './xspf';

export type XspfMatchedBy = 'location' | 'identifier' | 'title';

export interface XspfMatch {
  /** 0-based place of the entry in the file. */
  position: number;
  entry: XspfTrack;
  /** The pod's track, or null when nothing matched. */
  track: Track | null;
  by: XspfMatchedBy | null;
}

/** Entries matched at once: a few requests in flight, not one per entry of a long file. */
const PARALLEL = 4;
const SEARCH_PAGE_SIZE = 50;
const MUSICBRAINZ_RECORDING = /^https?:\/\/musicbrainz\.org\/recording\/([0-9a-f-]{36})\/?$/i;
const TRACK_PAGE = /^\/library\/tracks\/(\d+)\/?$/;

/** The pod's origin (`https://pod.example`), from the client's API base; null with no instance. */
export function podOriginOf(http: HttpClient): string | null {
  const root = http.url('/');
  return root === null ? null : new URL(root).origin;
}

const noInstance = () => ({ ok: false as const, error: invalidResponseError(0, 'No instance is chosen') });

/** The playlist as an XSPF file: its text and a file name after the playlist. */
export async function playlistXspf(
  http: HttpClient,
  id: number,
  options: { signal?: AbortSignal } = {},
): Promise<Result<{ text: string; fileName: string }>> {
  const origin = podOriginOf(http);
  if (origin === null) return noInstance();
  const [playlist, entries] = await Promise.all([
    getPlaylist(http, id, options),
    listPlaylistTracks(http, id, options),
  ]);
  if (!playlist.ok) return playlist;
  if (!entries.ok) return entries;
  const xspf: XspfPlaylist = {
    title: playlist.data.name,
    creator: playlist.data.ownerUsername,
    tracks: entries.data.map((entry) => xspfTrackOf(entry.track, origin)),
  };
  return { ok: true, status: 200, data: { text: writeXspf(xspf), fileName: xspfFileName(playlist.data.name) } };
}

const same = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? '').normalize('NFC').trim().toLocaleLowerCase() === (b ?? '').normalize('NFC').trim().toLocaleLowerCase();

/** Title, and the artist and album where the entry names them, equal (case ignored). */
function sameTrack(entry: XspfTrack, track: Track): boolean {
  if (!same(entry.title, track.title)) return false;
  if (entry.creator !== null) {
    const names = [formatArtistCredit(track.artistCredit), ...track.artistCredit.map((credit) => credit.artist.name)];
    if (!names.some((name) => same(entry.creator, name))) return false;
  }
  return entry.album === null || same(entry.album, track.album?.title);
}

class Matcher {
  private readonly tracks = new Map<number, Promise<Result<Track>>>();
  private readonly searches = new Map<string, Promise<Result<Track[]>>>();

  constructor(
    private readonly http: HttpClient,
    private readonly origin: string,
    private readonly signal: AbortSignal | undefined,
  ) {}

  private track(id: number) {
    let found = this.tracks.get(id);
    if (!found) this.tracks.set(id, (found = getTrack(this.http, id, { signal: this.signal })));
    return found;
  }

  private search(key: string, params: Parameters<typeof listTracks>[1]): Promise<Result<Track[]>> {
    let found = this.searches.get(key);
    if (!found) {
      found = listTracks(this.http, { ...params, page_size: SEARCH_PAGE_SIZE }, { signal: this.signal }).then(
        (page): Result<Track[]> => (page.ok ? { ...page, data: page.data.results } : page),
      );
      this.searches.set(key, found);
    }
    return found;
  }

  /** The pod's track of an entry, how it matched; an error only when the pod could not be asked. */
  async match(entry: XspfTrack): Promise<Result<{ track: Track; by: XspfMatchedBy } | null>> {
    const found = (track: Track, by: XspfMatchedBy) => ({ ok: true as const, status: 200, data: { track, by } });
    for (const location of entry.locations) {
      const id = this.trackPageId(location);
      if (id === null) continue;
      const track = await this.track(id);
      if (track.ok) return found(track.data, 'location');
      if (track.error.status !== 404) return track;
    }
    for (const identifier of entry.identifiers) {
      const mbid = MUSICBRAINZ_RECORDING.exec(identifier)?.[1]?.toLowerCase();
      if (mbid === undefined) continue;
      const tracks = await this.search(`mbid:${mbid}`, { mbid });
      if (!tracks.ok) return tracks;
      if (tracks.data[0]) return found(tracks.data[0], 'identifier');
    }
    if (entry.title === null) return { ok: true, status: 200, data: null };
    const tracks = await this.search(`q:${entry.title}`, { q: entry.title });
    if (!tracks.ok) return tracks;
    const byFid = tracks.data.find((track) => track.fid !== null && entry.identifiers.includes(track.fid));
    if (byFid) return found(byFid, 'identifier');
    const byTitle = tracks.data.find((track) => sameTrack(entry, track));
    return { ok: true, status: 200, data: byTitle ? { track: byTitle, by: 'title' } : null };
  }

  private trackPageId(location: string): number | null {
    try {
      const url = new URL(location);
      if (url.origin !== this.origin) return null;
      const id = TRACK_PAGE.exec(url.pathname)?.[1];
      return id === undefined ? null : Number(id);
    } catch {
      return null;
    }
  }
}

/** Each entry of the file with the pod's track it matched, in the file's order. */
export async function matchXspf(
  http: HttpClient,
  playlist: XspfPlaylist,
  options: { signal?: AbortSignal } = {},
): Promise<Result<XspfMatch[]>> {
  const origin = podOriginOf(http);
  if (origin === null) return noInstance();
  const matcher = new Matcher(http, origin, options.signal);
  const matches: XspfMatch[] = new Array<XspfMatch>(playlist.tracks.length);
  let next = 0;
  let failure: Result<never> | null = null;
  const worker = async () => {
    while (failure === null && next < playlist.tracks.length) {
      const position = next++;
      const entry = playlist.tracks[position]!;
      const result = await matcher.match(entry);
      if (!result.ok) failure = result;
      else matches[position] = { position, entry, track: result.data?.track ?? null, by: result.data?.by ?? null };
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, playlist.tracks.length) }, worker));
  return failure ?? { ok: true, status: 200, data: matches };
}
