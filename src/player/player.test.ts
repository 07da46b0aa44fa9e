import { describe, expect, it, vi } from 'vitest';
import { json } from '../sync/testing/responses';
import { isSounding } from './queue';
import { ANONYMOUS, playerHarness, scriptedHttp } from './testing/harness';
import { queueTrack, tracks } from './testing/tracks';

describe('the player store', () => {
  it('gives the same snapshot until something changes, then a new one, and tells subscribers once per command', () => {
    const { player } = playerHarness();
    const listener = vi.fn();
    player.subscribe(listener);
    const before = player.getSnapshot();
    expect(player.getSnapshot()).toBe(before);
    player.pause();
    expect(player.getSnapshot()).toBe(before);
    expect(listener).not.toHaveBeenCalled();
    player.playNow(tracks(1, 2, 3));
    const after = player.getSnapshot();
    expect(after).not.toBe(before);
    expect(before.queue).toEqual([]);
    expect(after).toMatchObject({ index: 0, playing: true, current: { id: 1 } });
    expect(listener).toHaveBeenCalledOnce();
  });

  it('loads and plays the current track in an audio element, and follows its time', () => {
    const { player, audio } = playerHarness();
    player.playNow(tracks(1, 2), 1);
    const el = audio.last();
    expect(el.src).toBe('https://pod.example/api/v1/listen/t2/?upload=u2');
    expect(el.playCalls).toBe(1);
    el.loaded(200);
    el.playTo(33);
    expect(player.getSnapshot()).toMatchObject({ position: 33, duration: 200, current: { id: 2 } });
    player.seekBy(-40);
    expect(player.getSnapshot().position).toBe(0);
    player.seek(50);
    expect(el.currentTime).toBe(50);
  });

  it('previous uses the position: restart at 3 s and after, the previous track before', () => {
    const { player, audio } = playerHarness();
    player.playNow(tracks(1, 2), 1);
    audio.last().loaded(100);
    audio.last().playTo(3);
    player.previous();
    expect(player.getSnapshot()).toMatchObject({ index: 1, position: 0 });
    audio.last().playTo(2.9);
    player.previous();
    expect(player.getSnapshot()).toMatchObject({ index: 0, current: { id: 1 } });
  });

  it('preloads the next track 100 ms after the change (not at 99 ms), only while playing', () => {
    const { player, audio, timers } = playerHarness();
    player.playNow(tracks(1, 2, 3));
    timers.advance(99);
    expect(audio.made).toHaveLength(1);
    timers.advance(1);
    expect(audio.made.map((el) => el.src)).toEqual([
      'https://pod.example/api/v1/listen/t1/?upload=u1',
      'https://pod.example/api/v1/listen/t2/?upload=u2',
    ]);
    player.pause();
    player.next();
    timers.advance(500);
    expect(audio.made).toHaveLength(2);
  });

  it('a track that ends plays the next; the end of the queue pauses with reason end-of-queue', () => {
    const { player, audio } = playerHarness();
    player.playNow(tracks(1, 2));
    audio.last().finish();
    expect(player.getSnapshot()).toMatchObject({ index: 1, playing: true });
    audio.last().finish();
    expect(player.getSnapshot()).toMatchObject({ index: 1, playing: false, pauseReason: 'end-of-queue' });
  });

  it('volume is clamped and mute remembers the last volume, on the element too', () => {
    const { player, audio } = playerHarness();
    player.playNow(tracks(1));
    expect(audio.last().volume).toBe(0.7);
    player.setVolume(4);
    expect(player.getSnapshot().volume).toBe(1);
    player.setVolume(0.3);
    player.toggleMute();
    expect(player.getSnapshot()).toMatchObject({ volume: 0.3, muted: true });
    expect(audio.last().muted).toBe(true);
    player.toggleMute();
    expect(player.getSnapshot()).toMatchObject({ volume: 0.3, muted: false });
    expect(audio.last()).toMatchObject({ volume: 0.3, muted: false });
  });

  it('a pause the system made is a media-session pause', () => {
    const { player, audio } = playerHarness();
    player.playNow(tracks(1));
    audio.last().pause();
    expect(player.getSnapshot()).toMatchObject({ playing: false, pauseReason: 'media-session' });
  });
});

describe('errored tracks in the player', () => {
  it('every source failing marks the track errored, shows why, and skips it after 3 s', () => {
    const { player, audio, timers } = playerHarness();
    player.playNow(tracks(1, 2));
    const el = audio.last();
    el.emit('error');
    expect(player.getSnapshot().errored).toEqual([]);
    el.emit('error');
    expect(player.getSnapshot()).toMatchObject({
      errored: [1],
      error: { key: 'errors.trackCannotBeLoaded' },
      current: { id: 1 },
    });
    timers.advance(2999);
    expect(player.getSnapshot().current?.id).toBe(1);
    timers.advance(1);
    expect(player.getSnapshot()).toMatchObject({ current: { id: 2 }, error: null, errored: [1], playing: true });
  });

  it('a track with no playable source says so and is skipped too', () => {
    const { player, timers } = playerHarness({ canPlayType: () => '' });
    player.playNow([queueTrack(1, { sources: [] }), queueTrack(2)]);
    expect(player.getSnapshot().error?.key).toBe('errors.trackNoSources');
    timers.advance(3000);
    expect(player.getSnapshot().current?.id).toBe(2);
  });

  it('a track with no source does not show as sounding while it waits for its skip; Play tries it again', () => {
    const { player, timers } = playerHarness({ canPlayType: () => '' });
    player.playNow([queueTrack(1, { sources: [] })]);
    expect(player.getSnapshot().playing).toBe(true);
    expect(isSounding(player.getSnapshot())).toBe(false);
    player.toggle(); // the bar shows Play: pressing it plays (again), it does not pause
    expect(player.getSnapshot()).toMatchObject({ playing: true, pauseReason: null });
    expect(isSounding(player.getSnapshot())).toBe(false);
    timers.advance(3000);
    // The only track failed: the queue stops, nothing is lit.
    expect(player.getSnapshot()).toMatchObject({ playing: false, pauseReason: 'errored' });
  });

  it('under single-track looping playback stops with reason errored and nothing is skipped', () => {
    const { player, audio, timers } = playerHarness();
    player.cycleLooping();
    player.playNow(tracks(1, 2));
    audio.last().emit('error');
    audio.last().emit('error');
    timers.advance(10_000);
    expect(player.getSnapshot()).toMatchObject({
      current: { id: 1 },
      playing: false,
      pauseReason: 'errored',
      looping: 'single',
    });
  });
});

describe('listenings from the player', () => {
  it('are recorded once per play, past min(half, 240 s), for a signed-in user only', async () => {
    const session = { ...ANONYMOUS, authenticated: true, username: 'demo@pod.example', listenToken: 'tok' };
    const { player, audio, listenings } = playerHarness({ session: () => session });
    player.playNow([queueTrack(1, { duration: 30 })]);
    expect(audio.last().src).toBe('https://pod.example/api/v1/listen/t1/?upload=u1&token=tok');
    audio.last().loaded(30);
    audio.last().playTo(14);
    expect(listenings.recorded).toEqual([]);
    audio.last().playTo(15);
    audio.last().playTo(20);
    await vi.waitFor(() => expect(listenings.recorded).toEqual([1]));

    const anonymous = playerHarness();
    anonymous.player.playNow([queueTrack(1, { duration: 30 })]);
    anonymous.audio.last().loaded(30);
    anonymous.audio.last().playTo(29);
    await anonymous.player.flushListenings();
    expect(anonymous.listenings.recorded).toEqual([]);
  });
});

describe('the error skip and the user', () => {
  function erroredPlayer() {
    const harness = playerHarness();
    harness.player.playNow(tracks(1, 2, 3));
    const first = harness.audio.made[0]!;
    first.emit('error');
    first.emit('error');
    expect(harness.player.getSnapshot().errored).toEqual([1]);
    return harness;
  }

  it('a user who moved on during the 3 s is not skipped again, even back on the errored track', () => {
    const { player, timers } = erroredPlayer();
    timers.advance(1000);
    player.next();
    timers.advance(1000);
    player.previous();
    expect(player.getSnapshot().current?.id).toBe(1);
    timers.advance(2500);
    expect(player.getSnapshot()).toMatchObject({ current: { id: 1 }, playing: true });
    player.next();
    timers.advance(10_000);
    expect(player.getSnapshot().current?.id).toBe(2);
  });

  it('a pause during the 3 s keeps the errored track, paused', () => {
    const { player, timers } = erroredPlayer();
    timers.advance(1000);
    player.pause();
    timers.advance(5000);
    expect(player.getSnapshot()).toMatchObject({ current: { id: 1 }, playing: false, pauseReason: 'user' });
  });

  it('single-track looping switched on during the 3 s stops on the errored track', () => {
    const { player, timers } = erroredPlayer();
    player.cycleLooping();
    timers.advance(3000);
    expect(player.getSnapshot()).toMatchObject({ current: { id: 1 }, playing: false, pauseReason: 'errored' });
  });

  it('choosing the errored track again tries it afresh, and no skip follows', () => {
    const { player, audio, timers } = erroredPlayer();
    player.jumpTo(0);
    expect(audio.made).toHaveLength(2);
    expect(audio.last()).toMatchObject({ src: 'https://pod.example/api/v1/listen/t1/?upload=u1', playCalls: 1 });
    expect(player.getSnapshot()).toMatchObject({ errored: [], error: null });
    timers.advance(5000);
    expect(player.getSnapshot().current?.id).toBe(1);
  });

  it('reset and destroy leave no skip behind', () => {
    const { player, timers } = erroredPlayer();
    void player.reset();
    timers.advance(5000);
    expect(player.getSnapshot()).toMatchObject({ queue: [], current: null });
    const other = erroredPlayer();
    other.player.destroy();
    expect(other.timers.pendingCount()).toBe(0);
  });
});

describe('when the browser refuses to play', () => {
  it('the player pauses (reason user) and plays on the next request', async () => {
    const { player, audio } = playerHarness();
    player.playNow(tracks(1, 2));
    player.pause();
    const el = audio.made[0]!;
    el.playOutcome = 'NotAllowedError';
    player.play();
    expect(player.getSnapshot().playing).toBe(true);
    await vi.waitFor(() =>
      expect(player.getSnapshot()).toMatchObject({ playing: false, pauseReason: 'user', buffering: false }),
    );
    el.playOutcome = 'ok';
    player.toggle();
    expect(player.getSnapshot()).toMatchObject({ playing: true, pauseReason: null });
    expect(el).toMatchObject({ playCalls: 3, paused: false });
  });

  it('an aborted play() (the source changed) is not a pause', async () => {
    const { player, audio } = playerHarness();
    player.playNow(tracks(1));
    player.pause();
    audio.last().playOutcome = 'AbortError';
    player.play();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(player.getSnapshot()).toMatchObject({ playing: true, pauseReason: null });
  });
});

describe('positions and durations', () => {
  it('a non-finite seek is ignored; an unknown element duration falls back to the track duration', () => {
    const { player, audio } = playerHarness();
    player.playNow([queueTrack(1, { duration: 120 })]);
    const el = audio.last();
    el.playTo(10);
    player.seek(Number.NaN);
    player.seekBy(Number.POSITIVE_INFINITY);
    expect([el.currentTime, player.getSnapshot().position]).toEqual([10, 10]);
    el.duration = Number.POSITIVE_INFINITY;
    el.emit('durationchange');
    expect(player.getSnapshot().duration).toBe(120);
    player.seek(500);
    expect(player.getSnapshot().position).toBe(120);
  });

  it('without any known duration, nothing is NaN and no listening is recorded', async () => {
    const { http, fetchImpl } = scriptedHttp(json({ id: 1 }, 201));
    const session = { ...ANONYMOUS, authenticated: true, username: 'demo@pod.example', listenToken: null };
    const { player, audio } = playerHarness({ http, session: () => session });
    player.playNow([
      queueTrack(1, {
        duration: null,
        sources: [{ uuid: 'u', listenUrl: '/l/', mimetype: 'audio/ogg', bitrate: null, duration: null }],
      }),
    ]);
    audio.last().playTo(500);
    expect(player.getSnapshot()).toMatchObject({ position: 500, duration: null });
    await player.flushListenings();
    expect(fetchImpl.calls).toHaveLength(0);
  });
});

describe('one listening per play', () => {
  function signedIn() {
    const session = { ...ANONYMOUS, authenticated: true, username: 'demo@pod.example', listenToken: 'tok' };
    const harness = playerHarness({ session: () => session });
    const sent = async (count: number) => {
      await vi.waitFor(() => expect(harness.listenings.recorded).toHaveLength(count));
    };
    return { ...harness, sent };
  }

  it('seeking back and past the threshold again, or pausing, does not record twice', async () => {
    const { player, audio, listenings, sent } = signedIn();
    player.playNow([queueTrack(1, { duration: 30 }), queueTrack(2, { duration: 30 })]);
    const el = audio.made[0]!;
    el.playTo(16);
    await sent(1);
    player.seek(2);
    el.playTo(20);
    player.pause();
    player.play();
    el.playTo(25);
    await player.flushListenings();
    expect(listenings.recorded).toHaveLength(1);
  });

  it('nothing is recorded while paused, even past the threshold', async () => {
    const { player, audio, listenings } = signedIn();
    player.playNow([queueTrack(1, { duration: 30 })]);
    player.pause();
    player.seek(20);
    audio.last().playTo(21);
    await player.flushListenings();
    expect(listenings.recorded).toHaveLength(0);
  });

  it('a restart (previous past 3 s, single-track looping, play after the end) is a new play', async () => {
    const { player, audio, sent } = signedIn();
    player.playNow([queueTrack(1, { duration: 30 })]);
    const el = audio.last();
    el.playTo(16);
    await sent(1);
    player.previous();
    el.playTo(16);
    await sent(2);
    player.cycleLooping();
    el.finish();
    expect(player.getSnapshot()).toMatchObject({ playing: true, position: 0 });
    el.playTo(16);
    await sent(3);
    player.cycleLooping();
    player.cycleLooping();
    el.finish();
    expect(player.getSnapshot()).toMatchObject({ playing: false, pauseReason: 'end-of-queue' });
    player.play();
    expect(player.getSnapshot().position).toBe(0);
    expect(el.currentTime).toBe(0);
    el.playTo(16);
    await sent(4);
  });
});

describe('destroy', () => {
  it('removes every listener it added: window, media session, audio elements, subscribers', () => {
    const added = new Map<string, number>();
    const events = {
      addEventListener: (name: string) => void added.set(name, (added.get(name) ?? 0) + 1),
      removeEventListener: (name: string) => void added.set(name, (added.get(name) ?? 0) - 1),
    };
    const handlers = new Map<string, unknown>();
    const session = {
      metadata: null as MediaMetadata | null,
      playbackState: 'none' as MediaSessionPlaybackState,
      setActionHandler: (action: string, handler: unknown) => void handlers.set(action, handler),
    };
    const { player, audio } = playerHarness({
      events,
      mediaSession: { session, createMetadata: (init) => init as unknown as MediaMetadata },
    });
    const listener = vi.fn();
    player.subscribe(listener);
    player.playNow(tracks(1, 2));
    expect(Object.fromEntries(added)).toEqual({ pagehide: 1, visibilitychange: 1 });
    expect(listener).toHaveBeenCalledOnce();
    player.destroy();
    expect(Object.fromEntries(added)).toEqual({ pagehide: 0, visibilitychange: 0 });
    expect([...handlers.values()].every((handler) => handler === null)).toBe(true);
    expect(audio.made.every((el) => el.listenerCount() === 0)).toBe(true);
    expect(session).toMatchObject({ metadata: null, playbackState: 'none' });
    player.next();
    expect(listener).toHaveBeenCalledOnce();
  });
});
