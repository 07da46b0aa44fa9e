import type { OwnPlaylist } from '../../sync/playlists';

export interface OwnBrowse {
  q: string;
  /** `name`, `creation_date` or `modification_date`. */
  field: string;
  descending: boolean;
  page: number;
  pageSize: number;
}

function sortKey(playlist: OwnPlaylist, field: string): string {
  if (field === 'name') return playlist.name.toLocaleLowerCase();
  if (field === 'creation_date') return playlist.creationDate ?? playlist.modificationDate ?? '';
  return playlist.modificationDate ?? '';
}

/**
 * `/library/me/playlists` offline (issue 20): one's own playlists as the device holds them, searched
 * by name, ordered and paged as the pod would (`name__icontains`-like search, the same fields).
 */
export function browseOwnPlaylists(
  playlists: readonly OwnPlaylist[],
  { q, field, descending, page, pageSize }: OwnBrowse,
): { count: number; results: OwnPlaylist[] } {
  const needle = q.trim().toLocaleLowerCase();
  const found = needle ? playlists.filter((one) => one.name.toLocaleLowerCase().includes(needle)) : [...playlists];
  const sign = descending ? -1 : 1;
  found.sort((a, b) => {
    const x = sortKey(a, field);
    const y = sortKey(b, field);
    return x === y ? 0 : x < y ? -sign : sign;
  });
  const start = (page - 1) * pageSize;
  return { count: found.length, results: found.slice(start, start + pageSize) };
}
