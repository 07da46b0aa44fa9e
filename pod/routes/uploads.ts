// The uploader's side (ENDPOINTS §5): `libraries/` and `uploads/`.

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { libraryViewable, uploadPlayable } from '../access';
import { assertCanRead, requireUser } from '../auth';
import type { PodContext } from '../context';
import { notFound } from '../http/errors';
import { boolParam, queryOf, textParam } from '../http/query';
import { apiRoute } from '../http/route';
import { View } from '../serialize/common';
import { serializeOwnerLibraries } from '../serialize/libraries';
import { serializeUploads } from '../serialize/uploads';
import { uploadCreateRoute } from './upload-create';
import { installUploadLimit } from './upload-limits';
import {
  addIncludeChannels,
  addTextSearch,
  Conditions,
  orderBy,
  resolveScope,
  runList,
  scopeCondition,
  uuidParam,
} from './list-query';

/** A path uuid: a malformed one is a 400 (see the README's differences), an unknown one a 404. */
export function pathUuid(request: FastifyRequest, name = 'uuid'): string {
  return uuidParam(new URLSearchParams({ [name]: (request.params as Record<string, string>)[name] ?? '' }), name) ?? '';
}

function listLibraries(ctx: PodContext, request: FastifyRequest) {
  const params = queryOf(request);
  const where = new Conditions();
  where.add('l.channel_uuid IS NULL');
  where.add(libraryViewable('l', request.auth.user));
  addTextSearch(where, textParam(params, 'q'), ['l.name']);
  const privacy = textParam(params, 'privacy_level');
  if (privacy !== undefined) where.add('l.privacy_level = ?', privacy);
  const scope = resolveScope(ctx, request);
  if (scope !== null) {
    const condition = scopeCondition(scope, 'l.owner_id');
    where.add(condition.sql, ...condition.params);
  }
  const fields = { creation_date: 'l.creation_date', name: 'fold(l.name)' };
  return runList<string>(new View(ctx, request), request, {
    from: 'libraries l',
    idColumn: 'l.uuid',
    where,
    order: orderBy(params, fields, 'l.creation_date DESC, l.uuid', 'l.uuid'),
    serialize: (view, uuids) => serializeOwnerLibraries(view, uuids),
  });
}

/**
 * `q` of `uploads/`: `key:value` tokens (`status`, `artist`, `album`, `title`, `mimetype`; values may
 * be quoted) filter exactly (ignoring case); other words are searched in titles and artist names.
 */
function addUploadSearch(where: Conditions, q: string | undefined): void {
  if (q === undefined) return;
  const filters: Record<string, string> = {
    status: 'u.import_status',
    artist: 'ar.name',
    album: 'al.title',
    title: 't.title',
    mimetype: 'u.mimetype',
  };
  const words: string[] = [];
  for (const match of q.matchAll(/(\w+):"([^"]*)"|(\w+):(\S+)|"([^"]*)"|(\S+)/g)) {
    const key = (match[1] ?? match[3])?.toLowerCase();
    const value = match[2] ?? match[4];
    if (key !== undefined && value !== undefined && filters[key]) where.add(`fold(${filters[key]}) = fold(?)`, value);
    else words.push(match[5] ?? match[0]);
  }
  addTextSearch(where, words.join(' '), ['t.title', 'ar.name', 'al.title', 'aar.name']);
}

/** The FROM clause of the caller's uploads (`u`), with their library, track, artist, album and album artist. */
export const UPLOADS_FROM = `uploads u JOIN libraries l ON l.uuid = u.library_uuid LEFT JOIN tracks t ON t.id = u.track_id
           LEFT JOIN artists ar ON ar.id = t.artist_id LEFT JOIN albums al ON al.id = t.album_id LEFT JOIN artists aar ON aar.id = al.artist_id`;

/**
 * The filters of `uploads/` on the user's own uploads: from the query string, or (the `filters` of
 * `uploads/action/`) from `params`; `scope` and `include_channels` are read from the query string.
 */
export function uploadConditions(
  ctx: PodContext,
  request: FastifyRequest,
  user: { id: number },
  params: URLSearchParams,
): Conditions {
  const where = new Conditions();
  where.add('l.owner_id = ?', user.id);
  addIncludeChannels(where, request, 'ar.channel_uuid');
  const library = uuidParam(params, 'library');
  if (library !== undefined) where.add('u.library_uuid = ?', library);
  const channel = uuidParam(params, 'channel');
  if (channel !== undefined) where.add('l.channel_uuid = ?', channel);
  for (const [name, column] of [
    ['track', 't.uuid'],
    ['track_artist', 'ar.uuid'],
    ['album_artist', 'aar.uuid'],
  ] as const) {
    const uuid = uuidParam(params, name);
    if (uuid !== undefined) where.add(`${column} = ?`, uuid);
  }
  const statuses = params.getAll('import_status').filter(Boolean);
  if (statuses.length) where.add('u.import_status IN (SELECT value FROM json_each(?))', JSON.stringify(statuses));
  for (const [name, column] of [
    ['import_reference', 'u.import_reference'],
    ['mimetype', 'u.mimetype'],
  ] as const) {
    const value = textParam(params, name);
    if (value !== undefined) where.add(`${column} = ?`, value);
  }
  const playable = boolParam(params, 'playable');
  if (playable !== undefined) where.add(`${playable ? '' : 'NOT '}${uploadPlayable('u', user)}`);
  const scope = resolveScope(ctx, request);
  if (scope !== null) {
    const condition = scopeCondition(scope, 'l.owner_id');
    where.add(condition.sql, ...condition.params);
  }
  addUploadSearch(where, textParam(params, 'q'));
  return where;
}

function listUploads(ctx: PodContext, request: FastifyRequest) {
  const user = requireUser(request);
  const params = queryOf(request);
  const where = uploadConditions(ctx, request, user, params);
  const fields = {
    creation_date: 'u.creation_date',
    import_date: 'u.import_date',
    bitrate: 'u.bitrate',
    size: 'u.size',
    artist__name: 'fold(ar.name)',
  };
  return runList<string>(new View(ctx, request), request, {
    from: UPLOADS_FROM,
    idColumn: 'u.uuid',
    where,
    order: orderBy(params, fields, 'u.creation_date DESC, u.uuid', 'u.uuid'),
    serialize: (view, uuids) => serializeUploads(view, uuids),
  });
}

export function uploadRoutes(app: FastifyInstance, ctx: PodContext): void {
  // The front server's size limit comes before anything of the pod (upload-limits.ts).
  installUploadLimit(app, ctx);
  apiRoute(app, 'GET', 'libraries/', async (request) => {
    assertCanRead(ctx, request);
    return listLibraries(ctx, request);
  });
  // Like a real pod, one library can be read by uuid by anyone (channels' libraries are not libraries here).
  apiRoute(app, 'GET', 'libraries/:uuid/', async (request) => {
    assertCanRead(ctx, request);
    const uuid = pathUuid(request);
    if (!ctx.db.prepare('SELECT 1 FROM libraries WHERE uuid = ? AND channel_uuid IS NULL').get(uuid)) throw notFound();
    return serializeOwnerLibraries(new View(ctx, request), [uuid])[0];
  });

  // Sending a file as 1.4's web front does (upload-create.ts).
  uploadCreateRoute(app, ctx);
  // The caller's own uploads. (A real pod's list fails for anonymous callers; the demo pod says 401.)
  apiRoute(app, 'GET', 'uploads/', async (request) => listUploads(ctx, request));
  // One upload: the owner's in any status; someone else's when the caller may play it, as on a real pod.
  apiRoute(app, 'GET', 'uploads/:uuid/', async (request) => {
    assertCanRead(ctx, request);
    const uuid = pathUuid(request);
    const viewer = request.auth.user;
    const visible = ctx.db
      .prepare(`SELECT 1 FROM uploads u WHERE u.uuid = ? AND (u.owner_id = ? OR ${uploadPlayable('u', viewer)})`)
      .get(uuid, viewer?.id ?? -1);
    if (!visible) throw notFound();
    return serializeUploads(new View(ctx, request), [uuid])[0];
  });
}
