// users23: the invitations tab's list (persisted, so a page seen before shows offline, read-only) and
// its two writes, sent straight to the pod (the screen disables them offline).

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useHttpClient } from '../core/client-context';
import { sharedQueryOptions, unwrap } from '../core/query-errors';
import { createInvitation, deleteInvitations, listInvitations } from './api';
import type { Invitation } from './model';

export const invitationKeys = {
  all: ['manage-invitations'] as const,
  lists: () => [...invitationKeys.all, 'list'] as const,
  list: (openOnly: boolean, q: string, page: number) => [...invitationKeys.lists(), openOnly, q, page] as const,
};

export function useInvitations(openOnly: boolean, q: string, page: number) {
  const client = useHttpClient();
  return useQuery({
    ...sharedQueryOptions,
    queryKey: invitationKeys.list(openOnly, q, page),
    queryFn: async ({ signal }) => unwrap(await listInvitations(client, { page, openOnly, q }, { signal })),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useCreateInvitation() {
  const client = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (code: string): Promise<Invitation> => unwrap(await createInvitation(client, code)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationKeys.lists() }),
  });
}

export function useDeleteInvitations() {
  const client = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: readonly number[]): Promise<number> => unwrap(await deleteInvitations(client, ids)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationKeys.lists() }),
  });
}
