// Episodes and releases sent into a channel, as a real 1.4 pod takes them (ENDPOINTS §5 and §9):
// `POST uploads/` with `channel=<uuid>` (the owner's channel; its library receives the file), usually
// `import_status=draft`, and `import_metadata` checked as Funkwhale's ImportMetadataSerializer checks
// it (title required; album one of the channel's own). `PATCH|PUT uploads/{uuid}/` changes a draft
// only (else 404); `uploads/action/` `publish` (upload-groups.ts) moves drafts to pending, and the
// importer makes each one a track of the channel's artist (pod/channel-import.ts).

import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth';
import { channelOfUpload } from '../channel-import';
import type { PodContext } from '../context';
import { bodyFields } from '../http/body';
import { ApiError, fieldErrors, notFound } from '../http/errors';
import { apiRoute } from '../http/route';
import { parseUuid } from '../ids';
import { View } from '../serialize/common';
import { serializeUploads } from '../serialize/uploads';
import { pathUuid } from './uploads';

/** What a channel upload's `import_metadata` holds once checked (stored as JSON on the upload). */
export interface ChannelImportMetadata {
  title: string;
  description?: string | null;
  mbid?: string | null;
  copyright?: string | null;
  position?: number | null;
  tags?: string[];
  license?: string | null;
  cover?: string | null;
  album?: number | null;
}

/** License codes a real pod knows (a few of Funkwhale's `licenses/` list: what the client offers). */
export const LICENSE_CODES = [
  'cc0-1.0',
  'cc-by-4.0',
  'cc-by-sa-4.0',
  'cc-by-nc-4.0',
  'cc-by-nc-sa-4.0',
  'cc-by-nd-4.0',
  'cc-by-nc-nd-4.0',
] as const;

const UUID = /^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i;

/** The channel (and its library) of `channel=<uuid>` when the user owns it; else the field's error. */
export function ownChannelLibrary(
  ctx: PodContext,
  user: { id: number },
  text: string,
): { channel: string; library: string } | { error: string } {
  const uuid = parseUuid(text);
  const row =
    uuid === null
      ? undefined
      : (ctx.db
          .prepare(
            `SELECT c.uuid AS channel, l.uuid AS library FROM channels c JOIN libraries l ON l.channel_uuid = c.uuid
             WHERE c.uuid = ? AND c.attributed_to = ?`,
          )
          .get(uuid, user.id) as { channel: string; library: string } | undefined);
  return row ?? { error: `Object with uuid=${text} does not exist.` };
}

/** The channel whose library holds an upload, or null for a user's library. */
export const channelOfLibrary = (ctx: PodContext, library: string | null) => channelOfUpload(ctx.db, library);

const optionalText = (value: unknown, max: number, errors: Record<string, string[]>, name: string) => {
  if (value === undefined || value === null) return value as null | undefined;
  if (typeof value !== 'string' && typeof value !== 'number') {
    errors[name] = ['Not a valid string.'];
    return undefined;
  }
  const text = String(value);
  if (text.length > max) errors[name] = [`Ensure this field has no more than ${max} characters.`];
  return text;
};

/**
 * `import_metadata` of a channel upload (a JSON string in a form, an object in JSON), checked; its
 * errors nested under `import_metadata` as DRF nests a serializer's errors.
 */
export function channelImportMetadata(
  ctx: PodContext,
  raw: unknown,
  channel: { uuid: string; artist_id: number },
  user: { id: number },
): ChannelImportMetadata {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      throw fieldErrors({ import_metadata: ['Value must be valid JSON.'] });
    }
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    throw new ApiError(400, { import_metadata: { non_field_errors: ['Invalid data. Expected a dictionary.'] } });
  const given = value as Record<string, unknown>;
  const errors: Record<string, string[]> = {};
  const title = optionalText(given.title, 500, errors, 'title');
  if (title === undefined || title === null || title.trim() === '')
    errors.title = [title === undefined ? 'This field is required.' : 'This field may not be blank.'];
  const description = optionalText(given.description, 5000, errors, 'description');
  const copyright = optionalText(given.copyright, 500, errors, 'copyright');
  const mbid = optionalText(given.mbid, 36, errors, 'mbid');
  if (typeof mbid === 'string' && mbid !== '' && !UUID.test(mbid)) errors.mbid = ['Must be a valid UUID.'];
  let position: number | null | undefined;
  if (given.position !== undefined && given.position !== null && given.position !== '') {
    position = Number(given.position);
    if (!Number.isInteger(position)) errors.position = ['A valid integer is required.'];
    else if (position < 1) errors.position = ['Ensure this value is greater than or equal to 1.'];
  }
  let tags: string[] | undefined;
  if (given.tags !== undefined && given.tags !== null) {
    if (!Array.isArray(given.tags) || !given.tags.every((tag) => typeof tag === 'string'))
      errors.tags = ['Expected a list of items.'];
    else tags = (given.tags as string[]).map((tag) => tag.trim()).filter((tag) => tag !== '');
  }
  const license = given.license;
  if (license !== undefined && license !== null && !(LICENSE_CODES as readonly unknown[]).includes(license))
    errors.license = [`Object with code=${String(license)} does not exist.`];
  const cover = given.cover;
  if (cover !== undefined && cover !== null) {
    const uuid = typeof cover === 'string' ? parseUuid(cover) : null;
    const owned =
      uuid !== null && ctx.db.prepare('SELECT 1 FROM attachments WHERE uuid = ? AND owner_id = ?').get(uuid, user.id);
    if (!owned) errors.cover = [`Object with uuid=${String(cover)} does not exist.`];
  }
  let album: number | null | undefined;
  if (given.album !== undefined && given.album !== null && given.album !== '') {
    album = Number(given.album);
    const row = Number.isSafeInteger(album)
      ? (ctx.db.prepare('SELECT artist_id FROM albums WHERE id = ?').get(album) as { artist_id: number } | undefined)
      : undefined;
    if (!row) errors.album = [`Invalid pk "${String(given.album)}" - object does not exist.`];
    else if (row.artist_id !== channel.artist_id) errors.non_field_errors = ['Invalid album'];
  }
  if (Object.keys(errors).length > 0) throw new ApiError(400, { import_metadata: errors });
  return {
    title: (title as string).trim(),
    ...(description !== undefined ? { description } : {}),
    ...(copyright !== undefined ? { copyright } : {}),
    ...(mbid !== undefined ? { mbid } : {}),
    ...(position !== undefined ? { position } : {}),
    ...(tags !== undefined ? { tags } : {}),
    ...(license !== undefined ? { license: license as string | null } : {}),
    ...(cover !== undefined ? { cover: cover as string | null } : {}),
    ...(album !== undefined ? { album } : {}),
  };
}

export function channelUploadRoutes(app: FastifyInstance, ctx: PodContext): void {
  // A draft's metadata (the upload modal's details step). Anything but the owner's draft is a 404.
  apiRoute(app, ['PATCH', 'PUT'], 'uploads/:uuid/', async (request) => {
    const user = requireUser(request);
    const uuid = pathUuid(request);
    const row = ctx.db
      .prepare(
        `SELECT u.library_uuid FROM uploads u JOIN libraries l ON l.uuid = u.library_uuid
         WHERE u.uuid = ? AND l.owner_id = ? AND u.import_status = 'draft'`,
      )
      .get(uuid, user.id) as { library_uuid: string } | undefined;
    if (!row) throw notFound();
    const fields = bodyFields(request);
    const channel = channelOfLibrary(ctx, row.library_uuid);
    if (fields.import_metadata !== undefined) {
      const metadata =
        channel === null ? fields.import_metadata : channelImportMetadata(ctx, fields.import_metadata, channel, user);
      ctx.db.prepare('UPDATE uploads SET import_metadata = ? WHERE uuid = ?').run(JSON.stringify(metadata), uuid);
    }
    return serializeUploads(new View(ctx, request), [uuid])[0];
  });
}
