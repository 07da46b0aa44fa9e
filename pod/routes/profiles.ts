// Profiles (issue 18, profile18; ENDPOINTS §2 and §4): `federation/actors/{user@domain}/` and its
// `libraries/`, `PATCH users/{username}/` (one's own profile) and `POST attachments/` (an avatar's
// image). A 1.4 pod has all four, so both modes answer them. `channels/?scope=actor:` and
// `history/listenings/?scope=actor:` are the lists' own `scope` filter (list-query.ts).

import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { uploadPlayable } from '../access';
import { assertCanRead, requireUser } from '../auth';
import { filePath, type PodContext } from '../context';
import type { UploadedFile } from '../http/body';
import { bodyFields } from '../http/body';
import { ApiError, fieldErrors, notFound } from '../http/errors';
import { hostOf } from '../http/query';
import { apiRoute } from '../http/route';
import { isoDate, newUuid, parseUuid } from '../ids';
import { content, View } from '../serialize/common';
import { serializeFederationLibraries } from '../serialize/libraries';
import { remoteActorOf } from '../serialize/remote';
import type { UserRow } from '../users';
import { runList, Conditions } from './list-query';
import { multipartOf } from './upload-store';

/** The local user of a full username `name@domain` (this pod's domain only), or a 404. */
/**
 * The account of `{username}@{domain}`: one of this pod's active users, or an actor of another pod
 * that this pod knows (remote18's seeded actors of remote.example.org).
 */
function actorUserOf(ctx: PodContext, request: FastifyRequest): UserRow {
  const full = decodeURIComponent((request.params as { full: string }).full);
  const at = full.indexOf('@');
  if (at <= 0) throw notFound();
  const [username, domain] = [full.slice(0, at), full.slice(at + 1).toLowerCase()];
  if (domain !== hostOf(request)) {
    const remote = ctx.db
      .prepare(
        'SELECT u.* FROM users u JOIN remote_actors r ON r.user_id = u.id WHERE u.username = ? COLLATE NOCASE AND r.domain = ?',
      )
      .get(username, domain) as UserRow | undefined;
    if (!remote) throw notFound();
    return remote;
  }
  const user = ctx.db.prepare('SELECT * FROM users WHERE username = ? COLLATE NOCASE').get(username) as
    UserRow | undefined;
  if (!user || !user.is_active || remoteActorOf(ctx.db, user.id)) throw notFound();
  return user;
}

/** A real pod's FullActorSerializer: the API actor plus `is_channel`, `user`, `summary` and `icon`. */
function serializeFullActor(view: View, user: UserRow) {
  const actor = view.actor(user.id)!;
  const remote = remoteActorOf(view.db, user.id);
  // Another pod's actor has no account here: `user` is null, as a real pod answers.
  if (remote)
    return {
      ...actor,
      summary: content(remote.summary, 'text/plain'),
      is_channel: false,
      user: null,
      icon: null,
    };
  return {
    ...actor,
    summary: content(user.summary_text, user.summary_content_type),
    is_channel: false,
    user: view.userSummary(user.id),
    icon: view.attachment(user.avatar_uuid),
  };
}

const PRIVACY_LEVELS = ['me', 'followers', 'instance', 'everyone'];
const CONTENT_TYPES = ['text/plain', 'text/markdown', 'text/html'];
const DATE_FIELDS = ['instance_support_message_display_date', 'funkwhale_support_message_display_date'] as const;

/** `summary`: `{text, content_type}` or null (an empty text is stored as none, as the front sends null). */
function summaryOf(value: unknown): { text: string | null; type: string | null } {
  if (value === null) return { text: null, type: null };
  if (typeof value !== 'object' || Array.isArray(value))
    throw fieldErrors({ summary: ['Invalid data. Expected a dictionary, but got str.'] });
  const { text, content_type: type } = value as Record<string, unknown>;
  const errors: Record<string, string[]> = {};
  if (typeof text !== 'string') errors.text = ['This field is required.'];
  if (typeof type !== 'string' || !CONTENT_TYPES.includes(type))
    errors.content_type = [`"${String(type)}" is not a valid choice.`];
  if (Object.keys(errors).length > 0) throw new ApiError(400, { summary: errors });
  return (text as string).trim() === '' ? { text: null, type: null } : { text: text as string, type: type as string };
}

/** `avatar`: an attachment uuid of the caller's, or null to remove it. */
function avatarOf(ctx: PodContext, user: UserRow, value: unknown): string | null {
  if (value === null || value === '') return null;
  const uuid = typeof value === 'string' ? parseUuid(value.trim()) : null;
  if (!uuid) throw fieldErrors({ avatar: ['Must be a valid UUID.'] });
  const own = ctx.db.prepare('SELECT 1 FROM attachments WHERE uuid = ? AND owner_id = ?').get(uuid, user.id);
  if (!own) throw fieldErrors({ avatar: [`Object with uuid=${uuid} does not exist.`] });
  return uuid;
}

function updateProfile(ctx: PodContext, user: UserRow, fields: Record<string, unknown>): void {
  const set: Record<string, unknown> = {};
  if ('name' in fields) {
    if (typeof fields.name !== 'string') throw fieldErrors({ name: ['Not a valid string.'] });
    if (fields.name.length > 255) throw fieldErrors({ name: ['Ensure this field has no more than 255 characters.'] });
    set.name = fields.name.trim();
  }
  if ('privacy_level' in fields) {
    if (!PRIVACY_LEVELS.includes(String(fields.privacy_level)))
      throw fieldErrors({ privacy_level: [`"${String(fields.privacy_level)}" is not a valid choice.`] });
    set.privacy_level = fields.privacy_level;
  }
  if ('summary' in fields) {
    const summary = summaryOf(fields.summary);
    set.summary_text = summary.text;
    set.summary_content_type = summary.type;
  }
  if ('avatar' in fields) set.avatar_uuid = avatarOf(ctx, user, fields.avatar);
  for (const name of DATE_FIELDS) {
    if (!(name in fields)) continue;
    const value = fields[name];
    if (value !== null && (typeof value !== 'string' || Number.isNaN(Date.parse(value))))
      throw fieldErrors({ [name]: ['Datetime has wrong format.'] });
    set[name] = value === null ? null : new Date(value as string).toISOString();
  }
  const columns = Object.keys(set);
  if (columns.length === 0) return;
  ctx.db
    .prepare(`UPDATE users SET ${columns.map((column) => `${column} = ?`).join(', ')} WHERE id = ?`)
    .run(...columns.map((column) => set[column]), user.id);
}

/** Image types the media route serves, by their first bytes (Pillow reads the file, not its name). */
function imageType(file: UploadedFile): 'image/jpeg' | 'image/png' | null {
  const data = file.data;
  if (data.length > 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'image/jpeg';
  if (data.length > 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  return null;
}

export function profileRoutes(app: FastifyInstance, ctx: PodContext): void {
  apiRoute(app, 'GET', 'federation/actors/:full/', async (request) => {
    assertCanRead(ctx, request);
    return serializeFullActor(new View(ctx, request), actorUserOf(ctx, request));
  });

  // As a real pod's `get_libraries`: the actor's libraries holding uploads the caller may play.
  apiRoute(app, 'GET', 'federation/actors/:full/libraries/', async (request) => {
    assertCanRead(ctx, request);
    const owner = actorUserOf(ctx, request);
    const where = new Conditions();
    where.add('l.channel_uuid IS NULL');
    where.add('l.owner_id = ?', owner.id);
    where.add(`l.uuid IN (SELECT u.library_uuid FROM uploads u WHERE ${uploadPlayable('u', request.auth.user)})`);
    return runList<string>(new View(ctx, request), request, {
      from: 'libraries l',
      idColumn: 'l.uuid',
      where,
      order: { sql: 'l.creation_date, l.uuid', params: [] },
      serialize: (view, uuids) => serializeFederationLibraries(view, uuids),
    });
  });

  apiRoute(app, ['PATCH', 'PUT'], 'users/:username/', async (request) => {
    const user = requireUser(request);
    const username = (request.params as { username: string }).username;
    // Another user's profile: a real pod answers 403 with an empty body.
    if (username.toLowerCase() !== user.username.toLowerCase()) throw new ApiError(403, null);
    updateProfile(ctx, user, bodyFields(request));
    const fresh = ctx.db.prepare('SELECT * FROM users WHERE id = ?').get(user.id) as UserRow;
    const view = new View(ctx, request);
    return {
      name: fresh.name,
      privacy_level: fresh.privacy_level,
      instance_support_message_display_date: fresh.instance_support_message_display_date,
      funkwhale_support_message_display_date: fresh.funkwhale_support_message_display_date,
      summary: content(fresh.summary_text, fresh.summary_content_type),
      avatar: view.attachment(fresh.avatar_uuid),
    };
  });

  apiRoute(app, 'POST', 'attachments/', async (request, reply) => {
    const user = requireUser(request);
    const { fields, files } = multipartOf(request);
    const file = files.get('file')?.at(-1);
    if (!file) {
      throw fieldErrors({
        file: [
          fields.has('file')
            ? 'The submitted data was not a file. Check the encoding type on the form.'
            : 'No file was submitted.',
        ],
      });
    }
    if (file.data.length === 0) throw fieldErrors({ file: ['The submitted file is empty.'] });
    const mimetype = imageType(file);
    if (mimetype === null) {
      throw fieldErrors({
        file: ['Upload a valid image. The file you uploaded was either not an image or a corrupted image.'],
      });
    }
    const uuid = newUuid();
    const stored = `attachments/${uuid}.${mimetype === 'image/png' ? 'png' : 'jpg'}`;
    const path = filePath(ctx, 'data', stored);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, file.data);
    ctx.db
      .prepare(
        'INSERT INTO attachments (uuid, root, file, small_file, size, mimetype, creation_date, owner_id) VALUES (?, ?, ?, NULL, ?, ?, ?, ?)',
      )
      .run(uuid, 'data', stored, file.data.length, mimetype, isoDate(), user.id);
    return reply.code(201).send(new View(ctx, request).attachment(uuid));
  });
}
