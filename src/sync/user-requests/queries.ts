// accounts22: what the sign-up requests screens read (persisted pages, shown read-only offline) and
// the decision, sent straight to the pod. A decided request leaves the sidebar's pending count at once.

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { readSyncMeta, writeSyncMeta } from '../../db/mirror';
import { useHttpClient } from '../core/client-context';
import { sharedQueryOptions, unwrap } from '../core/query-errors';
import { clampCounts, NOTIFICATION_COUNTS_KEY, readNotificationCounts } from '../notifications';
import { decideUserRequest, getUserRequest, listUserRequests } from './api';
import type { RequestFilter, UserRequest } from './model';

export const userRequestKeys = {
  all: ['manage-user-requests'] as const,
  lists: () => [...userRequestKeys.all, 'list'] as const,
  list: (status: RequestFilter, page: number) => [...userRequestKeys.lists(), status, page] as const,
  detail: (uuid: string) => [...userRequestKeys.all, 'detail', uuid] as const,
};

export function useUserRequests(status: RequestFilter, page: number) {
  const client = useHttpClient();
  return useQuery({
    ...sharedQueryOptions,
    queryKey: userRequestKeys.list(status, page),
    queryFn: async ({ signal }) => unwrap(await listUserRequests(client, { page, status }, { signal })),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useUserRequest(uuid: string) {
  const client = useHttpClient();
  return useQuery({
    ...sharedQueryOptions,
    queryKey: userRequestKeys.detail(uuid),
    queryFn: async ({ signal }) => unwrap(await getUserRequest(client, uuid, { signal })),
    staleTime: 0,
  });
}

/** The pending count the live events keep, lowered by one decided request (the next event sets it again). */
async function leavePending(): Promise<void> {
  const counts = readNotificationCounts(await readSyncMeta(NOTIFICATION_COUNTS_KEY));
  if (counts === null) return;
  await writeSyncMeta(
    NOTIFICATION_COUNTS_KEY,
    clampCounts({ ...counts, pendingReviewRequests: counts.pendingReviewRequests - 1 }),
  );
}

export function useDecideUserRequest(uuid: string) {
  const client = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ status }: { status: 'approved' | 'refused'; wasPending: boolean }): Promise<UserRequest> =>
      unwrap(await decideUserRequest(client, uuid, status)),
    onSuccess: async (request, { wasPending }) => {
      queryClient.setQueryData(userRequestKeys.detail(uuid), request);
      void queryClient.invalidateQueries({ queryKey: userRequestKeys.lists(), refetchType: 'all' });
      if (wasPending) await leavePending();
    },
  });
}
