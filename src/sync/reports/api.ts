// Reports on the wire (ENDPOINTS §11, §13): filing one, the moderators' list, detail and PATCH,
// and deleting the reported object (manage/library). Nothing here is queued: a real pod cannot
// tell a re-sent report from a new one, so the forms keep their input until the pod has answered.

import { mapResult, type HttpClient, type Result } from '../core/http';
import { mapPage, type Page } from '../core/model';
import type { CallOptions } from '../core/params';
import {
  deletablePath,
  mapManageReport,
  mapReportCategories,
  REPORTS_PAGE_SIZE,
  type ManageReport,
  type ReportCategory,
  type ReportFilters,
} from './model';
import { filedReportSchema, manageReportPageSchema, manageReportSchema, reportTypesNodeInfoSchema } from './schema';

/** Nodeinfo 2.0 on the v1 base: the one that lists `reportTypes` (a 2.x pod's 2.1 leaves it out). */
const NODE_INFO_20_PATH = '../v1/instance/nodeinfo/2.0/';

/** The pod's report categories, or null when its node info has no list. */
export async function fetchReportCategories(
  client: HttpClient,
  options: CallOptions = {},
): Promise<Result<ReportCategory[] | null>> {
  const result = await client.get(NODE_INFO_20_PATH, {
    schema: reportTypesNodeInfoSchema,
    authFailure: 'anonymous',
    ...options,
  });
  return mapResult(result, (info) => mapReportCategories(info.metadata?.reportTypes));
}

/** `POST moderation/reports/` with the body of `reportPayload`. */
export async function fileReport(client: HttpClient, body: object): Promise<Result<{ uuid: string }>> {
  const result = await client.post('moderation/reports/', { json: body, schema: filedReportSchema });
  return mapResult(result, (report) => ({ uuid: report.uuid }));
}

export async function listReports(
  client: HttpClient,
  page: number,
  filters: ReportFilters,
  options: CallOptions = {},
): Promise<Result<Page<ManageReport>>> {
  const result = await client.get('manage/moderation/reports/', {
    query: {
      page,
      page_size: REPORTS_PAGE_SIZE,
      ordering: '-creation_date',
      is_handled: filters.status === 'all' ? undefined : filters.status === 'resolved',
      type: filters.category || undefined,
      q: filters.q.trim() || undefined,
    },
    schema: manageReportPageSchema,
    ...options,
  });
  return mapResult(result, (data) => mapPage(data, mapManageReport));
}

const reportPath = (uuid: string) => `manage/moderation/reports/${encodeURIComponent(uuid)}/`;

export async function getReport(client: HttpClient, uuid: string, options: CallOptions = {}) {
  const result = await client.get(reportPath(uuid), { schema: manageReportSchema, ...options });
  return mapResult(result, mapManageReport);
}

export interface ReportChange {
  resolved?: boolean;
  /** A full username, or null to unassign. */
  assignedTo?: string | null;
  category?: string;
}

/** `PATCH manage/moderation/reports/{uuid}/` with only what changes. */
export async function patchReport(
  client: HttpClient,
  uuid: string,
  change: ReportChange,
): Promise<Result<ManageReport>> {
  const json: Record<string, unknown> = {};
  if (change.resolved !== undefined) json.is_handled = change.resolved;
  if (change.assignedTo !== undefined) json.assigned_to = change.assignedTo;
  if (change.category !== undefined) json.type = change.category;
  const result = await client.request('PATCH', reportPath(uuid), { json, schema: manageReportSchema });
  return mapResult(result, mapManageReport);
}

/**
 * Deletes the reported object (`DELETE manage/library/...`, 204). An object already gone (404) is
 * what was asked: the caller goes on to resolve the report.
 */
export async function deleteReportedObject(client: HttpClient, report: ManageReport): Promise<Result<null>> {
  const path = deletablePath(report.target);
  if (path === null) return { ok: true, data: null, status: 404 };
  const result = await client.request<unknown>('DELETE', path);
  if (!result.ok && result.error.status === 404) return { ok: true, data: null, status: 404 };
  return mapResult(result, () => null);
}
