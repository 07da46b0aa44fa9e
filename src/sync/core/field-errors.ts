// Flattens a pod's validation body into readable lines (spec 01 section 5):
//   {"upload_quota": ["This field is required."]}        -> "Upload quota: This field is required."
//   {"summary": {"text": ["This field may not be blank."]}} -> "Summary - Text: This field may not be blank."
//   {"non_field_errors": ["Unable to log in ..."]}        -> "Unable to log in ..."
//   {"tracks": [{"code": "invalid"}]}                      -> "invalid"

const BARE_FIELDS = new Set(['non_field_errors']);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** "upload_quota" -> "Upload quota": underscores become spaces, the first letter is capitalised. */
export function fieldLabel(field: string): string {
  const spaced = field.replace(/_/g, ' ').trim();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

function message(text: string, label: string | undefined): string {
  return label !== undefined && text.toLowerCase().includes('this field') ? `${label}: ${text}` : text;
}

function flattenValue(value: unknown, label: string | undefined): string[] {
  if (value === null || value === undefined) return [];
  if (typeof value === 'string') return value === '' ? [] : [message(value, label)];
  if (typeof value === 'number' || typeof value === 'boolean') return [message(String(value), label)];
  if (Array.isArray(value)) {
    return value.flatMap((item) => {
      if (isRecord(item)) {
        // Objects in a list are shown by their code; one without a code is read as nested errors.
        return typeof item.code === 'string' ? [item.code] : flattenFieldErrors(item, label);
      }
      return flattenValue(item, label);
    });
  }
  if (isRecord(value)) return flattenFieldErrors(value, label);
  return [];
}

/**
 * Every readable message in a validation body. `parent` is the label of the enclosing field
 * (already formatted), used for nested objects. Anything that is not an object or a list gives [].
 */
export function flattenFieldErrors(body: unknown, parent?: string): string[] {
  if (Array.isArray(body)) return flattenValue(body, parent);
  if (!isRecord(body)) return [];
  return Object.entries(body).flatMap(([field, value]) => {
    if (BARE_FIELDS.has(field)) return flattenValue(value, undefined);
    const label = parent === undefined ? fieldLabel(field) : `${parent} - ${fieldLabel(field)}`;
    return flattenValue(value, label);
  });
}
