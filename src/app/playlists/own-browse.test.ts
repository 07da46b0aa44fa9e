import { describe, expect, it } from 'vitest';
import type { OwnPlaylist } from '../../sync/playlists';
import { browseOwnPlaylists } from './own-browse';

function playlist(id: number | string, name: string, created: string | null, modified: string): OwnPlaylist {
  return {
    id,
    name,
    privacyLevel: 'me',
    trackIds: [],
    tracksCount: 0,
    creationDate: created,
    modificationDate: modified,
    albumCovers: [],
  };
}

const list = [
  playlist(1, 'Morning', '2026-01-01T00:00:00Z', '2026-03-01T00:00:00Z'),
  playlist(2, 'evening calm', '2026-02-01T00:00:00Z', '2026-02-02T00:00:00Z'),
  playlist('local-x', 'Made offline', '2026-04-01T00:00:00Z', '2026-04-01T00:00:00Z'),
];
const base = { q: '', field: 'modification_date', descending: true, page: 1, pageSize: 25 };

describe('browseOwnPlaylists', () => {
  it('orders by the last change, newest first, made offline included', () => {
    const { count, results } = browseOwnPlaylists(list, base);
    expect(count).toBe(3);
    expect(results.map((one) => one.id)).toEqual(['local-x', 1, 2]);
  });

  it('searches names case-insensitively', () => {
    const { count, results } = browseOwnPlaylists(list, { ...base, q: 'EVEN' });
    expect(count).toBe(1);
    expect(results[0]?.name).toBe('evening calm');
  });

  it('orders by name and creation date, both ways', () => {
    const byName = browseOwnPlaylists(list, { ...base, field: 'name', descending: false });
    expect(byName.results.map((one) => one.name)).toEqual(['evening calm', 'Made offline', 'Morning']);
    const byCreation = browseOwnPlaylists(list, { ...base, field: 'creation_date', descending: false });
    expect(byCreation.results.map((one) => one.id)).toEqual([1, 2, 'local-x']);
  });

  it('pages, keeping the whole count', () => {
    const second = browseOwnPlaylists(list, { ...base, pageSize: 2, page: 2 });
    expect(second.count).toBe(3);
    expect(second.results.map((one) => one.id)).toEqual([2]);
  });
});
