import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listCustomRadios, type RadioListParams } from './list-api';
import type { HttpClient } from '../core/http';
import { useHttpClient } from '../core/client-context';
import { sharedQueryOptions, unwrap, type HookOptions } from '../core/query-errors';

const radioKeys = {
  all: ['radios'] as const,
  lists: () => [...radioKeys.all, 'list'] as const,
  list: (params: RadioListParams) => [...radioKeys.lists(), params] as const,
};

function radioListQuery(client: HttpClient, params: RadioListParams = {}) {
  return queryOptions({
    ...sharedQueryOptions,
    queryKey: radioKeys.list(params),
    queryFn: async ({ signal }) => unwrap(await listCustomRadios(client, params, { signal })),
    placeholderData: keepPreviousData,
  });
}

export function useCustomRadios(params: RadioListParams = {}, options: HookOptions = {}) {
  return useQuery({ ...radioListQuery(useHttpClient(), params), ...options });
}
