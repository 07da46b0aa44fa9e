// domains22: what the policy panel reads (the rule, persisted like every page so it shows offline) and
// its three writes. They are never queued (a pod cannot tell a re-sent rule from a new one): the form
// keeps its draft until the pod answers. A change is also a change of the domain's or account's
// `instance_policy`, so every manage query (keys beginning with 'manage') is asked again.

import { useMemo } from 'react';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useHttpClient } from '../core/client-context';
import type { Result } from '../core/http';
import { sharedQueryOptions, unwrap } from '../core/query-errors';
import { createPolicy, deletePolicy, getPolicy, updatePolicy } from './api';
import type { Policy, PolicyForm, PolicyTarget } from './model';

export const MANAGE_KEY = 'manage';

export const policyKeys = {
  all: [MANAGE_KEY, 'policies'] as const,
  one: (id: number) => [...policyKeys.all, id] as const,
};

/** The rule of this id; idle while there is none. */
export function usePolicy(id: number | null) {
  const client = useHttpClient();
  return useQuery({
    ...sharedQueryOptions,
    queryKey: policyKeys.one(id ?? 0),
    queryFn: async ({ signal }) => unwrap(await getPolicy(client, id ?? 0, { signal })),
    enabled: id !== null,
    staleTime: 0,
  });
}

async function settled<T>(queryClient: QueryClient, result: Result<T>, change?: (data: T) => void): Promise<Result<T>> {
  if (!result.ok) return result;
  change?.(result.data);
  await queryClient.invalidateQueries({
    queryKey: [MANAGE_KEY],
    predicate: (query) => query.queryKey[1] !== 'policies',
  });
  return result;
}

/** Create, update and delete, each answering the pod's Result. */
export function usePolicyWrites() {
  const client = useHttpClient();
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      create: async (target: PolicyTarget, form: PolicyForm): Promise<Result<Policy>> =>
        settled(queryClient, await createPolicy(client, target, form), (policy) =>
          queryClient.setQueryData(policyKeys.one(policy.id), policy),
        ),
      update: async (id: number, form: PolicyForm): Promise<Result<Policy>> =>
        settled(queryClient, await updatePolicy(client, id, form), (policy) =>
          queryClient.setQueryData(policyKeys.one(policy.id), policy),
        ),
      remove: async (id: number): Promise<Result<null>> =>
        settled(queryClient, await deletePolicy(client, id), () =>
          queryClient.removeQueries({ queryKey: policyKeys.one(id) }),
        ),
    }),
    [client, queryClient],
  );
}
