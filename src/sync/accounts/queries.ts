// accounts22: what the accounts screens read (persisted like every page, so a page seen before shows
// offline, read-only) and their two writes, sent straight to the pod (a screen disables them offline).

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useHttpClient } from '../core/client-context';
import { sharedQueryOptions, unwrap, type HookOptions } from '../core/query-errors';
import { getManageUser, patchManageUser, type ManageUser } from '../users';
import { getAccount, getAccountStats, listAccounts, purgeAccount, type AccountScope } from './api';
import type { Account } from './model';

export const accountKeys = {
  all: ['manage-accounts'] as const,
  lists: () => [...accountKeys.all, 'list'] as const,
  list: (scope: AccountScope, q: string, page: number) => [...accountKeys.lists(), scope, q, page] as const,
  detail: (fullUsername: string) => [...accountKeys.all, 'detail', fullUsername] as const,
  stats: (fullUsername: string) => [...accountKeys.all, 'stats', fullUsername] as const,
  user: (id: number) => [...accountKeys.all, 'user', id] as const,
};

export function useAccounts(scope: AccountScope, q: string, page: number) {
  const client = useHttpClient();
  return useQuery({
    ...sharedQueryOptions,
    queryKey: accountKeys.list(scope, q, page),
    queryFn: async ({ signal }) => unwrap(await listAccounts(client, { page, scope, q }, { signal })),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useAccount(fullUsername: string) {
  const client = useHttpClient();
  return useQuery({
    ...sharedQueryOptions,
    queryKey: accountKeys.detail(fullUsername),
    queryFn: async ({ signal }) => unwrap(await getAccount(client, fullUsername, { signal })),
    staleTime: 0,
  });
}

export function useAccountStats(fullUsername: string) {
  const client = useHttpClient();
  return useQuery({
    ...sharedQueryOptions,
    queryKey: accountKeys.stats(fullUsername),
    queryFn: async ({ signal }) => unwrap(await getAccountStats(client, fullUsername, { signal })),
    staleTime: 0,
  });
}

/** The full user (permissions): only for the settings flag, which the endpoint needs. */
export function useManageUser(userId: number | null, options: HookOptions = {}) {
  const client = useHttpClient();
  return useQuery({
    ...sharedQueryOptions,
    queryKey: accountKeys.user(userId ?? 0),
    queryFn: async ({ signal }) => unwrap(await getManageUser(client, userId ?? 0, { signal })),
    enabled: userId !== null && options.enabled !== false,
    staleTime: 0,
  });
}

export function useSetUploadQuota(fullUsername: string) {
  const client = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ userId, quota }: { userId: number; quota: number | null }): Promise<ManageUser> =>
      unwrap(await patchManageUser(client, userId, { upload_quota: quota })),
    onSuccess: (user) => {
      queryClient.setQueryData(accountKeys.user(user.id), user);
      queryClient.setQueryData<Account>(accountKeys.detail(fullUsername), (account) =>
        account?.user ? { ...account, user: { ...account.user, uploadQuota: user.uploadQuota } } : account,
      );
      void queryClient.invalidateQueries({ queryKey: accountKeys.lists() });
    },
  });
}

export function usePurgeAccount() {
  const client = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (accountId: number): Promise<null> => unwrap(await purgeAccount(client, accountId)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.all, refetchType: 'all' }),
  });
}
