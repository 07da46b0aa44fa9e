import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getTag, listTags, type TagListParams } from './api';
import type { HttpClient } from '../core/http';
import { useHttpClient } from '../core/client-context';
import { sharedQueryOptions, unwrap } from '../core/query-errors';

export const tagKeys = {
  all: ['tags'] as const,
  lists: () => [...tagKeys.all, 'list'] as const,
  list: (params: TagListParams) => [...tagKeys.lists(), params] as const,
  details: () => [...tagKeys.all, 'detail'] as const,
  detail: (name: string) => [...tagKeys.details(), name] as const,
};

export function tagListQuery(client: HttpClient, params: TagListParams = {}) {
  return queryOptions({
    ...sharedQueryOptions,
    queryKey: tagKeys.list(params),
    queryFn: async ({ signal }) => unwrap(await listTags(client, params, { signal })),
    placeholderData: keepPreviousData,
  });
}

export function tagQuery(client: HttpClient, name: string) {
  return queryOptions({
    ...sharedQueryOptions,
    queryKey: tagKeys.detail(name),
    queryFn: async ({ signal }) => unwrap(await getTag(client, name, { signal })),
  });
}

export function useTags(params: TagListParams = {}) {
  return useQuery(tagListQuery(useHttpClient(), params));
}
