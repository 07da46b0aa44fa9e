import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getUpload, listUploads, type UploadListParams } from './files-api';
import type { HttpClient } from '../core/http';
import type { Upload } from './model';
import { useHttpClient } from '../core/client-context';
import { sharedQueryOptions, unwrap, type HookOptions } from '../core/query-errors';

export const uploadKeys = {
  all: ['uploads'] as const,
  lists: () => [...uploadKeys.all, 'list'] as const,
  list: (params: UploadListParams) => [...uploadKeys.lists(), params] as const,
  details: () => [...uploadKeys.all, 'detail'] as const,
  detail: (uuid: string) => [...uploadKeys.details(), uuid] as const,
};

function uploadListQuery(client: HttpClient, params: UploadListParams = {}) {
  return queryOptions({
    ...sharedQueryOptions,
    queryKey: uploadKeys.list(params),
    queryFn: async ({ signal }) => unwrap(await listUploads(client, params, { signal })),
    placeholderData: keepPreviousData,
  });
}

export function uploadQuery(client: HttpClient, uuid: string) {
  return queryOptions({
    ...sharedQueryOptions,
    queryKey: uploadKeys.detail(uuid),
    queryFn: async ({ signal }) => unwrap(await getUpload(client, uuid, { signal })),
  });
}

/** The user's own uploads (a library's files: `{ library: uuid }`). */
export function useUploads(params: UploadListParams = {}, options: HookOptions = {}) {
  return useQuery({ ...uploadListQuery(useHttpClient(), params), ...options });
}

/** How often an upload being imported is looked at again when `followImport` asks (no event for it reaches every screen). */
export const IMPORT_FOLLOW_MS = 2000;

/** One upload; `followImport`: looked at again while the pod imports it (after a restart, for example). */
export function useUpload(uuid: string, options: HookOptions & { followImport?: boolean } = {}) {
  const { followImport, ...rest } = options;
  const follow = (query: { state: { data?: Upload } }) =>
    followImport && query.state.data?.importStatus === 'pending' ? IMPORT_FOLLOW_MS : false;
  return useQuery({ ...uploadQuery(useHttpClient(), uuid), refetchInterval: follow, ...rest });
}
