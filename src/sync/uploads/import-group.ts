// import26: the upload group of the older interface's `library/{uuid}/upload?import=` screen:
// published at once into the library, every file sent with the import reference from the query
// (1.4's multipart `uploads/` path on every pod, destination.ts).

import { putUploadGroup, type UploadGroup } from '../../db/uploads';
import { randomUploadId } from './pipeline';

/** Null while nobody is signed in (no scope to file it under). */
export async function createImportGroup(
  scope: UploadGroup['scope'] | null,
  createdAt: UploadGroup['createdAt'],
  library: { uuid: string; name: string },
  reference: string,
): Promise<UploadGroup | null> {
  if (scope === null) return null;
  const group: UploadGroup = {
    id: randomUploadId(),
    scope,
    guid: null,
    uploadUrl: null,
    type: 'music-library',
    targetLibrary: library.uuid,
    targetName: library.name,
    createdAt,
    state: 'published',
    blocked: null,
    importReference: reference,
  };
  await putUploadGroup(group);
  return group;
}
