// `POST /api/v1/uploads/` as 1.4's web front sends a file (ENDPOINTS §5, real-1.4/NOTES): multipart
// `library` (uuid), `audio_file`, `import_reference`, `import_status` (draft|pending), `source`,
// optional `import_metadata` (a JSON string). Answered 201 in the shape of real-1.4/upload_create.json;
// a pending upload is imported in the background (pod/importer.ts). Every mode answers it (2.0 pods
// keep this path). A real pod reads the audio before it answers: in 1.4 mode a file it cannot read
// is a 500 with Django's HTML page, as a real 1.4 pod answers, and nothing is stored.

import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth';
import type { PodContext } from '../context';
import { ApiError, fieldErrors, notFound } from '../http/errors';
import { apiRoute } from '../http/route';
import { parseUuid } from '../ids';
import { importerOf, readAudio, type ImportMetadata } from '../importer';
import { View } from '../serialize/common';
import { serializeUploads } from '../serialize/uploads';
import { holdUploadAnswer } from './upload-limits';
import { checkedAudioFile, checkQuota, multipartOf, storeUpload } from './upload-store';
import {
  channelImportMetadata,
  channelOfLibrary,
  ownChannelLibrary,
  type ChannelImportMetadata,
} from './channel-uploads';

/** Django's page of an unhandled exception (DEBUG off). */
const SERVER_ERROR_PAGE =
  '\n<!doctype html>\n<html lang="en">\n<head>\n  <title>Server Error (500)</title>\n</head>\n<body>\n  <h1>Server Error (500)</h1><p></p>\n</body>\n</html>\n';

/** The model's `import_reference` (max 50), defaulted like a real pod when absent. */
const REFERENCE_MAX = 50;

function importMetadataOf(text: string | undefined): ImportMetadata {
  if (text === undefined || text.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw fieldErrors({ import_metadata: ['Invalid JSON'] });
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    throw fieldErrors({ import_metadata: ['Invalid JSON'] });
  // Only the title means the same here as on a real pod (its `album` is an album id, it has no artist).
  const title = (value as Record<string, unknown>).title;
  return typeof title === 'string' && title.trim() !== '' ? { title } : {};
}

export function uploadCreateRoute(app: FastifyInstance, ctx: PodContext): void {
  const importer = importerOf(app, ctx);
  apiRoute(
    app,
    'POST',
    'uploads/',
    async (request, reply) => {
      const user = requireUser(request);
      const { fields, files } = multipartOf(request);
      const field = (name: string) => fields.get(name)?.at(-1);
      const errors: Record<string, string[]> = {};

      // Field by field first, as DRF does; then the checks across fields.
      let audio: ReturnType<typeof checkedAudioFile> | null = null;
      try {
        audio = checkedAudioFile(fields, files, 'audio_file');
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        Object.assign(errors, error.body);
      }
      const libraryText = field('library')?.trim() || undefined;
      let library: string | null = null;
      if (libraryText !== undefined) {
        const uuid = parseUuid(libraryText);
        const own =
          uuid !== null &&
          ctx.db
            .prepare('SELECT 1 FROM libraries WHERE uuid = ? AND owner_id = ? AND channel_uuid IS NULL')
            .get(uuid, user.id);
        if (own) library = uuid;
        else errors.library = [`Object with uuid=${libraryText} does not exist.`];
      }
      const channelText = field('channel')?.trim() || undefined;
      // A channel's upload goes to the channel's library (pub19: channel-uploads.ts).
      let channel: { uuid: string; artist_id: number } | null = null;
      let channelLibrary: string | null = null;
      if (channelText !== undefined) {
        const own = ownChannelLibrary(ctx, user, channelText);
        if ('error' in own) errors.channel = [own.error];
        else {
          channelLibrary = own.library;
          channel = channelOfLibrary(ctx, own.library);
        }
      }
      const statusText = field('import_status') ?? 'pending';
      const status = statusText === 'draft' ? 'draft' : 'pending';
      if (statusText !== 'draft' && statusText !== 'pending')
        errors.import_status = [`"${statusText}" is not a valid choice.`];
      const reference = field('import_reference');
      if (reference !== undefined && reference.length > REFERENCE_MAX)
        errors.import_reference = [`Ensure this field has no more than ${REFERENCE_MAX} characters.`];
      let metadata: ImportMetadata | ChannelImportMetadata = {};
      try {
        metadata =
          channel === null
            ? importMetadataOf(field('import_metadata'))
            : channelImportMetadata(ctx, field('import_metadata') ?? {}, channel, user);
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        Object.assign(errors, error.body);
      }
      if (Object.keys(errors).length > 0 || audio === null) throw fieldErrors(errors);
      if (library !== null && channel !== null)
        throw fieldErrors({ non_field_errors: ['You may specify a channel or a library, not both'] });
      if (channelLibrary !== null) library = channelLibrary;
      if (library === null) throw fieldErrors({ non_field_errors: ['You need to specify a channel or a library'] });
      checkQuota(ctx, user, audio.file);

      const read = await readAudio(audio.file.data, audio.mimetype, audio.file.filename);
      if (read === null && ctx.mode === '1.4') throw new ApiError(500, SERVER_ERROR_PAGE, 'text/html; charset=utf-8');
      const uuid = storeUpload(ctx, importer, request, {
        owner: user,
        library,
        file: audio.file,
        extension: audio.extension,
        mimetype: audio.mimetype,
        importReference: reference === undefined || reference === '' ? crypto.randomUUID() : reference,
        status,
        metadata,
        duration: read?.duration ?? null,
        bitrate: read?.bitrate ?? null,
      });
      await holdUploadAnswer(ctx);
      const [upload] = serializeUploads(new View(ctx, request), [uuid]);
      // sw28: a reset (or a delete) while a test hook held the answer took the row away: the upload
      // is gone, so it is answered as any gone upload is (404), not with a TypeError.
      if (upload === undefined) throw notFound();
      // The create answer of a real pod has neither `filename` nor `channel` (real-1.4/upload_create.json).
      const { filename: _filename, channel: _channel, ...created } = upload as typeof upload & { channel?: unknown };
      return reply.code(201).send(created);
    },
    { versions: ctx.mode === '1.4' ? ['v1'] : ['v1', 'v2'] },
  );
}
