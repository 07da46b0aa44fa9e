// Logout (issue 15): a user's upload queue leaves the device with them, rows and kept file bytes.

import { deleteUploadBytes } from '../../db/upload-bytes';
import { deleteUploadGroupRows, readUploadQueue } from '../../db/uploads';

/** Deletes every group of `scope` (waiting, sent or failed) and the bytes of its files. */
export async function forgetUploads(scope: string): Promise<void> {
  const { groups } = await readUploadQueue(scope);
  for (const group of groups) {
    for (const id of await deleteUploadGroupRows(group.id)) await deleteUploadBytes(id);
  }
}
