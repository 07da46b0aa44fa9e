import type { ApiLibrary } from './schema';
import type { ApiUpload } from '../uploads/schema';
import type { Track } from '../catalogue/model';
import { mapTrack } from '../catalogue/model';
import { mapActor, orNull, toPrivacyLevel, type Actor, type PrivacyLevel } from '../core/model';

/** A library, the owner's or someone else's (then with the follow and the latest scan). */
export interface Library {
  uuid: string;
  fid: string | null;
  name: string;
  description: string | null;
  /** me (private), instance (restricted) or everyone (public); null when missing or unknown. */
  privacyLevel: PrivacyLevel | null;
  uploadsCount: number | null;
  /** Bytes; only the owner's view says. */
  size: number | null;
  creationDate: string | null;
  actor: Actor | null;
  /** The owner is on this pod. */
  isLocal: boolean;
  /** The caller's follow of it: approved is null while the owner has not answered. */
  follow: { uuid: string; approved: boolean | null; creationDate: string | null } | null;
  latestScan: {
    status: string | null;
    totalFiles: number | null;
    processedFiles: number | null;
    erroredFiles: number | null;
    modificationDate: string | null;
  } | null;
}

export function mapLibrary(library: ApiLibrary): Library {
  const actor = mapActor(library.actor);
  const { follow, latest_scan: scan } = library;
  return {
    uuid: library.uuid,
    fid: orNull(library.fid),
    name: library.name,
    description: orNull(library.description),
    privacyLevel: toPrivacyLevel(library.privacy_level),
    uploadsCount: orNull(library.uploads_count),
    size: orNull(library.size),
    creationDate: orNull(library.creation_date),
    actor,
    isLocal: actor?.isLocal ?? false,
    follow: follow ? { uuid: follow.uuid, approved: orNull(follow.approved), creationDate: orNull(follow.creation_date) } : null,
    latestScan: scan
      ? {
          status: orNull(scan.status),
          totalFiles: orNull(scan.total_files),
          processedFiles: orNull(scan.processed_files),
          erroredFiles: orNull(scan.errored_files),
          modificationDate: orNull(scan.modification_date),
        }
      : null,
  };
}

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
    importReference: orNull(upload.import_reference),
    creationDate: orNull(upload.creation_date),
    track: upload.track ? mapTrack(upload.track) : null,
    library: upload.library ? mapLibrary(upload.library) : null,
    channelUuid: typeof channel === 'string' ? channel : (channel?.uuid ?? null),
    source: orNull(upload.source),
    metadata: upload.metadata ?? {},
  };
}
