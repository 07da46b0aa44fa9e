import { describe, expect, it } from 'vitest';
import { realPod, v1Example } from '../testing/fixtures';
import { albumDetailSchema, albumPageSchema, albumSchema } from './album-schema';

const credit2x = [
  { artist: { id: 7, name: 'Ada', cover: null }, credit: 'Ada', joinphrase: ' & ', index: 0 },
  { artist: { id: 8, name: 'Bo', cover: null }, credit: 'Bo', joinphrase: '', index: 1 },
];

describe('album schemas', () => {
  it('reads the albums of a real 1.4 pod (null cover, one artist object)', () => {
    const album = albumPageSchema.parse(realPod('albums.json')).results[0];
    expect(album).toMatchObject({ id: 1, title: 'Oracle Album', cover: null, release_date: '2024-01-01', duration: 0 });
    expect(album?.artist).toMatchObject({ id: 1, name: 'Oracle Artist', attachment_cover: null });
  });

  it('reads the documented list and detail', () => {
    expect(albumPageSchema.parse(v1Example('GET /api/v1/albums/')).results[0]?.artist?.name).toBe('Brett Swift');
    const detail = albumDetailSchema.parse(v1Example('GET /api/v1/albums/{id}/'));
    expect(detail.description?.text).toBe('Recorded live in *Lyon*.');
  });

  it('accepts 2.x artist_credit instead of artist, and both together', () => {
    expect(albumSchema.parse({ id: 1, title: 'Duo', artist_credit: credit2x }).artist_credit).toHaveLength(2);
    const both = albumSchema.parse({ id: 1, title: 'Duo', artist: { id: 7, name: 'Ada' }, artist_credit: credit2x });
    expect(both.artist?.id).toBe(7);
  });

  it('refuses an album naming no artist at all, or without id', () => {
    const noArtist = albumSchema.safeParse({ id: 1, title: 'Nobody' });
    expect(noArtist.success).toBe(false);
    expect(noArtist.error?.issues[0]?.message).toBe('artist or artist_credit is required');
    expect(albumSchema.safeParse({ title: 'x', artist: { id: 1, name: 'a' } }).success).toBe(false);
    expect(albumSchema.safeParse({ id: 1, title: 'x', artist_credit: [{ credit: 'a' }] }).success).toBe(false);
  });
});
