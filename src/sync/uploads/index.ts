// What the app calls for uploads (issue 6): the named commands, the live queue, and the start of the
// uploader. The machine is uploader.ts; this file wires it to the app's HTTP client, session,
// connectivity, activity socket and messages. The app hands in the two workers (src/workers), which
// src/sync cannot import.

import { useUploadQueue, type QueuedUpload, type UploadGroup, type UploadQueue } from '../../db/uploads';
import { sessionSnapshot } from '../../db/session';
import { httpClient } from '../runtime';
import { emitSyncEvent } from '../core/events';
import { currentScope, getConnectivity } from '../engine';
import { onLiveEvent } from '../live';
import { Uploader } from './uploader';
import type { QueueFilesResult } from './queue-files';
import type { TagReader, UploadTransport } from './transport';
import { publishChannelGroup, type PublishOutcome } from './channel-publish';
export { keepChannelDrafts } from './channel-publish'; // dr19
import type { ChannelDraft } from './channel-draft';

export { useUploadQueue, type QueuedUpload, type UploadGroup, type UploadQueue, type QueueFilesResult };
export { ALLOWED_EXTENSIONS, displayStatus, UPLOAD_MAX_NETWORK_ATTEMPTS, type UploadDisplayStatus } from './pipeline';
export { isUploadInProgress, isGroupSettled, summarizeGroup, type GroupSummary } from './groups';

let uploader: Uploader | null = null;

/**
 * The headers of every file send, built here only (the worker cannot read the page's cookies). Until
 * the HTTP client fetches a missing csrftoken first and retries a CSRF 403 once (client14), the token
 * is read from the cookie as it is: by the time a user uploads, the login's answers have set it.
 */
/** Starts the uploader once (at start-up): resumes the queue a reload left, listens to import events. */
export function startUploads(workers: { transport: UploadTransport; readTags: TagReader }): void {
  if (uploader !== null) return;
  const made = new Uploader({
    http: httpClient,
    transport: workers.transport,
    readTags: workers.readTags,
    scope: currentScope,
    instanceUrl: () => sessionSnapshot()?.instanceUrl ?? null,
    headers: () => httpClient.sendHeaders(),
    connectivity: getConnectivity(),
    notify: (message, error) => emitSyncEvent({ type: 'message', text: message, error }),
    onImported: () => emitSyncEvent({ type: 'write-settled', kind: 'upload' }),
  });
  uploader = made;
  onLiveEvent((event) => {
    if (event.type === 'import.status_updated')
      void made.onImportStatus(
        event.upload.uuid,
        event.new_status,
        event.upload.import_date ?? null,
        event.upload.import_details,
      );
  });
  void made.resume();
}

function get(): Uploader {
  if (uploader === null) throw new Error('startUploads() was not called');
  return uploader;
}

export const newUploadGroup = (channel?: { uuid: string; name: string }): Promise<UploadGroup | null> =>
  get().newDraftGroup(channel);
/** Sends the drafts' details and publishes a channel group's files (pub19); the pod must answer. */
export async function publishChannelUploads(
  groupId: string,
  drafts: ReadonlyMap<string, ChannelDraft>,
): Promise<PublishOutcome> {
  const outcome = await publishChannelGroup(httpClient, groupId, drafts);
  if (outcome.ok) get().kick();
  return outcome;
}
export const setCurrentUploadGroup = (groupId: string | null): Promise<void> => get().setCurrentGroup(groupId);
/** `remainingBytes`: what is left of the quota; a larger file is refused at once (null: not known). */
export const queueUploadFiles = (
  groupId: string,
  files: readonly File[],
  remainingBytes: number | null = null,
): Promise<QueueFilesResult> => get().queueFiles(groupId, files, remainingBytes);
/**
 * import26: queues files for the older variant's library upload screen: a new group of their own,
 * sent at once into `library` with the import reference `reference` (null when nobody is signed in).
 */
export async function queueImportFiles(
  library: { uuid: string; name: string },
  reference: string,
  files: readonly File[],
  remainingBytes: number | null = null,
): Promise<QueueFilesResult | null> {
  const group = await get().newImportGroup(library, reference);
  if (group === null) return null;
  const result = await get().queueFiles(group.id, files, remainingBytes);
  if (result.queued.length === 0) await get().removeGroup(group.id);
  return result;
}
export const publishUploadGroup = (groupId: string, library: { uuid: string; name: string }): Promise<void> =>
  get().publishGroup(groupId, library);
export const cancelUploadGroup = (groupId: string): Promise<void> => get().cancelGroup(groupId);
export const retryQueuedUpload = (uploadId: string): Promise<void> => get().retry(uploadId);
export const removeUploadGroup = (groupId: string): Promise<void> => get().removeGroup(groupId);
/** g19: an import's end seen elsewhere (a draft published from the channel page); nothing before start. */
export const importStatusSeen = (guid: string, status: string, importDate: string | null): Promise<void> =>
  uploader?.onImportStatus(guid, status, importDate) ?? Promise.resolve();

/** Bytes kept on the device for uploads still waiting (spec: show the storage they use). */
export function keptUploadBytes(uploads: readonly QueuedUpload[]): number {
  return uploads.reduce((sum, upload) => sum + (upload.bytesKept ? upload.size : 0), 0);
}
export type { SendAnswer } from './api';
export { uploadKeys, uploadQuery, useUpload, useUploads } from './queries';
export { type ApiUpload, uploadPageSchema, uploadSchema } from './schema';
export { quotaKeys, usePurgeUploads, useQuota, useUploadsAction, useUploadStatusCount } from './upload-files';
export type { KeptTagsRead, TagReader, UploadSendRequest, UploadTransport } from './transport';
export { getUpload, listUploads, type UploadListParams } from './files-api';
export { mapUpload, type ImportStatus, type Upload } from './model';
export {
  importFailureOf,
  uploadDebugInfo,
  uploadDebugText,
  type FieldProblem,
  type ImportFailure,
  type UploadDebugInfo,
} from './import-diagnostics';
export { failureTooltip } from './failure-tooltips';
export { UPLOAD_TIMEOUT_MS } from './send-timeout';
export {
  CHANNEL_LICENSES,
  defaultDraft,
  draftMetadata,
  draftProblems,
  parseDraftTags,
  type ChannelDraft,
} from './channel-draft';
export type { PublishOutcome } from './channel-publish';
export {
  countImportStatus,
  IMPORT_COUNT_STATUSES,
  importCountKeys,
  useImportStatusCounts,
  withDeviceRefusals,
  type ImportCounts,
} from './import-counts';
