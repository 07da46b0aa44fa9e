// The upload queue across its groups, as pure functions: what to send next (one file at a time, in
// order), how a group stands, and which empty groups go.

import type { QueuedUpload, UploadGroup } from '../../db/uploads';
import { displayStatus } from './pipeline';

/** Whether the page must ask before it is left: a file is being sent or waits to be. */
export function isUploadInProgress(groups: readonly UploadGroup[], uploads: readonly QueuedUpload[]): boolean {
  const published = new Set(groups.filter(isSending).map((group) => group.id));
  return uploads.some(
    (upload) =>
      published.has(upload.groupId) &&
      (upload.state === 'uploading' || (upload.state === 'pending' && upload.metadata !== null)),
  );
}

export interface GroupSummary {
  total: number;
  /** Average progress of the group's uploads, 0-100. */
  progress: number;
  failed: number;
  /** Imported as new tracks (`finished`); the pod's skips are counted apart. */
  imported: number;
  /** Sent, waiting for the pod's import. */
  processing: number;
  pending: number;
  skipped: number;
}

export function summarizeGroup(uploads: readonly QueuedUpload[]): GroupSummary {
  const total = uploads.length;
  const sum = uploads.reduce((acc, upload) => acc + upload.progress, 0);
  return {
    total,
    progress: total === 0 ? 0 : Math.round(sum / total),
    failed: uploads.filter((upload) => upload.state === 'errored').length,
    imported: uploads.filter((upload) => upload.importedAt !== null && upload.importStatus !== 'skipped').length,
    processing: uploads.filter((upload) => displayStatus(upload) === 'processing').length,
    pending: uploads.filter((upload) => upload.state === 'pending' || upload.state === 'uploading').length,
    skipped: uploads.filter((upload) => upload.importStatus === 'skipped').length,
  };
}

/** A group with nothing left to send or to wait for (for the history). */
export function isGroupSettled(uploads: readonly QueuedUpload[]): boolean {
  return uploads.every((upload) => upload.importedAt !== null || upload.state === 'errored');
}

/**
 * Whether a group's files are sent: a published group's; a channel's from the start (pub19: they go
 * as drafts while the modal is open, and are published together at its end).
 */
function isSending(group: UploadGroup): boolean {
  return group.blocked === null && (group.state === 'published' || group.type === 'channel');
}

type NextStep =
  | { type: 'send'; upload: QueuedUpload; group: UploadGroup }
  /** The head of the queue waits (tags not read yet, or backoff): look again at `at`. */
  | { type: 'wait'; at: number | null }
  | { type: 'idle' };

/**
 * One at a time, in order: the first upload still to send, across published groups by creation
 * time and position. The head waits for its tags and its backoff; nothing overtakes it.
 */
export function nextStep(groups: readonly UploadGroup[], uploads: readonly QueuedUpload[], now: number): NextStep {
  const ordered = groups.filter(isSending).sort((a, b) => a.createdAt - b.createdAt);
  for (const group of ordered) {
    const head = uploads
      .filter((upload) => upload.groupId === group.id && upload.state === 'pending')
      .sort((a, b) => a.position - b.position)[0];
    if (head === undefined) continue;
    if (!head.tagsRead) return { type: 'wait', at: null };
    if (head.notBefore > now) return { type: 'wait', at: head.notBefore };
    return { type: 'send', upload: head, group };
  }
  return { type: 'idle' };
}

/** Empty groups are removed when they stop being the current group: the ids to delete. */
export function emptyGroupsToRemove(
  groups: readonly UploadGroup[],
  uploads: readonly QueuedUpload[],
  currentGroupId: string | null,
): string[] {
  const used = new Set(uploads.map((upload) => upload.groupId));
  return groups.filter((group) => group.id !== currentGroupId && !used.has(group.id)).map((group) => group.id);
}
