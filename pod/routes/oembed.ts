// `GET oembed/?url=<a page of the pod>&format=json` (issue 20): an oEmbed "rich" object whose `html`
// is an iframe of the embed player, as Funkwhale 1.4's OembedSerializer answers it: the page is
// resolved by its path alone (any host); tracks, albums, artists, and playlists visible to everyone;
// the height is the kind's (150 for a track, 400 otherwise) whatever `maxheight` says, the width
// `maxwidth` or 600; a page it cannot embed is a 400 `non_field_errors`. A real pod's iframe points
// at its FUNKWHALE_EMBED_URL; this pod serves Shoal, whose embed page is `/embed.html`. Channels
// (which 1.4 embeds too) are not embedded here: Shoal's embed page plays playlists, albums and tracks.

import type { FastifyInstance } from 'fastify';
import { assertCanRead } from '../auth';
import type { PodContext } from '../context';
import { fieldErrors } from '../http/errors';
import { originOf, queryOf } from '../http/query';
import { apiRoute } from '../http/route';
import { View } from '../serialize/common';

const PAGE = /^\/library\/(tracks|albums|artists|playlists)\/(\d+)\/?$/;
const INTEGER = /^-?\d+$/;

interface Embed {
  type: 'track' | 'album' | 'artist' | 'playlist';
  id: number;
  height: number;
  title: string;
  description: string;
  authorName: string;
  authorUrl: string;
  cover: string | null;
}

/** Django's URLField, near enough: http(s) with a host. */
function isUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

const invalid = (message: string) => fieldErrors({ non_field_errors: [message] });

function embedOf(view: View, kind: string, id: number, url: string): Embed {
  const db = view.db;
  const artistPage = (artistId: number) => `${view.origin}/library/artists/${artistId}`;
  const crop = (uuid: string | null | undefined) =>
    uuid ? (view.attachment(uuid)?.urls.medium_square_crop ?? null) : null;
  if (kind === 'tracks') {
    const row = db
      .prepare(
        `SELECT t.title, t.cover_uuid, ar.id AS artist_id, ar.name AS artist, al.title AS album, al.cover_uuid AS album_cover
         FROM tracks t JOIN artists ar ON ar.id = t.artist_id LEFT JOIN albums al ON al.id = t.album_id WHERE t.id = ?`,
      )
      .get(id) as
      | {
          title: string;
          cover_uuid: string | null;
          artist_id: number;
          artist: string;
          album: string | null;
          album_cover: string | null;
        }
      | undefined;
    if (!row) throw invalid(`No track matching id ${id}`);
    return {
      type: 'track',
      id,
      height: 150,
      title: `${row.title} by ${row.artist}`,
      // Track.full_name: "artist - album - title", without the album when there is none.
      description: [row.artist, row.album, row.title].filter((part) => part !== null).join(' - '),
      authorName: row.artist,
      authorUrl: artistPage(row.artist_id),
      cover: crop(row.cover_uuid) ?? crop(row.album_cover),
    };
  }
  if (kind === 'albums') {
    const row = db
      .prepare(
        'SELECT al.title, al.cover_uuid, ar.id AS artist_id, ar.name AS artist FROM albums al JOIN artists ar ON ar.id = al.artist_id WHERE al.id = ?',
      )
      .get(id) as { title: string; cover_uuid: string | null; artist_id: number; artist: string } | undefined;
    if (!row) throw invalid(`No album matching id ${id}`);
    const title = `${row.title} by ${row.artist}`;
    return {
      type: 'album',
      id,
      height: 400,
      title,
      description: title,
      authorName: row.artist,
      authorUrl: artistPage(row.artist_id),
      cover: crop(row.cover_uuid),
    };
  }
  if (kind === 'artists') {
    const row = db.prepare('SELECT name FROM artists WHERE id = ?').get(id) as { name: string } | undefined;
    if (!row) throw invalid(`No artist matching id ${id}`);
    const album = db
      .prepare('SELECT cover_uuid FROM albums WHERE artist_id = ? AND cover_uuid IS NOT NULL ORDER BY id DESC LIMIT 1')
      .get(id) as { cover_uuid: string } | undefined;
    return {
      type: 'artist',
      id,
      height: 400,
      title: row.name,
      description: row.name,
      authorName: row.name,
      authorUrl: artistPage(id),
      cover: crop(album?.cover_uuid),
    };
  }
  if (kind === 'playlists') {
    const row = db.prepare("SELECT name FROM playlists WHERE id = ? AND privacy_level = 'everyone'").get(id) as
      { name: string } | undefined;
    // The real pod's message, word for word.
    if (!row) throw invalid(`No artist matching id ${id}`);
    const first = db
      .prepare(
        `SELECT al.cover_uuid FROM playlist_tracks pt JOIN tracks t ON t.id = pt.track_id JOIN albums al ON al.id = t.album_id
         WHERE pt.playlist_id = ? AND al.cover_uuid IS NOT NULL ORDER BY pt.idx LIMIT 1`,
      )
      .get(id) as { cover_uuid: string } | undefined;
    return {
      type: 'playlist',
      id,
      height: 400,
      title: row.name,
      description: row.name,
      authorName: row.name,
      authorUrl: `${view.origin}/library/playlists/${id}`,
      cover: crop(first?.cover_uuid),
    };
  }
  throw invalid(`Unsupported url: ${url}`);
}

export function oembedRoutes(app: FastifyInstance, ctx: PodContext): void {
  apiRoute(app, 'GET', 'oembed/', async (request) => {
    assertCanRead(ctx, request);
    const params = queryOf(request);
    const errors: Record<string, string[]> = {};
    const format = params.get('format');
    if (format === null || format === '') errors.format = ['This field is required.'];
    else if (format !== 'json') errors.format = [`"${format}" is not a valid choice.`];
    const url = params.get('url');
    if (url === null || url === '') errors.url = ['This field is required.'];
    else if (!isUrl(url)) errors.url = ['Enter a valid URL.'];
    const sizes: Record<string, number> = {};
    for (const name of ['maxheight', 'maxwidth']) {
      const value = params.get(name);
      if (value === null || value === '') continue;
      if (!INTEGER.test(value.trim())) errors[name] = ['A valid integer is required.'];
      else sizes[name] = Number(value.trim());
    }
    if (Object.keys(errors).length > 0) throw fieldErrors(errors);
    const page = PAGE.exec(new URL(url!).pathname);
    if (!page) throw invalid(`Invalid URL ${url}`);
    const view = new View(ctx, request);
    const embed = embedOf(view, page[1]!, Number(page[2]), url!);
    const width = sizes.maxwidth || 600;
    const origin = originOf(request);
    const src = `${origin}/embed.html?type=${embed.type}&id=${embed.id}`;
    return {
      version: '1.0',
      type: 'rich',
      provider_name: 'Funkwhale',
      provider_url: origin,
      height: embed.height,
      width,
      title: embed.title,
      ...(embed.cover ? { thumbnail_url: embed.cover, thumbnail_width: 200, thumbnail_height: 200 } : {}),
      description: embed.description,
      author_name: embed.authorName,
      author_url: embed.authorUrl,
      html: `<iframe width="${width}" height="${embed.height}" scrolling="no" frameborder="no" src="${src}"></iframe>`,
    };
  });
}
