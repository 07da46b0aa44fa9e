import type { EditKind } from '../../sync/edits';

const PLURAL: Record<EditKind, string> = { artist: 'artists', album: 'albums', track: 'tracks' };

/** `/library/{kind}s/{id}/edit`, or one edit of it with `editId` (the edit's uuid). */
export function editPath(kind: EditKind, id: number, editId?: string): string {
  return `/library/${PLURAL[kind]}/${id}/edit${editId ? `/${editId}` : ''}`;
}
