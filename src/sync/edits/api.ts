// edits22: the pod's edit endpoints (ENDPOINTS §12), `licenses/`, and the object an edit form reads.
// Bodies are checked here; nothing of this is queued (a real pod cannot tell a re-sent suggestion
// from a new one), so each call answers now or fails.

import { z } from '../../zod';
import { mapResult, type HttpClient, type Result } from '../core/http';
import { mapActor, mapAttachment, mapPage, type Page } from '../core/model';
import type { CallOptions } from '../core/params';
import { actorSchema, attachmentSchema, contentSchema, paginated, tagNamesSchema } from '../core/schema';
import {
  approvalQuery,
  EDITS_PAGE_SIZE,
  type Edit,
  type EditFilter,
  type EditKind,
  type EditTarget,
  type EditValues,
} from './model';

const kindSchema = z.enum(['artist', 'album', 'track']);

const mutationSchema = z.object({
  uuid: z.string(),
  creation_date: z.string(),
  applied_date: z.nullish(z.string()),
  is_approved: z.nullable(z.boolean()),
  is_applied: z.boolean(),
  created_by: z.nullish(actorSchema),
  summary: z.nullish(z.string()),
  payload: z.record(z.string(), z.unknown()),
  previous_state: z.nullish(z.record(z.string(), z.object({ value: z.unknown() }))),
  target: z.nullish(z.object({ type: kindSchema, id: z.int(), repr: z.nullish(z.string()) })),
});
type ApiMutation = z.infer<typeof mutationSchema>;

function mapEdit(edit: ApiMutation): Edit {
  return {
    uuid: edit.uuid,
    creationDate: edit.creation_date,
    appliedDate: edit.applied_date ?? null,
    isApproved: edit.is_approved,
    isApplied: edit.is_applied,
    createdBy: mapActor(edit.created_by),
    summary: edit.summary ?? null,
    payload: edit.payload,
    previousState: edit.previous_state ?? null,
    target: edit.target ? { type: edit.target.type, id: edit.target.id, repr: edit.target.repr ?? '' } : null,
  };
}

const PLURAL: Record<EditKind, string> = { artist: 'artists', album: 'albums', track: 'tracks' };

/** The edits of one object (`{kind}s/{id}/mutations/`) or of the whole pod (`mutations/`), newest first. */
export async function listEdits(
  client: HttpClient,
  scope: { kind: EditKind; id: number } | null,
  filter: EditFilter,
  page: number,
  options: CallOptions = {},
): Promise<Result<Page<Edit>>> {
  const path = scope ? `${PLURAL[scope.kind]}/${scope.id}/mutations/` : 'mutations/';
  const query = { ...approvalQuery(filter), ordering: '-creation_date', page, page_size: EDITS_PAGE_SIZE };
  const result = await client.get(path, { query, schema: paginated(mutationSchema), ...options });
  return mapResult(result, (body) => mapPage(body, mapEdit));
}

export async function getEdit(client: HttpClient, uuid: string, options: CallOptions = {}): Promise<Result<Edit>> {
  const result = await client.get(`mutations/${encodeURIComponent(uuid)}/`, { schema: mutationSchema, ...options });
  return mapResult(result, mapEdit);
}

/** `POST {kind}s/{id}/mutations/`: a suggestion, or applied at once with `apply` (is_approved: true). */
export async function createEdit(
  client: HttpClient,
  target: { kind: EditKind; id: number },
  edit: { payload: Record<string, unknown>; summary: string; apply: boolean },
): Promise<Result<Edit>> {
  const json: Record<string, unknown> = { type: 'update', payload: edit.payload };
  if (edit.summary.trim() !== '') json.summary = edit.summary.trim();
  if (edit.apply) json.is_approved = true;
  const result = await client.post(`${PLURAL[target.kind]}/${target.id}/mutations/`, { json, schema: mutationSchema });
  return mapResult(result, mapEdit);
}

const emptySchema = z.unknown();

export async function reviewEdit(
  client: HttpClient,
  uuid: string,
  action: 'approve' | 'reject',
): Promise<Result<unknown>> {
  return client.post(`mutations/${encodeURIComponent(uuid)}/${action}/`, { schema: emptySchema });
}

export async function deleteEdit(client: HttpClient, uuid: string): Promise<Result<unknown>> {
  return client.request('DELETE', `mutations/${encodeURIComponent(uuid)}/`);
}

/** `GET mutations/?is_approved=null&page_size=1`: the pending count the sidebar shows. */
export async function pendingEditsCount(client: HttpClient): Promise<Result<number>> {
  const result = await client.get('mutations/', {
    query: { is_approved: 'null', page_size: 1 },
    schema: z.object({ count: z.int() }),
  });
  return mapResult(result, (body) => body.count);
}

const licenseSchema = z.object({ code: z.string(), name: z.string() });
export interface License {
  code: string;
  name: string;
}

/** `GET licenses/` (every page: a pod ships a few dozen). */
export async function listLicenses(client: HttpClient, options: CallOptions = {}): Promise<Result<License[]>> {
  const result = await client.get('licenses/', {
    query: { page_size: 50 },
    schema: paginated(licenseSchema),
    ...options,
  });
  return mapResult(result, (body) => body.results.map(({ code, name }) => ({ code, name })));
}

/** What the form needs of an artist, album or track (one schema: each kind has some of the keys). */
const targetSchema = z.object({
  id: z.int(),
  name: z.optional(z.string()),
  title: z.optional(z.string()),
  is_local: z.optional(z.boolean()),
  attributed_to: z.nullish(actorSchema),
  tags: z.optional(tagNamesSchema),
  description: z.nullish(contentSchema),
  cover: z.nullish(attachmentSchema),
  release_date: z.nullish(z.string()),
  position: z.nullish(z.int()),
  copyright: z.nullish(z.string()),
  license: z.nullish(z.string()),
});
type ApiTarget = z.infer<typeof targetSchema>;

function mapTarget(kind: EditKind, body: ApiTarget): EditTarget {
  const values: EditValues = {
    tags: [...(body.tags ?? [])],
    description: body.description?.text ?? '',
    cover: body.cover?.uuid ?? '',
  };
  if (kind === 'artist') values.name = body.name ?? '';
  else values.title = body.title ?? '';
  if (kind === 'album') values.release_date = body.release_date ?? '';
  if (kind === 'track') {
    values.position = body.position == null ? '' : String(body.position);
    values.copyright = body.copyright ?? '';
    values.license = body.license ?? '';
  }
  return {
    kind,
    id: body.id,
    repr: (kind === 'artist' ? body.name : body.title) ?? '',
    isLocal: body.is_local ?? true,
    attributedTo: body.attributed_to?.full_username ?? null,
    values,
    cover: mapAttachment(body.cover),
  };
}

export async function getEditTarget(
  client: HttpClient,
  kind: EditKind,
  id: number,
  options: CallOptions = {},
): Promise<Result<EditTarget>> {
  const result = await client.get(`${PLURAL[kind]}/${id}/`, { schema: targetSchema, ...options });
  return mapResult(result, (body) => mapTarget(kind, body));
}

/** `POST attachments/`: a new cover, whose uuid goes into the payload. */
export async function uploadCover(client: HttpClient, file: File): Promise<Result<string>> {
  const form = new FormData();
  form.append('file', file, file.name);
  const result = await client.post('attachments/', { form, schema: attachmentSchema });
  return mapResult(result, (attachment) => attachment.uuid);
}
