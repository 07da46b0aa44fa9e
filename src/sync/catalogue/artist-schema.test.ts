import { describe, expect, it } from 'vitest';
import { realPod, v1Example } from '../testing/fixtures';
import { artistDetailSchema, artistPageSchema, artistSchema, simpleArtistSchema } from './artist-schema';

describe('artist schemas', () => {
  it('reads the artists of a real 1.4 pod, albums carrying the artist id', () => {
    const page = artistPageSchema.parse(realPod('artists_after.json'));
    expect(page.count).toBe(1);
    const artist = page.results[0];
    expect(artist).toMatchObject({ id: 1, name: 'Oracle Artist', cover: null, channel: null, tracks_count: 1 });
    expect(artist?.albums?.[0]).toMatchObject({ id: 1, title: 'Oracle Album', artist: 1, cover: null });
    expect(artist?.attributed_to?.full_username).toBe('oracle@127.0.0.1:5000');
  });

  it('reads the documented list and detail', () => {
    const page = artistPageSchema.parse(v1Example('GET /api/v1/artists/'));
    expect(page.results).toHaveLength(2);
    expect(page.results[0]?.channel?.uuid).toBe('aperte');
    expect(page.results[0]?.albums?.[0]?.artist).toBe(2287);
    const detail = artistDetailSchema.parse(v1Example('GET /api/v1/artists/{id}/'));
    expect(detail.description?.html).toBe('<p>Recorded live in <em>Lyon</em>.</p>');
    expect(detail.cover?.uuid).toBe('35f23139-1da3-4402-a049-e17c9b30bb25');
  });

  it('refuses an artist without id or with a name of the wrong type', () => {
    expect(artistSchema.safeParse({ name: 'x' }).success).toBe(false);
    expect(artistSchema.safeParse({ id: 1, name: 42 }).success).toBe(false);
    expect(artistSchema.safeParse({ id: '1', name: 'x' }).success).toBe(false);
    expect(
      artistSchema.safeParse({ id: 1, name: 'x', albums: [{ id: 2, title: 't', artist: { id: 1 } }] }).success,
    ).toBe(false);
  });

  it('accepts the 1.x attachment_cover and the 2.x cover of a nested artist', () => {
    const cover = { uuid: 'u', urls: { original: 'o' } };
    expect(simpleArtistSchema.parse({ id: 1, name: 'a', attachment_cover: cover }).attachment_cover?.uuid).toBe('u');
    expect(simpleArtistSchema.parse({ id: 1, name: 'a', cover }).cover?.uuid).toBe('u');
  });
});
