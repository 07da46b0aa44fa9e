// edits22: the edit form's values as typed (every field a text; tags as "a, b"), and their reading
// as the concept's values. Kept as a draft on the device until the pod has taken the edit.

import { EDIT_FIELDS, type EditField, type EditKind, type EditValues } from '../../sync/edits';

export type FormValues = Partial<Record<EditField, string>>;

export function parseTags(text: string): string[] {
  return text
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');
}

export function toFormValues(values: EditValues): FormValues {
  return Object.fromEntries(
    Object.entries(values).map(([field, value]) => [field, Array.isArray(value) ? value.join(', ') : (value ?? '')]),
  );
}

export function toEditValues(form: FormValues): EditValues {
  return Object.fromEntries(
    Object.entries(form).map(([field, value]) => [field, field === 'tags' ? parseTags(value ?? '') : value]),
  );
}

/** A kept draft, if it still fits the kind's form (an object of texts of its fields). */
export function parseDraft(kind: EditKind, value: unknown): FormValues | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const entries = Object.entries(value as Record<string, unknown>);
  const fields: readonly string[] = EDIT_FIELDS[kind];
  if (!entries.every(([field, text]) => fields.includes(field) && typeof text === 'string')) return null;
  return value as FormValues;
}
