// `GET channels/{uuid | username@domain}/rss/`: a local channel's feed, RSS 2.0 with iTunes tags, as a
// real pod's rss_serialize_channel writes it: the channel (title, language, copyright, owner, category,
// explicit, image) and its published episodes, newest first (at most 50), each with an enclosure to
// its audio. Anyone may read it (podcast apps ask with no account). Descriptions are written as a real
// pod writes them: `<description>` in plain text, `<itunes:summary>` as the rendered HTML.

import type { FastifyInstance } from 'fastify';
import type { PodContext } from '../context';
import { notFound } from '../http/errors';
import { apiRoute } from '../http/route';
import { content, View } from '../serialize/common';
import { listenPath } from '../serialize/tracks';
import { findChannel } from './channels';

const ITEMS = 50;

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const element = (name: string, value: string | number, attributes = '') =>
  `<${name}${attributes}>${escape(String(value))}</${name}>`;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'" };

/** The text a reader sees of rendered HTML: tags dropped, entities read, blank runs folded. */
function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, name: string) => ENTITIES[name] as string)
    .replace(/\s+/g, ' ')
    .trim();
}

/** The two description elements of a channel or an episode, or none without a text. */
function descriptions(text: string | null, type: string | null, summary: boolean): string[] {
  const rich = content(text, type);
  if (rich === null) return [];
  const cdata = `<![CDATA[${rich.html.replace(/]]>/g, ']]]]><![CDATA[>')}]]>`;
  return [
    element('description', plainText(rich.html)),
    ...(summary ? [`<itunes:summary>${cdata}</itunes:summary>`] : []),
  ];
}

/** `HH:MM:SS`, as itunes:duration. */
function duration(seconds: number | null): string {
  const total = Math.max(0, Math.round(seconds ?? 0));
  return [Math.floor(total / 3600), Math.floor(total / 60) % 60, total % 60]
    .map((part) => String(part).padStart(2, '0'))
    .join(':');
}

interface ChannelRow {
  uuid: string;
  username: string;
  metadata: string;
  name: string;
  description_text: string | null;
  description_type: string | null;
  cover_uuid: string | null;
  owner: string;
}

interface ItemRow {
  uuid: string;
  size: number;
  mimetype: string;
  duration: number | null;
  creation_date: string;
  track_uuid: string;
  track_id: number;
  title: string;
  position: number | null;
  disc_number: number | null;
  description_text: string | null;
  description_type: string | null;
}

export function channelRssRoutes(app: FastifyInstance, ctx: PodContext): void {
  apiRoute(app, 'GET', 'channels/:composite/rss/', async (request, reply) => {
    const uuid = findChannel(ctx, request, (request.params as { composite: string }).composite);
    const channel = ctx.db
      .prepare(
        `SELECT c.uuid, c.username, c.metadata, ar.name, ar.description_text, ar.description_type, ar.cover_uuid, u.username AS owner
         FROM channels c JOIN artists ar ON ar.id = c.artist_id JOIN users u ON u.id = c.attributed_to
         WHERE c.uuid = ? AND NOT EXISTS (SELECT 1 FROM rss_feeds f WHERE f.channel_uuid = c.uuid)`,
      )
      .get(uuid) as ChannelRow | undefined;
    // Only a local channel (owned by a user of this pod) has a feed here.
    if (!channel) throw notFound();
    const view = new View(ctx, request);
    const metadata = JSON.parse(channel.metadata) as Record<string, unknown>;
    const text = (key: string) => (typeof metadata[key] === 'string' && metadata[key] !== '' ? metadata[key] : null);
    const ownerName = text('owner_name') ?? channel.owner;
    const self = `${view.origin}/api/v1/channels/${channel.uuid}/rss`;
    const link = `${view.origin}/channels/${channel.username}`;
    const cover = view.attachment(channel.cover_uuid);
    const head = [
      element('title', channel.name),
      element('link', link),
      `<atom:link href="${escape(self)}" rel="self" type="application/rss+xml"/>`,
      element('copyright', text('copyright') ?? 'All rights reserved'),
      ...(text('language') ? [element('language', text('language')!)] : []),
      element('itunes:type', 'episodic'),
      element('itunes:author', ownerName),
      `<itunes:owner>${element('itunes:name', ownerName)}${text('owner_email') ? element('itunes:email', text('owner_email')!) : ''}</itunes:owner>`,
      element('itunes:explicit', metadata.explicit === true ? 'yes' : 'no'),
      ...(text('itunes_category')
        ? [
            `<itunes:category text="${escape(text('itunes_category')!)}">${
              text('itunes_subcategory') ? `<itunes:category text="${escape(text('itunes_subcategory')!)}"/>` : ''
            }</itunes:category>`,
          ]
        : []),
      ...descriptions(channel.description_text, channel.description_type, true),
      ...(cover ? [`<itunes:image href="${escape(cover.urls.original)}"/>`] : []),
    ];
    const items = ctx.db
      .prepare(
        `SELECT up.uuid, up.size, up.mimetype, up.duration, up.creation_date, t.uuid AS track_uuid, t.id AS track_id, t.title, t.position,
                t.disc_number, t.description_text, t.description_type
         FROM uploads up JOIN libraries l ON l.uuid = up.library_uuid JOIN tracks t ON t.id = up.track_id
         WHERE l.channel_uuid = ? AND up.import_status = 'finished'
         ORDER BY up.creation_date DESC, up.uuid LIMIT ?`,
      )
      .all(channel.uuid, ITEMS) as ItemRow[];
    const body = items.map((item) =>
      [
        '<item>',
        element('title', item.title),
        element('itunes:title', item.title),
        element('guid', item.uuid, ' isPermaLink="false"'),
        element('pubDate', new Date(item.creation_date).toUTCString()),
        element('itunes:duration', duration(item.duration)),
        element('itunes:explicit', 'no'),
        element('itunes:episodeType', 'full'),
        element('itunes:season', item.disc_number ?? 1),
        element('itunes:episode', item.position ?? 1),
        element('link', `${view.origin}/library/tracks/${item.track_id}`),
        `<enclosure url="${escape(`${view.origin}${listenPath(item.track_uuid)}?upload=${item.uuid}`)}" length="${item.size}" type="${escape(item.mimetype)}"/>`,
        ...descriptions(item.description_text, item.description_type, true),
        '</item>',
      ].join(''),
    );
    const xml =
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
      '<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:atom="http://www.w3.org/2005/Atom">' +
      `<channel>${head.join('')}${body.join('')}</channel></rss>\n`;
    return reply.type('application/rss+xml; charset=utf-8').send(xml);
  });
}
