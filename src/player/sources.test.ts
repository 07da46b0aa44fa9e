import { describe, expect, it } from 'vitest';
import { mapTrack, type Track, trackDetailSchema } from '../sync/catalogue';
import { v1Example } from '../sync/testing/fixtures';
import { trackToQueueTrack, trackUrls } from './sources';
import { absoluteUrl, playableSources, sourceUrl } from '../sync/catalogue';
import { queueTrack, source } from './testing/tracks';

const example = (): Track => mapTrack(trackDetailSchema.parse(v1Example('GET /api/v1/tracks/{id}/')));

/** A browser that plays mp3 and ogg, maybe opus, never flac. */
const canPlayType = (type: string) =>
  ({ 'audio/mpeg': 'probably', 'audio/ogg': 'probably', 'audio/opus': 'maybe' })[type] ?? '';

describe('trackToQueueTrack', () => {
  it('keeps a full snapshot of a pod track', () => {
    const track = example();
    expect(trackToQueueTrack(track)).toEqual({
      id: 1199,
      title: 'summa',
      artistCredit: [{ artistId: 149, credit: 'Dennis Schuppe', joinphrase: '' }],
      albumTitle: 'crastinus',
      albumId: 9299,
      position: 9,
      artistId: 149,
      coverUrl: 'https://demo.funkwhale.example/media/__sized__/attachments/63e63f08-crop-600x600.jpg',
      sources: [
        {
          uuid: '36a300de-57f7-4922-92ec-8afe8f4dc46b',
          listenUrl: '/api/v1/listen/2a6dc3b8-64a1-4e80-ac7c-89ea923597fb/?upload=36a300de-57f7-4922-92ec-8afe8f4dc46b',
          mimetype: 'audio/ogg',
          bitrate: 320000,
          duration: 122,
        },
      ],
      duration: 122,
      coverSmallUrl: 'https://demo.funkwhale.example/media/__sized__/attachments/63e63f08-crop-200x200.jpg',
      // The example's artist is a podcast channel (content_category "podcast"): its tracks are episodes.
      podcast: true,
      channelId: 149,
    });
  });

  it('the cover falls back to the album, then the first artist, then null; no album is albumId -1', () => {
    const track = example();
    const albumCover = track.album?.cover ?? null;
    const artistCover = track.artistCredit[0]?.artist.cover ?? null;
    expect(trackToQueueTrack({ ...track, cover: null }).coverUrl).toBe(albumCover?.urls.largeSquareCrop);
    const noAlbum = trackToQueueTrack({ ...track, cover: null, album: null });
    expect(noAlbum.coverUrl).toBe(artistCover?.urls.largeSquareCrop);
    expect(noAlbum).toMatchObject({ albumId: -1, albumTitle: null });
    const bare = {
      ...track,
      cover: null,
      album: null,
      artistCredit: track.artistCredit.map((c) => ({ ...c, artist: { ...c.artist, cover: null } })),
    };
    expect(trackToQueueTrack(bare).coverUrl).toBeNull();
  });

  it('makes a cover given as a path absolute with the instance URL', () => {
    const track = example();
    const cover = { ...track.cover!, urls: { ...track.cover!.urls, largeSquareCrop: '/media/c.jpg' } };
    expect(trackToQueueTrack({ ...track, cover }, 'https://pod.example/').coverUrl).toBe(
      'https://pod.example/media/c.jpg',
    );
    expect(trackToQueueTrack({ ...track, cover }, '').coverUrl).toBe('/media/c.jpg');
  });

  it('guesses a missing mimetype from the extension', () => {
    const track = example();
    const upload = { ...track.uploads[0]!, mimetype: null, extension: 'flac' };
    expect(trackToQueueTrack({ ...track, uploads: [upload] }).sources[0]?.mimetype).toBe('audio/flac');
  });
});

describe('playableSources (spec 01 section 5)', () => {
  it('keeps what the browser can probably or maybe play, then adds the transcoded mp3 of the first source', () => {
    const chosen = playableSources(
      [
        source({ uuid: 'flac', mimetype: 'audio/flac', bitrate: 900_000, listenUrl: '/listen/a/?upload=flac' }),
        source({ uuid: 'ogg', mimetype: 'audio/ogg', bitrate: 192_000 }),
        source({ uuid: 'opus', mimetype: 'audio/opus', bitrate: 96_000 }),
      ],
      canPlayType,
    );
    expect(chosen.map((s) => s.uuid)).toEqual(['ogg', 'opus', 'flac-mp3']);
    expect(chosen[2]).toMatchObject({
      listenUrl: '/listen/a/?upload=flac&to=mp3',
      mimetype: 'audio/mpeg',
      bitrate: 320_000,
      transcoded: true,
    });
  });

  it('drops duplicates of the same mimetype and bitrate', () => {
    const chosen = playableSources(
      [
        source({ uuid: 'a', bitrate: 128_000 }),
        source({ uuid: 'b', bitrate: 128_000 }),
        source({ uuid: 'c', bitrate: 256_000 }),
      ],
      canPlayType,
    );
    expect(chosen.map((s) => s.uuid)).toEqual(['a', 'c', 'a-mp3']);
  });

  it('caps the transcode bitrate at 320000 and keeps a lower one; an mp3 source makes the same transcode a duplicate', () => {
    expect(playableSources([source({ bitrate: 128_000, listenUrl: '/l/' })], canPlayType)[1]).toMatchObject({
      bitrate: 128_000,
      listenUrl: '/l/?to=mp3',
    });
    expect(playableSources([source({ bitrate: null })], canPlayType)[1]?.bitrate).toBe(320_000);
    const mp3 = playableSources([source({ uuid: 'm', mimetype: 'audio/mpeg', bitrate: 320_000 })], canPlayType);
    expect(mp3.map((s) => s.uuid)).toEqual(['m']);
  });

  it('a track without sources has none to play', () => {
    expect(playableSources([], canPlayType)).toEqual([]);
  });
});

describe('listen URLs', () => {
  const track = queueTrack(1, { sources: [source({ listenUrl: '/api/v1/listen/t1/?upload=u1' })] });

  it('appends the token with & after a query, only for an authenticated user with a listen token', () => {
    const authenticated = { instanceUrl: 'https://pod.example/', listenToken: 'tok en', authenticated: true };
    expect(trackUrls(track, canPlayType, authenticated)).toEqual([
      'https://pod.example/api/v1/listen/t1/?upload=u1&token=tok%20en',
      'https://pod.example/api/v1/listen/t1/?upload=u1&to=mp3&token=tok%20en',
    ]);
    expect(sourceUrl(source({ listenUrl: '/api/v1/listen/t1/' }), authenticated)).toBe(
      'https://pod.example/api/v1/listen/t1/?token=tok%20en',
    );
  });

  it('adds no token for an anonymous visitor or a user without one', () => {
    const anonymous = { instanceUrl: 'https://pod.example/', listenToken: 'stale', authenticated: false };
    expect(sourceUrl(track.sources[0]!, anonymous)).toBe('https://pod.example/api/v1/listen/t1/?upload=u1');
    const noToken = { instanceUrl: 'https://pod.example/', listenToken: null, authenticated: true };
    expect(sourceUrl(track.sources[0]!, noToken)).toBe('https://pod.example/api/v1/listen/t1/?upload=u1');
  });

  it("adds no token to audio of the app's own origin (the session cookie goes there), only to another origin", () => {
    const here = {
      instanceUrl: 'https://pod.example/',
      listenToken: 'tok',
      authenticated: true,
      appOrigin: 'https://pod.example',
    };
    expect(sourceUrl(track.sources[0]!, here)).toBe('https://pod.example/api/v1/listen/t1/?upload=u1');
    const elsewhere = { ...here, appOrigin: 'https://shoal.example' };
    expect(sourceUrl(track.sources[0]!, elsewhere)).toBe('https://pod.example/api/v1/listen/t1/?upload=u1&token=tok');
  });

  it('keeps the sub-path of an instance URL and leaves absolute URLs alone', () => {
    expect(absoluteUrl('/api/v1/listen/x/', 'https://host.example/funkwhale/')).toBe(
      'https://host.example/funkwhale/api/v1/listen/x/',
    );
    expect(absoluteUrl('https://cdn.example/a.mp3', 'https://host.example/')).toBe('https://cdn.example/a.mp3');
    expect(absoluteUrl('/api/v1/listen/x/', null)).toBe('/api/v1/listen/x/');
  });
});
