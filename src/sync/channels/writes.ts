// The channel owner's writes as TanStack mutations. They need the pod (no outbox: spec's offline
// section): a screen disables them offline. Each refreshes what the change makes stale.

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { albumKeys, artistKeys, trackKeys } from '../catalogue';
import { useHttpClient } from '../core/client-context';
import { unwrap } from '../core/query-errors';
import { uploadAttachment } from '../profiles';
import type { Channel } from './model';
import { channelKeys } from './queries';
import {
  createChannel,
  createSeries,
  deleteChannel,
  updateChannel,
  type ChannelInput,
  type SeriesInput,
} from './writes-api';

export function useCreateChannel() {
  const client = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ChannelInput): Promise<Channel> => unwrap(await createChannel(client, input)),
    onSuccess: (channel) => {
      queryClient.setQueryData(channelKeys.detail(channel.uuid), channel);
      void queryClient.invalidateQueries({ queryKey: channelKeys.lists(), refetchType: 'all' });
      void queryClient.invalidateQueries({ queryKey: artistKeys.lists() });
    },
  });
}

/** `keys`: every id the page may have the channel under (its uuid and `name@domain`). */
export function useUpdateChannel(uuid: string) {
  const client = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ChannelInput): Promise<Channel> => unwrap(await updateChannel(client, uuid, input)),
    onSuccess: (channel) => {
      queryClient.setQueryData(channelKeys.detail(channel.uuid), channel);
      void queryClient.invalidateQueries({ queryKey: channelKeys.all });
      void queryClient.invalidateQueries({ queryKey: artistKeys.all });
    },
  });
}

export function useDeleteChannel(uuid: string) {
  const client = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<null> => unwrap(await deleteChannel(client, uuid)),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: channelKeys.details() });
      // Its artist, series and episodes went with it.
      void queryClient.invalidateQueries({ queryKey: channelKeys.lists(), refetchType: 'all' });
      void queryClient.invalidateQueries({ queryKey: artistKeys.all });
      void queryClient.invalidateQueries({ queryKey: albumKeys.all });
      void queryClient.invalidateQueries({ queryKey: trackKeys.all });
    },
  });
}

/** A series (podcast) or album (artist channel) of the channel's artist. */
export function useCreateSeries() {
  const client = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SeriesInput) => unwrap(await createSeries(client, input)),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: albumKeys.lists(), refetchType: 'all' }),
  });
}

/** A picture (channel or series cover) sent as an attachment; its uuid goes into the save. */
export function useUploadCover() {
  const client = useHttpClient();
  return useMutation({
    mutationFn: async (file: File) => unwrap(await uploadAttachment(client, file, file.name)),
  });
}
