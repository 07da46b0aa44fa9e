// Starts the uploader with the two workers (src/sync cannot import src/workers), and refreshes the
// library's pages when a file's import is confirmed, so new tracks show without a reload.

import type { QueryClient } from '@tanstack/react-query';
import { onSyncEvent } from '../../sync/core';
import { albumKeys, artistKeys, trackKeys } from '../../sync/catalogue';
import { libraryKeys } from '../../sync/libraries';
import { quotaKeys, startUploads, uploadKeys } from '../../sync/uploads';
import { readQueuedFileTags } from '../../workers/metadata';
import { uploadWorkerTransport } from '../../workers/upload';

export function startUploadQueue(queryClient: QueryClient): void {
  startUploads({ transport: uploadWorkerTransport(), readTags: readQueuedFileTags });
  onSyncEvent((event) => {
    if (event.type !== 'write-settled' || event.kind !== 'upload') return;
    for (const keys of [trackKeys, albumKeys, artistKeys, uploadKeys, libraryKeys, quotaKeys])
      void queryClient.invalidateQueries({ queryKey: keys.all });
  });
}
