// The upload queue (issue 6): groups and their queued uploads, kept in IndexedDB so a reload, a crash
// or a closed tab resumes it. The files' bytes are kept apart (upload-bytes.ts). The pipeline's pure
// transitions are in src/sync/uploads/pipeline.ts; the row shapes live here so that db imports
// nothing of ours. Rows carry a `version` and are read through db/persisted.ts: a corrupt row is
// dropped with a log line, never a crash.

import { useRef } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { z } from '../zod';
import { loadPersisted, type PersistedFormat } from './persisted';
import { getDb } from './schema';
import { channelDraftSchema as draft, type ChannelDraft } from './channel-drafts';
import { sameUpload } from './upload-compare';

export type { ChannelDraft };
export { sameUpload };

const UPLOAD_ROW_VERSION = 1;

export type FailReason = 'upload-cancelled' | 'missing-tags' | 'import-failed' | 'upload-failed';
/** Client-side states (DECISIONS.md): pending, uploading, uploaded (sent, the pod imports it), errored. */
export type UploadState = 'pending' | 'uploading' | 'uploaded' | 'errored';

/** A message for the user: an i18n key with params, or the pod's own text (`raw`). */
export interface UploadMessage {
  key: string;
  params?: Record<string, string | number>;
  raw?: string;
}

export interface UploadCover {
  data: ArrayBuffer;
  mimeType: string;
}

/** The tags the pipeline needs (spec 01 section 3: title, album, artist, plus the cover). */
export interface UploadTags {
  title: string;
  album: string;
  artist: string;
  cover: UploadCover | null;
}

export interface QueuedUpload {
  /** The local random id (21 characters); also the key of the file's kept bytes. */
  id: string;
  groupId: string;
  /** Order within the group. */
  position: number;
  name: string;
  size: number;
  mimeType: string;
  progress: number;
  state: UploadState;
  /** The pod's upload uuid, once a send was answered. */
  guid: string | null;
  error: UploadMessage | null;
  failReason: FailReason | null;
  /** The import date the pod reported (finished or skipped). */
  importedAt: string | null;
  /** A duplicate the pod skipped is shown as skipped, not failed. */
  importStatus: 'finished' | 'skipped' | null;
  /** Null until the tags are read, and when they could not be (then failReason is missing-tags). */
  metadata: UploadTags | null;
  tagsRead: boolean;
  /**
   * Sent with every attempt so the pod answers a re-send with its first result (a send whose answer
   * was lost, a reload mid-flight). A new one is drawn only when a retry must make a new upload.
   */
  sendKey: string;
  /**
   * A send to `api/v1/uploads/` started and got no definite answer (a cut, a reload, a 5xx): before
   * the file goes again, the pod is asked whether it holds its import reference. Absent in older rows.
   */
  uncertain?: boolean;
  /** A channel's file: the details given for it (pub19); absent for a library's. */
  draft?: ChannelDraft;
  /** Network failures in a row (see UPLOAD_MAX_NETWORK_ATTEMPTS in the pipeline). */
  attempts: number;
  /** Not before this time (ms since epoch): backoff or the pod's rate limit. */
  notBefore: number;
  /** False once the bytes were deleted (the import is confirmed). */
  bytesKept: boolean;
  createdAt: number;
}

export type GroupState = 'draft' | 'published';

export interface UploadGroup {
  /** Local id; the pod's guid comes when the group is created there. */
  id: string;
  /** Whose uploads (the outbox's scope: full username and instance URL). */
  scope: string;
  guid: string | null;
  uploadUrl: string | null;
  /** `channel` (pub19): its files go to a channel as drafts at once, and are published together. */
  type: 'music-library' | 'channel';
  /** The target channel's uuid (channel groups only). */
  targetChannel?: string | null;
  /** The target library's uuid and name (chosen in the details step); a channel group's channel name. */
  targetLibrary: string | null;
  targetName: string | null;
  createdAt: number;
  /** Drafts are being filled in the upload modal; published groups are sent. */
  state: GroupState;
  /** The pod refused for lack of space: nothing more of it is sent until the user tries again. */
  blocked: 'quota' | null;
  /**
   * import26: the import reference every file of the group is sent with (the older variant's
   * `library/{uuid}/upload?import=`); absent: each file gets its own. Such a group takes 1.4's path.
   */
  importReference?: string | null;
}

export type UploadRow = QueuedUpload & { version: number };
export type UploadGroupRow = UploadGroup & { version: number };
/** A slice of a file's bytes, when the Origin Private File System cannot keep them (upload-bytes.ts). */
export interface UploadChunkRow {
  uploadId: string;
  index: number;
  data: ArrayBuffer;
}

const message = z.object({
  key: z.string(),
  params: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
  raw: z.optional(z.string()),
});
const cover = z.object({ data: z.instanceof(ArrayBuffer), mimeType: z.string() });
const tags = z.object({ title: z.string(), album: z.string(), artist: z.string(), cover: z.nullable(cover) });

const uploadSchema = z.object({
  id: z.string().check(z.minLength(1)),
  groupId: z.string().check(z.minLength(1)),
  position: z.number(),
  name: z.string(),
  size: z.number().check(z.nonnegative()),
  mimeType: z.string(),
  progress: z.number().check(z.minimum(0)).check(z.maximum(100)),
  state: z.enum(['pending', 'uploading', 'uploaded', 'errored']),
  guid: z.nullable(z.string()),
  error: z.nullable(message),
  failReason: z.nullable(z.enum(['upload-cancelled', 'missing-tags', 'import-failed', 'upload-failed'])),
  importedAt: z.nullable(z.string()),
  importStatus: z.nullable(z.enum(['finished', 'skipped'])),
  metadata: z.nullable(tags),
  tagsRead: z.boolean(),
  sendKey: z.string().check(z.minLength(1)),
  uncertain: z.optional(z.boolean()),
  draft: z.optional(draft),
  attempts: z.int().check(z.nonnegative()),
  notBefore: z.number(),
  bytesKept: z.boolean(),
  createdAt: z.number(),
});

const groupSchema = z.object({
  id: z.string().check(z.minLength(1)),
  scope: z.string(),
  guid: z.nullable(z.string()),
  uploadUrl: z.nullable(z.string()),
  type: z.enum(['music-library', 'channel']),
  targetChannel: z.optional(z.nullable(z.string())),
  targetLibrary: z.nullable(z.string()),
  targetName: z.nullable(z.string()),
  createdAt: z.number(),
  state: z.enum(['draft', 'published']),
  blocked: z.nullable(z.literal('quota')),
  importReference: z.optional(z.nullable(z.string())),
});

function format<T>(name: string, schema: z.ZodMiniType<T>): PersistedFormat<T> {
  return {
    name,
    version: UPLOAD_ROW_VERSION,
    parse: (value) => {
      const parsed = schema.safeParse(value);
      return parsed.success ? parsed.data : null;
    },
  };
}

const UPLOAD_FORMAT = format<QueuedUpload>('queued upload', uploadSchema as unknown as z.ZodMiniType<QueuedUpload>);
const GROUP_FORMAT = format<UploadGroup>('upload group', groupSchema);

function parseUpload(raw: unknown): QueuedUpload | null {
  return loadPersisted(raw, UPLOAD_FORMAT);
}

function parseGroup(raw: unknown): UploadGroup | null {
  return loadPersisted(raw, GROUP_FORMAT);
}

function uploadRow(upload: QueuedUpload): UploadRow {
  return { ...upload, version: UPLOAD_ROW_VERSION };
}

function groupRow(group: UploadGroup): UploadGroupRow {
  return { ...group, version: UPLOAD_ROW_VERSION };
}

export interface UploadQueue {
  groups: UploadGroup[];
  uploads: QueuedUpload[];
}

/** The groups of a user (oldest first) and their uploads (in order), corrupt rows left out. */
export async function readUploadQueue(scope: string | null = null): Promise<UploadQueue> {
  const db = getDb();
  const rawGroups: unknown[] = await db.uploadGroups.toArray();
  const groups = rawGroups
    .flatMap((raw) => parseGroup(raw) ?? [])
    .filter((group) => scope === null || group.scope === scope)
    .sort((a, b) => a.createdAt - b.createdAt);
  const order = new Map(groups.map((group, index) => [group.id, index]));
  const rawUploads: unknown[] = await db.uploads.toArray();
  const uploads = rawUploads
    .flatMap((raw) => parseUpload(raw) ?? [])
    .filter((upload) => order.has(upload.groupId))
    .sort((a, b) => (order.get(a.groupId) ?? 0) - (order.get(b.groupId) ?? 0) || a.position - b.position);
  return { groups, uploads };
}

export async function getQueuedUpload(id: string): Promise<QueuedUpload | null> {
  return parseUpload(await getDb().uploads.get(id));
}

export async function putUploadGroup(group: UploadGroup): Promise<void> {
  await getDb().uploadGroups.put(groupRow(group));
}

export async function putQueuedUploads(uploads: readonly QueuedUpload[]): Promise<void> {
  await getDb().uploads.bulkPut(uploads.map(uploadRow));
}

/**
 * Changes one upload in a transaction (read, change, write) so that the uploader's progress and a
 * cancel by the user never lose each other. Null when the row is gone.
 */
export async function changeQueuedUpload(
  id: string,
  change: (upload: QueuedUpload) => QueuedUpload,
): Promise<QueuedUpload | null> {
  const db = getDb();
  return db.transaction('rw', db.uploads, async () => {
    const current = parseUpload(await db.uploads.get(id));
    if (current === null) return null;
    const next = change(current);
    if (next !== current) await db.uploads.put(uploadRow({ ...next, id }));
    return next;
  });
}

/**
 * Changes several uploads in one transaction (the tag reader's results, written in batches rather than
 * one transaction per file). Rows gone meanwhile are skipped; the changed ones are returned.
 */
export async function changeQueuedUploads(
  changes: ReadonlyMap<string, (upload: QueuedUpload) => QueuedUpload>,
): Promise<QueuedUpload[]> {
  if (changes.size === 0) return [];
  const db = getDb();
  const ids = [...changes.keys()];
  return db.transaction('rw', db.uploads, async () => {
    const rows: unknown[] = await db.uploads.bulkGet(ids);
    const next: QueuedUpload[] = [];
    rows.forEach((raw, index) => {
      const current = parseUpload(raw);
      const change = changes.get(ids[index] as string);
      if (current === null || change === undefined) return;
      const changed = change(current);
      if (changed !== current) next.push({ ...changed, id: current.id });
    });
    if (next.length > 0) await db.uploads.bulkPut(next.map(uploadRow));
    return next;
  });
}

/** The position after the last upload of a group (read on the groupId index, not the whole queue). */
export async function nextUploadPosition(groupId: string): Promise<number> {
  const raw: unknown[] = await getDb().uploads.where('groupId').equals(groupId).toArray();
  return raw.reduce<number>((next, item) => Math.max(next, (parseUpload(item)?.position ?? -1) + 1), 0);
}

export async function changeUploadGroup(
  id: string,
  change: (group: UploadGroup) => UploadGroup,
): Promise<UploadGroup | null> {
  const db = getDb();
  return db.transaction('rw', db.uploadGroups, async () => {
    const current = parseGroup(await db.uploadGroups.get(id));
    if (current === null) return null;
    const next = change(current);
    if (next !== current) await db.uploadGroups.put(groupRow({ ...next, id }));
    return next;
  });
}

/** Every upload of a group changed in one transaction. */
export async function changeGroupUploads(
  groupId: string,
  change: (upload: QueuedUpload) => QueuedUpload,
): Promise<QueuedUpload[]> {
  const db = getDb();
  return db.transaction('rw', db.uploads, async () => {
    const raw: unknown[] = await db.uploads.where('groupId').equals(groupId).toArray();
    const next = raw.flatMap((item) => parseUpload(item) ?? []).map(change);
    await db.uploads.bulkPut(next.map(uploadRow));
    return next;
  });
}

export async function findUploadByGuid(guid: string): Promise<QueuedUpload | null> {
  const raw: unknown = await getDb().uploads.where('guid').equals(guid).first();
  return parseUpload(raw);
}

export async function deleteUploadGroupRows(groupId: string): Promise<string[]> {
  const db = getDb();
  return db.transaction('rw', db.uploads, db.uploadGroups, async () => {
    const ids = (await db.uploads.where('groupId').equals(groupId).primaryKeys()) as string[];
    await db.uploads.bulkDelete(ids);
    await db.uploadGroups.delete(groupId);
    return ids;
  });
}

/**
 * The queue read again, with the objects of the previous read kept for the rows that did not change
 * (and the previous arrays when nothing did). Every write re-reads the whole queue, so without this a
 * change of one file would re-render every row of a list of hundreds and make a new object URL for
 * each cover.
 */
export function shareUnchanged(previous: UploadQueue | undefined, next: UploadQueue): UploadQueue {
  if (previous === undefined) return next;
  const before = new Map(previous.uploads.map((upload) => [upload.id, upload]));
  const uploads = next.uploads.map((upload) => {
    const old = before.get(upload.id);
    return old !== undefined && sameUpload(old, upload) ? old : upload;
  });
  const beforeGroups = new Map(previous.groups.map((group) => [group.id, group]));
  const groups = next.groups.map((group) => {
    const old = beforeGroups.get(group.id);
    return old !== undefined && (Object.keys(group) as (keyof UploadGroup)[]).every((key) => old[key] === group[key])
      ? old
      : group;
  });
  const sameList = <T>(a: readonly T[], b: readonly T[]) =>
    a.length === b.length && a.every((item, index) => item === b[index]);
  const keptUploads = sameList(previous.uploads, uploads) ? previous.uploads : uploads;
  const keptGroups = sameList(previous.groups, groups) ? previous.groups : groups;
  return keptUploads === previous.uploads && keptGroups === previous.groups
    ? previous
    : { groups: keptGroups, uploads: keptUploads };
}

/** Live: the queue of a user (undefined while loading, and while the user is not known yet). */
export function useUploadQueue(scope: string | null | undefined): UploadQueue | undefined {
  const last = useRef<{ scope: string | null | undefined; queue: UploadQueue } | null>(null);
  return useLiveQuery(async () => {
    if (scope === undefined) return undefined;
    const read = await readUploadQueue(scope ?? '\u0000none');
    const queue = shareUnchanged(last.current?.scope === scope ? last.current.queue : undefined, read);
    last.current = { scope, queue };
    return queue;
  }, [scope]);
}
