// Channels made from RSS feeds (rss19): `POST channels/rss-subscribe/ {url}` reads the feed over
// HTTP and makes an external channel (artist `content_category: podcast`, `actor: null`, `rss_url`
// the feed), each audio item a track whose file the pod fetched from the enclosure and serves through
// `listen/` like any upload. Reading the feed again (subscribe, `channels/{id}/?refresh=true`) adds
// the items it has not seen. A real pod answers an unreadable feed with `400 {detail}`.
//
// The pod also serves a sample feed, `/feeds/{name}.xml` (`/feeds/sample.xml` for a newcomer's
// `npm start`), whose enclosures are the demo catalogue's MP3s; with test hooks,
// `POST /__test__/feeds/{name}/episodes` adds an episode to it (each name counts on its own, so a
// test makes its own feed).

import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUser } from '../auth';
import type { PodContext } from '../context';
import { FeedError, parseFeed, sampleFeedXml, type Feed, type SampleEpisode } from '../feeds';
import { bodyFields } from '../http/body';
import { fieldErrors, notFound } from '../http/errors';
import { sendFile } from '../http/files';
import { originOf } from '../http/query';
import { apiRoute } from '../http/route';
import { isoDate, newUuid } from '../ids';
import { externalFeeds } from '../serialize/channels';
import { View } from '../serialize/common';
import { serializeSubscriptions } from '../serialize/federation';

const FETCH_TIMEOUT_MS = 15_000;
const MAX_FEED_BYTES = 5 * 1024 * 1024;
const MAX_ENCLOSURE_BYTES = 50 * 1024 * 1024;

async function fetchBytes(url: string, limit: number): Promise<{ bytes: Buffer; type: string | null }> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), redirect: 'follow' });
  } catch (error) {
    throw new FeedError(`Error while fetching the feed: ${(error as Error).message}`);
  }
  if (!response.ok) throw new FeedError(`Error while fetching the feed: HTTP ${response.status}`);
  const bytes = Buffer.from(await response.arrayBuffer());
  if (bytes.length > limit) throw new FeedError('The file is too large.');
  return { bytes, type: response.headers.get('content-type') };
}

export async function readFeed(url: string): Promise<Feed> {
  const { bytes } = await fetchBytes(url, MAX_FEED_BYTES);
  return parseFeed(bytes.toString('utf8'));
}

/** Whose name the external channels' rows carry: a real pod attributes them to its service actor. */
function keeperId(ctx: PodContext): number {
  const row = ctx.db.prepare('SELECT id FROM users WHERE is_superuser = 1 ORDER BY id LIMIT 1').get() as
    { id: number } | undefined;
  if (!row) throw new Error('no superuser to keep external channels');
  return row.id;
}

function createExternalChannel(ctx: PodContext, url: string, feed: Feed): string {
  const now = isoDate();
  const uuid = newUuid();
  const keeper = keeperId(ctx);
  const artist = ctx.db
    .prepare(
      `INSERT INTO artists (uuid, name, content_category, description_text, description_type, channel_uuid, creation_date, modification_date)
       VALUES (?, ?, 'podcast', ?, 'text/plain', ?, ?, ?)`,
    )
    .run(newUuid(), feed.title.slice(0, 255), feed.description, uuid, now, now);
  ctx.db
    .prepare(
      'INSERT INTO channels (uuid, artist_id, username, attributed_to, metadata, creation_date) VALUES (?, ?, ?, ?, ?, ?)',
    )
    .run(uuid, artist.lastInsertRowid, `rssfeed-${uuid}`, keeper, JSON.stringify(feed.metadata), now);
  ctx.db
    .prepare(
      "INSERT INTO libraries (uuid, name, description, privacy_level, owner_id, channel_uuid, creation_date) VALUES (?, ?, '', 'everyone', ?, ?, ?)",
    )
    .run(newUuid(), feed.title.slice(0, 255), keeper, uuid, now);
  ctx.db
    .prepare('INSERT INTO rss_feeds (channel_uuid, url, link, fetch_date) VALUES (?, ?, ?, ?)')
    .run(uuid, url, feed.link, now);
  return uuid;
}

const EXTENSIONS: Record<string, string> = {
  'audio/mpeg': 'mp3',
  'audio/mp3': 'mp3',
  'audio/ogg': 'ogg',
  'audio/opus': 'opus',
  'audio/flac': 'flac',
  'audio/x-flac': 'flac',
  'audio/mp4': 'm4a',
  'audio/x-m4a': 'm4a',
  'audio/aac': 'aac',
};

/** Adds the feed's items not seen before as tracks of the channel; an enclosure that cannot be fetched is left for next time. */
async function importItems(ctx: PodContext, channel: string, feed: Feed, log: FastifyRequest['log']): Promise<void> {
  const { artist_id: artistId } = ctx.db.prepare('SELECT artist_id FROM channels WHERE uuid = ?').get(channel) as {
    artist_id: number;
  };
  const { uuid: library } = ctx.db.prepare('SELECT uuid FROM libraries WHERE channel_uuid = ?').get(channel) as {
    uuid: string;
  };
  const seen = ctx.db.prepare('SELECT 1 FROM rss_items WHERE channel_uuid = ? AND guid = ?');
  for (const item of feed.items) {
    if (seen.get(channel, item.guid)) continue;
    let file: { bytes: Buffer; type: string | null };
    try {
      file = await fetchBytes(item.enclosure.url, MAX_ENCLOSURE_BYTES);
    } catch (error) {
      log.warn({ err: error, url: item.enclosure.url }, 'enclosure not fetched');
      continue;
    }
    const mimetype = item.enclosure.type.split(';')[0]!.trim().toLowerCase();
    const extension = EXTENSIONS[mimetype] ?? 'mp3';
    const uploadUuid = newUuid();
    const stored = `media/rss/${uploadUuid}.${extension}`;
    const path = join(ctx.dataDir, stored);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, file.bytes);
    const date = item.published ?? isoDate();
    const bitrate = item.duration ? Math.round((file.bytes.length * 8) / item.duration) : null;
    ctx.db.transaction(() => {
      // Another request may have read the same item meanwhile.
      if (seen.get(channel, item.guid)) return;
      const track = ctx.db
        .prepare(
          `INSERT INTO tracks (uuid, title, artist_id, description_text, description_type, creation_date)
           VALUES (?, ?, ?, ?, 'text/plain', ?)`,
        )
        .run(newUuid(), item.title.slice(0, 255), artistId, item.description, date);
      ctx.db
        .prepare(
          `INSERT INTO uploads (uuid, track_id, library_uuid, owner_id, root, file, filename, mimetype, extension, size,
             duration, bitrate, import_status, import_date, creation_date)
           VALUES (?, ?, ?, NULL, 'data', ?, ?, ?, ?, ?, ?, ?, 'finished', ?, ?)`,
        )
        .run(
          uploadUuid,
          track.lastInsertRowid,
          library,
          stored,
          `${item.title.slice(0, 200)}.${extension}`,
          mimetype,
          extension,
          file.bytes.length,
          item.duration,
          bitrate,
          date,
          date,
        );
      ctx.db
        .prepare('INSERT INTO rss_items (channel_uuid, guid, track_id) VALUES (?, ?, ?)')
        .run(channel, item.guid, track.lastInsertRowid);
    })();
  }
  ctx.db.prepare('UPDATE rss_feeds SET fetch_date = ? WHERE channel_uuid = ?').run(isoDate(), channel);
}

/** `channels/{id}/?refresh=true` on an external channel: the feed is read again (an unreadable one changes nothing). */
export async function refreshExternalChannel(ctx: PodContext, request: FastifyRequest, uuid: string): Promise<void> {
  const feed = externalFeeds(ctx.db, [uuid]).get(uuid);
  if (!feed) return;
  try {
    await importItems(ctx, uuid, await readFeed(feed.url), request.log);
  } catch (error) {
    request.log.warn({ err: error, url: feed.url }, 'feed not refreshed');
  }
}

// --- The sample feed --------------------------------------------------------------------------

const SAMPLE_EPISODES = 4;
const SAMPLE_AUDIO = ['offline-first', 'the-demo-pod', 'listening-together', 'low-tide', 'sea-glass', 'moon-jelly'];
const SAMPLE_START = Date.UTC(2026, 0, 5, 8);
const DAY_MS = 24 * 60 * 60 * 1000;
const extraEpisodes = new WeakMap<PodContext, Map<string, number>>();

interface CatalogueTrack {
  key: string;
  file: string;
  duration: number;
  size: number;
}

function sampleAudio(ctx: PodContext, number: number): CatalogueTrack {
  const manifest = JSON.parse(readFileSync(join(ctx.catalogueDir, 'catalogue.json'), 'utf8')) as {
    tracks: CatalogueTrack[];
  };
  const key = SAMPLE_AUDIO[(number - 1) % SAMPLE_AUDIO.length];
  const track = manifest.tracks.find((candidate) => candidate.key === key && candidate.file.endsWith('.mp3'));
  return track ?? manifest.tracks.find((candidate) => candidate.file.endsWith('.mp3'))!;
}

/** Forgets the episodes tests added (`/__test__/reset`). */
export function resetSampleFeeds(ctx: PodContext): void {
  extraEpisodes.delete(ctx);
}

const FEED_NAME = /^([a-z0-9][a-z0-9-]{0,59})\.xml$/;

export function rssChannelRoutes(app: FastifyInstance, ctx: PodContext, options: { testHooks: boolean }): void {
  apiRoute(app, 'POST', 'channels/rss-subscribe/', async (request, reply) => {
    const user = requireUser(request);
    const url = bodyFields(request).url;
    if (typeof url !== 'string' || url.trim() === '') throw fieldErrors({ url: ['This field is required.'] });
    if (!/^https?:\/\/[^\s/]+/i.test(url.trim())) throw fieldErrors({ url: ['Enter a valid URL.'] });
    let feed: Feed;
    try {
      feed = await readFeed(url.trim());
    } catch (error) {
      if (error instanceof FeedError) return reply.code(400).send({ detail: error.message });
      throw error;
    }
    const known = ctx.db.prepare('SELECT channel_uuid FROM rss_feeds WHERE url = ?').get(url.trim()) as
      { channel_uuid: string } | undefined;
    const channel = known?.channel_uuid ?? createExternalChannel(ctx, url.trim(), feed);
    await importItems(ctx, channel, feed, request.log);
    ctx.db
      .prepare('INSERT OR IGNORE INTO subscriptions (uuid, user_id, channel_uuid, creation_date) VALUES (?, ?, ?, ?)')
      .run(newUuid(), user.id, channel, isoDate());
    const { uuid } = ctx.db
      .prepare('SELECT uuid FROM subscriptions WHERE user_id = ? AND channel_uuid = ?')
      .get(user.id, channel) as { uuid: string };
    return reply.code(201).send(serializeSubscriptions(new View(ctx, request), [uuid])[0]);
  });

  app.get('/feeds/:file', async (request, reply) => {
    const match = FEED_NAME.exec((request.params as { file: string }).file);
    if (!match) throw notFound();
    const name = match[1]!;
    const origin = originOf(request);
    const count = SAMPLE_EPISODES + (extraEpisodes.get(ctx)?.get(name) ?? 0);
    const episodes: SampleEpisode[] = Array.from({ length: count }, (_, index) => {
      const number = index + 1;
      const audio = sampleAudio(ctx, number);
      return {
        number,
        title: `Episode ${number}`,
        published: new Date(SAMPLE_START + index * DAY_MS),
        url: `${origin}/feeds/audio/${number}.mp3`,
        size: audio.size,
        duration: audio.duration,
      };
    });
    const title = name === 'sample' ? 'Shoal sample feed' : `Shoal sample feed ${name}`;
    return reply
      .type('application/rss+xml; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .send(sampleFeedXml({ title, link: `${origin}/feeds/${name}.xml`, episodes }));
  });

  app.get('/feeds/audio/:file', async (request, reply) => {
    const match = /^([1-9][0-9]{0,3})\.mp3$/.exec((request.params as { file: string }).file);
    if (!match) throw notFound();
    const audio = sampleAudio(ctx, Number(match[1]));
    return sendFile(request, reply, join(ctx.catalogueDir, audio.file), {
      contentType: 'audio/mpeg',
      cacheControl: 'public, max-age=3600',
    });
  });

  if (options.testHooks) {
    app.post('/__test__/feeds/:name/episodes', async (request, reply) => {
      const name = (request.params as { name: string }).name;
      if (!FEED_NAME.test(`${name}.xml`)) throw notFound();
      const counts = extraEpisodes.get(ctx) ?? new Map<string, number>();
      extraEpisodes.set(ctx, counts);
      counts.set(name, (counts.get(name) ?? 0) + 1);
      return reply.code(200).send({ episodes: SAMPLE_EPISODES + counts.get(name)! });
    });
  }
}
