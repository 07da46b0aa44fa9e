// Reports (spec 02 sections 3 to 5, ENDPOINTS §11 and §13): what is reported, the categories a
// pod offers (node info `reportTypes`), the form's rules and the moderators' view of a report.

import { mapActor, orNull, type Actor } from '../core/model';
import type { ApiManageReport } from './schema';

export const REPORT_TYPES = [
  'illegal_content',
  'invalid_metadata',
  'offensive_content',
  'takedown_request',
  'other',
] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

export const isReportType = (value: string): value is ReportType => (REPORT_TYPES as readonly string[]).includes(value);

export interface ReportCategory {
  type: ReportType;
  /** Visitors without an account may file it. */
  anonymous: boolean;
}

/** What a report points at: an object by id, by uuid, or an account by full username. */
export type ReportTarget =
  | { type: 'artist' | 'album' | 'track' | 'playlist'; id: number }
  | { type: 'library' | 'channel'; uuid: string }
  | { type: 'account'; fullUsername: string };
export type ReportTargetType = ReportTarget['type'];

/** The categories of node info, in the pod's order; unknown ones are left out. */
export function mapReportCategories(
  types: ReadonlyArray<{ type: string; label?: string | null; anonymous?: boolean | null }> | null | undefined,
): ReportCategory[] | null {
  if (!types) return null;
  return types.flatMap((entry) =>
    isReportType(entry.type) ? [{ type: entry.type, anonymous: entry.anonymous === true }] : [],
  );
}

/** Without node info's list (a 2.1-only pod), every category, none for visitors. */
export const DEFAULT_REPORT_CATEGORIES: ReportCategory[] = REPORT_TYPES.map((type) => ({ type, anonymous: false }));

/** The categories this person may choose: all when signed in, the `anonymous` ones otherwise. */
export function reportCategoriesFor(categories: readonly ReportCategory[], signedIn: boolean): ReportCategory[] {
  return signedIn ? [...categories] : categories.filter((category) => category.anonymous);
}

export interface ReportDraft {
  category: string;
  message: string;
  email: string;
  forward: boolean;
}

export const EMPTY_REPORT_DRAFT: ReportDraft = { category: '', message: '', email: '', forward: false };

export interface ReportFormContext {
  signedIn: boolean;
  /** The domain of the pod that holds the object when it is another pod's, else null. */
  remoteDomain: string | null;
  categories: readonly ReportCategory[];
}

export type ReportFormProblem = 'category' | 'email';

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/** What keeps the form from being sent: a category it offers, and an e-mail when anonymous. */
export function reportFormProblems(draft: ReportDraft, context: ReportFormContext): ReportFormProblem[] {
  const problems: ReportFormProblem[] = [];
  const offered = reportCategoriesFor(context.categories, context.signedIn).some(
    (category) => category.type === draft.category,
  );
  if (!offered) problems.push('category');
  if (!context.signedIn && !EMAIL.test(draft.email.trim())) problems.push('email');
  return problems;
}

/** Forwarding an anonymized copy only makes sense for another pod's object. */
export const canForward = (context: Pick<ReportFormContext, 'remoteDomain'>) => context.remoteDomain !== null;

/** The body of `POST moderation/reports/`. */
export function reportPayload(draft: ReportDraft, target: ReportTarget, context: ReportFormContext) {
  const apiTarget =
    target.type === 'account'
      ? { type: 'account', full_username: target.fullUsername }
      : 'uuid' in target
        ? { type: target.type, uuid: target.uuid }
        : { type: target.type, id: target.id };
  return {
    type: draft.category,
    summary: draft.message.trim(),
    target: apiTarget,
    ...(context.signedIn ? {} : { submitter_email: draft.email.trim() }),
    ...(canForward(context) && draft.forward ? { forward: true } : {}),
  };
}

export interface ReportNote {
  uuid: string;
  creationDate: string;
  summary: string;
  author: Actor | null;
}

export interface ManageReport {
  id: number;
  uuid: string;
  creationDate: string;
  handledDate: string | null;
  message: string | null;
  category: string;
  /** null once the object is gone: `frozen` is all that is left of it. */
  target: ReportTarget | null;
  targetType: string | null;
  frozen: Record<string, unknown> | null;
  resolved: boolean;
  assignedTo: Actor | null;
  owner: Actor | null;
  submitter: Actor | null;
  submitterEmail: string | null;
  notes: ReportNote[];
}

function mapTarget(target: ApiManageReport['target']): ReportTarget | null {
  if (!target) return null;
  const { type } = target;
  if (type === 'artist' || type === 'album' || type === 'track' || type === 'playlist') {
    const id = Number(target.id);
    return Number.isSafeInteger(id) ? { type, id } : null;
  }
  if ((type === 'library' || type === 'channel') && target.uuid) return { type, uuid: target.uuid };
  if (type === 'account' && target.full_username) return { type, fullUsername: target.full_username };
  return null;
}

export function mapManageReport(report: ApiManageReport): ManageReport {
  const frozen = report.target_state ?? null;
  const frozenTarget = frozen?._target as { type?: unknown } | undefined;
  return {
    id: report.id,
    uuid: report.uuid,
    creationDate: report.creation_date,
    handledDate: orNull(report.handled_date),
    message: orNull(report.summary),
    category: report.type,
    target: mapTarget(report.target),
    targetType: report.target?.type ?? (typeof frozenTarget?.type === 'string' ? frozenTarget.type : null),
    frozen,
    resolved: report.is_handled,
    assignedTo: mapActor(report.assigned_to),
    owner: mapActor(report.target_owner),
    submitter: mapActor(report.submitter),
    submitterEmail: orNull(report.submitter_email),
    notes: (report.notes ?? []).map((note) => ({
      uuid: note.uuid,
      creationDate: note.creation_date,
      summary: note.summary,
      author: mapActor(note.author),
    })),
  };
}

/** The i18n key of a report's status (spec 02 section 4: resolved or unresolved). */
export const reportStatusKey = (report: Pick<ManageReport, 'resolved'>) =>
  report.resolved ? 'reports22.status.resolved' : 'reports22.status.unresolved';

/** The frozen copy's name for people: a title, a name or a username. */
export function frozenLabel(frozen: Record<string, unknown> | null): string | null {
  for (const key of ['title', 'name', 'full_username', 'preferred_username']) {
    const value = frozen?.[key];
    if (typeof value === 'string' && value !== '') return value;
  }
  return null;
}

/** Where the frozen copy says the object lived, and whether it was this pod's own. */
export function frozenOrigin(frozen: Record<string, unknown> | null): {
  domain: string | null;
  isLocal: boolean | null;
} {
  const domain = frozen?.domain;
  const isLocal = frozen?.is_local;
  return {
    domain: typeof domain === 'string' ? domain : null,
    isLocal: typeof isLocal === 'boolean' ? isLocal : null,
  };
}

/** The objects a moderator may delete from the report page (manage/library DELETE endpoints). */
export function deletablePath(target: ReportTarget | null): string | null {
  if (!target) return null;
  if (target.type === 'artist' || target.type === 'album' || target.type === 'track')
    return `manage/library/${target.type}s/${target.id}/`;
  if (target.type === 'library') return `manage/library/libraries/${encodeURIComponent(target.uuid)}/`;
  return null;
}

export interface ReportFilters {
  /** Unresolved first: the list opens on them. */
  status: 'unresolved' | 'resolved' | 'all';
  category: string;
  q: string;
}

export const DEFAULT_REPORT_FILTERS: ReportFilters = { status: 'unresolved', category: '', q: '' };

/** Spec 02 section 9: reports are listed 25 a page. */
export const REPORTS_PAGE_SIZE = 25;

/** The domain of another pod's object (from its fid), null for this pod's own. */
export function remoteDomainOf(isLocal: boolean, fid: string | null | undefined): string | null {
  if (isLocal) return null;
  try {
    return fid ? new URL(fid).hostname : '';
  } catch {
    return '';
  }
}
