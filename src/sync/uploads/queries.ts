import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getUpload, listUploads, type UploadListParams } from './files-api';
import type { HttpClient } from '../core/http';
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

export function useUpload(uuid: string, options: HookOptions = {}) {
  return useQuery({ ...uploadQuery(useHttpClient(), uuid), ...options });
}
