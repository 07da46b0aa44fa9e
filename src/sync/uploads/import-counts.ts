// import26: the files of one import reference counted by import status (the older variant's
// `library/{uuid}/upload?import=`), as 1.4's web front counts them: one `uploads/` page of size 1 a
// status, whose `count` is the figure. Kept current by the pod's `import.status_updated` (the socket,
// or under OAuth the live poll that stands for it), by this device's sends, and under OAuth by a poll
// of its own while files of the reference wait for the pod.

import { useEffect } from 'react';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { sessionSnapshot } from '../../db/session';
import type { QueuedUpload } from '../../db/uploads';
import { useHttpClient } from '../core/client-context';
import type { HttpClient } from '../core/http';
import { sharedQueryOptions, unwrap } from '../core/query-errors';
import { onLiveEvent } from '../live';
import { usesOAuth } from '../oauth';
import { listUploads } from './files-api';
import type { ImportStatus } from './model';
import { uploadKeys } from './queries';

/** The statuses the screen counts, in its order. */
export const IMPORT_COUNT_STATUSES: readonly ImportStatus[] = ['draft', 'pending', 'finished', 'skipped', 'errored'];
/** Under OAuth (no socket), how often the counts are asked again while a file of the reference waits. */
export const IMPORT_COUNTS_POLL_MS = 5_000;

export const importCountKeys = {
  all: () => [...uploadKeys.all, 'import-counts'] as const,
  reference: (reference: string) => [...importCountKeys.all(), reference] as const,
  status: (reference: string, status: ImportStatus) => [...importCountKeys.reference(reference), status] as const,
};

/** `GET uploads/?import_reference={ref}&import_status={status}&page_size=1` → its `count`. */
export async function countImportStatus(
  client: HttpClient,
  reference: string,
  status: ImportStatus,
  signal?: AbortSignal,
): Promise<number> {
  const page = unwrap(
    await listUploads(client, { import_reference: reference, import_status: [status], page_size: 1 }, { signal }),
  );
  return page.count;
}

export type ImportCounts = Record<ImportStatus, number | undefined>;

/**
 * The counts as the screen shows them: the pod's, with this device's files of the reference that never
 * reached it added to `errored` (refused before sending: missing tags, too large, refused by the pod
 * at the send). They are files of this import that did not import, though the pod holds no row of
 * them. A cancelled file is not counted; an unknown pod figure stays unknown.
 */
export function withDeviceRefusals(
  counts: ImportCounts,
  files: readonly Pick<QueuedUpload, 'state' | 'guid' | 'failReason'>[],
): ImportCounts {
  if (counts.errored === undefined) return counts;
  const refused = files.filter(
    (file) => file.state === 'errored' && file.guid === null && file.failReason !== 'upload-cancelled',
  ).length;
  return { ...counts, errored: counts.errored + refused };
}

function underOAuth(): boolean {
  return typeof window !== 'undefined' && usesOAuth(sessionSnapshot()?.instanceUrl ?? null, window.location.origin);
}

/**
 * The counts of `reference`'s files by import status (undefined: not known yet). `revision`: a value
 * that changes when this device's files of the reference change (sent, settled): the counts are asked again.
 */
export function useImportStatusCounts(
  reference: string | null,
  revision = '',
): { counts: ImportCounts; loading: boolean; failed: boolean } {
  const client = useHttpClient();
  const queryClient = useQueryClient();
  const results = useQueries({
    queries: IMPORT_COUNT_STATUSES.map((status) => ({
      ...sharedQueryOptions,
      queryKey: importCountKeys.status(reference ?? '', status),
      queryFn: ({ signal }: { signal: AbortSignal }) => countImportStatus(client, reference ?? '', status, signal),
      enabled: reference !== null,
      refetchInterval: (query: { state: { data?: number } }) =>
        underOAuth() && (query.state.data ?? 0) > 0 && (status === 'pending' || status === 'draft')
          ? IMPORT_COUNTS_POLL_MS
          : false,
    })),
  });

  useEffect(() => {
    if (reference === null) return;
    return onLiveEvent((event) => {
      if (event.type !== 'import.status_updated') return;
      void queryClient.invalidateQueries({ queryKey: importCountKeys.reference(reference) });
    });
  }, [queryClient, reference]);

  useEffect(() => {
    if (reference === null || revision === '') return;
    void queryClient.invalidateQueries({ queryKey: importCountKeys.reference(reference) });
  }, [queryClient, reference, revision]);

  const counts = Object.fromEntries(
    IMPORT_COUNT_STATUSES.map((status, index) => [status, results[index]?.data]),
  ) as ImportCounts;
  return {
    counts,
    loading: results.some((result) => result.isLoading),
    failed: results.some((result) => result.isError && result.data === undefined),
  };
}
