import type { FavoriteEntry } from '../../sync/favorites';

/** The orderings of the favorites screen (its `ordering` query: `field` or `-field`). */
export const FAVORITE_FIELDS = [
  { value: 'creation_date', label: 'favorites.fieldFavorited' },
  { value: 'title', label: 'browse.fieldTitle' },
  { value: 'artist', label: 'favorites.fieldArtist' },
  { value: 'album', label: 'favorites.fieldAlbum' },
] as const;

export const DEFAULT_FAVORITE_ORDERING = '-creation_date';

type Field = (typeof FAVORITE_FIELDS)[number]['value'];

function isField(value: string): value is Field {
  return FAVORITE_FIELDS.some((field) => field.value === value);
}

function sortKey(entry: FavoriteEntry, field: Field): string {
  const track = entry.track;
  switch (field) {
    case 'creation_date':
      return entry.creationDate ?? '';
    case 'title':
      return track.title;
    case 'artist':
      return track.artistCredit.map((credit) => `${credit.credit}${credit.joinphrase}`).join('');
    case 'album':
      return track.album?.title ?? '';
  }
}

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

/**
 * The favorites in the asked order; ties keep the most recently favorited first. An unknown field
 * falls back to the default, so a hand-edited URL still shows the list.
 */
export function orderFavorites(entries: readonly FavoriteEntry[], ordering: string): FavoriteEntry[] {
  const requested = ordering.replace(/^-/, '');
  const field: Field = isField(requested) ? requested : 'creation_date';
  const descending = isField(requested) ? ordering.startsWith('-') : true;
  const byDate = (a: FavoriteEntry, b: FavoriteEntry) => (b.creationDate ?? '').localeCompare(a.creationDate ?? '');
  return entries.slice().sort((a, b) => {
    const order =
      field === 'creation_date'
        ? (a.creationDate ?? '').localeCompare(b.creationDate ?? '')
        : collator.compare(sortKey(a, field), sortKey(b, field));
    if (order !== 0) return descending ? -order : order;
    return byDate(a, b);
  });
}
