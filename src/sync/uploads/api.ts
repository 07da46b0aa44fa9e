// The pod calls of the uploader (spec 01 section 7, ENDPOINTS section 5): an upload group, the
// classification of a send's answer, an upload's import status, the owner's actions on uploads and
// the quota figures.

import { z } from '../../zod';
import { fetchProfile } from '../session';
import { errorFromResponse, renderUiText, type ApiError } from '../core/errors';
import type { HttpClient, Result } from '../core/http';
import { TOO_BIG_MESSAGE, type ImportStatus, type SendFailure, type UploadMessage } from './pipeline';

/** The multipart field of the client's own id of an upload: a second send gets the first upload (v2 demo pod only). */
export const CLIENT_UPLOAD_ID_FIELD = 'clientUploadId';
/** The file's multipart field: the spec's upload groups (v2) and `POST api/v1/uploads/` name it differently. */
export const FILE_FIELD = { v2: 'audioFile', v1: 'audio_file' } as const;

/**
 * Whether a session's API base is a 1.x pod's (`…/api/v1/`, src/sync/api-base.ts): such a pod has no
 * upload groups, files go to `POST api/v1/uploads/` as 1.4's web front sends them.
 */
export function isV1ApiBase(base: string | null): boolean {
  return base !== null && /\/api\/v1\/$/.test(new URL(base).pathname);
}
/** The pod's refusal when the user's quota is used up (ENDPOINTS section 5). */
const QUOTA_REACHED = 'upload_quota_reached';

const groupSchema = z.object({ guid: z.string().check(z.minLength(1)), uploadUrl: z.string().check(z.minLength(1)) });

/** `POST /api/v2/upload-groups {baseUrl}` → `{guid, uploadUrl}` (v2 only, so from the instance URL). */
export async function createUploadGroup(
  http: HttpClient,
  instanceUrl: string,
): Promise<Result<{ guid: string; uploadUrl: string }>> {
  const url = new URL('api/v2/upload-groups', instanceUrl).toString();
  const result = await http.post(url, { absolute: true, json: { baseUrl: instanceUrl }, schema: groupSchema });
  if (!result.ok) return result;
  return {
    ...result,
    data: { guid: result.data.guid, uploadUrl: new URL(result.data.uploadUrl, instanceUrl).toString() },
  };
}

/** What a send got: an answer, none (the network), nothing in time (send-timeout.ts), or nothing because it was cancelled. */
export type SendAnswer =
  | { type: 'answer'; status: number; body: unknown; headers: Record<string, string> }
  | { type: 'network' }
  | { type: 'timeout' }
  | { type: 'aborted' };

/** A sent file as the pod holds it: its uuid and, when said, its import status. */
interface PodUpload {
  guid: string;
  importStatus: ImportStatus | null;
  importDate: string | null;
  importDetails: unknown;
}

export type SendOutcome =
  | ({ type: 'done' } & PodUpload)
  | { type: 'failed'; failure: SendFailure; error: ApiError | null }
  | { type: 'unauthenticated' };

const IMPORT_STATUSES: readonly ImportStatus[] = ['draft', 'pending', 'finished', 'errored', 'skipped'];

/** The upload of a 2xx answer: `{guid}` of an upload group, or a v1 Upload `{uuid, import_status, ...}`. */
function podUploadOf(body: unknown): PodUpload | null {
  if (body === null || typeof body !== 'object') return null;
  const record = body as Record<string, unknown>;
  const guid = typeof record.uuid === 'string' ? record.uuid : record.guid;
  if (typeof guid !== 'string' || guid === '') return null;
  const status = IMPORT_STATUSES.find((item) => item === record.import_status) ?? null;
  return {
    guid,
    importStatus: status,
    importDate: typeof record.import_date === 'string' ? record.import_date : null,
    importDetails: record.import_details ?? null,
  };
}

function isQuotaRefusal(body: unknown): boolean {
  const errors = (body as { non_field_errors?: unknown } | null)?.non_field_errors;
  return Array.isArray(errors) && errors.includes(QUOTA_REACHED);
}

function uploadMessage(error: ApiError): UploadMessage {
  const shown = error.messages.map((message) => renderUiText(message)).join(' ');
  const first = error.messages[0];
  if (error.messages.length === 1 && first !== undefined)
    return first.raw !== undefined
      ? { key: first.key, params: first.params ?? {}, raw: first.raw }
      : { key: first.key, ...(first.params ? { params: first.params } : {}) };
  return { key: 'errors.serverText', params: { text: shown }, raw: shown };
}

/** Classifies the answer to `POST {uploadUrl}` (v2) or `POST api/v1/uploads/`. */
export function classifySend(answer: SendAnswer, now = Date.now()): SendOutcome {
  if (answer.type === 'aborted') return { type: 'failed', failure: { type: 'cancelled' }, error: null };
  if (answer.type === 'network') return { type: 'failed', failure: { type: 'network' }, error: null };
  if (answer.type === 'timeout') return { type: 'failed', failure: { type: 'timeout' }, error: null };
  const { status, body } = answer;
  if (status >= 200 && status < 300) {
    const upload = podUploadOf(body);
    if (upload !== null) return { type: 'done', ...upload };
    return { type: 'failed', failure: { type: 'refused', error: { key: 'errors.invalidResponse' } }, error: null };
  }
  const error = errorFromResponse(status, body, new Headers(answer.headers));
  if (status === 401) return { type: 'unauthenticated' };
  if (status === 429) {
    const seconds = error.rateLimit?.resetSeconds ?? null;
    const reset = error.rateLimit?.reset ?? null;
    const wait = seconds !== null ? seconds * 1000 : reset !== null ? Math.max(0, reset * 1000 - now) : 30_000;
    return { type: 'failed', failure: { type: 'rate-limited', retryAfterMs: Math.max(1000, wait) }, error };
  }
  // The pod itself failed on this file (a real 1.4 pod's HTML 500 for a file it cannot read): a few
  // more tries, then the file fails. No answer from the pod (a gateway) or a timeout: the network's.
  if (status === 500 || status === 501) return { type: 'failed', failure: { type: 'server', status }, error };
  if (status >= 500 || status === 408) return { type: 'failed', failure: { type: 'network' }, error };
  if (status === 400 && isQuotaRefusal(body)) return { type: 'failed', failure: { type: 'quota' }, error };
  // The front server's limit on a body (nginx's HTML page): the file is too big for this pod.
  if (status === 413) return { type: 'failed', failure: { type: 'refused', error: TOO_BIG_MESSAGE }, error };
  return { type: 'failed', failure: { type: 'refused', error: uploadMessage(error) }, error };
}

const importSchema = z.object({
  uuid: z.string(),
  import_status: z.enum(['draft', 'pending', 'finished', 'errored', 'skipped']),
  import_date: z.nullish(z.string()),
  import_details: z.nullish(z.unknown()),
});

/** `GET uploads/{uuid}/`: the import status of a sent file, and why it was skipped or failed. */
export async function getImportStatus(
  http: HttpClient,
  guid: string,
): Promise<Result<{ status: ImportStatus; importDate: string | null; importDetails: unknown }>> {
  const result = await http.get(`uploads/${encodeURIComponent(guid)}/`, { schema: importSchema });
  if (!result.ok) return result;
  return {
    ...result,
    data: {
      status: result.data.import_status,
      importDate: result.data.import_date ?? null,
      importDetails: result.data.import_details ?? null,
    },
  };
}

const referencePageSchema = z.object({ count: z.number(), results: z.array(importSchema) });

/**
 * The user's upload of an import reference (`GET uploads/?import_reference=`, a filter a real pod
 * has: ENDPOINTS section 5), or null when the pod holds none: asked before a file whose earlier send
 * got no definite answer goes again, so that it is never stored twice.
 */
export async function findUploadByReference(http: HttpClient, reference: string): Promise<Result<PodUpload | null>> {
  const result = await http.get('uploads/', {
    query: { import_reference: reference, ordering: 'creation_date', page_size: 1 },
    schema: referencePageSchema,
  });
  if (!result.ok) return result;
  const first = result.data.results[0];
  if (first === undefined) return { ...result, data: null };
  return {
    ...result,
    data: {
      guid: first.uuid,
      importStatus: first.import_status,
      importDate: first.import_date ?? null,
      importDetails: first.import_details ?? null,
    },
  };
}

const sharedReferencePageSchema = z.object({
  count: z.number(),
  results: z.array(z.extend(importSchema, { source: z.nullish(z.string()) })),
});
/** The most a page of `uploads/` holds on a real pod (its max_page_size). */
const MAX_PAGE_SIZE = 100;

/**
 * import26: the upload of a file sent under an import reference its group shares (`?import=`): the
 * reference's uploads whose `source` is `upload://<name>`, less those already known here (`known`),
 * oldest first. A real pod filters by neither source nor file name, so they are matched here.
 */
export async function findSharedReferenceUpload(
  http: HttpClient,
  reference: string,
  name: string,
  known: (guid: string) => Promise<boolean>,
): Promise<Result<PodUpload | null>> {
  const result = await http.get('uploads/', {
    query: { import_reference: reference, ordering: 'creation_date', page_size: MAX_PAGE_SIZE },
    schema: sharedReferencePageSchema,
  });
  if (!result.ok) return result;
  for (const item of result.data.results) {
    if (item.source !== `upload://${name}` || (await known(item.uuid))) continue;
    return {
      ...result,
      data: {
        guid: item.uuid,
        importStatus: item.import_status,
        importDate: item.import_date ?? null,
        importDetails: item.import_details ?? null,
      },
    };
  }
  return { ...result, data: null };
}

type UploadAction = 'delete' | 'relaunch_import';

/** `POST uploads/action/ {action, objects, filters?}` (ENDPOINTS section 5). */
export async function uploadsAction(
  http: HttpClient,
  action: UploadAction,
  objects: string[] | 'all',
  filters?: Record<string, string | string[]>,
): Promise<Result<{ updated: number }>> {
  return http.post('uploads/action/', {
    json: { action, objects, ...(filters ? { filters } : {}) },
    schema: z.object({ updated: z.number() }),
  });
}

/** The quota figures of `users/me/` (MB), or null when the pod gives none. */
export async function getQuota(http: HttpClient) {
  const result = await fetchProfile(http);
  if (!result.ok) return result;
  return { ...result, data: result.data?.quotaStatus ?? null };
}
