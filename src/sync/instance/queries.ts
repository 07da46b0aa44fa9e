import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchFrontSettings, fetchInstanceSettings, fetchNodeInfo, nodeInfoUrl, readFrontSettings } from './api';
import { logMessages } from '../core/errors';
import type { HttpClient } from '../core/http';
import { useHttpClient } from '../core/client-context';
import { sharedQueryOptions, unwrap } from '../core/query-errors';
import { noticeOddAnswer } from '../core/odd-answers';
import { instanceSettingsOrDefaults, type InstanceSettings } from './model';

// Keys carry the address asked, so two pods never share an entry.
export const instanceKeys = {
  all: ['instance'] as const,
  nodeInfo: (url: string | null) => [...instanceKeys.all, 'nodeinfo', url] as const,
  settings: (url: string | null) => [...instanceKeys.all, 'settings', url] as const,
  frontSettings: (origin: string) => [...instanceKeys.all, 'front-settings', origin] as const,
};

export function nodeInfoQuery(client: HttpClient) {
  const url = nodeInfoUrl(client);
  return queryOptions({
    ...sharedQueryOptions,
    queryKey: instanceKeys.nodeInfo(url),
    queryFn: async ({ signal }) => unwrap(await fetchNodeInfo(client, { signal })),
    enabled: url !== null,
    // Spec 01 section 8: a node info failure is logged, never shown.
    meta: { silent: true, logAs: logMessages.nodeInfo },
  });
}

export function instanceSettingsQuery(client: HttpClient) {
  const url = client.url('instance/settings/');
  return queryOptions({
    ...sharedQueryOptions,
    queryKey: instanceKeys.settings(url),
    queryFn: async ({ signal }) => {
      const result = await fetchInstanceSettings(client, { signal });
      // An unreadable answer is said once, quietly: the settings known before stay in use.
      if (!result.ok) noticeOddAnswer('instanceSettings', result.error);
      return unwrap(result);
    },
    enabled: url !== null,
    // Spec 01 section 8: a settings fetch failure is only logged (but for the notice above).
    meta: { silent: true, logAs: 'Error while fetching instance settings' },
  });
}

export function frontSettingsQuery(origin: string, fetchImpl?: typeof fetch) {
  return queryOptions({
    ...sharedQueryOptions,
    queryKey: instanceKeys.frontSettings(origin),
    // The app's own read is shared with start-up (one request per page load).
    queryFn: async ({ signal }) =>
      unwrap(await (fetchImpl ? fetchFrontSettings(origin, { signal, fetchImpl }) : readFrontSettings(origin))),
    meta: { silent: true, logAs: 'Error while fetching front settings' },
  });
}

/** Node info 2.1 of the current pod (name, descriptions, hours of content). */
export function useNodeInfo() {
  return useQuery(nodeInfoQuery(useHttpClient()));
}

export function useInstanceSettings() {
  return useQuery(instanceSettingsQuery(useHttpClient()));
}

/** The pod's settings, or the spec's defaults while they load or when they could not be had. */
export function useInstanceSettingsOrDefaults(): InstanceSettings {
  return instanceSettingsOrDefaults(useInstanceSettings().data);
}

export function useFrontSettings(origin: string) {
  return useQuery(frontSettingsQuery(origin));
}
