// Tags: the names attached to artists, albums and tracks, and the tag objects of `GET tags/`.

import type { DB } from '../db';
import { idList } from './common';

export interface TagRow {
  id: number;
  name: string;
  creation_date: string;
}

/** Tag names of each object, alphabetical. */
export function tagsOf(db: DB, kind: 'artist' | 'album' | 'track', ids: readonly number[]): Map<number, string[]> {
  const rows = db
    .prepare(
      `SELECT ti.object_id, t.name FROM tagged_items ti JOIN tags t ON t.id = ti.tag_id
       WHERE ti.kind = ? AND ti.object_id IN (SELECT value FROM json_each(?)) ORDER BY t.name COLLATE NOCASE`,
    )
    .all(kind, idList(ids)) as { object_id: number; name: string }[];
  const out = new Map<number, string[]>();
  for (const row of rows) out.set(row.object_id, [...(out.get(row.object_id) ?? []), row.name]);
  return out;
}

export function serializeTag(tag: TagRow) {
  return { name: tag.name, creation_date: tag.creation_date };
}
