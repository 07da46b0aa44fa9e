// edits22: catalogue edits (ENDPOINTS §12, spec 02 sections 4 to 6) as pure rules: the form's values,
// the payload of the changed fields only, who may apply, approve or delete, an edit's status, and
// the table of field, old value and new value with the changed words marked.

import type { Actor, Attachment } from '../core/model';

export type EditKind = 'artist' | 'album' | 'track';

/** The fields each kind's form offers, in the form's order (the pod's own names). */
export const EDIT_FIELDS = {
  artist: ['name', 'tags', 'description', 'cover'],
  album: ['title', 'release_date', 'tags', 'description', 'cover'],
  track: ['title', 'position', 'copyright', 'license', 'tags', 'description', 'cover'],
} as const satisfies Record<EditKind, readonly string[]>;

export type EditField = (typeof EDIT_FIELDS)[EditKind][number];

/** The form's values: text as typed ('' is empty), tags as a list, the cover as an attachment uuid. */
export type EditValues = Partial<Record<EditField, string | string[]>>;

/** What the edit screen knows of the object (its own read, so attribution and locality are known). */
export interface EditTarget {
  kind: EditKind;
  id: number;
  repr: string;
  isLocal: boolean;
  /** The full username of the actor the object is attributed to, if any. */
  attributedTo: string | null;
  values: EditValues;
  cover: Attachment | null;
}

export type EditStatus = 'pending' | 'approved' | 'applied' | 'rejected';

export interface Edit {
  uuid: string;
  creationDate: string;
  appliedDate: string | null;
  isApproved: boolean | null;
  isApplied: boolean;
  createdBy: Actor | null;
  summary: string | null;
  payload: Record<string, unknown>;
  previousState: Record<string, { value: unknown }> | null;
  target: { type: EditKind; id: number; repr: string } | null;
}

export type EditFilter = 'pending' | 'all' | 'approved' | 'rejected';
/** The list filter's choices: pending review first. */
export const EDIT_FILTERS: readonly EditFilter[] = ['pending', 'all', 'approved', 'rejected'];
/** The recent edits, 5 at a time. */
export const EDITS_PAGE_SIZE = 5;

/** `is_approved` of the list call for a filter (`null` asks for the pending ones). */
export function approvalQuery(filter: EditFilter): { is_approved?: 'true' | 'false' | 'null' } {
  if (filter === 'pending') return { is_approved: 'null' };
  if (filter === 'approved') return { is_approved: 'true' };
  if (filter === 'rejected') return { is_approved: 'false' };
  return {};
}

export function editStatus(edit: Pick<Edit, 'isApproved' | 'isApplied'>): EditStatus {
  if (edit.isApproved === null) return 'pending';
  if (edit.isApproved === false) return 'rejected';
  return edit.isApplied ? 'applied' : 'approved';
}

/** The i18n keys of the status labels (edits22Edits.status.*). */
export const STATUS_LABELS: Record<EditStatus, string> = {
  pending: 'edits22Edits.status.pending',
  approved: 'edits22Edits.status.approved',
  applied: 'edits22Edits.status.applied',
  rejected: 'edits22Edits.status.rejected',
};

const sameValue = (a: string | string[] | undefined, b: string | string[] | undefined): boolean =>
  JSON.stringify(a ?? '') === JSON.stringify(b ?? '');

/** The fields whose value differs from the object's. */
export function changedFields(kind: EditKind, initial: EditValues, current: EditValues): EditField[] {
  return EDIT_FIELDS[kind].filter((field) => !sameValue(initial[field], current[field]));
}

function text(value: string | string[] | undefined): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** One field's value as the pod takes it: empty text is null, a position a number, a description content. */
function payloadValue(field: EditField, value: string | string[] | undefined): unknown {
  if (field === 'tags') return Array.isArray(value) ? value : [];
  const typed = text(value);
  if (field === 'title' || field === 'name') return typed;
  if (typed === '') return null;
  if (field === 'position') return Number(typed);
  if (field === 'description') return { content_type: 'text/markdown', text: typed };
  return typed;
}

/** The payload of an edit: only the changed fields (spec 02 section 5). */
export function editPayload(kind: EditKind, initial: EditValues, current: EditValues): Record<string, unknown> {
  return Object.fromEntries(
    changedFields(kind, initial, current).map((field) => [field, payloadValue(field, current[field])]),
  );
}

/** A problem the form reports before sending, as an i18n key, or null. */
export function fieldProblem(field: EditField, value: string | string[] | undefined): string | null {
  if ((field === 'title' || field === 'name') && text(value) === '') return 'edits22Edits.problems.required';
  if (field === 'position' && text(value) !== '' && !/^\d+$/.test(text(value))) return 'edits22Edits.problems.position';
  if (field === 'release_date' && text(value) !== '' && !/^\d{4}-\d{2}-\d{2}$/.test(text(value)))
    return 'edits22Edits.problems.date';
  return null;
}

export interface Editor {
  fullUsername: string;
  permissions: { library: boolean };
}

/** Applies at once (`is_approved: true`): the library flag, or the user the object is attributed to. */
export function canApply(user: Editor | null, target: Pick<EditTarget, 'isLocal' | 'attributedTo'>): boolean {
  if (!user || !target.isLocal) return false;
  return user.permissions.library || target.attributedTo === user.fullUsername;
}

/** Approve and Reject: the same right, while the edit is not applied. */
export function canReview(
  user: Editor | null,
  target: Pick<EditTarget, 'isLocal' | 'attributedTo'>,
  edit: Pick<Edit, 'isApplied'>,
): boolean {
  return !edit.isApplied && canApply(user, target);
}

/** Delete: the author or an approver, while the edit is not applied. */
export function canDelete(
  user: Editor | null,
  target: Pick<EditTarget, 'isLocal' | 'attributedTo'>,
  edit: Pick<Edit, 'isApplied' | 'createdBy'>,
): boolean {
  if (!user || edit.isApplied) return false;
  return edit.createdBy?.fullUsername === user.fullUsername || canApply(user, target);
}

/** A value of a payload or a previous state, as the table shows it. */
export function displayValue(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(String).join(', ');
  if (typeof value === 'object') {
    const content = value as { text?: unknown };
    return typeof content.text === 'string' ? content.text : JSON.stringify(value);
  }
  return String(value);
}

export interface DiffPart {
  text: string;
  change: 'same' | 'removed' | 'added';
}

/** Word diff (longest common subsequence of words and spaces): what the old and new values mark. */
export function diffWords(before: string, after: string): { old: DiffPart[]; new: DiffPart[] } {
  const a = before.split(/(\s+)/).filter((part) => part !== '');
  const b = after.split(/(\s+)/).filter((part) => part !== '');
  const lcs: number[][] = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      lcs[i]![j] = a[i] === b[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
  const old: DiffPart[] = [];
  const added: DiffPart[] = [];
  const push = (list: DiffPart[], text: string, change: DiffPart['change']) => {
    const last = list[list.length - 1];
    if (last && last.change === change) last.text += text;
    else list.push({ text, change });
  };
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      push(old, a[i]!, 'same');
      push(added, b[j]!, 'same');
      i++;
      j++;
    } else if (j < b.length && (i === a.length || lcs[i]![j + 1]! >= lcs[i + 1]![j]!)) {
      push(added, b[j]!, 'added');
      j++;
    } else {
      push(old, a[i]!, 'removed');
      i++;
    }
  }
  return { old, new: added };
}

export interface DiffRow {
  field: string;
  old: string;
  new: string;
  diff: { old: DiffPart[]; new: DiffPart[] };
}

/**
 * The table of an edit: one row a changed field. Old values come from `previous_state` once the
 * edit is applied (the object has changed since), else from the object as it is now.
 */
export function diffRows(edit: Pick<Edit, 'payload' | 'previousState' | 'isApplied'>, current: EditValues): DiffRow[] {
  return Object.entries(edit.payload).map(([field, value]) => {
    const oldValue =
      edit.isApplied && edit.previousState
        ? displayValue(edit.previousState[field]?.value)
        : displayValue(current[field as EditField]);
    const newValue = displayValue(value);
    return { field, old: oldValue, new: newValue, diff: diffWords(oldValue, newValue) };
  });
}
