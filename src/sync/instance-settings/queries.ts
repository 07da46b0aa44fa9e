// settings23: the admin settings, persisted like every page (seen once, shown read-only offline),
// and a group's save. Nothing is queued: a save needs the pod, and the screen says so offline.

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useHttpClient } from '../core/client-context';
import { sharedQueryOptions, unwrap } from '../core/query-errors';
import { instanceKeys } from '../instance';
import { MANAGE_KEY } from '../policies';
import { listAdminSettings, saveAdminSettings } from './api';
import type { AdminSetting } from './model';

export const instanceSettingsKeys = {
  all: [MANAGE_KEY, 'instance-settings'] as const,
};

export function useAdminSettings() {
  const client = useHttpClient();
  return useQuery({
    ...sharedQueryOptions,
    queryKey: instanceSettingsKeys.all,
    queryFn: async ({ signal }) => unwrap(await listAdminSettings(client, { signal })),
    staleTime: 0,
  });
}

/** Saves a group's changes; the public settings and node info are asked again, so the look and the name change at once. */
export function useSaveSettings() {
  const client = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: Record<string, unknown>): Promise<AdminSetting[]> =>
      unwrap(await saveAdminSettings(client, values)),
    onSuccess: async (changed) => {
      const byId = new Map(changed.map((setting) => [setting.identifier, setting]));
      queryClient.setQueryData<AdminSetting[]>(instanceSettingsKeys.all, (settings) =>
        settings?.map((setting) => byId.get(setting.identifier) ?? setting),
      );
      await queryClient.invalidateQueries({ queryKey: instanceKeys.all, refetchType: 'all' });
    },
  });
}
