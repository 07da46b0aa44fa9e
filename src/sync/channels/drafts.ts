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
  draftImport,
  markDevicePublished,
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

/**
 * How a published draft's import ended (g19): `imported`; `not-imported` (failed, skipped as a
 * duplicate, or gone); `slow`: still pending after the wait (about 20 s), the pod goes on importing
 * it and the episode shows when the page is next opened.
 */
export type ImportOutcome = 'imported' | 'not-imported' | 'slow';

/** Waits (bounded) for the pod to import a published draft, so the episodes list can show it. */
export async function waitForImport(client: HttpClient, uuid: string, wait = SETTLE_WAIT_MS): Promise<ImportOutcome> {
  for (let i = 0; i < SETTLE_TRIES; i++) {
    const answer = await draftImport(client, uuid);
    if (answer.status === 'gone') return 'not-imported';
    if (['finished', 'errored', 'skipped'].includes(answer.status)) {
      await reportImport(uuid, answer.status, answer.importDate);
      return answer.status === 'finished' ? 'imported' : 'not-imported';
    }
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
  return 'slow';
}

/** The device's queue row (if this device sent the file) learns the import's end, as from the socket. */
async function reportImport(uuid: string, status: string, importDate: string | null): Promise<void> {
  const { importStatusSeen } = await import('../uploads');
  await importStatusSeen(uuid, status, importDate);
}

type Send<T> = (client: HttpClient, uuid: string) => Promise<T>;

/** A draft's action, optimistic: off the list at once, back on it if the pod refuses. */
export function draftMutationOptions<T>(client: HttpClient, queryClient: QueryClient, channel: string, send: Send<T>) {
  return {
    mutationFn: (uuid: string) => send(client, uuid),
    onMutate: (uuid: string) => dropDraft(queryClient, channel, uuid),
    onError: (_error: unknown, _uuid: string, snapshot: Snapshot | undefined) =>
      snapshot && restoreDrafts(queryClient, channel, snapshot),
    onSettled: () => queryClient.invalidateQueries({ queryKey: draftKeys(channel) }),
  };
}

function useDraftMutation<T>(channel: string, send: Send<T>) {
  return useMutation(draftMutationOptions(useHttpClient(), useQueryClient(), channel, send));
}

/** A publish the pod took: `imported` settles once the pod has imported the draft (or the wait ends). */
export interface Published {
  imported: Promise<ImportOutcome>;
}

/**
 * Sends a publish; the device's upload group counts as published. Once the pod has imported the
 * draft, or the wait has ended, the episodes (and counts) are fetched again.
 */
export const sendPublish =
  (queryClient: QueryClient, wait?: number): Send<Published> =>
  async (client, uuid) => {
    unwrap(await sendDeviceDetails(client, uuid));
    unwrap(await publishDrafts(client, [uuid]));
    await markDevicePublished(uuid);
    const imported = waitForImport(client, uuid, wait).then((outcome) => {
      void queryClient.invalidateQueries({ queryKey: trackKeys.all });
      void queryClient.invalidateQueries({ queryKey: albumKeys.all });
      void queryClient.invalidateQueries({ queryKey: channelKeys.details() });
      return outcome;
    });
    return { imported };
  };

export const sendDelete: Send<null> = async (client, uuid) => unwrap(await deleteDraft(client, uuid));

/** Publish: the draft becomes an episode once the pod has imported it. */
export function usePublishDraft(channel: string) {
  return useDraftMutation(channel, sendPublish(useQueryClient()));
}

/** Delete: `DELETE uploads/{uuid}/`; the file is gone from the pod. */
export function useDeleteDraft(channel: string) {
  return useDraftMutation(channel, sendDelete);
}
