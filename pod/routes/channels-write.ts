// Channel writes (ENDPOINTS §9): `POST channels/`, `PUT|PATCH|DELETE channels/{id}/` (the owner only) and
// `GET channels/metadata-choices/`. Validation follows a real 1.4 pod's ChannelCreateSerializer and
// ChannelUpdateSerializer: field errors first, all of them at once; then the podcast metadata, whose
// errors come out at the top level (the pod raises the nested serializer's errors from `validate`).

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUser } from '../auth';
import type { PodContext } from '../context';
import { bodyFields } from '../http/body';
import { ApiError, notFound } from '../http/errors';
import { apiRoute } from '../http/route';
import { isoDate, newUuid, parseUuid } from '../ids';
import { serializeChannels } from '../serialize/channels';
import { View } from '../serialize/common';
import type { UserRow } from '../users';
import { ITUNES_CATEGORIES, languageChoices, metadataChoices } from './channel-choices';
import { findChannel } from './channels';

const CATEGORIES = ['music', 'podcast', 'other'];
const CONTENT_TYPES = ['text/plain', 'text/markdown', 'text/html'];
/** A real pod's `audio__max_channels` default. */
const MAX_CHANNELS = 20;
/** Part of a real pod's ACCOUNT_USERNAME_BLACKLIST: names a channel may not take. */
const RESERVED = ['funkwhale', 'library', 'instance', 'test', 'status', 'root', 'admin', 'owner', 'superuser'];
const REQUIRED = 'This field is required.';

type Errors = Record<string, unknown>;
interface Content {
  text: string | null;
  type: string | null;
}
interface ChannelInput {
  name?: string;
  username?: string;
  description?: Content | null;
  tags?: string[];
  content_category?: string;
  metadata?: Record<string, unknown>;
  cover?: string | null;
}

function charField(value: unknown, max: number): string | string[] {
  if (value === null) return ['This field may not be null.'];
  if (typeof value !== 'string' && typeof value !== 'number') return ['Not a valid string.'];
  const text = String(value).trim();
  if (text === '') return ['This field may not be blank.'];
  if (text.length > max) return [`Ensure this field has no more than ${max} characters.`];
  return text;
}

function contentField(value: unknown): Content | null | Errors | string[] {
  if (value === null) return null;
  if (typeof value !== 'object' || Array.isArray(value))
    return { non_field_errors: [`Invalid data. Expected a dictionary, but got ${typeof value}.`] };
  const { text, content_type: type } = value as Record<string, unknown>;
  const errors: Errors = {};
  if (text !== undefined && text !== null && typeof text !== 'string') errors.text = ['Not a valid string.'];
  if (type === undefined) errors.content_type = [REQUIRED];
  else if (typeof type !== 'string' || !CONTENT_TYPES.includes(type))
    errors.content_type = [`"${String(type)}" is not a valid choice.`];
  if (Object.keys(errors).length > 0) return errors;
  return typeof text === 'string' && text.trim() !== '' ? { text, type: type as string } : { text: null, type: null };
}

const isContent = (value: unknown): value is Content | null =>
  value === null || (typeof value === 'object' && !Array.isArray(value) && 'text' in value && 'type' in value);

/** The fields of a create (`partial` false: the required ones must be there) or an update. */
function readFields(ctx: PodContext, user: UserRow, body: Record<string, unknown>, partial: boolean): ChannelInput {
  const errors: Errors = {};
  const input: ChannelInput = {};
  const fields = partial ? ['name', 'description', 'tags', 'content_category'] : ['name', 'username'];
  if (!partial) fields.push('description', 'tags', 'content_category');
  for (const field of fields) {
    if (body[field] === undefined && !partial) errors[field] = [REQUIRED];
  }
  if (body.name !== undefined) {
    const name = charField(body.name, 255);
    if (Array.isArray(name)) errors.name = name;
    else input.name = name;
  }
  if (!partial && body.username !== undefined) {
    const username = charField(body.username, 200);
    if (Array.isArray(username)) errors.username = username;
    else if (!/^[A-Za-z0-9_]+$/.test(username))
      errors.username = [
        'Enter a valid username. This value may contain only English letters, numbers, and _ characters.',
      ];
    else if (RESERVED.includes(username.toLowerCase()) || usernameTaken(ctx, username))
      errors.username = ['This username is already taken'];
    else input.username = username;
  }
  if (body.description !== undefined) {
    const description = contentField(body.description);
    if (isContent(description)) input.description = description;
    else errors.description = description;
  }
  if (body.tags !== undefined) {
    if (!Array.isArray(body.tags)) errors.tags = [`Expected a list of items but got type "${typeof body.tags}".`];
    else if (!body.tags.every((tag) => typeof tag === 'string')) errors.tags = ['Not a valid string.'];
    else input.tags = [...new Set((body.tags as string[]).map((tag) => tag.trim().replace(/^#/, '')).filter(Boolean))];
  }
  if (body.content_category !== undefined) {
    if (typeof body.content_category !== 'string' || !CATEGORIES.includes(body.content_category))
      errors.content_category = [`"${String(body.content_category)}" is not a valid choice.`];
    else input.content_category = body.content_category;
  }
  if (body.metadata !== undefined) {
    if (typeof body.metadata !== 'object' || body.metadata === null || Array.isArray(body.metadata))
      errors.metadata = [`Expected a dictionary of items but got type "${typeof body.metadata}".`];
    else input.metadata = body.metadata as Record<string, unknown>;
  }
  if (body.cover !== undefined) {
    const cover = coverOf(ctx, user, body.cover);
    if (Array.isArray(cover)) errors.cover = cover;
    else input.cover = cover;
  }
  if (Object.keys(errors).length > 0) throw new ApiError(400, errors);
  return input;
}

/** Local actors: the pod's users and its channels share one name space. */
function usernameTaken(ctx: PodContext, username: string): boolean {
  return (
    ctx.db.prepare('SELECT 1 FROM users WHERE username = ? COLLATE NOCASE').get(username) !== undefined ||
    ctx.db.prepare('SELECT 1 FROM channels WHERE username = ? COLLATE NOCASE').get(username) !== undefined
  );
}

/** `cover`: an attachment uuid the caller uploaded, or null. */
function coverOf(ctx: PodContext, user: UserRow, value: unknown): string | null | string[] {
  if (value === null || value === '') return null;
  const uuid = typeof value === 'string' ? parseUuid(value.trim()) : null;
  if (!uuid || !ctx.db.prepare('SELECT 1 FROM attachments WHERE uuid = ? AND owner_id = ?').get(uuid, user.id))
    return [`Object with uuid=${String(value)} does not exist.`];
  return uuid;
}

/** A podcast's metadata as ChannelMetadataSerializer checks it; errors at the top level. */
export function podcastMetadata(value: Record<string, unknown>): Record<string, unknown> {
  const errors: Errors = {};
  const result: Record<string, unknown> = {};
  const category = value.itunes_category;
  if (category === undefined || category === null) errors.itunes_category = [REQUIRED];
  else if (typeof category !== 'string' || !(category in ITUNES_CATEGORIES))
    errors.itunes_category = [`"${String(category)}" is not a valid choice.`];
  else result.itunes_category = category;
  const language = value.language;
  if (language === undefined || language === null) errors.language = [REQUIRED];
  else if (!languageChoices().some((choice) => choice.value === language))
    errors.language = [`"${String(language)}" is not a valid choice.`];
  else result.language = language;
  for (const field of ['copyright', 'owner_name', 'owner_email']) {
    const text = value[field];
    if (text === undefined) continue;
    if (text === null) result[field] = null;
    else if (typeof text !== 'string') errors[field] = ['Not a valid string.'];
    else if (text.length > 255) errors[field] = ['Ensure this field has no more than 255 characters.'];
    else if (field === 'owner_email' && text !== '' && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(text))
      errors[field] = ['Enter a valid email address.'];
    else result[field] = text;
  }
  if (value.explicit !== undefined) {
    if (typeof value.explicit !== 'boolean') errors.explicit = ['Must be a valid boolean.'];
    else result.explicit = value.explicit;
  }
  if (value.itunes_subcategory !== undefined) result.itunes_subcategory = value.itunes_subcategory;
  if (Object.keys(errors).length > 0) throw new ApiError(400, errors);
  const sub = result.itunes_subcategory;
  if (sub !== null && sub !== undefined && sub !== '') {
    if (typeof sub !== 'string' || !ITUNES_CATEGORIES[category as string]!.includes(sub))
      throw new ApiError(400, {
        non_field_errors: [`"${String(sub)}" is not a valid subcategory for "${String(category)}"`],
      });
  } else delete result.itunes_subcategory;
  return result;
}

function setTags(ctx: PodContext, artistId: number, tags: readonly string[]): void {
  ctx.db.prepare("DELETE FROM tagged_items WHERE kind = 'artist' AND object_id = ?").run(artistId);
  for (const name of tags) {
    ctx.db.prepare('INSERT OR IGNORE INTO tags (name, creation_date) VALUES (?, ?)').run(name, isoDate());
    const tag = ctx.db.prepare('SELECT id FROM tags WHERE name = ? COLLATE NOCASE').get(name) as { id: number };
    ctx.db
      .prepare('INSERT OR IGNORE INTO tagged_items (tag_id, kind, object_id) VALUES (?, ?, ?)')
      .run(tag.id, 'artist', artistId);
  }
}

function createChannel(ctx: PodContext, user: UserRow, body: Record<string, unknown>): string {
  const input = readFields(ctx, user, body, false);
  const owned = ctx.db.prepare('SELECT count(*) AS n FROM channels WHERE attributed_to = ?').get(user.id) as {
    n: number;
  };
  if (owned.n >= MAX_CHANNELS)
    throw new ApiError(400, { non_field_errors: ['You have reached the maximum amount of allowed channels'] });
  const metadata =
    input.content_category === 'podcast' ? podcastMetadata(input.metadata ?? {}) : (input.metadata ?? {});
  const uuid = newUuid();
  const now = isoDate();
  ctx.db.transaction(() => {
    const artist = ctx.db
      .prepare(
        `INSERT INTO artists (uuid, name, content_category, description_text, description_type, cover_uuid,
                              attributed_to, channel_uuid, creation_date, modification_date)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        newUuid(),
        input.name,
        input.content_category,
        input.description?.text ?? null,
        input.description?.type ?? null,
        input.cover ?? null,
        user.id,
        uuid,
        now,
        now,
      );
    const artistId = Number(artist.lastInsertRowid);
    setTags(ctx, artistId, input.tags ?? []);
    ctx.db
      .prepare(
        'INSERT INTO channels (uuid, artist_id, username, attributed_to, metadata, creation_date) VALUES (?, ?, ?, ?, ?, ?)',
      )
      .run(uuid, artistId, input.username, user.id, JSON.stringify(metadata), now);
    ctx.db
      .prepare(
        "INSERT INTO libraries (uuid, name, description, privacy_level, owner_id, channel_uuid, creation_date) VALUES (?, ?, '', 'everyone', ?, ?, ?)",
      )
      .run(newUuid(), input.username, user.id, uuid, now);
  })();
  return uuid;
}

/** The channel of the path, if the caller owns it; a real pod's OwnerPermission answers 404 otherwise. */
function ownedChannel(ctx: PodContext, request: FastifyRequest, user: UserRow) {
  const uuid = findChannel(ctx, request, (request.params as { composite: string }).composite);
  const row = ctx.db.prepare('SELECT * FROM channels WHERE uuid = ?').get(uuid) as {
    uuid: string;
    artist_id: number;
    attributed_to: number;
    metadata: string;
  };
  if (row.attributed_to !== user.id) throw notFound();
  const artist = ctx.db.prepare('SELECT content_category FROM artists WHERE id = ?').get(row.artist_id) as {
    content_category: string;
  };
  return { ...row, content_category: artist.content_category };
}

function updateChannel(ctx: PodContext, request: FastifyRequest, user: UserRow, partial: boolean): string {
  const channel = ownedChannel(ctx, request, user);
  const input = readFields(ctx, user, bodyFields(request), partial);
  // As the real serializer: metadata is checked (and taken) only when the request makes it a podcast;
  // otherwise the stored metadata stays, whatever was sent.
  const metadata =
    input.content_category === 'podcast' ? podcastMetadata(input.metadata ?? {}) : JSON.parse(channel.metadata);
  const set: Record<string, unknown> = { modification_date: isoDate() };
  if (input.name !== undefined) set.name = input.name;
  if (input.content_category !== undefined) set.content_category = input.content_category;
  if (input.description !== undefined) {
    set.description_text = input.description?.text ?? null;
    set.description_type = input.description?.type ?? null;
  }
  if (input.cover !== undefined) set.cover_uuid = input.cover;
  ctx.db.transaction(() => {
    const columns = Object.keys(set);
    ctx.db
      .prepare(`UPDATE artists SET ${columns.map((column) => `${column} = ?`).join(', ')} WHERE id = ?`)
      .run(...columns.map((column) => set[column]), channel.artist_id);
    if (input.tags !== undefined) setTags(ctx, channel.artist_id, input.tags);
    ctx.db.prepare('UPDATE channels SET metadata = ? WHERE uuid = ?').run(JSON.stringify(metadata), channel.uuid);
  })();
  return channel.uuid;
}

export function channelWriteRoutes(app: FastifyInstance, ctx: PodContext): void {
  apiRoute(app, 'GET', 'channels/metadata-choices/', async () => metadataChoices());

  apiRoute(app, 'POST', 'channels/', async (request, reply) => {
    const user = requireUser(request);
    const uuid = createChannel(ctx, user, bodyFields(request));
    return reply.code(201).send(serializeChannels(new View(ctx, request), [uuid], { detail: true })[0]);
  });

  apiRoute(app, ['PATCH', 'PUT'], 'channels/:composite/', async (request) => {
    const user = requireUser(request);
    const uuid = updateChannel(ctx, request, user, request.method === 'PATCH');
    return serializeChannels(new View(ctx, request), [uuid], { detail: true })[0];
  });

  // The channel goes with its artist (and so its series and episodes) and its library.
  apiRoute(app, 'DELETE', 'channels/:composite/', async (request, reply) => {
    const user = requireUser(request);
    const channel = ownedChannel(ctx, request, user);
    ctx.db.transaction(() => {
      ctx.db.prepare('DELETE FROM libraries WHERE channel_uuid = ?').run(channel.uuid);
      ctx.db.prepare('DELETE FROM channels WHERE uuid = ?').run(channel.uuid);
      ctx.db.prepare('DELETE FROM artists WHERE id = ?').run(channel.artist_id);
    })();
    return reply.code(204).send();
  });
}
