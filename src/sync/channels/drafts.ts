// The channel page's drafts (dr19) as a query and two mutations. The list is a query like any other
// (persisted: offline, the page shows what the device last saw). Publish and Delete need the pod (no
// outbox, as the upload dialog's publish): they take the draft off the list at once and put it back
// if the pod refuses.

import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { albumKeys, trackKeys } from '../catalogue';
import { useHttpClient } from '../core/client-context';
import type { HttpClient } from '../core/http';
import { sharedQueryOptions, unwrap } from '../core/query-errors';
import {
  deleteDraft,
  draftSettled,
  sendDeviceDetails,
  listChannelDrafts,
  publishDrafts,
  type ChannelDraftUpload,
} from './drafts-api';
import { channelKeys } from './queries';

export type { ChannelDraftUpload };

export const draftKeys = (channel: string) => [...channelKeys.all, 'drafts', channel] as const;

/** The owner's drafts in a channel (`enabled`: only the owner asks). */
export function useChannelDrafts(channel: string, enabled: boolean) {
  const client = useHttpClient();
  return useQuery({
    ...sharedQueryOptions,
    queryKey: draftKeys(channel),
    queryFn: async ({ signal }) => unwrap(await listChannelDrafts(client, channel, { signal })),
    enabled,
  });
}

/** The list as it was before an action (`before` undefined: none was cached). */
type Snapshot = { before: ChannelDraftUpload[] | undefined };

/** Takes a draft off the cached list; what to put back if the pod refuses. */
export async function dropDraft(queryClient: QueryClient, channel: string, uuid: string): Promise<Snapshot> {
  const key = draftKeys(channel);
  await queryClient.cancelQueries({ queryKey: key });
  const before = queryClient.getQueryData<ChannelDraftUpload[]>(key);
  if (before)
    queryClient.setQueryData(
      key,
      before.filter((draft) => draft.uuid !== uuid),
    );
  return { before };
}

export function restoreDrafts(queryClient: QueryClient, channel: string, { before }: Snapshot): void {
  if (before) queryClient.setQueryData(draftKeys(channel), before);
}

const SETTLE_TRIES = 20;
const SETTLE_WAIT_MS = 1000;

/** Waits (bounded) for the pod to import a published draft, so the episodes list can show it. */
export async function waitForImport(client: HttpClient, uuid: string, wait = SETTLE_WAIT_MS): Promise<void> {
  for (let i = 0; i < SETTLE_TRIES; i++) {
    if (await draftSettled(client, uuid)) return;
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
}

type Send = (client: HttpClient, uuid: string) => Promise<unknown>;

/** A draft's action, optimistic: off the list at once, back on it if the pod refuses. */
export function draftMutationOptions(client: HttpClient, queryClient: QueryClient, channel: string, send: Send) {
  return {
    mutationFn: (uuid: string) => send(client, uuid),
    onMutate: (uuid: string) => dropDraft(queryClient, channel, uuid),
    onError: (_error: unknown, _uuid: string, snapshot: Snapshot | undefined) =>
      snapshot && restoreDrafts(queryClient, channel, snapshot),
    onSettled: () => queryClient.invalidateQueries({ queryKey: draftKeys(channel) }),
  };
}

function useDraftMutation(channel: string, send: Send) {
  return useMutation(draftMutationOptions(useHttpClient(), useQueryClient(), channel, send));
}

/** Sends a publish; once the pod has imported the draft, the episodes (and counts) are fetched again. */
export const sendPublish =
  (queryClient: QueryClient): Send =>
  async (client, uuid) => {
    unwrap(await sendDeviceDetails(client, uuid));
    unwrap(await publishDrafts(client, [uuid]));
    void waitForImport(client, uuid).then(() => {
      void queryClient.invalidateQueries({ queryKey: trackKeys.all });
      void queryClient.invalidateQueries({ queryKey: albumKeys.all });
      void queryClient.invalidateQueries({ queryKey: channelKeys.details() });
    });
  };

export const sendDelete: Send = async (client, uuid) => unwrap(await deleteDraft(client, uuid));

/** Publish: the draft becomes an episode once the pod has imported it. */
export function usePublishDraft(channel: string) {
  return useDraftMutation(channel, sendPublish(useQueryClient()));
}

/** Delete: `DELETE uploads/{uuid}/`; the file is gone from the pod. */
export function useDeleteDraft(channel: string) {
  return useDraftMutation(channel, sendDelete);
}
