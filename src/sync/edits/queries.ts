// edits22: what the edit screens read (persisted like every page, so a page seen before shows
// offline) and the writes they call. The writes need the pod: the form keeps its input as a draft
// until the pod has taken it (app/widgets/useFormDraft.ts); nothing is queued.

import { useCallback } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { readSyncMeta, writeSyncMeta } from '../../db/mirror';
import { useHttpClient } from '../core/client-context';
import type { UiText } from '../core/errors';
import type { Result } from '../core/http';
import { sharedQueryOptions, unwrap } from '../core/query-errors';
import { albumKeys, artistKeys, trackKeys } from '../catalogue';
import { clampCounts, NOTIFICATION_COUNTS_KEY, readNotificationCounts } from '../notifications';
import {
  createEdit,
  deleteEdit,
  getEdit,
  getEditTarget,
  listEdits,
  listLicenses,
  pendingEditsCount,
  reviewEdit,
  uploadCover,
} from './api';
import { editKeys } from './keys';
import type { EditFilter, EditKind } from './model';

export function useEditTarget(kind: EditKind, id: number) {
  const client = useHttpClient();
  return useQuery({
    ...sharedQueryOptions,
    queryKey: editKeys.target(kind, id),
    queryFn: async ({ signal }) => unwrap(await getEditTarget(client, kind, id, { signal })),
    staleTime: 0,
  });
}

/** Edits of one object, or of the whole pod (scope null), 5 a page, newest first. */
export function useEdits(scope: { kind: EditKind; id: number } | null, filter: EditFilter, page: number) {
  const client = useHttpClient();
  return useQuery({
    ...sharedQueryOptions,
    queryKey: editKeys.list(scope, filter, page),
    queryFn: async ({ signal }) => unwrap(await listEdits(client, scope, filter, page, { signal })),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useEdit(uuid: string) {
  const client = useHttpClient();
  return useQuery({
    ...sharedQueryOptions,
    queryKey: editKeys.one(uuid),
    queryFn: async ({ signal }) => unwrap(await getEdit(client, uuid, { signal })),
    staleTime: 0,
  });
}

export function useLicenses() {
  const client = useHttpClient();
  return useQuery({
    ...sharedQueryOptions,
    queryKey: editKeys.licenses(),
    queryFn: async ({ signal }) => unwrap(await listLicenses(client, { signal })),
    staleTime: 60 * 60 * 1000,
  });
}

export type EditCommandResult<T> = { ok: true; data: T } | { ok: false; messages: UiText[] };

const outcome = <T>(result: Result<T>): EditCommandResult<T> =>
  result.ok ? { ok: true, data: result.data } : { ok: false, messages: result.error.messages };

/**
 * The writes of the edit screens. Each refreshes the edits and the object afterwards, and the
 * sidebar's pending count: the socket says it after approve and reject, but not after a delete, and
 * not to a client without the socket (OAuth).
 */
export function useEditCommands() {
  const client = useHttpClient();
  const queryClient = useQueryClient();
  const settle = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: editKeys.all });
    // The catalogue's own pages (album, artist, track) show the applied change on their next visit.
    for (const queryKey of [albumKeys.all, artistKeys.all, trackKeys.all])
      await queryClient.invalidateQueries({ queryKey });
    const stored = readNotificationCounts(await readSyncMeta(NOTIFICATION_COUNTS_KEY));
    if (stored === null) return;
    const count = await pendingEditsCount(client);
    if (count.ok)
      await writeSyncMeta(NOTIFICATION_COUNTS_KEY, clampCounts({ ...stored, pendingReviewEdits: count.data }));
  }, [client, queryClient]);

  const after = useCallback(
    async <T>(result: Result<T>): Promise<EditCommandResult<T>> => {
      if (result.ok) await settle().catch(() => undefined);
      return outcome(result);
    },
    [settle],
  );

  return {
    submit: useCallback(
      async (
        target: { kind: EditKind; id: number },
        edit: { payload: Record<string, unknown>; summary: string; apply: boolean },
      ) => after(await createEdit(client, target, edit)),
      [after, client],
    ),
    approve: useCallback(async (uuid: string) => after(await reviewEdit(client, uuid, 'approve')), [after, client]),
    reject: useCallback(async (uuid: string) => after(await reviewEdit(client, uuid, 'reject')), [after, client]),
    remove: useCallback(async (uuid: string) => after(await deleteEdit(client, uuid)), [after, client]),
    uploadCover: useCallback(async (file: File) => outcome(await uploadCover(client, file)), [client]),
  };
}
