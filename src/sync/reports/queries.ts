// What the report form and the moderation screens read (persisted like every page, so a report
// seen before shows offline) and the writes they call. Each write needs the pod; none is queued.

import { useCallback } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useHttpClient } from '../core/client-context';
import type { UiText } from '../core/errors';
import { sharedQueryOptions, unwrap } from '../core/query-errors';
import { deleteReportedObject, fetchReportCategories, fileReport, getReport, listReports, patchReport } from './api';
import type { ReportChange } from './api';
import type { ManageReport, ReportFilters } from './model';

export const reportKeys = {
  all: ['reports'] as const,
  categories: () => [...reportKeys.all, 'categories'] as const,
  lists: () => [...reportKeys.all, 'list'] as const,
  list: (page: number, filters: ReportFilters) => [...reportKeys.lists(), page, filters] as const,
  detail: (uuid: string) => [...reportKeys.all, 'detail', uuid] as const,
};

/** The pod's report categories (node info 2.0 `reportTypes`); null when the pod lists none. */
export function useReportCategories() {
  const client = useHttpClient();
  return useQuery({
    ...sharedQueryOptions,
    queryKey: reportKeys.categories(),
    queryFn: async ({ signal }) => unwrap(await fetchReportCategories(client, { signal })),
    meta: { silent: true, logAs: 'Error while fetching report types' },
  });
}

export function useReports(page: number, filters: ReportFilters) {
  const client = useHttpClient();
  return useQuery({
    ...sharedQueryOptions,
    queryKey: reportKeys.list(page, filters),
    queryFn: async ({ signal }) => unwrap(await listReports(client, page, filters, { signal })),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useReport(uuid: string) {
  const client = useHttpClient();
  return useQuery({
    ...sharedQueryOptions,
    queryKey: reportKeys.detail(uuid),
    queryFn: async ({ signal }) => unwrap(await getReport(client, uuid, { signal })),
    staleTime: 0,
  });
}

export type CommandResult<T = null> = { ok: true; data: T } | { ok: false; messages: UiText[] };

/** Filing a report (anyone), and the moderators' changes to one. */
export function useReportCommands() {
  const client = useHttpClient();
  const queryClient = useQueryClient();

  const settle = useCallback(
    (report: ManageReport) => {
      queryClient.setQueryData(reportKeys.detail(report.uuid), report);
      void queryClient.invalidateQueries({ queryKey: reportKeys.lists() });
    },
    [queryClient],
  );

  const submit = useCallback(
    async (body: object): Promise<CommandResult<{ uuid: string }>> => {
      const result = await fileReport(client, body);
      return result.ok ? { ok: true, data: result.data } : { ok: false, messages: result.error.messages };
    },
    [client],
  );

  const update = useCallback(
    async (uuid: string, change: ReportChange): Promise<CommandResult<ManageReport>> => {
      const result = await patchReport(client, uuid, change);
      if (!result.ok) return { ok: false, messages: result.error.messages };
      settle(result.data);
      return { ok: true, data: result.data };
    },
    [client, settle],
  );

  /** Spec 02 section 4: deleting the reported object also marks the report resolved. */
  const deleteObjectAndResolve = useCallback(
    async (report: ManageReport): Promise<CommandResult<ManageReport>> => {
      const deleted = await deleteReportedObject(client, report);
      if (!deleted.ok) return { ok: false, messages: deleted.error.messages };
      return update(report.uuid, { resolved: true });
    },
    [client, update],
  );

  return { submit, update, deleteObjectAndResolve };
}
