// import23: the plugins screen's list (persisted like every page: seen before, it shows offline,
// read-only) and its writes. Nothing is queued: each write needs the pod.

import { useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useHttpClient } from '../core/client-context';
import type { Result } from '../core/http';
import { sharedQueryOptions, unwrap } from '../core/query-errors';
import { listPlugins, savePluginValues, scanPlugin, setPluginEnabled } from './api';
import { pluginTakesValues, type Plugin } from './model';

export const pluginKeys = { all: ['plugins'] as const };

export function usePlugins() {
  const client = useHttpClient();
  return useQuery({
    ...sharedQueryOptions,
    queryKey: pluginKeys.all,
    queryFn: async ({ signal }) => unwrap(await listPlugins(client, { signal })),
    staleTime: 0,
  });
}

export function usePluginWrites() {
  const client = useHttpClient();
  const queryClient = useQueryClient();
  return useMemo(() => {
    const refresh = async <T>(result: Result<T>): Promise<Result<T>> => {
      if (result.ok) await queryClient.invalidateQueries({ queryKey: pluginKeys.all });
      return result;
    };
    return {
      /** Save as a pod's own front does: the values (when the plugin takes any), then the switch. */
      save: async (plugin: Plugin, values: Record<string, unknown>, enabled: boolean): Promise<Result<null>> => {
        if (pluginTakesValues(plugin)) {
          const saved = await savePluginValues(client, plugin.name, values);
          if (!saved.ok) return saved;
        }
        return refresh(await setPluginEnabled(client, plugin.name, enabled));
      },
      scan: async (plugin: Plugin): Promise<Result<null>> => scanPlugin(client, plugin.name),
    };
  }, [client, queryClient]);
}
