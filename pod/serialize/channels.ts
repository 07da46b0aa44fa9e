// Channels (`channels/`): a channel's artist, owner, actor and podcast metadata.

import { trackCounts } from './artists';
import { content, idList, rowsByIds, type ArtistRow, type View } from './common';
import { tagsOf } from './tags';

interface ChannelRow {
  uuid: string;
  artist_id: number;
  username: string;
  attributed_to: number;
  metadata: string;
  creation_date: string;
}

function channelsByUuid(view: View, uuids: readonly string[]): Map<string, ChannelRow> {
  const rows = view.db
    .prepare('SELECT * FROM channels WHERE uuid IN (SELECT value FROM json_each(?))')
    .all(idList(uuids)) as ChannelRow[];
  return new Map(rows.map((row) => [row.uuid, row]));
}

interface FeedRow {
  channel_uuid: string;
  url: string;
  link: string | null;
}

/** rss19: the channels among `uuids` made from an external RSS feed, with their feed. */
export function externalFeeds(db: View['db'], uuids: readonly string[]): Map<string, FeedRow> {
  const rows = db
    .prepare('SELECT channel_uuid, url, link FROM rss_feeds WHERE channel_uuid IN (SELECT value FROM json_each(?))')
    .all(idList(uuids)) as FeedRow[];
  return new Map(rows.map((row) => [row.channel_uuid, row]));
}

/** A real pod attributes channels made from feeds to its service actor, and gives them no actor. */
function serviceActor(view: View) {
  return {
    fid: `${view.origin}/federation/actors/service`,
    url: null,
    creation_date: '2020-01-01T00:00:00.000Z',
    summary: null,
    preferred_username: 'service',
    name: 'service',
    last_fetch_date: '2020-01-01T00:00:00.000Z',
    domain: view.host,
    type: 'Service',
    manually_approves_followers: false,
    full_username: `service@${view.host}`,
    is_local: true,
  };
}

/** Items of `GET channels/` (and the detail, with `subscriptions_count`), in the order of `uuids`. */
export function serializeChannels(view: View, uuids: readonly string[], options: { detail: boolean }) {
  const channels = channelsByUuid(view, uuids);
  const artistIds = [...channels.values()].map((channel) => channel.artist_id);
  const artists = rowsByIds<ArtistRow>(view.db, 'artists', artistIds);
  const counts = trackCounts(view, artistIds);
  const tags = tagsOf(view.db, 'artist', artistIds);
  const downloads = new Map(
    (
      view.db
        .prepare(
          `SELECT artist_id, sum(downloads_count) AS n FROM tracks WHERE artist_id IN (SELECT value FROM json_each(?)) GROUP BY artist_id`,
        )
        .all(idList(artistIds)) as { artist_id: number; n: number }[]
    ).map((row) => [row.artist_id, row.n]),
  );
  const subscriptions = new Map(
    (
      view.db
        .prepare(
          'SELECT channel_uuid, count(*) AS n FROM subscriptions WHERE channel_uuid IN (SELECT value FROM json_each(?)) GROUP BY channel_uuid',
        )
        .all(idList(uuids)) as { channel_uuid: string; n: number }[]
    ).map((row) => [row.channel_uuid, row.n]),
  );
  const feeds = externalFeeds(view.db, uuids);
  return uuids.flatMap((uuid) => {
    const channel = channels.get(uuid);
    const feed = feeds.get(uuid);
    const artist = channel && artists.get(channel.artist_id);
    if (!channel || !artist) return [];
    const item = {
      uuid: channel.uuid,
      artist: {
        id: artist.id,
        fid: view.fid('artists', artist.uuid),
        mbid: artist.mbid,
        name: artist.name,
        creation_date: artist.creation_date,
        modification_date: artist.modification_date,
        is_local: feed === undefined,
        content_category: artist.content_category,
        description: content(artist.description_text, artist.description_type),
        cover: view.attachment(artist.cover_uuid),
        channel: channel.uuid,
        tracks_count: counts.get(artist.id) ?? 0,
        tags: tags.get(artist.id) ?? [],
      },
      attributed_to: feed ? serviceActor(view) : view.actor(channel.attributed_to),
      actor: feed
        ? null
        : view.channelActor({ username: channel.username, name: artist.name, creation_date: channel.creation_date }),
      creation_date: channel.creation_date,
      metadata: JSON.parse(channel.metadata) as Record<string, unknown>,
      rss_url: feed ? feed.url : `${view.origin}/api/v1/channels/${channel.uuid}/rss`,
      url: feed ? feed.link : `${view.origin}/channels/${channel.username}`,
      downloads_count: downloads.get(artist.id) ?? 0,
    };
    return [options.detail ? { ...item, subscriptions_count: subscriptions.get(uuid) ?? 0 } : item];
  });
}
