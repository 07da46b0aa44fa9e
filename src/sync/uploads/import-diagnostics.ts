// Why an import failed, and what a user can hand to whoever helps them (spec 02 section 8, issue 18
// "Import diagnostics"): the pod's `import_details {error_code, detail}` in the three kinds the import
// status modal words (invalid metadata with the fields named, unknown error, a failure during
// processing), and the debug information as JSON to copy.

import type { Upload } from './model';

/** A named field of an `invalid_metadata` failure and the pod's messages about it. */
export interface FieldProblem {
  /** The field as the pod names it, nested ones joined by " - " (`album - title`). */
  field: string;
  messages: string[];
}

export type ImportFailure =
  | { kind: 'invalid_metadata'; fields: FieldProblem[] }
  | { kind: 'unknown_error' }
  /** Any other code (`track_uuid_not_found`...), or a failed import that gives none. */
  | { kind: 'processing'; code: string | null };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** DRF's field errors, flattened: a list of strings per field, nested objects under their parent. */
function fieldProblems(detail: unknown, prefix = ''): FieldProblem[] {
  if (!isRecord(detail)) return [];
  return Object.entries(detail).flatMap(([name, value]): FieldProblem[] => {
    const field = prefix === '' ? name : `${prefix} - ${name}`;
    if (isRecord(value)) return fieldProblems(value, field);
    const list = Array.isArray(value) ? value : [value];
    const messages = list.flatMap((item) =>
      typeof item === 'string' ? [item] : isRecord(item) && typeof item.code === 'string' ? [item.code] : [],
    );
    return [{ field, messages }];
  });
}

/**
 * The one reading of an `import_details` (ENDPOINTS section 5): its code (`error_code` of a failure,
 * `code` of a skip such as a duplicate; null when it gives none) and, for invalid metadata, the fields.
 */
export function readImportDetails(details: unknown): { code: string | null; fields: FieldProblem[] } {
  if (!isRecord(details)) return { code: null, fields: [] };
  const named = [details.error_code, details.code].find((value) => typeof value === 'string' && value !== '');
  const code = typeof named === 'string' ? named : null;
  return { code, fields: code === 'invalid_metadata' ? fieldProblems(details.detail) : [] };
}

/** The reason of a failed import (`errored`), from its `import_details`; null for any other status. */
export function importFailureOf(upload: Pick<Upload, 'importStatus' | 'importDetails'>): ImportFailure | null {
  if (upload.importStatus !== 'errored') return null;
  const { code, fields } = readImportDetails(upload.importDetails);
  if (code === 'invalid_metadata') return { kind: 'invalid_metadata', fields };
  if (code === 'unknown_error') return { kind: 'unknown_error' };
  return { kind: 'processing', code };
}

/** What the debug information holds, in the pod's own names (it is read by people who know the API). */
export interface UploadDebugInfo {
  uuid: string;
  filename: string | null;
  source: string | null;
  mimetype: string | null;
  size: number | null;
  import_status: Upload['importStatus'];
  import_details: unknown;
  import_metadata: unknown;
}

export function uploadDebugInfo(upload: Upload): UploadDebugInfo {
  return {
    uuid: upload.uuid,
    filename: upload.filename,
    source: upload.source,
    mimetype: upload.mimetype,
    size: upload.size,
    import_status: upload.importStatus,
    import_details: upload.importDetails ?? null,
    import_metadata: upload.importMetadata ?? null,
  };
}

/** The debug information as the text the modal shows and copies. */
export function uploadDebugText(upload: Upload): string {
  return JSON.stringify(uploadDebugInfo(upload), null, 2);
}
