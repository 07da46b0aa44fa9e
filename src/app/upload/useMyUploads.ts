import { useMemo } from 'react';
import { outboxScope } from '../../db/outbox';
import { useSession } from '../../db/session';
import { isUploadInProgress, useUploadQueue, type UploadQueue } from '../../sync/uploads';

/** The signed-in user's upload queue, live (undefined while loading). */
export function useMyUploads(): UploadQueue | undefined {
  const session = useSession();
  const profile = session?.profile ?? null;
  // Undefined while the session row loads: an empty queue then would send /upload/running away.
  const scope = session === undefined ? undefined : profile && session.instanceUrl ? outboxScope(profile.fullUsername, session.instanceUrl) : null;
  return useUploadQueue(scope);
}

export function useUploadInProgress(): boolean {
  const queue = useMyUploads();
  return useMemo(() => (queue ? isUploadInProgress(queue.groups, queue.uploads) : false), [queue]);
}
