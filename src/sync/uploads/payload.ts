// What a file's send carries besides the file: the fields of 1.4's form and 2.0's payload.

import type { QueuedUpload, UploadGroup } from '../../db/uploads';
import { draftMetadata } from './channel-draft';

/** The `import_reference` of a file sent to `POST api/v1/uploads/`: unique per queued file (and per new send key). */
export function importReferenceOf(upload: Pick<QueuedUpload, 'sendKey'>): string {
  return `shoal-${upload.sendKey}`;
}

/** The fields of `POST api/v1/uploads/` as 1.4's web front sends them (the file goes as `audio_file`). */
export function uploadFieldsV1(upload: QueuedUpload, group: UploadGroup): Record<string, string> {
  // A channel's file goes as a draft with its details (pub19), published with the others at the end.
  if (group.type === 'channel')
    return {
      channel: group.targetChannel ?? '',
      import_reference: importReferenceOf(upload),
      import_status: 'draft',
      source: `upload://${upload.name}`,
      import_metadata: JSON.stringify(draftMetadata(upload)),
    };
  return {
    library: group.targetLibrary ?? '',
    // import26: the older variant's `library/{uuid}/upload?import=` sends every file with its reference.
    import_reference: group.importReference ?? importReferenceOf(upload),
    import_status: 'pending',
    source: `upload://${upload.name}`,
  };
}

/** The upload payload (spec 01 section 3): the metadata's tags and the target library. */
export function uploadPayload(upload: QueuedUpload, group: UploadGroup): { metadata: string; target: string } {
  const tags = upload.metadata;
  return {
    metadata: JSON.stringify({
      title: tags?.title ?? '',
      album: { name: tags?.album ?? '' },
      artist: { name: tags?.artist ?? '' },
    }),
    target: JSON.stringify({ library: group.targetLibrary }),
  };
}
