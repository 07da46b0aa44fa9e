// oauthpod24: the hooks of the applications screens. Lists are persisted (seen before, shown offline);
// writes go straight to the pod (the screens disable them offline).

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useHttpClient } from '../core/client-context';
import { sharedQueryOptions, unwrap } from '../core/query-errors';
import {
  authorizeApplication,
  createApplication,
  deleteApplication,
  getApplication,
  listGrants,
  listOwnApplications,
  refreshApplicationToken,
  revokeGrant,
  updateApplication,
  type AuthorizeRequest,
} from './api';
import type { Application, ApplicationDraft } from './model';

export const applicationKeys = {
  all: ['oauth-applications'] as const,
  own: (page: number) => [...applicationKeys.all, 'own', page] as const,
  grants: () => [...applicationKeys.all, 'grants'] as const,
  detail: (clientId: string) => [...applicationKeys.all, 'detail', clientId] as const,
};

export function useApplication(clientId: string, options: { enabled?: boolean } = {}) {
  const client = useHttpClient();
  return useQuery({
    ...sharedQueryOptions,
    queryKey: applicationKeys.detail(clientId),
    queryFn: async ({ signal }) => unwrap(await getApplication(client, clientId, { signal })),
    // The screens say what failed (an unknown app, not the owner) in place: no second message.
    meta: { silent: true, logAs: 'Could not read the OAuth application' },
    enabled: options.enabled ?? true,
    staleTime: 0,
  });
}

export function useOwnApplications(page: number) {
  const client = useHttpClient();
  return useQuery({
    ...sharedQueryOptions,
    queryKey: applicationKeys.own(page),
    queryFn: async ({ signal }) => unwrap(await listOwnApplications(client, page, { signal })),
    meta: { silent: true, logAs: 'Could not list the own OAuth applications' },
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useGrants() {
  const client = useHttpClient();
  return useQuery({
    ...sharedQueryOptions,
    queryKey: applicationKeys.grants(),
    queryFn: async ({ signal }) => unwrap(await listGrants(client, { signal })),
    meta: { silent: true, logAs: 'Could not list the authorised OAuth applications' },
    staleTime: 0,
  });
}

function useInvalidateAll() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: applicationKeys.all });
}

export function useCreateApplication() {
  const client = useHttpClient();
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: async (draft: ApplicationDraft): Promise<Application> => unwrap(await createApplication(client, draft)),
    onSuccess: invalidate,
  });
}

export function useUpdateApplication(clientId: string) {
  const client = useHttpClient();
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: async (draft: ApplicationDraft): Promise<Application> =>
      unwrap(await updateApplication(client, clientId, draft)),
    onSuccess: invalidate,
  });
}

export function useRefreshApplicationToken(clientId: string) {
  const client = useHttpClient();
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: async (): Promise<Application> => unwrap(await refreshApplicationToken(client, clientId)),
    onSuccess: invalidate,
  });
}

export function useDeleteApplication(clientId: string) {
  const client = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<void> => void unwrap(await deleteApplication(client, clientId)),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: applicationKeys.detail(clientId) });
      return queryClient.invalidateQueries({ queryKey: applicationKeys.all });
    },
  });
}

export function useRevokeGrant() {
  const client = useHttpClient();
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: async (clientId: string): Promise<void> => void unwrap(await revokeGrant(client, clientId)),
    onSuccess: invalidate,
  });
}

export function useAuthorizeApplication() {
  const client = useHttpClient();
  return useMutation({
    mutationFn: async (request: AuthorizeRequest) => unwrap(await authorizeApplication(client, request)),
  });
}
