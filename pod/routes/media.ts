// Bytes: audio (`listen/{track uuid}/`) and cover art (`/media/...`).

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { uploadPlayable } from '../access';
import { userOfListenToken, type Auth } from '../auth';
import { filePath, type PodContext } from '../context';
import { badRequest, detail, notAuthenticated, notFound } from '../http/errors';
import { sendFile } from '../http/files';
import { queryOf, textParam } from '../http/query';
import { apiRoute } from '../http/route';
import { parseUuid } from '../ids';
import type { AttachmentRow } from '../serialize/common';
import type { TrackRow, UploadRow } from '../serialize/tracks';
import { readPreference } from '../settings';

/** Who listens: a `?token=` (listen token or OAuth access token) wins over the session; a bad token is a 401. */
function listener(ctx: PodContext, request: FastifyRequest): Auth['user'] {
  const token = textParam(queryOf(request), 'token');
  if (token !== undefined) {
    // An OAuth access token in `?token=` was recognised by the auth hook already (ENDPOINTS §1b).
    const user = userOfListenToken(ctx, token) ?? (request.auth.via === 'bearer' ? request.auth.user : null);
    if (!user) throw detail(401, 'Invalid token');
    return user;
  }
  return request.auth.user;
}

/** The upload to send: the one asked for, else the first; only uploads the listener may play. */
function pickUpload(ctx: PodContext, track: TrackRow, uploadParam: string | undefined, user: Auth['user']): UploadRow {
  const playable = uploadPlayable('u', user);
  if (uploadParam !== undefined) {
    const uuid = parseUuid(uploadParam);
    if (!uuid) throw badRequest(`"${uploadParam.slice(0, 40)}" is not a valid UUID.`);
    const upload = ctx.db
      .prepare(`SELECT * FROM uploads u WHERE u.uuid = ? AND u.track_id = ? AND ${playable}`)
      .get(uuid, track.id) as UploadRow | undefined;
    if (!upload) throw notFound();
    return upload;
  }
  const upload = ctx.db
    .prepare(`SELECT * FROM uploads u WHERE u.track_id = ? AND ${playable} ORDER BY u.creation_date, u.uuid LIMIT 1`)
    .get(track.id) as UploadRow | undefined;
  if (!upload) throw notFound();
  return upload;
}

/**
 * The file to send for `to` and `max_bitrate`: transcoding to MP3 (or down to a lower bitrate) is
 * answered with the upload's MP3 twin; other formats are not transcoded and get the original.
 */
function pickFile(upload: UploadRow, params: URLSearchParams): { file: string; mimetype: string; extension: string } {
  const original = { file: upload.file, mimetype: upload.mimetype, extension: upload.extension };
  if (!upload.mp3_file || upload.extension === 'mp3') return original;
  const twin = { file: upload.mp3_file, mimetype: 'audio/mpeg', extension: 'mp3' };
  if (textParam(params, 'to') === 'mp3') return twin;
  const maxBitrate = Number(textParam(params, 'max_bitrate'));
  if (Number.isFinite(maxBitrate) && maxBitrate > 0 && (upload.bitrate ?? 0) > maxBitrate * 1000) {
    if ((upload.mp3_bitrate ?? Infinity) <= maxBitrate * 1000) return twin;
  }
  return original;
}

/** `attachment; filename*=UTF-8''Artist - Album - Title.ext`, as a real pod names downloads. */
function disposition(ctx: PodContext, track: TrackRow, extension: string): string {
  const names = ctx.db
    .prepare(
      `SELECT ar.name AS artist, al.title AS album
       FROM tracks t JOIN artists ar ON ar.id = t.artist_id LEFT JOIN albums al ON al.id = t.album_id WHERE t.id = ?`,
    )
    .get(track.id) as { artist: string; album: string | null };
  const name = [names.artist, names.album, track.title].filter((part) => part !== null).join(' - ');
  return `attachment; filename*=UTF-8''${encodeURIComponent(`${name}.${extension}`)}`;
}

const IMAGE_NAME = /^([0-9a-f-]{36})(?:-crop-(\d+)x\d+)?\.(jpg|png)$/;

export function mediaRoutes(app: FastifyInstance, ctx: PodContext): void {
  apiRoute(app, 'GET', 'listen/:uuid/', async (request, reply) => {
    const params = queryOf(request);
    const user = listener(ctx, request);
    if (!user && readPreference(ctx.db, 'common__api_authentication_required') === true) throw notAuthenticated();
    const raw = (request.params as { uuid: string }).uuid;
    const uuid = parseUuid(raw);
    if (!uuid) throw badRequest(`"${raw.slice(0, 40)}" is not a valid UUID.`);
    const track = ctx.db.prepare('SELECT * FROM tracks WHERE uuid = ?').get(uuid) as TrackRow | undefined;
    if (!track) throw notFound();
    const upload = pickUpload(ctx, track, textParam(params, 'upload'), user);
    const file = pickFile(upload, params);
    const range = request.headers.range;
    if (request.method === 'GET' && (range === undefined || /^bytes=0-/.test(range))) {
      ctx.db.prepare('UPDATE tracks SET downloads_count = downloads_count + 1 WHERE id = ?').run(track.id);
    }
    return sendFile(request, reply, filePath(ctx, upload.root, file.file), {
      contentType: file.mimetype,
      cacheControl: 'private, max-age=3600',
      disposition: params.get('download') === 'false' ? undefined : disposition(ctx, track, file.extension),
    });
  });

  const image = async (request: FastifyRequest, reply: FastifyReply) => {
    const match = IMAGE_NAME.exec((request.params as { name: string }).name);
    if (!match) throw notFound();
    const row = ctx.db.prepare('SELECT * FROM attachments WHERE uuid = ?').get(match[1]) as AttachmentRow | undefined;
    if (!row) throw notFound();
    const small = match[2] !== undefined && Number(match[2]) <= 200 && row.small_file !== null;
    return sendFile(request, reply, filePath(ctx, row.root, small ? row.small_file! : row.file), {
      contentType: row.mimetype,
      cacheControl: 'public, max-age=86400',
    });
  };
  app.get('/media/attachments/:name', image);
  app.get('/media/__sized__/attachments/:name', image);
}
