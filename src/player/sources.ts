// From a pod track to a queue track, and from a queue track to the URLs the audio element tries
// (spec 01 sections 3, 5, 6 and 7).

import { attachmentUrl } from '../sync/core';
import {
  trackCover,
  type Track,
  type TrackUpload,
  absoluteUrl,
  playableSources,
  sourceUrl,
  uploadSource,
  type CanPlayType,
  type ListenSession,
} from '../sync/catalogue';
import type { QueueSource, QueueTrack } from './types';

function toSource(upload: TrackUpload): QueueSource {
  return uploadSource(upload);
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
  const coverSmall = attachmentUrl(trackCover(track), 'medium');
  // episodes27: a podcast channel's track (the album's or the track's credited artist is the channel).
  const channel = [...track.artistCredit, ...(track.album?.artistCredit ?? [])].find(
    (entry) => entry.artist.contentCategory === 'podcast',
  );
  const base = instanceUrl === '' ? null : instanceUrl;
  const sources = track.uploads.map(toSource);
  const firstCredit = track.artistCredit[0] ?? track.album?.artistCredit[0];
  return {
    id: track.id,
    title: track.title,
    artistCredit: track.artistCredit.map((entry) => ({
      artistId: entry.artist.id,
      credit: entry.credit,
      joinphrase: entry.joinphrase,
    })),
    albumTitle: track.album?.title ?? null,
    albumId: track.album?.id ?? -1,
    position: track.position,
    artistId: firstCredit?.artist.id ?? -1,
    coverUrl: cover === null ? null : absoluteUrl(cover, base),
    sources,
    duration: sources[0]?.duration ?? null,
    coverSmallUrl: coverSmall === null ? null : absoluteUrl(coverSmall, base),
    ...(channel === undefined ? {} : { podcast: true, channelId: channel.artist.id }),
  };
}

export function trackUrls(track: QueueTrack, canPlayType: CanPlayType, session: ListenSession): string[] {
  return playableSources(track.sources, canPlayType).map((source) => sourceUrl(source, session));
}
