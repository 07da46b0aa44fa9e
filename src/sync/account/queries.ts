// account24: the account settings section's reads and writes, sent straight to the pod (the
// section disables them offline and says so).

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useHttpClient } from '../core/client-context';
import { sharedQueryOptions, unwrap } from '../core/query-errors';
import { httpClient } from '../runtime';
import { refreshProfile } from '../session';
import {
  changePassword,
  deleteSubsonicToken,
  fetchSubsonicToken,
  generateSubsonicToken,
  saveAccountSettings,
} from './api';
import type { PasswordChange } from './api';

export const accountKeys = {
  all: ['account24'] as const,
  subsonic: (username: string) => [...accountKeys.all, 'subsonic', username] as const,
};

/** Saves the language on the account (the device's choice is the caller's); the settings after the merge. */
export async function saveAccountLanguage(code: string): Promise<Record<string, unknown>> {
  return unwrap(await saveAccountSettings(httpClient, { language: code }));
}

/** The Subsonic password, asked only once the user chose to reveal it (not persisted: a secret). */
export function useSubsonicToken(username: string | null, enabled: boolean) {
  const client = useHttpClient();
  return useQuery({
    ...sharedQueryOptions,
    queryKey: accountKeys.subsonic(username ?? ''),
    queryFn: async ({ signal }) => unwrap(await fetchSubsonicToken(client, username ?? '', { signal })),
    enabled: enabled && username !== null,
    staleTime: Infinity,
    gcTime: 0,
    meta: { persist: false, silent: true },
  });
}

export function useGenerateSubsonicToken(username: string | null) {
  const client = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => unwrap(await generateSubsonicToken(client, username ?? '')),
    onSuccess: (token) => queryClient.setQueryData(accountKeys.subsonic(username ?? ''), token),
  });
}

export function useDeleteSubsonicToken(username: string | null) {
  const client = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => unwrap(await deleteSubsonicToken(client, username ?? '')),
    onSuccess: () => queryClient.setQueryData(accountKeys.subsonic(username ?? ''), null),
  });
}

/** Changes the password, then loads the user again: the pod rotated the listen token. */
export function useChangePassword() {
  const client = useHttpClient();
  return useMutation({
    mutationFn: async (change: PasswordChange) => {
      unwrap(await changePassword(client, change));
      await refreshProfile();
    },
  });
}
