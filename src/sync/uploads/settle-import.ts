// A file's import settled (the activity socket's event, or a poll): the queue row takes the pod's
// status, and once the import is confirmed the file's kept bytes go.

import { deleteUploadBytes } from '../../db/upload-bytes';
import { changeQueuedUpload } from '../../db/uploads';
import { importUpdated } from './pipeline';

export async function settleImport(
  id: string,
  status: string,
  importDate: string | null,
  importDetails: unknown,
  deps: { now: () => number; onImported?: () => void },
): Promise<void> {
  const next = await changeQueuedUpload(id, (upload) =>
    importUpdated(upload, status, importDate, deps.now(), importDetails),
  );
  // A failed import changes the owner's files too (their table, the quota's counts).
  if (next?.failReason === 'import-failed') deps.onImported?.();
  if (next !== null && next.importedAt !== null && next.bytesKept) {
    deps.onImported?.();
    await deleteUploadBytes(id);
    await changeQueuedUpload(id, (upload) => ({ ...upload, bytesKept: false }));
  }
}
