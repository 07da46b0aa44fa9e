// Custom radios and radio sessions.

import type { RadioSessionRow } from '../routes/radio-candidates';
import { idList, type View } from './common';

interface RadioRow {
  id: number;
  user_id: number;
  name: string;
  description: string;
  is_public: number;
  /** JSON: the filters */
  config: string;
  creation_date: string;
}

/** The stored filters, with the `names` a real pod adds to artist filters. */
function configOut(view: View, config: string): unknown {
  const filters = JSON.parse(config) as unknown;
  if (!Array.isArray(filters)) return [];
  const nameOf = view.db.prepare('SELECT name FROM artists WHERE id = ?');
  return filters.map((filter: unknown) => {
    if (typeof filter !== 'object' || filter === null) return filter;
    const raw = filter as Record<string, unknown>;
    if (raw.type !== 'artist' || !Array.isArray(raw.ids)) return raw;
    const names = raw.ids.map((id) => (nameOf.get(id) as { name: string } | undefined)?.name ?? null);
    return { ...raw, names };
  });
}

/** Radios `{id, is_public, name, creation_date, user, config, description}`, in the order of `ids`. */
export function serializeRadios(view: View, ids: readonly number[]) {
  const rows = view.db
    .prepare('SELECT * FROM radios WHERE id IN (SELECT value FROM json_each(?))')
    .all(idList(ids)) as RadioRow[];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        id: row.id,
        is_public: row.is_public === 1,
        name: row.name,
        creation_date: row.creation_date,
        user: view.userSummary(row.user_id),
        config: configOut(view, row.config),
        description: row.description,
      },
    ];
  });
}

const parsed = (json: string | null): unknown => (json === null ? null : (JSON.parse(json) as unknown));

/** A session `{id, radio_type, related_object_id, user, creation_date, custom_radio, config}`. */
export function serializeRadioSession(row: RadioSessionRow) {
  return {
    id: row.id,
    radio_type: row.radio_type,
    related_object_id: parsed(row.related_object_id),
    user: row.user_id,
    creation_date: row.creation_date,
    custom_radio: row.custom_radio_id,
    config: parsed(row.config),
  };
}
