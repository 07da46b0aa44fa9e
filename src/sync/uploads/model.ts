// The owner's view of an uploaded file and of its import, in the client's own shape.

import type { Track } from '../catalogue';
import { mapTrack } from '../catalogue';
import { orNull } from '../core/model';
import { mapLibrary, type Library } from '../libraries';
import type { ApiUpload } from './schema';

export type ImportStatus = 'draft' | 'pending' | 'finished' | 'errored' | 'skipped';

/** The owner's view of an uploaded file and of its import. */
export interface Upload {
  uuid: string;
  filename: string | null;
  mimetype: string | null;
  /** Bytes. */
  size: number | null;
  /** Seconds. */
  duration: number | null;
  bitrate: number | null;
  importStatus: ImportStatus;
  importDate: string | null;
  /** Why the import failed (`import_details`), when it did. */
  importError: { code: string; detail: unknown } | null;
  /** `import_details` and `import_metadata` as the pod gave them (the debug information). */
  importDetails: unknown;
  importMetadata: unknown;
  importReference: string | null;
  creationDate: string | null;
  /** Null until the import has made a track. */
  track: Track | null;
  library: Library | null;
  channelUuid: string | null;
  source: string | null;
  metadata: Record<string, unknown>;
}

function importError(details: unknown): Upload['importError'] {
  if (typeof details !== 'object' || details === null) return null;
  const { error_code: code, detail } = details as { error_code?: unknown; detail?: unknown };
  return typeof code === 'string' && code !== '' ? { code, detail: detail ?? null } : null;
}

export function mapUpload(upload: ApiUpload): Upload {
  const channel = upload.channel;
  return {
    uuid: upload.uuid,
    filename: orNull(upload.filename),
    mimetype: orNull(upload.mimetype),
    size: orNull(upload.size),
    duration: orNull(upload.duration),
    bitrate: orNull(upload.bitrate),
    importStatus: upload.import_status,
    importDate: orNull(upload.import_date),
    importError: importError(upload.import_details),
    importDetails: upload.import_details ?? null,
    importMetadata: upload.import_metadata ?? null,
    importReference: orNull(upload.import_reference),
    creationDate: orNull(upload.creation_date),
    track: upload.track ? mapTrack(upload.track) : null,
    library: upload.library ? mapLibrary(upload.library) : null,
    channelUuid: typeof channel === 'string' ? channel : (channel?.uuid ?? null),
    source: orNull(upload.source),
    metadata: upload.metadata ?? {},
  };
}
