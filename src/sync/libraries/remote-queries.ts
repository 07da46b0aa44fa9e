// remote18: the remote libraries screen's reads and pod-bound actions. Following goes through the
// outbox (sync/mutations.ts); finding a library by URL and scanning need the pod, so they are TanStack
// mutations the screen disables offline.

import { useEffect, useRef } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { albumKeys, artistKeys, trackKeys } from '../catalogue';
import type { HttpClient } from '../core/http';
import { refreshMirrors } from '../engine';
import { useHttpClient } from '../core/client-context';
import { sharedQueryOptions, unwrap, type HookOptions } from '../core/query-errors';
import { useFollowedOverlay } from './followed-overlay';
import type { Library } from './model';
import { libraryKeys } from './queries';
import { fetchRemoteLibrary, getFederationLibrary, listFollowedLibraries, scanLibrary } from './remote';
import { SCAN_POLL_MS, scanRunning, scanState } from './scan';

/** How many followed libraries the screen shows (one page; a real pod allows up to 100). */
export const FOLLOWED_PAGE_SIZE = 50;

export const remoteLibraryKeys = {
  all: [...libraryKeys.all, 'remote'] as const,
  followed: () => [...remoteLibraryKeys.all, 'followed'] as const,
  detail: (uuid: string) => [...remoteLibraryKeys.all, 'detail', uuid] as const,
  followOnPod: (uuid: string) => [...remoteLibraryKeys.all, 'follow', uuid] as const,
};

export function followedLibrariesQuery(client: HttpClient) {
  return queryOptions({
    ...sharedQueryOptions,
    queryKey: remoteLibraryKeys.followed(),
    queryFn: async ({ signal }) =>
      unwrap(await listFollowedLibraries(client, { page_size: FOLLOWED_PAGE_SIZE }, { signal })),
    // Follows and scans change on the pod's side (an owner accepts, a scan ends): ask on every visit.
    staleTime: 0,
  });
}

/**
 * The libraries the user follows or asked to follow (rejected requests left out by the pod), without
 * those an unfollow waits for (polish29: followed-overlay.ts).
 */
export function useFollowedLibraries(options: HookOptions = {}) {
  const query = useQuery({ ...followedLibrariesQuery(useHttpClient()), ...options });
  const data = useFollowedOverlay(query.data);
  return { ...query, data } as typeof query;
}

/**
 * g18: the Refresh of `/content/remote`. The cards' follow buttons read the follows mirror, not the
 * list: a follow made elsewhere showed in the list with a Follow button until the next pull. Both are
 * asked again.
 */
export function useRefreshFollowedLibraries(): () => Promise<void> {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: remoteLibraryKeys.followed() }),
      refreshMirrors(['libraryFollow']),
    ]);
  };
}

/**
 * A remote library as a card shows it: what the list gave, replaced by what the pod said since (a
 * scan launched, the polls while it runs). Asks the pod every SCAN_POLL_MS while a scan runs.
 */
export function useRemoteLibrary(library: Library): Library {
  const client = useHttpClient();
  const queryClient = useQueryClient();
  const key = remoteLibraryKeys.detail(library.uuid);
  const cached = queryClient.getQueryData<Library>(key);
  const running = scanRunning(scanState((cached ?? library).latestScan));
  const query = useQuery({
    ...sharedQueryOptions,
    queryKey: key,
    queryFn: async ({ signal }) => unwrap(await getFederationLibrary(client, library.uuid, { signal })),
    placeholderData: library,
    enabled: running,
    refetchInterval: (current) => (scanRunning(scanState(current.state.data?.latestScan)) ? SCAN_POLL_MS : false),
  });
  const shown = query.data ?? library;
  const runningNow = scanRunning(scanState(shown.latestScan));
  const wasRunning = useRef(runningNow);
  useEffect(() => {
    if (wasRunning.current && !runningNow) void refreshAfterScan(queryClient);
    wasRunning.current = runningNow;
  }, [runningNow, queryClient]);
  return shown;
}

/**
 * A scan that ended brought the library's files into the pod (scan18): its page (counts, albums,
 * tracks), the followed list (what a reload shows: the card's own query is not asked for then) and
 * the catalogue's lists are asked again.
 */
export async function refreshAfterScan(queryClient: QueryClient): Promise<void> {
  await Promise.all(
    [libraryKeys.all, artistKeys.all, albumKeys.all, trackKeys.all].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}

/**
 * Whether the pod says the user's follow of this library was rejected (scan18). The follows mirror
 * cannot say it (a real pod leaves rejected follows out of the follower's lists); the federation view
 * of the library carries the follow, rejected ones included. Asked only while the mirror has no
 * follow; a library the pod does not show (404: private, never followed) has no follow either.
 */
export function useFollowRejected(uuid: string, enabled: boolean): boolean {
  const client = useHttpClient();
  const query = useQuery({
    ...sharedQueryOptions,
    queryKey: remoteLibraryKeys.followOnPod(uuid),
    queryFn: async ({ signal }) => unwrap(await getFederationLibrary(client, uuid, { signal })),
    enabled,
    retry: false,
    meta: { silent: true, logAs: 'Could not read the follow of a library' },
  });
  return enabled && query.data?.follow?.approved === false;
}

/** Finds a library of another pod by its sharing link (`fid`). */
export function useFetchRemoteLibrary() {
  const client = useHttpClient();
  return useMutation({
    mutationFn: async (fid: string) => unwrap(await fetchRemoteLibrary(client, fid.trim())),
  });
}

/** Launches a scan; when launched, the card shows the new scan at once and starts polling. */
export function useScanLibrary() {
  const client = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (library: Library) => ({ library, answer: unwrap(await scanLibrary(client, library.uuid)) }),
    onSuccess: ({ library, answer }) => {
      if (!answer.launched) return;
      const key = remoteLibraryKeys.detail(library.uuid);
      const known = queryClient.getQueryData<Library>(key) ?? library;
      // Without the scan in the answer, it is at least pending: polling shows what follows.
      const latestScan = answer.scan ?? {
        status: 'pending',
        totalFiles: null,
        processedFiles: null,
        erroredFiles: null,
        modificationDate: null,
      };
      queryClient.setQueryData<Library>(key, { ...known, latestScan });
    },
  });
}
