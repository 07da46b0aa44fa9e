// A channel's unpublished drafts (dr19, issue 19): files sent into a channel with
// `import_status=draft` whose upload dialog was closed before Publish. They stay on the pod; the
// owner lists them with `GET uploads/?channel=<uuid>&import_status=draft` (ENDPOINTS section 5: both
// filters are a real 1.4 pod's) and publishes (`uploads/action/` `publish`) or deletes them.

import { z } from '../../zod';
import { changeUploadGroup, findUploadByGuid } from '../../db/uploads';
import { mapResult, type HttpClient, type Result } from '../core/http';
import type { CallOptions } from '../core/params';
import { paginated } from '../core/schema';

/** Drafts a channel shows at once: more than a dialog's worth is rare. */
export const DRAFTS_PAGE_SIZE = 50;

const draftSchema = z.object({
  uuid: z.string(),
  filename: z.nullish(z.string()),
  creation_date: z.nullish(z.string()),
  source: z.nullish(z.string()),
  import_metadata: z.optional(z.unknown()),
});
const draftPageSchema = paginated(draftSchema);
const actionSchema = z.object({ updated: z.number() });

/** A draft as the channel page shows it. */
export interface ChannelDraftUpload {
  uuid: string;
  /** The title given in the upload dialog; null when none was sent. */
  title: string | null;
  /** The file's name (`filename`, else the `upload://` source). */
  file: string | null;
  creationDate: string | null;
}

type ApiDraft = z.infer<typeof draftSchema>;

export function mapDraft(draft: ApiDraft): ChannelDraftUpload {
  const metadata = draft.import_metadata;
  const title =
    metadata !== null && typeof metadata === 'object' && typeof (metadata as { title?: unknown }).title === 'string'
      ? (metadata as { title: string }).title.trim() || null
      : null;
  const source = draft.source?.startsWith('upload://') ? draft.source.slice('upload://'.length) : null;
  return { uuid: draft.uuid, title, file: draft.filename || source, creationDate: draft.creation_date ?? null };
}

/** The owner's drafts in one channel, newest first. */
export async function listChannelDrafts(
  client: HttpClient,
  channel: string,
  options: CallOptions = {},
): Promise<Result<ChannelDraftUpload[]>> {
  const result = await client.get('uploads/', {
    query: {
      channel,
      import_status: 'draft',
      include_channels: 'true',
      ordering: '-creation_date',
      page_size: String(DRAFTS_PAGE_SIZE),
    },
    schema: draftPageSchema,
    ...options,
  });
  if (!result.ok) return result;
  return { ...result, data: await withDeviceDetails(result.data.results.map(mapDraft)) };
}

/**
 * The details typed in the upload dialog are sent at Publish only: a draft whose dialog was closed
 * has them on this device (its queued upload) and not on the pod. The list shows the device's title.
 */
export async function withDeviceDetails(drafts: ChannelDraftUpload[]): Promise<ChannelDraftUpload[]> {
  return Promise.all(
    drafts.map(async (draft) => {
      const queued = await findUploadByGuid(draft.uuid);
      return queued?.draft ? { ...draft, title: queued.draft.title.trim() || draft.title } : draft;
    }),
  );
}

/** Sends the details the device holds for a draft (as the dialog does before publishing); none: nothing sent. */
export async function sendDeviceDetails(client: HttpClient, uuid: string): Promise<Result<null>> {
  const queued = await findUploadByGuid(uuid);
  if (!queued?.draft) return { ok: true, data: null, status: 204 };
  // Loaded here only: the uploads concept stays out of the first screen's modules.
  const { draftMetadata } = await import('../uploads');
  const patched = await client.request('PATCH', `uploads/${encodeURIComponent(uuid)}/`, {
    json: { import_metadata: draftMetadata(queued) },
  });
  return mapResult(patched, () => null);
}

/** Publishes drafts as the upload dialog does: they go to pending and the pod imports them. */
export async function publishDrafts(client: HttpClient, uuids: readonly string[]): Promise<Result<number>> {
  const result = await client.post('uploads/action/', {
    json: { action: 'publish', objects: uuids },
    schema: actionSchema,
  });
  return mapResult(result, (answer) => answer.updated);
}

export async function deleteDraft(client: HttpClient, uuid: string): Promise<Result<null>> {
  return mapResult(await client.request('DELETE', `uploads/${encodeURIComponent(uuid)}/`), () => null);
}

/** A published draft's import as the pod reports it (g19); `unknown`: not readable now (offline, a 5xx). */
export interface DraftImport {
  /** The pod's `import_status`, or `gone` (404: deleted) or `unknown`. */
  status: string;
  importDate: string | null;
}

export async function draftImport(client: HttpClient, uuid: string): Promise<DraftImport> {
  const result = await client.get(`uploads/${encodeURIComponent(uuid)}/`, {
    schema: z.object({ import_status: z.string(), import_date: z.nullish(z.string()) }),
  });
  if (result.ok) return { status: result.data.import_status, importDate: result.data.import_date ?? null };
  return { status: result.error.kind === 'not-found' ? 'gone' : 'unknown', importDate: null };
}

/**
 * g19: a draft published from the channel page was sent from this device in an upload group the
 * dialog left as a draft ("Upload being prepared"): the group is published now, as the dialog's
 * Publish would have made it.
 */
export async function markDevicePublished(uuid: string): Promise<void> {
  const queued = await findUploadByGuid(uuid);
  if (queued === null) return;
  await changeUploadGroup(queued.groupId, (group) =>
    group.state === 'draft' ? { ...group, state: 'published' } : group,
  );
}
