import type { ApiLibrary, ApiReceivedFollow } from './schema';
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
    follow: follow
      ? { uuid: follow.uuid, approved: orNull(follow.approved), creationDate: orNull(follow.creation_date) }
      : null,
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

/** A follow of one of the user's libraries: pending (approved null), accepted or rejected. */
export interface ReceivedFollow {
  uuid: string;
  creationDate: string | null;
  actor: Actor | null;
  approved: boolean | null;
}

export function mapReceivedFollow(follow: ApiReceivedFollow): ReceivedFollow {
  return {
    uuid: follow.uuid,
    creationDate: orNull(follow.creation_date),
    actor: mapActor(follow.actor),
    approved: orNull(follow.approved),
  };
}

/** The visibility levels a library may have (a real pod refuses `followers` for libraries). */
export const LIBRARY_PRIVACY_LEVELS = ['me', 'instance', 'everyone'] as const;
export type LibraryPrivacyLevel = (typeof LIBRARY_PRIVACY_LEVELS)[number];
