// import23: what the server import panel reads (persisted like every page: a folder seen before shows
// offline, read-only) and its two writes. Nothing is queued: both need the pod.

import { useMemo } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useHttpClient } from '../core/client-context';
import type { Result } from '../core/http';
import { sharedQueryOptions, unwrap } from '../core/query-errors';
import { cancelFsImport, getFsImport, launchFsImport, type FsImportLaunch } from './api';
import type { FsImportState } from './model';

/** How often the panel asks again while an import runs or stops (the pod sends no event for it). */
export const FS_IMPORT_POLL_MS = 1000;

export const fsImportKeys = {
  all: ['fs-import'] as const,
  folder: (path: string) => [...fsImportKeys.all, path] as const,
};

export function useFsImport(path: string, options: { enabled?: boolean } = {}) {
  const client = useHttpClient();
  return useQuery({
    ...sharedQueryOptions,
    queryKey: fsImportKeys.folder(path),
    queryFn: async ({ signal }) => unwrap(await getFsImport(client, path, { signal })),
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchInterval: (query: { state: { data?: FsImportState } }) =>
      query.state.data?.run?.running || query.state.data?.run?.stopping ? FS_IMPORT_POLL_MS : false,
    ...options,
  });
}

export function useFsImportWrites() {
  const client = useHttpClient();
  const queryClient = useQueryClient();
  return useMemo(() => {
    const refresh = async (result: Result<null>): Promise<Result<null>> => {
      await queryClient.invalidateQueries({ queryKey: fsImportKeys.all });
      return result;
    };
    return {
      launch: async (launch: FsImportLaunch) => refresh(await launchFsImport(client, launch)),
      cancel: async () => refresh(await cancelFsImport(client)),
    };
  }, [client, queryClient]);
}
