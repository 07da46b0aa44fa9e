import { describe, expect, it } from 'vitest';
import { albumDetailSchema, albumPageSchema } from './album-schema';
import { artistDetailSchema, artistPageSchema } from './artist-schema';
import { trackDetailSchema, trackPageSchema, trackSchema } from './track-schema';
import { realPod, v1Example } from '../testing/fixtures';
import { attachmentUrl, mapPage, type Attachment } from '../core/model';
import {
  albumDuration,
  formatArtistCredit,
  mapAlbum,
  mapArtist,
  mapArtistCredit,
  mapTrack,
  trackCover,
  trackDuration,
} from './model';

const cover = (uuid: string) => ({
  uuid,
  urls: { original: `https://p/${uuid}.jpg`, medium_square_crop: `https://p/${uuid}-200.jpg` },
});

describe('artist credit', () => {
  it('builds one credit from a 1.x artist object, its cover from attachment_cover', () => {
    const credit = mapArtistCredit({
      artist: { id: 1, name: 'Oracle Artist', content_category: 'music', attachment_cover: cover('a') },
    });
    expect(credit).toEqual([
      {
        artist: {
          id: 1,
          name: 'Oracle Artist',
          cover: expect.objectContaining({ uuid: 'a' }),
          contentCategory: 'music',
        },
        credit: 'Oracle Artist',
        joinphrase: '',
      },
    ]);
  });

  it('takes 2.x artist_credit in index order, preferring it over artist', () => {
    const credit = mapArtistCredit({
      artist: { id: 9, name: 'Ignored' },
      artist_credit: [
        { artist: { id: 8, name: 'Bo B.' }, credit: 'Bo', joinphrase: '', index: 1 },
        { artist: { id: 7, name: 'Ada', cover: cover('c') }, credit: 'Ada', joinphrase: ' feat. ', index: 0 },
      ],
    });
    expect(credit.map((entry) => entry.artist.id)).toEqual([7, 8]);
    expect(credit[0]?.artist.cover?.uuid).toBe('c');
    expect(formatArtistCredit(credit)).toBe('Ada feat. Bo');
  });

  it('falls back to the artist name when a credit has none', () => {
    expect(
      mapArtistCredit({ artist_credit: [{ artist: { id: 1, name: 'Ada' }, credit: null, joinphrase: null }] }),
    ).toEqual([{ artist: { id: 1, name: 'Ada', cover: null, contentCategory: null }, credit: 'Ada', joinphrase: '' }]);
    expect(mapArtistCredit({})).toEqual([]);
    expect(formatArtistCredit([])).toBe('');
  });
});

describe('trackCover (spec 01 section 3)', () => {
  const base = {
    id: 1,
    title: 't',
    listen_url: '/l',
    artist: { id: 1, name: 'A', attachment_cover: cover('artist') },
    album: { id: 2, title: 'B', artist: { id: 1, name: 'A' }, cover: cover('album') },
    cover: cover('track'),
  };
  const coverOf = (raw: unknown) => trackCover(mapTrack(trackSchema.parse(raw)))?.uuid ?? null;

  it('falls back from the track to the album, then to the first artist, then to null', () => {
    expect(coverOf(base)).toBe('track');
    expect(coverOf({ ...base, cover: null })).toBe('album');
    expect(coverOf({ ...base, cover: null, album: { ...base.album, cover: null } })).toBe('artist');
    expect(coverOf({ ...base, cover: null, album: null })).toBe('artist');
    expect(coverOf({ ...base, cover: null, album: null, artist: { id: 1, name: 'A' } })).toBeNull();
  });

  it('is null for the real pod track, which has no picture anywhere', () => {
    const track = mapTrack(trackPageSchema.parse(realPod('tracks.json')).results[0] as never);
    expect(trackCover(track)).toBeNull();
  });
});

describe('attachmentUrl', () => {
  const attachment: Attachment = {
    uuid: 'u',
    mimetype: 'image/jpeg',
    urls: { source: null, original: 'o', mediumSquareCrop: 'm', largeSquareCrop: null },
  };
  it('gives the asked size or the nearest one', () => {
    expect(attachmentUrl(attachment, 'medium')).toBe('m');
    expect(attachmentUrl(attachment, 'large')).toBe('o');
    expect(attachmentUrl(attachment, 'original')).toBe('o');
    expect(attachmentUrl(null)).toBeNull();
  });
});

describe('catalogue mappers', () => {
  it('maps a real pod track with its upload and album', () => {
    const page = mapPage(trackPageSchema.parse(realPod('tracks.json')), mapTrack);
    expect(page).toMatchObject({ count: 1, next: null, previous: null });
    const track = page.results[0];
    expect(track).toMatchObject({
      id: 1,
      title: 'Oracle Tone',
      listenUrl: '/api/v1/listen/ca5ffe93-8c45-4b70-95df-a8a0ee3d586c/',
      discNumber: null,
      position: 1,
      license: null,
      tags: ['Test'],
      isPlayable: true,
      description: null,
    });
    expect(track && formatArtistCredit(track.artistCredit)).toBe('Oracle Artist');
    expect(track?.album).toMatchObject({ id: 1, title: 'Oracle Album', tracksCount: 1, releaseDate: '2024-01-01' });
    expect(track?.uploads[0]).toEqual({
      uuid: '67aa03c5-e39f-403a-bafe-62a195da3242',
      listenUrl: '/api/v1/listen/ca5ffe93-8c45-4b70-95df-a8a0ee3d586c/?upload=67aa03c5-e39f-403a-bafe-62a195da3242',
      duration: 5,
      bitrate: 128000,
      mimetype: 'audio/mpeg',
      size: 81272,
      extension: 'mp3',
      isLocal: true,
    });
  });

  it('maps documented track, album and artist details with their descriptions', () => {
    const track = mapTrack(trackDetailSchema.parse(v1Example('GET /api/v1/tracks/{id}/')));
    expect(track.description?.html).toBe('<p>Recorded live in <em>Lyon</em>.</p>');
    expect(track.artistCredit[0]?.artist.cover?.uuid).toBe('9fc09dcb-3880-4dfd-ae6f-25d435efc6ff');
    const album = mapAlbum(albumDetailSchema.parse(v1Example('GET /api/v1/albums/{id}/')));
    expect(album).toMatchObject({ id: 8686, duration: 150, tracksCount: 4 });
    expect(formatArtistCredit(album.artistCredit)).toBe('Phil Watsica');
    const artist = mapArtist(artistDetailSchema.parse(v1Example('GET /api/v1/artists/{id}/')));
    expect(artist).toMatchObject({ id: 4879, name: "Peter O'Connell", tracksCount: 16, tags: ['aliqua'] });
    expect(artist.channel).toEqual({ uuid: 'altus', fullUsername: 'timmy_kertzmann@demo.funkwhale.example' });
    expect(artist.albums.map((item) => item.artistId)).toEqual([2352, 2203]);
    expect(artist.description?.text).toBe('Recorded live in *Lyon*.');
  });

  it('maps real pod artists and albums lists', () => {
    const artists = mapPage(artistPageSchema.parse(realPod('artists_after.json')), mapArtist);
    expect(artists.results[0]).toMatchObject({ id: 1, cover: null, channel: null, description: null });
    expect(artists.results[0]?.albums[0]).toMatchObject({ id: 1, artistId: 1, isPlayable: true });
    const albums = mapPage(albumPageSchema.parse(realPod('albums.json')), mapAlbum);
    expect(albums.results[0]).toMatchObject({ id: 1, duration: 0, cover: null });
  });
});

describe('albumDuration', () => {
  it('sums the tracks of a real 1.4 album whose duration is 0', () => {
    const album = mapAlbum(albumPageSchema.parse(realPod('albums.json')).results[0] as never);
    const tracks = trackPageSchema.parse(realPod('tracks.json')).results.map(mapTrack);
    expect(album.duration).toBe(0);
    expect(albumDuration(album, tracks)).toBe(5);
  });

  it("keeps the pod's own duration when it gives one, and knows nothing without tracks", () => {
    const upload = (duration: number | null) => ({ duration }) as never;
    const tracks = [{ uploads: [upload(null), upload(200)] }, { uploads: [upload(100)] }, { uploads: [] }];
    expect(albumDuration({ duration: 1000 }, tracks)).toBe(1000);
    expect(albumDuration({ duration: 0 }, tracks)).toBe(300);
    expect(albumDuration({ duration: null }, tracks)).toBe(300);
    expect(albumDuration({ duration: 0 }, undefined)).toBeNull();
    expect(albumDuration({ duration: 0 }, [{ uploads: [] }])).toBeNull();
    expect(trackDuration({ uploads: [upload(0), upload(42)] })).toBe(42);
  });
});
