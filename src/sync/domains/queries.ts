// domains22: what the domain screens read (persisted like every page, so a domain seen before shows
// offline, read-only) and their writes. Nothing is queued: each write needs the pod, and the screens
// say so while it cannot be reached.

import { useMemo } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useHttpClient } from '../core/client-context';
import type { Result } from '../core/http';
import { sharedQueryOptions, unwrap } from '../core/query-errors';
import { MANAGE_KEY } from '../policies';
import { addDomain, domainAction, getDomain, getDomainStats, listDomains, refreshNodeInfo } from './api';
import type { Domain, DomainListParams, NodeInfoState } from './model';

export const domainKeys = {
  all: [MANAGE_KEY, 'domains'] as const,
  list: (params: DomainListParams) => [...domainKeys.all, 'list', params] as const,
  one: (name: string) => [...domainKeys.all, 'one', name] as const,
  stats: (name: string) => [...domainKeys.all, 'stats', name] as const,
};

export function useDomains(params: DomainListParams) {
  const client = useHttpClient();
  return useQuery({
    ...sharedQueryOptions,
    queryKey: domainKeys.list(params),
    queryFn: async ({ signal }) => unwrap(await listDomains(client, params, { signal })),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useDomain(name: string) {
  const client = useHttpClient();
  return useQuery({
    ...sharedQueryOptions,
    queryKey: domainKeys.one(name),
    queryFn: async ({ signal }) => unwrap(await getDomain(client, name, { signal })),
    staleTime: 0,
  });
}

export function useDomainStats(name: string) {
  const client = useHttpClient();
  return useQuery({
    ...sharedQueryOptions,
    queryKey: domainKeys.stats(name),
    queryFn: async ({ signal }) => unwrap(await getDomainStats(client, name, { signal })),
    staleTime: 0,
  });
}

/** The writes of the domain screens, each answering the pod's Result; what they change is asked again. */
export function useDomainWrites() {
  const client = useHttpClient();
  const queryClient = useQueryClient();
  return useMemo(() => {
    const refresh = async <T>(result: Result<T>, name?: string): Promise<Result<T>> => {
      if (result.ok) {
        await queryClient.invalidateQueries({ queryKey: name ? domainKeys.one(name) : domainKeys.all });
        await queryClient.invalidateQueries({ queryKey: [...domainKeys.all, 'list'] });
        if (name) await queryClient.invalidateQueries({ queryKey: domainKeys.stats(name) });
      }
      return result;
    };
    return {
      add: async (name: string): Promise<Result<Domain>> => refresh(await addDomain(client, name)),
      setAllowed: async (name: string, allowed: boolean): Promise<Result<number>> =>
        refresh(await domainAction(client, allowed ? 'allow_list_add' : 'allow_list_remove', [name]), name),
      purge: async (name: string): Promise<Result<number>> =>
        refresh(await domainAction(client, 'purge', [name]), name),
      refreshNodeInfo: async (name: string): Promise<Result<NodeInfoState>> =>
        refresh(await refreshNodeInfo(client, name), name),
    };
  }, [client, queryClient]);
}
