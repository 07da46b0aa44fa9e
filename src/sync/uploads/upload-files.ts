// The owner's files and quota (spec 02 section 2: the library files table and the quota screen):
// the counts of files by import status, the quota figures, and the actions on files (delete, restart
// import, purge by status). Actions are TanStack mutations that refresh the lists they change.

import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listUploads } from './files-api';
import type { HttpClient } from '../core/http';
import type { ImportStatus } from './model';
import { getQuota, uploadsAction } from './api';
import { useHttpClient } from '../core/client-context';
import { sharedQueryOptions, unwrap, type HookOptions } from '../core/query-errors';
import { uploadKeys } from './queries';

export const quotaKeys = {
  all: ['quota'] as const,
  figures: () => [...quotaKeys.all, 'figures'] as const,
  count: (status: ImportStatus) => [...quotaKeys.all, 'count', status] as const,
};

function quotaQuery(client: HttpClient) {
  return queryOptions({
    ...sharedQueryOptions,
    queryKey: quotaKeys.figures(),
    queryFn: async () => unwrap(await getQuota(client)),
  });
}

/** `users/me/`.quota_status (MB): max, current, and the size of each import status. */
export function useQuota(options: HookOptions = {}) {
  return useQuery({ ...quotaQuery(useHttpClient()), ...options });
}

/** How many of the user's files have an import status (the official uploader's `page_size=1` count). */
export function useUploadStatusCount(status: ImportStatus, options: HookOptions = {}) {
  const client = useHttpClient();
  return useQuery({
    ...sharedQueryOptions,
    queryKey: quotaKeys.count(status),
    queryFn: async ({ signal }) =>
      unwrap(await listUploads(client, { import_status: [status], page_size: 1 }, { signal })).count,
    ...options,
  });
}

function useRefreshFiles() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: uploadKeys.all });
    void queryClient.invalidateQueries({ queryKey: quotaKeys.all });
  };
}

/** Delete or restart the import of files (by uuid). */
export function useUploadsAction() {
  const client = useHttpClient();
  const refresh = useRefreshFiles();
  return useMutation({
    mutationFn: async ({ action, uuids }: { action: 'delete' | 'relaunch_import'; uuids: string[] }) =>
      unwrap(await uploadsAction(client, action, uuids)),
    onSettled: refresh,
  });
}

/** Purges the user's errored, pending or skipped files (spec 02: it frees the quota). */
export function usePurgeUploads() {
  const client = useHttpClient();
  const refresh = useRefreshFiles();
  return useMutation({
    mutationFn: async (status: 'errored' | 'pending' | 'skipped') =>
      unwrap(await uploadsAction(client, 'delete', 'all', { import_status: status })),
    onSettled: refresh,
  });
}
