// users23: what the users screen reads (persisted like every page, so a page seen before shows
// offline, read-only) and the dialog's write, sent straight to the pod (the screen disables it offline).

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useHttpClient } from '../core/client-context';
import { sharedQueryOptions, unwrap } from '../core/query-errors';
import { listUsers, patchManageUser, type UserOrdering } from './api';
import type { ManageUser, UserPatch } from './model';

export const userKeys = {
  all: ['manage-users'] as const,
  lists: () => [...userKeys.all, 'list'] as const,
  list: (q: string, ordering: UserOrdering, page: number) => [...userKeys.lists(), q, ordering, page] as const,
};

export function useUsers(q: string, ordering: UserOrdering, page: number) {
  const client = useHttpClient();
  return useQuery({
    ...sharedQueryOptions,
    queryKey: userKeys.list(q, ordering, page),
    queryFn: async ({ signal }) => unwrap(await listUsers(client, { page, q, ordering }, { signal })),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function usePatchUser() {
  const client = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ userId, patch }: { userId: number; patch: UserPatch }): Promise<ManageUser> =>
      unwrap(await patchManageUser(client, userId, patch)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.lists() }),
  });
}
