// Publishing a channel's drafts (pub19), the 1.4 way: each draft's details are sent with
// `PATCH uploads/{uuid}/` (a pod changes only drafts), then `POST uploads/action/`
// `{action: 'publish', objects: [...]}` moves them to pending, and the pod imports them. Publishing
// needs the pod: nothing of it is queued. The group then counts as published on this device.

import { z } from '../../zod';
import { changeQueuedUploads, changeUploadGroup, readUploadQueue, type ChannelDraft } from '../../db/uploads';
import type { ApiError } from '../core/errors';
import type { HttpClient } from '../core/http';
import { defaultDraft, draftMetadata, draftProblems } from './channel-draft';

export type PublishOutcome =
  | { ok: true; published: number }
  /** Files still on their way to the pod (or none to publish): nothing was asked. */
  | { ok: false; reason: 'not-sent' | 'invalid' }
  | { ok: false; reason: 'refused'; error: ApiError };

const actionSchema = z.object({ updated: z.number() });

/**
 * Keeps the modal's details on the queued uploads (dr19): a dialog closed before Publish leaves its
 * drafts on the pod, and the channel page's Drafts list shows and sends what was typed.
 */
export async function keepChannelDrafts(drafts: ReadonlyMap<string, ChannelDraft>): Promise<void> {
  await changeQueuedUploads(
    new Map([...drafts].map(([id, draft]) => [id, (upload) => ({ ...upload, draft })] as const)),
  );
}

/**
 * Sends the drafts' details then publishes the group's files. `drafts` are the modal's details by
 * queued upload id (kept on the device first, so a refusal loses nothing).
 */
export async function publishChannelGroup(
  http: HttpClient,
  groupId: string,
  drafts: ReadonlyMap<string, ChannelDraft>,
): Promise<PublishOutcome> {
  await keepChannelDrafts(drafts);
  const { uploads } = await readUploadQueue();
  const files = uploads.filter((upload) => upload.groupId === groupId && upload.state !== 'errored');
  if (files.length === 0 || files.some((upload) => upload.guid === null || upload.state !== 'uploaded'))
    return { ok: false, reason: 'not-sent' };
  if (files.some((upload) => draftProblems(defaultDraft(upload, null)).length > 0))
    return { ok: false, reason: 'invalid' };
  for (const upload of files) {
    const patched = await http.request('PATCH', `uploads/${encodeURIComponent(upload.guid!)}/`, {
      json: { import_metadata: draftMetadata(upload) },
    });
    if (!patched.ok) return { ok: false, reason: 'refused', error: patched.error };
  }
  const published = await http.post('uploads/action/', {
    json: { action: 'publish', objects: files.map((upload) => upload.guid) },
    schema: actionSchema,
  });
  if (!published.ok) return { ok: false, reason: 'refused', error: published.error };
  await changeUploadGroup(groupId, (group) => ({ ...group, state: 'published' }));
  return { ok: true, published: files.length };
}
