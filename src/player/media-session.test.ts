import { describe, expect, it, vi } from 'vitest';
import { bindMediaSession, metadataOf, type MediaSessionLike } from './media-session';
import { playerHarness } from './testing/harness';
import { queueTrack, tracks } from './testing/tracks';

function fakeSession() {
  const handlers = new Map<string, MediaSessionActionHandler | null>();
  const session = {
    metadata: null as MediaMetadata | null,
    playbackState: 'none' as MediaSessionPlaybackState,
    setActionHandler: (action: MediaSessionAction, handler: MediaSessionActionHandler | null) =>
      void handlers.set(action, handler),
    setPositionState: vi.fn(),
  };
  const act = (action: MediaSessionAction, details: Partial<MediaSessionActionDetails> = {}) =>
    handlers.get(action)?.({ action, ...details });
  return { session: session as MediaSessionLike & typeof session, handlers, act };
}

const createMetadata = (init: MediaMetadataInit) => ({ ...init }) as unknown as MediaMetadata;

describe('media session', () => {
  it('metadata: title, artist credit, album, artwork from 96 to 512', () => {
    const track = queueTrack(1, {
      title: 'Arcade Sunrise',
      artistCredit: [
        { artistId: 3, credit: 'Marina Keys', joinphrase: ' feat. ' },
        { artistId: 2, credit: 'Pixel Reef', joinphrase: '' },
      ],
      albumTitle: 'Coral Cartridge',
      coverUrl: 'https://pod.example/cover.jpg',
    });
    expect(metadataOf(track)).toEqual({
      title: 'Arcade Sunrise',
      artist: 'Marina Keys feat. Pixel Reef',
      album: 'Coral Cartridge',
      artwork: [96, 128, 192, 256, 384, 512].map((size) => ({
        src: 'https://pod.example/cover.jpg',
        sizes: `${size}x${size}`,
        type: 'image/jpeg',
      })),
    });
    expect(metadataOf(queueTrack(2, { coverUrl: null, albumTitle: null }))).toEqual({
      title: 'Track 2',
      artist: 'Artist',
      album: '',
    });
  });

  it('artwork: the small crop up to 192 px, the large one above', () => {
    const track = queueTrack(1, {
      coverUrl: 'https://pod.example/c-600.png',
      coverSmallUrl: 'https://pod.example/c-200.png',
    });
    expect(metadataOf(track).artwork?.map((image) => [image.sizes, image.src])).toEqual([
      ['96x96', 'https://pod.example/c-200.png'],
      ['128x128', 'https://pod.example/c-200.png'],
      ['192x192', 'https://pod.example/c-200.png'],
      ['256x256', 'https://pod.example/c-600.png'],
      ['384x384', 'https://pod.example/c-600.png'],
      ['512x512', 'https://pod.example/c-600.png'],
    ]);
  });

  it('while an episode plays: previous and next are 15 s back and 30 s forward, seeks without an offset too', async () => {
    const { session, act } = fakeSession();
    const { player, audio } = playerHarness({ mediaSession: { session, createMetadata } });
    player.playNow([queueTrack(1, { podcast: true, channelId: 5 }), queueTrack(2)]);
    await vi.waitFor(() => expect(player.getSnapshot().episode).toBe(true));
    audio.last().loaded(600);
    act('seekto', { seekTime: 100 });
    act('nexttrack');
    expect(player.getSnapshot()).toMatchObject({ position: 130, index: 0 });
    act('previoustrack');
    expect(player.getSnapshot()).toMatchObject({ position: 115, index: 0 });
    act('seekforward');
    expect(player.getSnapshot().position).toBe(145);
    act('seekbackward');
    expect(player.getSnapshot().position).toBe(130);
  });

  it('follows the player: metadata, playback state, position', () => {
    const { session } = fakeSession();
    const { player, audio } = playerHarness({ mediaSession: { session, createMetadata } });
    player.playNow(tracks(1, 2));
    expect(session.metadata).toMatchObject({ title: 'Track 1' });
    expect(session.playbackState).toBe('playing');
    audio.last().loaded(100);
    audio.last().playTo(20);
    expect(session.setPositionState).toHaveBeenLastCalledWith({ duration: 100, playbackRate: 1, position: 20 });
    player.pause();
    expect(session.playbackState).toBe('paused');
    player.clear();
    expect([session.metadata, session.playbackState]).toEqual([null, 'none']);
  });

  it('handlers: play, pause (reason media-session), previous, next, seeks by the offset given or 10 s, seek to', () => {
    const { session, act } = fakeSession();
    const { player, audio } = playerHarness({ mediaSession: { session, createMetadata } });
    player.playNow(tracks(1, 2, 3));
    audio.last().loaded(300);
    act('pause');
    expect(player.getSnapshot()).toMatchObject({ playing: false, pauseReason: 'media-session' });
    act('play');
    expect(player.getSnapshot().playing).toBe(true);
    act('seekto', { seekTime: 100 });
    expect(player.getSnapshot().position).toBe(100);
    act('seekforward');
    expect(player.getSnapshot().position).toBe(110);
    act('seekbackward', { seekOffset: 30 });
    expect(player.getSnapshot().position).toBe(80);
    act('seekbackward');
    expect(player.getSnapshot().position).toBe(70);
    act('nexttrack');
    expect(player.getSnapshot().current?.id).toBe(2);
    act('previoustrack');
    expect(player.getSnapshot().current?.id).toBe(1);
  });

  it('an action the browser does not know does not stop the others; destroy removes them', () => {
    const { session, handlers } = fakeSession();
    const setActionHandler = session.setActionHandler;
    session.setActionHandler = (action, handler) => {
      if (action === 'seekto') throw new TypeError('unknown action');
      setActionHandler(action, handler);
    };
    const binding = bindMediaSession(session, createMetadata, playerHarness().player);
    expect([...handlers.keys()]).toEqual([
      'play',
      'pause',
      'previoustrack',
      'nexttrack',
      'seekbackward',
      'seekforward',
    ]);
    binding.destroy();
    expect([...handlers.values()].every((handler) => handler === null)).toBe(true);
  });
});
