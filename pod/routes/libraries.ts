// The owner's library writes (ENDPOINTS §5, issue 18 lib18): `POST libraries/`, `PUT`/`PATCH`/`DELETE
// libraries/{uuid}/` and the follows a library received (`libraries/{uuid}/follows/`). The reads
// (`GET libraries/`, `libraries/{uuid}/`) stay in uploads.ts. A real 1.4 pod has all of these, so both
// modes answer the same.

import { rmSync } from 'node:fs';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUser } from '../auth';
import { filePath, type PodContext } from '../context';
import { bodyFields, charField } from '../http/body';
import { fieldErrors, notFound } from '../http/errors';
import { queryOf } from '../http/query';
import { apiRoute } from '../http/route';
import { isoDate, newUuid } from '../ids';
import { View } from '../serialize/common';
import { serializeLibraryFollows } from '../serialize/federation';
import { serializeOwnerLibraries } from '../serialize/libraries';
import { Conditions, orderBy, runList } from './list-query';
import { pathUuid } from './uploads';

/** A library's privacy levels: a real pod's LIBRARY_PRIVACY_LEVEL_CHOICES (no `followers`). */
const PRIVACY_LEVELS = ['me', 'instance', 'everyone'];
const NAME_MAX = 100;
const DESCRIPTION_MAX = 5000;

interface LibraryFields {
  name?: string;
  description?: string;
  privacy_level?: string;
}

/** DRF's LibraryForOwnerSerializer validation; `partial` is PATCH (nothing required). */
function libraryFields(request: FastifyRequest, partial: boolean): LibraryFields {
  const body = bodyFields(request);
  const errors: Record<string, string[]> = {};
  const out: LibraryFields = {};
  const { name, description, privacy_level: privacy } = body;
  const checkedName = charField(name, { partial, max: NAME_MAX }, errors, 'name');
  if (checkedName !== undefined) out.name = checkedName;
  if (description !== undefined) {
    // The model's description is nullable and may be blank; the demo pod stores both as ''.
    if (description === null) out.description = '';
    else if (typeof description !== 'string') errors.description = ['Not a valid string.'];
    else if (description.length > DESCRIPTION_MAX)
      errors.description = [`Ensure this field has no more than ${DESCRIPTION_MAX} characters.`];
    else out.description = description.trim();
  }
  if (privacy !== undefined) {
    if (typeof privacy !== 'string' || !PRIVACY_LEVELS.includes(privacy))
      errors.privacy_level = [`"${String(privacy)}" is not a valid choice.`];
    else out.privacy_level = privacy;
  }
  if (Object.keys(errors).length) throw fieldErrors(errors);
  return out;
}

/** The caller's own library (not a channel's); anyone else's is a 404, as the real view's queryset says. */
function ownLibrary(ctx: PodContext, request: FastifyRequest, userId: number): string {
  const uuid = pathUuid(request);
  if (
    !ctx.db
      .prepare('SELECT 1 FROM libraries WHERE uuid = ? AND owner_id = ? AND channel_uuid IS NULL')
      .get(uuid, userId)
  )
    throw notFound();
  return uuid;
}

export function librariesWriteRoutes(app: FastifyInstance, ctx: PodContext): void {
  apiRoute(app, 'POST', 'libraries/', async (request, reply) => {
    const user = requireUser(request);
    const fields = libraryFields(request, false);
    const uuid = newUuid();
    ctx.db
      .prepare(
        'INSERT INTO libraries (uuid, name, description, privacy_level, owner_id, channel_uuid, creation_date) VALUES (?, ?, ?, ?, ?, NULL, ?)',
      )
      .run(uuid, fields.name, fields.description ?? '', fields.privacy_level ?? 'me', user.id, isoDate());
    // A real pod answers the new library without its annotations: 0 and 0 (real-1.4/library_create.json).
    const [library] = serializeOwnerLibraries(new View(ctx, request), [uuid], { counted: false });
    return reply.code(201).send(library);
  });

  const update = (partial: boolean) => async (request: FastifyRequest) => {
    const user = requireUser(request);
    const uuid = ownLibrary(ctx, request, user.id);
    const fields = libraryFields(request, partial);
    for (const [column, value] of Object.entries(fields))
      ctx.db.prepare(`UPDATE libraries SET ${column} = ? WHERE uuid = ?`).run(value, uuid);
    return serializeOwnerLibraries(new View(ctx, request), [uuid])[0];
  };
  apiRoute(app, 'PUT', 'libraries/:uuid/', update(false));
  apiRoute(app, 'PATCH', 'libraries/:uuid/', update(true));

  // Its uploads go with it (the model's cascade), and the files the pod stored for them.
  apiRoute(app, 'DELETE', 'libraries/:uuid/', async (request, reply) => {
    const user = requireUser(request);
    const uuid = ownLibrary(ctx, request, user.id);
    const files = ctx.db.prepare("SELECT file FROM uploads WHERE root = 'data' AND library_uuid = ?").all(uuid) as {
      file: string;
    }[];
    ctx.db.prepare('DELETE FROM libraries WHERE uuid = ?').run(uuid);
    for (const { file } of files) rmSync(filePath(ctx, 'data', file), { force: true });
    return reply.code(204).send();
  });

  // The follows the owner's library received, every state (rejected ones too), newest first.
  apiRoute(app, 'GET', 'libraries/:uuid/follows/', async (request) => {
    const user = requireUser(request);
    const uuid = ownLibrary(ctx, request, user.id);
    const where = new Conditions();
    where.add('f.library_uuid = ?', uuid);
    return runList<string>(new View(ctx, request), request, {
      from: 'library_follows f',
      idColumn: 'f.uuid',
      where,
      order: orderBy(queryOf(request), {}, 'f.creation_date DESC, f.uuid', 'f.uuid'),
      serialize: (view, uuids) => serializeLibraryFollows(view, uuids),
    });
  });
}
