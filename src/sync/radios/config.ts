// A custom radio's filters, between the builder's form and the pod's `config`. The pod describes its
// kinds of filter (`radios/radios/filters/`): each has one list field (`ids` of artists, `names` of
// tags) and says where to look values up. The form keeps each picked value with the label it shows.

import type { ApiRadioFilter, ApiRadioFilterKind } from './schema';

/** Where a filter's values are looked up: `GET {path}?{query}` and the list under `remoteValues`. */
export interface Autocomplete {
  path: string;
  /** `autocomplete_qs` with `{query}` where the typed text goes, e.g. `q={query}`. */
  queryTemplate: string;
  /** The key of the list in the answer (`artists`, `tags`); null: the answer is the list. */
  listKey: string | null;
  nameField: string;
  valueField: string;
}

/** A kind of filter the pod offers, with its one value field. */
export interface RadioFilterKind {
  type: string;
  label: string;
  helpText: string;
  /** The config key of the values: `ids` (artists) or `names` (tags). */
  field: string;
  numeric: boolean;
  fieldLabel: string;
  placeholder: string;
  autocomplete: Autocomplete | null;
}

export interface FilterValue {
  value: string | number;
  label: string;
}

/** A filter in the builder. */
export interface RadioFilterDraft {
  type: string;
  /** Exclude what it selects. */
  not: boolean;
  values: FilterValue[];
}

export function mapFilterKind(kind: ApiRadioFilterKind): RadioFilterKind | null {
  const field = kind.fields.find((item) => item.type === 'list' || item.type == null) ?? kind.fields[0];
  if (!field) return null;
  const fields = field.autocomplete_fields;
  return {
    type: kind.type,
    label: kind.label,
    helpText: kind.help_text ?? '',
    field: field.name,
    numeric: field.subtype === 'number',
    fieldLabel: field.label ?? kind.label,
    placeholder: field.placeholder ?? '',
    autocomplete:
      field.autocomplete && fields
        ? {
            path: field.autocomplete,
            queryTemplate: field.autocomplete_qs ?? 'q={query}',
            listKey: fields.remoteValues ?? null,
            nameField: fields.name,
            valueField: fields.value,
          }
        : null,
  };
}

/** The query parameters of an autocomplete look-up for `text`. */
export function autocompleteQuery(autocomplete: Autocomplete, text: string): Record<string, string> {
  const params = new URLSearchParams(autocomplete.queryTemplate);
  const query: Record<string, string> = {};
  params.forEach((value, key) => (query[key] = value.replaceAll('{query}', text)));
  return query;
}

/** The values an autocomplete answer offers (items without a usable name or value are left out). */
export function autocompleteValues(autocomplete: Autocomplete, answer: unknown): FilterValue[] {
  const list =
    autocomplete.listKey === null ? answer : (answer as Record<string, unknown> | null)?.[autocomplete.listKey];
  if (!Array.isArray(list)) return [];
  return list.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return [];
    const record = item as Record<string, unknown>;
    const value = record[autocomplete.valueField];
    const label = record[autocomplete.nameField];
    if ((typeof value !== 'string' && typeof value !== 'number') || typeof label !== 'string') return [];
    return [{ value, label }];
  });
}

/** The pod's filter of a draft (`{type, not, ids|names}`); null while it has no value. */
export function filterConfig(draft: RadioFilterDraft, kind: RadioFilterKind): ApiRadioFilter | null {
  if (draft.values.length === 0) return null;
  const values = draft.values.map((item) => (kind.numeric ? Number(item.value) : String(item.value)));
  return { type: draft.type, not: draft.not, [kind.field]: values } as ApiRadioFilter;
}

/** The config of a radio: its filters with values, in order. */
export function radioConfig(drafts: readonly RadioFilterDraft[], kinds: readonly RadioFilterKind[]): ApiRadioFilter[] {
  return drafts.flatMap((draft) => {
    const kind = kinds.find((item) => item.type === draft.type);
    const filter = kind ? filterConfig(draft, kind) : null;
    return filter ? [filter] : [];
  });
}

/**
 * A stored filter back in the form. Artist filters come with `names` beside their `ids` (the pod
 * adds them, in the same order); other values are their own label.
 */
export function filterDraft(filter: ApiRadioFilter, kinds: readonly RadioFilterKind[]): RadioFilterDraft {
  const kind = kinds.find((item) => item.type === filter.type);
  const field = kind?.field ?? (filter.type === 'artist' ? 'ids' : 'names');
  const raw = (filter as Record<string, unknown>)[field];
  const values = Array.isArray(raw) ? (raw as unknown[]) : [];
  const names = field !== 'names' && Array.isArray(filter.names) ? filter.names : [];
  return {
    type: filter.type,
    not: filter.not === true,
    values: values.flatMap((value, index) => {
      if (typeof value !== 'string' && typeof value !== 'number') return [];
      return [{ value, label: names[index] ?? String(value) }];
    }),
  };
}
