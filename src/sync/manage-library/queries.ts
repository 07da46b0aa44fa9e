// library23: what the library manager reads (persisted like every page, so a list or an object seen
// before shows offline, read-only) and its writes. After a delete the catalogue's own pages are
// refetched: a deleted album is gone from the library screens on their next visit.

import { useCallback } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useHttpClient } from '../core/client-context';
import type { UiText } from '../core/errors';
import type { Result } from '../core/http';
import { sharedQueryOptions, unwrap } from '../core/query-errors';
import { albumKeys, artistKeys, tagKeys, trackKeys } from '../catalogue';
import { channelKeys } from '../channels';
import { libraryKeys } from '../libraries';
import { uploadKeys } from '../uploads';
import { MANAGE_KEY } from '../policies';
import {
  createTag,
  deleteManaged,
  deleteManagedBulk,
  getManaged,
  getManagedStats,
  listManaged,
  type ManageListParams,
} from './api';
import { KIND_SPECS, type ManageKind } from './kinds';

export const manageLibraryKeys = {
  all: [MANAGE_KEY, 'library'] as const,
  kind: (kind: ManageKind) => [...manageLibraryKeys.all, kind] as const,
  list: (kind: ManageKind, params: ManageListParams) => [...manageLibraryKeys.kind(kind), 'list', params] as const,
  one: (kind: ManageKind, key: string) => [...manageLibraryKeys.kind(kind), 'one', key] as const,
  stats: (kind: ManageKind, key: string) => [...manageLibraryKeys.kind(kind), 'stats', key] as const,
};

export function useManagedList(kind: ManageKind, params: ManageListParams) {
  const client = useHttpClient();
  return useQuery({
    ...sharedQueryOptions,
    queryKey: manageLibraryKeys.list(kind, params),
    queryFn: async ({ signal }) => unwrap(await listManaged(client, kind, params, { signal })),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useManagedObject(kind: ManageKind, key: string) {
  const client = useHttpClient();
  return useQuery({
    ...sharedQueryOptions,
    queryKey: manageLibraryKeys.one(kind, key),
    queryFn: async ({ signal }) => unwrap(await getManaged(client, kind, key, { signal })),
    staleTime: 0,
  });
}

export function useManagedStats(kind: ManageKind, key: string) {
  const client = useHttpClient();
  return useQuery({
    ...sharedQueryOptions,
    queryKey: manageLibraryKeys.stats(kind, key),
    queryFn: async ({ signal }) => unwrap(await getManagedStats(client, kind, key, { signal })),
    enabled: KIND_SPECS[kind].stats,
    staleTime: 0,
  });
}

export type ManageCommandResult<T> = { ok: true; data: T } | { ok: false; messages: UiText[] };

const CATALOGUE = [
  albumKeys.all,
  artistKeys.all,
  trackKeys.all,
  tagKeys.all,
  channelKeys.all,
  libraryKeys.all,
  uploadKeys.all,
];

export function useManageLibraryCommands() {
  const client = useHttpClient();
  const queryClient = useQueryClient();
  const settle = useCallback(
    async <T>(result: Result<T>): Promise<ManageCommandResult<T>> => {
      if (!result.ok) return { ok: false, messages: result.error.messages };
      // Everything managed may hang on what went (an album's tracks and uploads): all lists refetch;
      // the deleted object's own entries go at once, so no screen shows it from the cache.
      await queryClient.invalidateQueries({ queryKey: manageLibraryKeys.all });
      for (const queryKey of CATALOGUE) await queryClient.invalidateQueries({ queryKey, refetchType: 'all' });
      return { ok: true, data: result.data };
    },
    [queryClient],
  );
  return {
    remove: useCallback(
      async (kind: ManageKind, key: string) => {
        const result = await deleteManaged(client, kind, key);
        if (result.ok) {
          queryClient.removeQueries({ queryKey: manageLibraryKeys.one(kind, key) });
          queryClient.removeQueries({ queryKey: manageLibraryKeys.stats(kind, key) });
        }
        return settle(result);
      },
      [client, queryClient, settle],
    ),
    removeMany: useCallback(
      async (kind: ManageKind, keys: ReadonlyArray<number | string>) =>
        settle(await deleteManagedBulk(client, kind, keys)),
      [client, settle],
    ),
    createTag: useCallback(async (name: string) => settle(await createTag(client, name)), [client, settle]),
  };
}
