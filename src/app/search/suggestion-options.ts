// The shell box's suggestions as one flat list of options (what arrow keys walk through), grouped
// by kind for display, ending with "all results" for the text.

import { formatArtistCredit } from '../../sync/catalogue';
import { isCatalogueTab, isSearchTab, type Suggestions } from '../../sync/search';

export type SuggestionKind = 'artists' | 'albums' | 'tracks' | 'tags' | 'all';

export interface SuggestionOption {
  key: string;
  kind: SuggestionKind;
  label: string;
  /** A second line (an album's or a track's artist). */
  detail?: string;
  to: string;
}

/** Where Enter leads: the search page for the text, keeping a catalogue tab the user is on. */
export function searchHref(text: string, location: { pathname: string; search: string }): string {
  const params = new URLSearchParams({ q: text.trim() });
  if (location.pathname === '/search') {
    const type = new URLSearchParams(location.search).get('type');
    if (isSearchTab(type) && isCatalogueTab(type)) params.set('type', type);
  }
  return `/search?${params.toString()}`;
}

export function suggestionOptions(
  suggestions: Suggestions | undefined,
  allHref: string,
  allLabel: string,
): SuggestionOption[] {
  const options: SuggestionOption[] = [];
  for (const artist of suggestions?.artists ?? [])
    options.push({
      key: `artist-${artist.id}`,
      kind: 'artists',
      label: artist.name,
      to: `/library/artists/${artist.id}`,
    });
  for (const album of suggestions?.albums ?? [])
    options.push({
      key: `album-${album.id}`,
      kind: 'albums',
      label: album.title,
      detail: formatArtistCredit(album.artistCredit),
      to: `/library/albums/${album.id}`,
    });
  for (const track of suggestions?.tracks ?? [])
    options.push({
      key: `track-${track.id}`,
      kind: 'tracks',
      label: track.title,
      detail: formatArtistCredit(track.artistCredit),
      to: `/library/tracks/${track.id}`,
    });
  for (const tag of suggestions?.tags ?? [])
    options.push({
      key: `tag-${tag.name}`,
      kind: 'tags',
      label: `#${tag.name}`,
      to: `/library/tags/${encodeURIComponent(tag.name)}`,
    });
  options.push({ key: 'all', kind: 'all', label: allLabel, to: allHref });
  return options;
}
