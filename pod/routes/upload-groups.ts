// Sending files (spec 01 §7): `POST /api/v2/upload-groups` makes a group and gives its upload URL;
// `POST {uploadUrl}` (multipart `{metadata, target, audioFile}`, optional `clientUploadId`) stores a
// file as a pending upload that the importer (pod/importer.ts) imports a moment later. Also the
// uploader's changes of ENDPOINTS §5: `DELETE uploads/{uuid}/`, `POST uploads/action/`, and the test
// hook `POST /__test__/quota`.

import { rmSync } from 'node:fs';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUser } from '../auth';
import { filePath, type PodContext } from '../context';
import { bodyFields, bodyOf } from '../http/body';
import { ApiError, fieldErrors, notFound } from '../http/errors';
import { originOf } from '../http/query';
import { apiRoute } from '../http/route';
import { isoDate, newUuid, parseUuid } from '../ids';
import { importerOf, originOfRequest, type Importer, type ImportMetadata } from '../importer';
import { checkedAudioFile, checkQuota, multipartOf, storeUpload } from './upload-store';
import { holdUploadAnswer } from './upload-limits';
import { pathUuid, uploadConditions, UPLOADS_FROM } from './uploads';

/** The multipart field naming the client's own id of an upload (see the README: a second send answers the first upload). */
const CLIENT_ID_FIELD = 'clientUploadId';

const uploadUrl = (request: FastifyRequest, guid: string) =>
  `${originOf(request)}/api/v2/upload-groups/${guid}/uploads`;

function parseJsonField(name: string, text: string | undefined): unknown {
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw fieldErrors({ [name]: ['Value must be valid JSON.'] });
  }
}

/** `metadata`: `{title, album, artist}`, where album and artist may also be `{name}` (or album `{title}`). */
function parseMetadata(text: string | undefined): ImportMetadata {
  const value = parseJsonField('metadata', text);
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value))
    throw fieldErrors({ metadata: ['Expected a dictionary of items.'] });
  const record = value as Record<string, unknown>;
  const name = (field: string, keys: string[]): string | undefined => {
    let item = record[field];
    if (item !== null && typeof item === 'object' && !Array.isArray(item)) {
      const named = item as Record<string, unknown>;
      item = keys.map((key) => named[key]).find((candidate) => candidate !== undefined);
    }
    if (item === undefined || item === null || item === '') return undefined;
    if (typeof item !== 'string') throw fieldErrors({ metadata: [`${field}: Not a valid string.`] });
    return item;
  };
  const metadata: ImportMetadata = {};
  const title = name('title', []);
  const album = name('album', ['name', 'title']);
  const artist = name('artist', ['name']);
  if (title !== undefined) metadata.title = title;
  if (album !== undefined) metadata.album = album;
  if (artist !== undefined) metadata.artist = artist;
  return metadata;
}

/** `target`: `{"library": "<uuid>"}` (JSON), or the bare library uuid; the library must be the caller's. */
function parseTarget(ctx: PodContext, text: string | undefined, userId: number): string {
  if (text === undefined || text.trim() === '') throw fieldErrors({ target: ['This field is required.'] });
  const bare = parseUuid(text.trim());
  let library: unknown = bare;
  if (bare === null) {
    const value = parseJsonField('target', text);
    if (typeof value !== 'object' || value === null || Array.isArray(value))
      throw fieldErrors({ target: ['Expected a dictionary of items.'] });
    library = (value as Record<string, unknown>).library;
    if (library === undefined || library === null || library === '')
      throw new ApiError(400, { target: { library: ['This field is required.'] } });
  }
  const uuid = typeof library === 'string' ? parseUuid(library) : null;
  if (uuid === null) throw new ApiError(400, { target: { library: ['Must be a valid UUID.'] } });
  const own = ctx.db
    .prepare('SELECT 1 FROM libraries WHERE uuid = ? AND owner_id = ? AND channel_uuid IS NULL')
    .get(uuid, userId);
  if (!own) throw new ApiError(400, { target: { library: [`Object with uuid=${uuid} does not exist.`] } });
  return uuid;
}

export function uploadGroupRoutes(app: FastifyInstance, ctx: PodContext): void {
  const importer = importerOf(app, ctx);
  // A 1.4 pod has no upload groups (real-1.4/NOTES): its v2 answers nothing, and v1 never had them.
  if (ctx.mode !== '1.4') groupRoutes(app, ctx, importer);
  ownerRoutes(app, ctx, importer);
}

function groupRoutes(app: FastifyInstance, ctx: PodContext, importer: Importer): void {
  // `{baseUrl?, name?}` → 201 `{guid, name, createdAt, uploadUrl}`.
  apiRoute(
    app,
    'POST',
    'upload-groups/',
    async (request, reply) => {
      const user = requireUser(request);
      const fields = bodyFields(request);
      const now = isoDate();
      const name =
        typeof fields.name === 'string' && fields.name.trim() !== '' ? fields.name.trim().slice(0, 255) : now;
      const baseUrl = typeof fields.baseUrl === 'string' ? fields.baseUrl : null;
      const guid = newUuid();
      ctx.db
        .prepare('INSERT INTO upload_groups (guid, owner_id, name, base_url, creation_date) VALUES (?, ?, ?, ?, ?)')
        .run(guid, user.id, name, baseUrl, now);
      return reply.code(201).send({ guid, name, createdAt: now, uploadUrl: uploadUrl(request, guid) });
    },
    { versions: ['v2'] },
  );

  // Multipart `{metadata, target, audioFile, clientUploadId?}` → 201 `{guid}` (the upload's uuid).
  apiRoute(
    app,
    'POST',
    'upload-groups/:guid/uploads/',
    async (request, reply) => {
      const user = requireUser(request);
      const guid = pathUuid(request, 'guid');
      const group = ctx.db.prepare('SELECT guid FROM upload_groups WHERE guid = ? AND owner_id = ?').get(guid, user.id);
      if (!group) throw notFound();
      const { fields, files } = multipartOf(request);
      const field = (name: string) => fields.get(name)?.at(-1);

      const clientId = field(CLIENT_ID_FIELD)?.trim() || undefined;
      if (clientId !== undefined && clientId.length > 100)
        throw fieldErrors({ [CLIENT_ID_FIELD]: ['Ensure this field has no more than 100 characters.'] });
      if (clientId !== undefined) {
        const first = ctx.db
          .prepare('SELECT uuid FROM uploads WHERE owner_id = ? AND client_upload_id = ?')
          .get(user.id, clientId) as { uuid: string } | undefined;
        if (first) return reply.code(201).send({ guid: first.uuid });
      }

      const metadata = parseMetadata(field('metadata'));
      const library = parseTarget(ctx, field('target'), user.id);
      const { file, extension, mimetype } = checkedAudioFile(fields, files, 'audioFile');
      checkQuota(ctx, user, file);
      const uuid = storeUpload(ctx, importer, request, {
        owner: user,
        library,
        file,
        extension,
        mimetype,
        importReference: guid,
        status: 'pending',
        metadata,
        group: guid,
        clientId: clientId ?? null,
      });
      await holdUploadAnswer(ctx);
      return reply.code(201).send({ guid: uuid });
    },
    { versions: ['v2'] },
  );
}

function ownerRoutes(app: FastifyInstance, ctx: PodContext, importer: Importer): void {
  // The owner's upload (else 404); its stored file goes too. The track stays, as on a real pod.
  apiRoute(app, 'DELETE', 'uploads/:uuid/', async (request, reply) => {
    const user = requireUser(request);
    const uuid = pathUuid(request);
    const row = ctx.db
      .prepare(`SELECT u.uuid FROM ${UPLOADS_FROM} WHERE u.uuid = ? AND l.owner_id = ?`)
      .get(uuid, user.id);
    if (!row) throw notFound();
    deleteUploads(ctx, [uuid]);
    return reply.code(204).send();
  });

  // `{action: "delete" | "relaunch_import", objects: "all" | [uuids], filters?}` → `{updated, action, result: null}`.
  apiRoute(app, 'POST', 'uploads/action/', async (request) => {
    const user = requireUser(request);
    const { action, objects, filters } = bodyFields(request);
    if (action === undefined || action === '') throw fieldErrors({ action: ['This field is required.'] });
    if (action === 'publish') {
      if (objects === 'all') throw fieldErrors({ non_field_errors: ['This action does not support "all"'] });
    } else if (action !== 'delete' && action !== 'relaunch_import') {
      throw fieldErrors({
        action: [`${JSON.stringify(action)} is not a valid action. Pick one of delete, relaunch_import, publish.`],
      });
    }
    if (objects === undefined) throw fieldErrors({ objects: ['This field is required.'] });
    const params = new URLSearchParams();
    if (filters !== undefined && filters !== null) {
      if (typeof filters !== 'object' || Array.isArray(filters)) throw fieldErrors({ filters: ['Invalid filters'] });
      for (const [name, value] of Object.entries(filters as Record<string, unknown>)) {
        for (const item of Array.isArray(value) ? value : [value]) params.append(name, String(item));
      }
    }
    const where = uploadConditions(ctx, request, user, params);
    if (Array.isArray(objects)) {
      const uuids = objects.map((item) => (typeof item === 'string' ? parseUuid(item) : null));
      if (uuids.some((item) => item === null)) throw fieldErrors({ objects: ['Invalid objects'] });
      where.add('u.uuid IN (SELECT value FROM json_each(?))', JSON.stringify(uuids));
    } else if (objects !== 'all') {
      throw fieldErrors({ objects: ['Invalid objects'] });
    }
    const matched = ctx.db
      .prepare(`SELECT u.uuid, u.import_status FROM ${UPLOADS_FROM} ${where.sql}`)
      .all(...where.params) as {
      uuid: string;
      import_status: string;
    }[];
    if (matched.length === 0) throw fieldErrors({ non_field_errors: ['No object matching your request'] });
    const uuids = matched.map((row) => row.uuid);
    if (action === 'delete') deleteUploads(ctx, uuids);
    else if (action === 'publish') {
      const drafts = matched.filter((row) => row.import_status === 'draft').map((row) => row.uuid);
      setPending(ctx, drafts);
      for (const uuid of drafts) importer.schedule(uuid, originOfRequest(request));
    } else {
      // A real pod relaunches the pending, skipped and errored ones (finished uploads stay as they are).
      const again = matched
        .filter((row) => ['pending', 'skipped', 'errored'].includes(row.import_status))
        .map((row) => row.uuid);
      setPending(ctx, again);
      for (const uuid of again) importer.schedule(uuid, originOfRequest(request));
    }
    return { updated: matched.length, action, result: null };
  });
}

function setPending(ctx: PodContext, uuids: string[]): void {
  ctx.db
    .prepare(
      "UPDATE uploads SET import_status = 'pending', import_details = NULL, import_date = NULL WHERE uuid IN (SELECT value FROM json_each(?))",
    )
    .run(JSON.stringify(uuids));
}

/** Deletes uploads and the files the pod stored for them (never the catalogue's). */
function deleteUploads(ctx: PodContext, uuids: string[]): void {
  const list = JSON.stringify(uuids);
  const files = ctx.db
    .prepare("SELECT file FROM uploads WHERE root = 'data' AND uuid IN (SELECT value FROM json_each(?))")
    .all(list) as {
    file: string;
  }[];
  ctx.db.prepare('DELETE FROM uploads WHERE uuid IN (SELECT value FROM json_each(?))').run(list);
  for (const { file } of files) rmSync(filePath(ctx, 'data', file), { force: true });
}

/** Test hooks only: `POST /__test__/quota {username, megabytes}` sets a user's upload quota (null: the pod's default) → 204. */
export function uploadTestRoutes(app: FastifyInstance, ctx: PodContext): void {
  app.post('/__test__/quota', async (request, reply) => {
    const body = bodyOf(request);
    const value = body?.kind === 'json' ? (body.value as Record<string, unknown> | null) : null;
    const username = value?.username;
    const megabytes = value?.megabytes;
    if (typeof username !== 'string') throw fieldErrors({ username: ['This field is required.'] });
    if (megabytes !== null && (typeof megabytes !== 'number' || !Number.isFinite(megabytes) || megabytes < 0)) {
      throw fieldErrors({ megabytes: ['A number of MB (0 or more), or null for the pod default.'] });
    }
    const changed = ctx.db
      .prepare('UPDATE users SET upload_quota = ? WHERE username = ?')
      .run(megabytes, username).changes;
    if (changed === 0) throw fieldErrors({ username: [`No user "${username}".`] });
    return reply.code(204).send();
  });
}
