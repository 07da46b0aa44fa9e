import { useMemo } from 'react';
import { scopeOfSession } from '../../db/outbox';
import { useSession } from '../../db/session';
import { isUploadInProgress, useUploadQueue, type UploadQueue } from '../../sync/uploads';

/** The signed-in user's upload queue, live (undefined while loading). */
export function useMyUploads(): UploadQueue | undefined {
  const session = useSession();
  // Undefined while the session row loads: an empty queue then would send /upload/running away.
  const scope = session === undefined ? undefined : scopeOfSession(session);
  return useUploadQueue(scope);
}

export function useUploadInProgress(): boolean {
  const queue = useMyUploads();
  return useMemo(() => (queue ? isUploadInProgress(queue.groups, queue.uploads) : false), [queue]);
}
