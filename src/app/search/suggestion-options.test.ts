import { describe, expect, it } from 'vitest';
import { searchHref, suggestionOptions } from './suggestion-options';
import type { Suggestions } from '../../sync/search';

const credit = (name: string) => [
  { artist: { id: 9, name, cover: null, contentCategory: null }, credit: name, joinphrase: '' },
];

describe('searchHref', () => {
  it('opens /search with the trimmed text', () => {
    expect(searchHref('  kelp forest ', { pathname: '/library', search: '' })).toBe('/search?q=kelp+forest');
  });

  it('keeps the catalogue tab the user is on, not rss or remote', () => {
    expect(searchHref('kelp', { pathname: '/search', search: '?type=tracks&q=x' })).toBe('/search?q=kelp&type=tracks');
    expect(searchHref('kelp', { pathname: '/search', search: '?type=remote&q=x' })).toBe('/search?q=kelp');
    expect(searchHref('kelp', { pathname: '/library/albums', search: '?type=tracks' })).toBe('/search?q=kelp');
  });
});

describe('suggestionOptions', () => {
  it('lists artists, albums, tracks, tags in that order, each linking to its page, then all results', () => {
    const suggestions = {
      artists: [{ id: 1, name: 'Sandbar' }],
      albums: [{ id: 2, title: 'Kitchen Tapes', artistCredit: credit('Sandbar') }],
      tracks: [{ id: 3, title: 'Tea', artistCredit: credit('Sandbar') }],
      tags: [{ name: 'Chill out', creationDate: null }],
    } as unknown as Suggestions;
    expect(suggestionOptions(suggestions, '/search?q=sand', 'All')).toEqual([
      { key: 'artist-1', kind: 'artists', label: 'Sandbar', to: '/library/artists/1' },
      { key: 'album-2', kind: 'albums', label: 'Kitchen Tapes', detail: 'Sandbar', to: '/library/albums/2' },
      { key: 'track-3', kind: 'tracks', label: 'Tea', detail: 'Sandbar', to: '/library/tracks/3' },
      { key: 'tag-Chill out', kind: 'tags', label: '#Chill out', to: '/library/tags/Chill%20out' },
      { key: 'all', kind: 'all', label: 'All', to: '/search?q=sand' },
    ]);
  });

  it('still offers all results while nothing is suggested', () => {
    expect(suggestionOptions(undefined, '/search?q=x', 'All').map((option) => option.kind)).toEqual(['all']);
  });
});
