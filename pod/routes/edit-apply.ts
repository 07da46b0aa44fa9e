// edits22: what approving an edit does to its object (ENDPOINTS §12), as a real pod's
// `Mutation.apply()`: the current values of the changed fields are frozen into `previous_state`
// ({field: {value}}), then the payload is written to the artist, album or track. Also who may
// suggest (only this pod's own objects) and who may apply or approve (the library flag, or the user
// the object is attributed to), as `music/mutations.py` of a real pod decides.

import type { PodContext } from '../context';
import { isoDate } from '../ids';
import { permissionsOf, type UserRow } from '../users';
import type { Kind } from './list-query';

export const TABLES: Record<Kind, { table: string; label: 'name' | 'title' }> = {
  artist: { table: 'artists', label: 'name' },
  album: { table: 'albums', label: 'title' },
  track: { table: 'tracks', label: 'title' },
};

function targetRow(ctx: PodContext, kind: Kind, id: number): Record<string, unknown> | undefined {
  return ctx.db.prepare(`SELECT * FROM ${TABLES[kind].table} WHERE id = ?`).get(id) as
    Record<string, unknown> | undefined;
}

/** A real pod edits only its own objects: another pod's are read-only here. */
export function isLocalTarget(ctx: PodContext, kind: Kind, id: number): boolean {
  const row = targetRow(ctx, kind, id);
  if (!row) return false;
  return !ctx.db.prepare('SELECT 1 FROM remote_objects WHERE uuid = ?').get(row.uuid);
}

/** Applies at once and approves: the library flag, or the user the object is attributed to. */
export function canApprove(ctx: PodContext, user: UserRow, kind: Kind, id: number): boolean {
  if (!isLocalTarget(ctx, kind, id)) return false;
  if (permissionsOf(user).library) return true;
  return targetRow(ctx, kind, id)?.attributed_to === user.id;
}

/** The current values of the fields an edit changes: `{field: {value}}`, as a real pod freezes them. */
export function previousState(
  ctx: PodContext,
  kind: Kind,
  id: number,
  payload: Record<string, unknown>,
): Record<string, { value: unknown }> {
  const row = targetRow(ctx, kind, id) ?? {};
  const state: Record<string, { value: unknown }> = {};
  for (const field of Object.keys(payload)) {
    if (field === 'tags') {
      const tags = ctx.db
        .prepare(
          'SELECT tg.name FROM tagged_items ti JOIN tags tg ON tg.id = ti.tag_id WHERE ti.kind = ? AND ti.object_id = ? ORDER BY tg.name',
        )
        .all(kind, id) as { name: string }[];
      state.tags = { value: tags.map((tag) => tag.name) };
    } else if (field === 'description') {
      const text = row.description_text as string | null | undefined;
      state.description = {
        value: text == null ? null : { text, content_type: row.description_type ?? 'text/markdown' },
      };
    } else if (field === 'cover') {
      state.cover = { value: row.cover_uuid ?? null };
    } else {
      state[field] = { value: row[field] ?? null };
    }
  }
  return state;
}

function setTags(ctx: PodContext, kind: Kind, id: number, tags: readonly string[]): void {
  ctx.db.prepare('DELETE FROM tagged_items WHERE kind = ? AND object_id = ?').run(kind, id);
  for (const name of tags) {
    ctx.db.prepare('INSERT OR IGNORE INTO tags (name, creation_date) VALUES (?, ?)').run(name, isoDate());
    ctx.db
      .prepare(
        'INSERT OR IGNORE INTO tagged_items (tag_id, kind, object_id) SELECT id, ?, ? FROM tags WHERE name = ? COLLATE NOCASE',
      )
      .run(kind, id, name);
  }
}

/** Writes the payload to the object; returns the previous state it replaced. */
export function applyPayload(
  ctx: PodContext,
  kind: Kind,
  id: number,
  payload: Record<string, unknown>,
): Record<string, { value: unknown }> {
  const previous = previousState(ctx, kind, id, payload);
  const { table } = TABLES[kind];
  for (const [field, value] of Object.entries(payload)) {
    if (field === 'tags') setTags(ctx, kind, id, value as string[]);
    else if (field === 'description') {
      const content = value as { text: string; content_type?: string } | null;
      ctx.db
        .prepare(`UPDATE ${table} SET description_text = ?, description_type = ? WHERE id = ?`)
        .run(content?.text ?? null, content ? (content.content_type ?? 'text/markdown') : null, id);
    } else if (field === 'cover') {
      ctx.db.prepare(`UPDATE ${table} SET cover_uuid = ? WHERE id = ?`).run(value, id);
    } else {
      // The field names come from the kind's fixed list (edits.ts FIELDS), never from the request.
      ctx.db.prepare(`UPDATE ${table} SET ${field} = ? WHERE id = ?`).run(value, id);
    }
  }
  return previous;
}
