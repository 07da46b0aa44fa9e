// `POST albums/` (a series or an album of one's own channel, as a 1.4 pod's AlbumCreateSerializer).
// (`GET manage/channels/{id}/stats/`, what the channel page shows as listenings, is in manage-channels.ts.)

import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth';
import type { PodContext } from '../context';
import { bodyFields } from '../http/body';
import { ApiError } from '../http/errors';
import { apiRoute } from '../http/route';
import { isoDate, newUuid, parseUuid } from '../ids';
import { serializeAlbums } from '../serialize/albums';
import { View } from '../serialize/common';

const CONTENT_TYPES = ['text/plain', 'text/markdown', 'text/html'];

function albumFields(ctx: PodContext, userId: number, body: Record<string, unknown>) {
  const errors: Record<string, unknown> = {};
  const title = body.title;
  if (title === undefined) errors.title = ['This field is required.'];
  else if (typeof title !== 'string') errors.title = ['Not a valid string.'];
  else if (title.trim() === '') errors.title = ['This field may not be blank.'];
  else if (title.length > 255) errors.title = ['Ensure this field has no more than 255 characters.'];
  // Only an artist that is a channel, and one the caller owns.
  const artist = body.artist;
  const artistId = typeof artist === 'number' ? artist : typeof artist === 'string' ? Number(artist) : NaN;
  if (artist === undefined || artist === null || artist === '') errors.artist = ['This field is required.'];
  else if (
    !Number.isSafeInteger(artistId) ||
    !ctx.db
      .prepare('SELECT 1 FROM artists WHERE id = ? AND channel_uuid IS NOT NULL AND attributed_to = ?')
      .get(artistId, userId)
  )
    errors.artist = [`Object with id=${String(artist)} does not exist.`];
  const release = body.release_date;
  if (release !== undefined && release !== null && release !== '') {
    if (typeof release !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(release) || Number.isNaN(Date.parse(release)))
      errors.release_date = ['Date has wrong format. Use one of these formats instead: YYYY-MM-DD.'];
  }
  const tags = body.tags;
  if (tags !== undefined && tags !== null && (!Array.isArray(tags) || !tags.every((tag) => typeof tag === 'string')))
    errors.tags = [`Expected a list of items but got type "${typeof tags}".`];
  const description = body.description as Record<string, unknown> | null | undefined;
  if (description !== undefined && description !== null) {
    if (typeof description !== 'object' || !CONTENT_TYPES.includes(String(description.content_type)))
      errors.description = { content_type: [`"${String(description?.content_type)}" is not a valid choice.`] };
  }
  let cover: string | null = null;
  if (body.cover !== undefined && body.cover !== null && body.cover !== '') {
    cover = typeof body.cover === 'string' ? parseUuid(body.cover) : null;
    if (!cover || !ctx.db.prepare('SELECT 1 FROM attachments WHERE uuid = ? AND owner_id = ?').get(cover, userId))
      errors.cover = [`Object with uuid=${String(body.cover)} does not exist.`];
  }
  if (Object.keys(errors).length > 0) throw new ApiError(400, errors);
  const text = typeof description?.text === 'string' && description.text.trim() !== '' ? description.text : null;
  return {
    title: (title as string).trim(),
    artistId,
    releaseDate: typeof release === 'string' && release !== '' ? release : null,
    tags: [...new Set(((tags as string[] | null | undefined) ?? []).map((tag) => tag.trim()).filter(Boolean))],
    description: text === null ? null : { text, type: String(description!.content_type) },
    cover,
  };
}

export function channelAlbumRoutes(app: FastifyInstance, ctx: PodContext): void {
  apiRoute(app, 'POST', 'albums/', async (request, reply) => {
    const user = requireUser(request);
    const fields = albumFields(ctx, user.id, bodyFields(request));
    const id = ctx.db.transaction(() => {
      const result = ctx.db
        .prepare(
          `INSERT INTO albums (uuid, title, artist_id, release_date, description_text, description_type, cover_uuid, attributed_to, creation_date)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          newUuid(),
          fields.title,
          fields.artistId,
          fields.releaseDate,
          fields.description?.text ?? null,
          fields.description?.type ?? null,
          fields.cover,
          user.id,
          isoDate(),
        );
      const albumId = Number(result.lastInsertRowid);
      for (const name of fields.tags) {
        ctx.db.prepare('INSERT OR IGNORE INTO tags (name, creation_date) VALUES (?, ?)').run(name, isoDate());
        ctx.db
          .prepare(
            "INSERT OR IGNORE INTO tagged_items (tag_id, kind, object_id) SELECT id, 'album', ? FROM tags WHERE name = ? COLLATE NOCASE",
          )
          .run(albumId, name);
      }
      return albumId;
    })();
    return reply.code(201).send(serializeAlbums(new View(ctx, request), [id], { detail: true })[0]);
  });
}
