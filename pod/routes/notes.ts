// Moderators' internal notes (ENDPOINTS §13): `manage/moderation/notes/` list, create, get and delete.
// A note is on a report or sign-up request (`{type, uuid}`) or an account (`{type:"account",
// full_username}`). The list takes `q`: words searched in the text plus the smart-search tokens
// `uuid:` and `target:<type>:<uuid or full username>` (how a screen asks for one account's notes).
// Reports and requests embed their notes, oldest first, without `target` (notesOf).

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requirePermission } from '../auth';
import type { PodContext } from '../context';
import { bodyFields } from '../http/body';
import { fieldErrors, notFound } from '../http/errors';
import { queryOf, textParam } from '../http/query';
import { apiRoute } from '../http/route';
import { isoDate, newUuid, parseUuid } from '../ids';
import { idList, View } from '../serialize/common';
import { addTextSearch, Conditions, orderBy, runList, uuidParam } from './list-query';
import { manageActor } from '../serialize/manage-accounts';

export type NoteTargetType = 'report' | 'request' | 'account';

interface NoteRow {
  id: number;
  uuid: string;
  summary: string;
  author_id: number | null;
  target_type: NoteTargetType;
  target_ref: string;
  creation_date: string;
}

function baseNote(view: View, row: NoteRow) {
  return {
    id: row.id,
    uuid: row.uuid,
    creation_date: row.creation_date,
    summary: row.summary,
    author: manageActor(view, row.author_id),
  };
}

function targetOf(row: NoteRow) {
  return row.target_type === 'account'
    ? { type: 'account', full_username: row.target_ref }
    : { type: row.target_type, uuid: row.target_ref };
}

/** The notes embedded in a report or request answer, oldest first. */
export function notesOf(view: View, type: NoteTargetType, ref: string) {
  const rows = view.db
    .prepare('SELECT * FROM notes WHERE target_type = ? AND target_ref = ? ORDER BY creation_date, id')
    .all(type, ref) as NoteRow[];
  return rows.map((row) => baseNote(view, row));
}

function serializeNotes(view: View, ids: readonly number[]) {
  const rows = view.db
    .prepare('SELECT * FROM notes WHERE id IN (SELECT value FROM json_each(?))')
    .all(idList(ids)) as NoteRow[];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [{ ...baseNote(view, row), target: targetOf(row) }] : [];
  });
}

function tableExists(ctx: PodContext, name: string): boolean {
  return ctx.db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(name) !== undefined;
}

/** `target` of a new note, checked against what the pod holds: `[type, ref]`. */
function resolveTarget(ctx: PodContext, request: FastifyRequest, value: unknown): [NoteTargetType, string] {
  if (value === undefined) throw fieldErrors({ target: ['This field is required.'] });
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw fieldErrors({ target: ['Invalid data'] });
  const target = value as Record<string, unknown>;
  if (target.type === 'report' || target.type === 'request') {
    const uuid = typeof target.uuid === 'string' ? parseUuid(target.uuid) : null;
    if (!uuid) throw fieldErrors({ target: ['Invalid uuid'] });
    // Sign-up requests live in accounts22's `user_requests` table (absent until that part is merged).
    const table = target.type === 'report' ? 'reports' : 'user_requests';
    const found = tableExists(ctx, table) && ctx.db.prepare(`SELECT 1 FROM ${table} WHERE uuid = ?`).get(uuid);
    if (!found) throw fieldErrors({ target: ['Object not found'] });
    return [target.type, uuid];
  }
  if (target.type === 'account') {
    const fullUsername = typeof target.full_username === 'string' ? target.full_username : '';
    const [username, domain, ...rest] = fullUsername.split('@');
    const host = new View(ctx, request).host;
    const user =
      username && domain && rest.length === 0
        ? (ctx.db
            .prepare(
              `SELECT u.username, coalesce(ra.domain, ?) AS domain FROM users u
               LEFT JOIN remote_actors ra ON ra.user_id = u.id
               WHERE u.username = ? COLLATE NOCASE AND coalesce(ra.domain, ?) = ? COLLATE NOCASE`,
            )
            .get(host, username, host, domain) as { username: string; domain: string } | undefined)
        : undefined;
    if (!user) throw fieldErrors({ target: ['Object not found'] });
    return ['account', `${user.username}@${user.domain}`];
  }
  throw fieldErrors({ target: ['Invalid type'] });
}

/** Smart-search tokens of `q` (`uuid:`, `target:type:ref`); the other words search the text. */
function addNoteSearch(where: Conditions, q: string | undefined): void {
  const words: string[] = [];
  for (const token of (q ?? '').split(/\s+/).filter(Boolean)) {
    const target = /^target:(report|request|account):(.+)$/.exec(token);
    const uuid = /^uuid:(.+)$/.exec(token);
    if (target) where.add('n.target_type = ? AND n.target_ref = ? COLLATE NOCASE', target[1], target[2]);
    else if (uuid) where.add('n.uuid = ?', uuid[1]);
    else words.push(token);
  }
  addTextSearch(where, words.join(' '), ['n.summary']);
}

function noteIdOf(ctx: PodContext, request: FastifyRequest): number {
  const uuid = uuidParam(new URLSearchParams({ uuid: (request.params as { uuid: string }).uuid }), 'uuid') ?? '';
  const row = ctx.db.prepare('SELECT id FROM notes WHERE uuid = ?').get(uuid) as { id: number } | undefined;
  if (!row) throw notFound();
  return row.id;
}

export function noteRoutes(app: FastifyInstance, ctx: PodContext): void {
  apiRoute(app, 'GET', 'manage/moderation/notes/', async (request) => {
    requirePermission(request, 'moderation');
    const params = queryOf(request);
    const where = new Conditions();
    addNoteSearch(where, textParam(params, 'q'));
    return runList(new View(ctx, request), request, {
      from: 'notes n',
      idColumn: 'n.id',
      where,
      order: orderBy(params, { creation_date: 'n.creation_date' }, 'n.creation_date DESC, n.id DESC', 'n.id'),
      serialize: (view, ids) => serializeNotes(view, ids),
    });
  });

  apiRoute(app, 'POST', 'manage/moderation/notes/', async (request, reply) => {
    const author = requirePermission(request, 'moderation');
    const fields = bodyFields(request);
    const summary = typeof fields.summary === 'string' ? fields.summary.trim() : '';
    const errors: Record<string, string[]> = {};
    if (fields.summary === undefined) errors.summary = ['This field is required.'];
    else if (summary === '') errors.summary = ['This field may not be blank.'];
    else if (summary.length > 50000) errors.summary = ['Ensure this field has no more than 50000 characters.'];
    if (Object.keys(errors).length) throw fieldErrors(errors);
    const [type, ref] = resolveTarget(ctx, request, fields.target);
    const id = Number(
      ctx.db
        .prepare(
          'INSERT INTO notes (uuid, summary, author_id, target_type, target_ref, creation_date) VALUES (?, ?, ?, ?, ?, ?)',
        )
        .run(newUuid(), summary, author.id, type, ref, isoDate()).lastInsertRowid,
    );
    return reply.code(201).send(serializeNotes(new View(ctx, request), [id])[0]);
  });

  apiRoute(app, 'GET', 'manage/moderation/notes/:uuid/', async (request) => {
    requirePermission(request, 'moderation');
    return serializeNotes(new View(ctx, request), [noteIdOf(ctx, request)])[0];
  });

  apiRoute(app, 'DELETE', 'manage/moderation/notes/:uuid/', async (request, reply) => {
    requirePermission(request, 'moderation');
    ctx.db.prepare('DELETE FROM notes WHERE id = ?').run(noteIdOf(ctx, request));
    return reply.code(204).send();
  });
}
