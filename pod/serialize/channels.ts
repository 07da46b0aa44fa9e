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
  return uuids.flatMap((uuid) => {
    const channel = channels.get(uuid);
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
        is_local: true,
        content_category: artist.content_category,
        description: content(artist.description_text, artist.description_type),
        cover: view.attachment(artist.cover_uuid),
        channel: channel.uuid,
        tracks_count: counts.get(artist.id) ?? 0,
        tags: tags.get(artist.id) ?? [],
      },
      attributed_to: view.actor(channel.attributed_to),
      actor: view.channelActor({ username: channel.username, name: artist.name, creation_date: channel.creation_date }),
      creation_date: channel.creation_date,
      metadata: JSON.parse(channel.metadata) as Record<string, unknown>,
      rss_url: `${view.origin}/api/v1/channels/${channel.uuid}/rss`,
      url: `${view.origin}/channels/${channel.username}`,
      downloads_count: downloads.get(artist.id) ?? 0,
    };
    return [options.detail ? { ...item, subscriptions_count: subscriptions.get(uuid) ?? 0 } : item];
  });
}
