import { describe, expect, it } from 'vitest';
import { realPod, v1Example } from '../testing/fixtures';
import { trackDetailSchema, trackPageSchema, trackSchema } from './track-schema';

describe('track schemas', () => {
  it('reads the tracks of a real 1.4 pod (relative listen_url, null disc_number, license, copyright)', () => {
    const track = trackPageSchema.parse(realPod('tracks.json')).results[0];
    expect(track).toMatchObject({
      id: 1,
      title: 'Oracle Tone',
      listen_url: '/api/v1/listen/ca5ffe93-8c45-4b70-95df-a8a0ee3d586c/',
      disc_number: null,
      license: null,
      copyright: null,
      cover: null,
      tags: ['Test'],
    });
    expect(track?.uploads?.[0]).toEqual({
      uuid: '67aa03c5-e39f-403a-bafe-62a195da3242',
      listen_url: '/api/v1/listen/ca5ffe93-8c45-4b70-95df-a8a0ee3d586c/?upload=67aa03c5-e39f-403a-bafe-62a195da3242',
      size: 81272,
      duration: 5,
      bitrate: 128000,
      mimetype: 'audio/mpeg',
      extension: 'mp3',
      is_local: true,
    });
    expect(track?.album?.artist?.name).toBe('Oracle Artist');
  });

  it('reads the track nested in a real upload answer', () => {
    const upload = realPod('upload_detail.json') as { track: unknown };
    expect(trackSchema.parse(upload.track).uploads).toEqual([]);
  });

  it('reads the documented list and detail', () => {
    const page = trackPageSchema.parse(v1Example('GET /api/v1/tracks/'));
    expect(page.results[0]?.uploads?.map((upload) => upload.extension)).toEqual(['ogg', 'mp3']);
    const detail = trackDetailSchema.parse(v1Example('GET /api/v1/tracks/{id}/'));
    expect(detail).toMatchObject({ id: 1199, position: 9, disc_number: 1, license: 'cc-by-sa-4.0' });
    expect(detail.description?.content_type).toBe('text/markdown');
  });

  it('accepts a 2.x track with artist_credit and a 2.x album', () => {
    const parsed = trackSchema.parse({
      id: 3,
      title: 'Duet',
      listen_url: '/api/v2/listen/x/',
      artist_credit: [{ artist: { id: 7, name: 'Ada' }, credit: 'Ada', joinphrase: '', index: 0 }],
      album: {
        id: 4,
        title: 'Duets',
        artist_credit: [{ artist: { id: 7, name: 'Ada' }, credit: 'Ada', joinphrase: '' }],
      },
    });
    expect(parsed.artist_credit?.[0]?.artist.name).toBe('Ada');
    expect(parsed.album?.artist_credit).toHaveLength(1);
  });

  it('refuses malformed tracks: no id, no listen_url, a bad upload, an album without artist', () => {
    const artist = { id: 1, name: 'a' };
    expect(trackSchema.safeParse({ title: 't', listen_url: '/l', artist }).success).toBe(false);
    expect(trackSchema.safeParse({ id: 1, title: 't', artist }).success).toBe(false);
    expect(
      trackSchema.safeParse({ id: 1, title: 't', listen_url: '/l', artist, uploads: [{ uuid: 'u' }] }).success,
    ).toBe(false);
    expect(
      trackSchema.safeParse({ id: 1, title: 't', listen_url: '/l', artist, album: { id: 2, title: 'x' } }).success,
    ).toBe(false);
    expect(trackSchema.safeParse({ id: 1, title: 't', listen_url: '/l', artist, position: 'one' }).success).toBe(false);
  });
});
