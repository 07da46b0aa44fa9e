// What a channel card and a subscribe button need of a channel, from either list a screen holds:
// `channels/` items (Channel) or the artists of `artists/?content_category=podcast` (a real 1.4 pod
// has no category filter on `channels/`, so podcasts are listed as artists that carry their channel).

import type { Artist } from '../catalogue';
import { toContentCategory, type Attachment, type ContentCategory } from '../core/model';
import type { Channel } from './model';

export interface ChannelCardData {
  uuid: string;
  name: string;
  cover: Attachment | null;
  category: ContentCategory;
  /** The artist's tracks: a podcast's episodes, an artist channel's releases. */
  episodesCount: number;
  /** Made from someone else's RSS feed (no actor of its own). */
  isExternal: boolean;
  /** `username@domain` of the channel's actor: the Fediverse handle and the page's id; null for a feed. */
  fullUsername: string | null;
  /** Known from `channels/` items; an artist entry does not carry it (the subscribe modal asks the channel). */
  rssUrl: string | null;
}

export function channelCard(channel: Channel): ChannelCardData {
  return {
    uuid: channel.uuid,
    name: channel.artist.name,
    cover: channel.artist.cover,
    category: channel.artist.contentCategory,
    episodesCount: channel.artist.tracksCount,
    isExternal: channel.isExternal,
    fullUsername: channel.fullUsername,
    rssUrl: channel.rssUrl,
  };
}

/** The card of an artist that is a channel; null for an artist without one. */
export function channelCardOfArtist(artist: Artist): ChannelCardData | null {
  if (!artist.channel) return null;
  return {
    uuid: artist.channel.uuid,
    name: artist.name,
    cover: artist.cover,
    category: toContentCategory(artist.contentCategory),
    episodesCount: artist.tracksCount,
    isExternal: artist.channel.fullUsername === null,
    fullUsername: artist.channel.fullUsername,
    rssUrl: null,
  };
}

/** Where the app shows a channel: `/channels/{username@domain}` when it has an actor, else its uuid. */
export function channelPath(channel: Pick<ChannelCardData, 'uuid' | 'fullUsername'>): string {
  return `/channels/${channel.fullUsername ?? channel.uuid}`;
}
