// Who may see what, as SQL conditions: a real pod's `viewable_by` (libraries), `playable_by`
// (uploads) and `privacy_level_query` (favorites, listenings, playlists of users).

import type { UserRow } from './users';

type Viewer = Pick<UserRow, 'id'> | null;

/** A user id, checked to be an integer before it goes into SQL text. */
function idOf(viewer: Pick<UserRow, 'id'>): number {
  if (!Number.isSafeInteger(viewer.id)) throw new Error('user ids are integers');
  return viewer.id;
}

/**
 * Libraries (`alias`) the viewer may browse: public ones, the instance's for logged-in users, their
 * own, and (lib18) the ones whose owner accepted their follow, as a real pod's `viewable_by` says.
 */
export function libraryViewable(alias: string, viewer: Viewer): string {
  if (!viewer) return `${alias}.privacy_level = 'everyone'`;
  const id = idOf(viewer);
  return `(${alias}.privacy_level IN ('everyone', 'instance') OR ${alias}.owner_id = ${id}
            OR EXISTS (SELECT 1 FROM library_follows _lf WHERE _lf.library_uuid = ${alias}.uuid AND _lf.user_id = ${id} AND _lf.approved = 1))`;
}

/** Uploads (`alias`) the viewer may play: imported, in a library the viewer may browse. */
export function uploadPlayable(alias: string, viewer: Viewer): string {
  return `(${alias}.import_status = 'finished' AND EXISTS (SELECT 1 FROM libraries _pl
            WHERE _pl.uuid = ${alias}.library_uuid AND ${libraryViewable('_pl', viewer)}))`;
}

/** Objects whose owner's privacy level (column) lets the viewer see them; `ownerColumn` is the user id. */
export function privacyVisible(levelColumn: string, ownerColumn: string, viewer: Viewer): string {
  if (!viewer) return `${levelColumn} = 'everyone'`;
  return `(${levelColumn} IN ('instance', 'everyone') OR (${levelColumn} = 'me' AND ${ownerColumn} = ${idOf(viewer)}))`;
}
