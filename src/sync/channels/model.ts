import type { ApiChannel } from './schema';
import {
  mapActor,
  mapAttachment,
  mapContent,
  orNull,
  toContentCategory,
  type Actor,
  type Attachment,
  type Content,
  type ContentCategory,
} from '../core/model';

/** A channel: an artist that publishes (music) or a podcast, owned by an actor or made from a feed. */
export interface Channel {
  uuid: string;
  artist: {
    id: number;
    name: string;
    cover: Attachment | null;
    description: Content | null;
    contentCategory: ContentCategory;
    tags: string[];
    tracksCount: number;
    isLocal: boolean;
  };
  /** The channel's own actor (`name@domain`); null for a channel made from an external RSS feed. */
  actor: Actor | null;
  /** Who runs it. */
  attributedTo: Actor | null;
  /** `actor.fullUsername`, what `channels/{id}/` takes besides the uuid. */
  fullUsername: string | null;
  /** True for a channel made from someone else's RSS feed. */
  isExternal: boolean;
  rssUrl: string | null;
  url: string | null;
  creationDate: string | null;
  /** Detail only. */
  subscriptionsCount: number | null;
  downloadsCount: number | null;
  /** Podcasts: itunes_category, itunes_subcategory, language, copyright, owner_name, owner_email, explicit. */
  metadata: Record<string, unknown>;
}

export function mapChannel(channel: ApiChannel): Channel {
  const { artist } = channel;
  const actor = mapActor(channel.actor);
  return {
    uuid: channel.uuid,
    artist: {
      id: artist.id,
      name: artist.name,
      cover: mapAttachment(artist.cover),
      description: mapContent(artist.description),
      contentCategory: toContentCategory(artist.content_category),
      tags: artist.tags ?? [],
      tracksCount: artist.tracks_count ?? 0,
      isLocal: artist.is_local ?? false,
    },
    actor,
    attributedTo: mapActor(channel.attributed_to),
    fullUsername: actor?.fullUsername ?? null,
    isExternal: actor === null,
    rssUrl: orNull(channel.rss_url),
    url: orNull(channel.url),
    creationDate: orNull(channel.creation_date),
    subscriptionsCount: orNull(channel.subscriptions_count),
    downloadsCount: orNull(channel.downloads_count),
    metadata: channel.metadata ?? {},
  };
}
