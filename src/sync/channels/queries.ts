import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getChannel, listChannels, type ChannelListParams } from './api';
import type { HttpClient } from '../core/http';
import { getChannelListenings, getMetadataChoices } from './writes-api';
import { useHttpClient } from '../core/client-context';
import { sharedQueryOptions, unwrap, type HookOptions } from '../core/query-errors';
import type { Result } from '../core/http';
import { isChannelsOffAnswer, noteChannelsAnswer } from './channels-off';

export const channelKeys = {
  all: ['channels'] as const,
  lists: () => [...channelKeys.all, 'list'] as const,
  list: (params: ChannelListParams) => [...channelKeys.lists(), params] as const,
  details: () => [...channelKeys.all, 'detail'] as const,
  /** A uuid or `name@domain`: the same channel may sit under both. */
  detail: (id: string) => [...channelKeys.details(), id] as const,
};

/**
 * A channel answer's data, noting whether channels are off (channels-off.ts). That 405 is a state
 * of the pod the screens show, not an error message to pop.
 */
export function unwrapChannelAnswer<T>(result: Result<T>): T {
  if (result.ok) {
    noteChannelsAnswer(false);
    return result.data;
  }
  if (!isChannelsOffAnswer(result.error)) return unwrap(result);
  noteChannelsAnswer(true);
  return unwrap({ ok: false, error: { ...result.error, showMessage: false } });
}

export function channelListQuery(client: HttpClient, params: ChannelListParams = {}) {
  return queryOptions({
    ...sharedQueryOptions,
    queryKey: channelKeys.list(params),
    queryFn: async ({ signal }) => unwrapChannelAnswer(await listChannels(client, params, { signal })),
    placeholderData: keepPreviousData,
  });
}

export function channelQuery(client: HttpClient, id: string) {
  return queryOptions({
    ...sharedQueryOptions,
    queryKey: channelKeys.detail(id),
    queryFn: async ({ signal }) => unwrapChannelAnswer(await getChannel(client, id, { signal })),
  });
}

export function useChannels(params: ChannelListParams = {}, options: HookOptions = {}) {
  return useQuery({ ...channelListQuery(useHttpClient(), params), ...options });
}

/** A channel by uuid or `name@domain`; from the persisted cache when offline. */
export function useChannel(id: string, options: HookOptions = {}) {
  return useQuery({ ...channelQuery(useHttpClient(), id), ...options });
}

/** The podcast choices (languages, iTunes categories): they change with the pod's version only. */
export function useChannelMetadataChoices(options: HookOptions = {}) {
  const client = useHttpClient();
  return useQuery({
    ...sharedQueryOptions,
    queryKey: [...channelKeys.all, 'metadata-choices'] as const,
    queryFn: async ({ signal }) => unwrap(await getMetadataChoices(client, { signal })),
    staleTime: 24 * 60 * 60 * 1000,
    ...options,
  });
}

/** Listenings of a channel, for users with the library permission only (`enabled` says whether). */
export function useChannelListenings(uuid: string, enabled: boolean) {
  const client = useHttpClient();
  return useQuery({
    ...sharedQueryOptions,
    queryKey: [...channelKeys.all, 'listenings', uuid] as const,
    queryFn: async ({ signal }) => unwrap(await getChannelListenings(client, uuid, { signal })),
    enabled,
  });
}
