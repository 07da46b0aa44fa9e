// Custom radios, the owner's side (ENDPOINTS §8): create, update, delete, and `validate/`, which the
// radio builder asks for each filter's candidates. As a real pod's RadioViewSet: writes need a user,
// another's radio is a 404 (OwnerPermission), the filters are checked by the filter registry and
// stored cleaned (artist ids sorted; their `names` are added when serialized).

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUser } from '../auth';
import type { PodContext } from '../context';
import { bodyFields, charField } from '../http/body';
import { ApiError, fieldErrors, notFound } from '../http/errors';
import { parseId } from '../http/query';
import { apiRoute } from '../http/route';
import { isoDate } from '../ids';
import { View } from '../serialize/common';
import { serializeRadios } from '../serialize/radios';
import { serializeTracks } from '../serialize/tracks';
import { filtersSql, parseFilter, TRACKS_FROM, type RadioFilter } from './radio-candidates';
import { Conditions } from './list-query';

const NAME_MAX = 100;
/** A real pod's `filters.test`: the first tracks (by id) a filter selects. */
const SAMPLE_SIZE = 10;

/** A filter as the registry validates it: its message when it is not one. */
function checkFilter(ctx: PodContext, value: unknown): RadioFilter | string {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const type = (value as Record<string, unknown>).type;
    if (type !== 'tag' && type !== 'artist') return `Invalid type "${String(type).slice(0, 40)}"`;
  }
  const filter = parseFilter(value);
  if (typeof filter === 'string' || filter.type !== 'artist') return filter;
  const known = new Set(
    (
      ctx.db
        .prepare('SELECT id FROM artists WHERE id IN (SELECT value FROM json_each(?))')
        .all(JSON.stringify(filter.ids)) as { id: number }[]
    ).map((row) => row.id),
  );
  const missing = filter.ids.filter((id) => !known.has(id));
  if (missing.length > 0) return `No artist matching ids "{${missing.join(', ')}}"`;
  return { ...filter, ids: [...new Set(filter.ids)].sort((a, b) => a - b) };
}

function booleanField(value: unknown): boolean | null {
  if (value === true || value === 1 || (typeof value === 'string' && ['true', 'True', '1'].includes(value)))
    return true;
  if (value === false || value === 0 || (typeof value === 'string' && ['false', 'False', '0'].includes(value)))
    return false;
  return null;
}

interface RadioFields {
  name?: string;
  description?: string;
  is_public?: boolean;
  config?: RadioFilter[];
}

/** The RadioSerializer's validation; `partial` is PATCH (nothing required). */
function radioFields(ctx: PodContext, request: FastifyRequest, partial: boolean): RadioFields {
  const body = bodyFields(request);
  const errors: Record<string, string[]> = {};
  const out: RadioFields = {};
  const { name, description, is_public: isPublic, config } = body;
  const checkedName = charField(name, { partial, max: NAME_MAX }, errors, 'name');
  if (checkedName !== undefined) out.name = checkedName;
  if (description !== undefined) {
    if (typeof description !== 'string') errors.description = ['Not a valid string.'];
    else out.description = description.trim();
  }
  if (isPublic !== undefined) {
    const flag = booleanField(isPublic);
    if (flag === null) errors.is_public = ['Must be a valid boolean.'];
    else out.is_public = flag;
  }
  if (config === undefined) {
    if (!partial) errors.config = ['This field is required.'];
  } else if (config === null) errors.config = ['This field may not be null.'];
  else if (!Array.isArray(config)) errors.config = ['A radio needs a list of filters.'];
  else {
    const checked = config.map((item) => checkFilter(ctx, item));
    const problems = checked.filter((item): item is string => typeof item === 'string');
    if (problems.length > 0) errors.config = problems;
    else out.config = checked as RadioFilter[];
  }
  if (Object.keys(errors).length) throw fieldErrors(errors);
  return out;
}

/** The radio of the path if the caller owns it; a radio of someone else is a 404 even when public. */
function ownRadio(ctx: PodContext, request: FastifyRequest): number {
  const user = requireUser(request);
  const id = parseId((request.params as { id: string }).id);
  const row = ctx.db.prepare('SELECT user_id FROM radios WHERE id = ?').get(id) as { user_id: number } | undefined;
  if (!row || row.user_id !== user.id) throw notFound();
  return id;
}

export function radioWriteRoutes(app: FastifyInstance, ctx: PodContext): void {
  apiRoute(app, 'POST', 'radios/radios/', async (request, reply) => {
    const user = requireUser(request);
    const fields = radioFields(ctx, request, false);
    const id = Number(
      ctx.db
        .prepare(
          'INSERT INTO radios (user_id, name, description, is_public, config, creation_date) VALUES (?, ?, ?, ?, ?, ?)',
        )
        .run(
          user.id,
          fields.name,
          fields.description ?? '',
          fields.is_public ? 1 : 0,
          JSON.stringify(fields.config),
          isoDate(),
        ).lastInsertRowid,
    );
    return reply.code(201).send(serializeRadios(new View(ctx, request), [id])[0]);
  });

  const update = (partial: boolean) => async (request: FastifyRequest) => {
    const id = ownRadio(ctx, request);
    const fields = radioFields(ctx, request, partial);
    const columns: [string, unknown][] = [
      ['name', fields.name],
      ['description', fields.description],
      ['is_public', fields.is_public === undefined ? undefined : fields.is_public ? 1 : 0],
      ['config', fields.config === undefined ? undefined : JSON.stringify(fields.config)],
    ];
    const sets = columns.filter(([, value]) => value !== undefined);
    if (sets.length > 0)
      ctx.db
        .prepare(`UPDATE radios SET ${sets.map(([column]) => `${column} = ?`).join(', ')} WHERE id = ?`)
        .run(...sets.map(([, value]) => value), id);
    return serializeRadios(new View(ctx, request), [id])[0];
  };
  apiRoute(app, 'PUT', 'radios/radios/:id/', update(false));
  apiRoute(app, 'PATCH', 'radios/radios/:id/', update(true));

  // Its sessions stay, without their radio (custom_radio_id ON DELETE SET NULL).
  apiRoute(app, 'DELETE', 'radios/radios/:id/', async (request, reply) => {
    const id = ownRadio(ctx, request);
    ctx.db.prepare('DELETE FROM radios WHERE id = ?').run(id);
    return reply.code(204).send();
  });

  // `{filters: [filter]}` → `{filters: [{errors, candidates: {count, sample}}]}`, each filter on its
  // own, over every track as a real pod's `filters.test` does (not only the caller's playable ones);
  // a filter it refuses has `count` and `sample` null.
  apiRoute(app, 'POST', 'radios/radios/validate/', async (request) => {
    requireUser(request);
    const body = bodyFields(request);
    if (!Array.isArray(body.filters)) throw new ApiError(400, { error: 'You must provide a filters list' });
    const view = new View(ctx, request);
    return {
      filters: body.filters.map((item: unknown) => {
        const filter = checkFilter(ctx, item);
        if (typeof filter === 'string') return { errors: [filter], candidates: { count: null, sample: null } };
        const where = new Conditions();
        const condition = filtersSql([filter]);
        where.add(condition.sql, ...condition.params);
        const ids = (
          ctx.db.prepare(`SELECT t.id FROM ${TRACKS_FROM} ${where.sql} ORDER BY t.id`).all(...where.params) as {
            id: number;
          }[]
        ).map((row) => row.id);
        const sample = ids.slice(0, SAMPLE_SIZE);
        return {
          errors: [],
          candidates: {
            count: ids.length,
            sample: serializeTracks(view, sample, { detail: false }),
          },
        };
      }),
    };
  });
}
