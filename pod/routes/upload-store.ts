// Storing a sent file as an upload, shared by both ways of sending one: the v2 upload groups
// (upload-groups.ts) and `POST /api/v1/uploads/` as 1.4's web front sends it (upload-create.ts).
// The checks a real pod makes of the file itself (there, model validators on `audio_file`) and of the
// quota are here; each route words its own fields.

import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, extname } from 'node:path';
import type { FastifyRequest } from 'fastify';
import { filePath, type PodContext } from '../context';
import { bodyOf, type UploadedFile } from '../http/body';
import { badRequest, fieldErrors } from '../http/errors';
import { isoDate, newUuid } from '../ids';
import { AUDIO_TYPES, originOfRequest, type Importer, type ImportMetadata } from '../importer';
import { quotaStatus } from '../serialize/users';
import type { UserRow } from '../users';

const MB = 1000 * 1000;
const ALLOWED = Object.keys(AUDIO_TYPES).sort();

/** The fields and files of a multipart body (none for another kind of body). */
export function multipartOf(request: FastifyRequest): {
  fields: Map<string, string[]>;
  files: Map<string, UploadedFile[]>;
} {
  const body = bodyOf(request);
  if (body?.kind === 'invalid') throw badRequest(body.message);
  if (body?.kind === 'form') return body;
  return { fields: new Map(), files: new Map() };
}

/** The file of a multipart field, checked as a real pod checks `audio_file`: present, not empty, an allowed extension. */
export function checkedAudioFile(
  fields: Map<string, string[]>,
  files: Map<string, UploadedFile[]>,
  name: string,
): { file: UploadedFile; extension: string; mimetype: string } {
  const file = files.get(name)?.at(-1);
  if (!file) {
    throw fieldErrors({
      [name]: [
        fields.has(name)
          ? 'The submitted data was not a file. Check the encoding type on the form.'
          : 'No file was submitted.',
      ],
    });
  }
  if (file.data.length === 0) throw fieldErrors({ [name]: ['The submitted file is empty.'] });
  const extension = extname(file.filename).slice(1).toLowerCase();
  const mimetype = AUDIO_TYPES[extension];
  if (mimetype === undefined) {
    throw fieldErrors({
      [name]: [`File extension “${extension}” is not allowed. Allowed extensions are: ${ALLOWED.join(', ')}.`],
    });
  }
  return { file, extension, mimetype };
}

/** A real pod's refusal of a file larger than what is left of the user's quota. */
export function checkQuota(ctx: PodContext, user: Pick<UserRow, 'id' | 'upload_quota'>, file: UploadedFile): void {
  if (file.data.length / MB > quotaStatus(ctx, user).remaining)
    throw fieldErrors({ non_field_errors: ['upload_quota_reached'] });
}

interface StoredUpload {
  owner: { id: number };
  library: string;
  file: UploadedFile;
  extension: string;
  mimetype: string;
  importReference: string;
  /** `draft` waits for a publish (uploads/action/); `pending` is imported a moment later. */
  status: 'draft' | 'pending';
  /** The client's metadata: a library upload's `{title, album, artist}`, or a channel upload's (channel-uploads.ts). */
  metadata?: ImportMetadata | object;
  group?: string | null;
  clientId?: string | null;
  duration?: number | null;
  bitrate?: number | null;
}

/** Writes the file and its row; a pending upload's import is scheduled. Returns the upload's uuid. */
export function storeUpload(
  ctx: PodContext,
  importer: Importer,
  request: FastifyRequest,
  upload: StoredUpload,
): string {
  const uuid = newUuid();
  const stored = `media/uploads/${uuid}.${upload.extension}`;
  const path = filePath(ctx, 'data', stored);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, upload.file.data);
  try {
    ctx.db
      .prepare(
        `INSERT INTO uploads (uuid, track_id, library_uuid, owner_id, root, file, filename, mimetype, extension, size, duration, bitrate,
           import_status, import_details, import_reference, creation_date, upload_group, import_metadata, client_upload_id)
         VALUES (?, NULL, ?, ?, 'data', ?, ?, ?, ?, ?, ?, ?, ?, NULL, ?, ?, ?, ?, ?)`,
      )
      .run(
        uuid,
        upload.library,
        upload.owner.id,
        stored,
        upload.file.filename,
        upload.mimetype,
        upload.extension,
        upload.file.data.length,
        upload.duration ?? null,
        upload.bitrate ?? null,
        upload.status,
        upload.importReference,
        isoDate(),
        upload.group ?? null,
        JSON.stringify(upload.metadata ?? {}),
        upload.clientId ?? null,
      );
  } catch (error) {
    rmSync(path, { force: true });
    throw error;
  }
  if (upload.status === 'pending') importer.schedule(uuid, originOfRequest(request));
  return uuid;
}
