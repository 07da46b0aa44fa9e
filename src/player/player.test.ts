import { describe, expect, it, vi } from 'vitest';
import { json } from '../sync/testing/responses';
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
    expect(audio.made.map((el) => el.src)).toEqual(['https://pod.example/api/v1/listen/t1/?upload=u1', 'https://pod.example/api/v1/listen/t2/?upload=u2']);
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
    expect(player.getSnapshot()).toMatchObject({ errored: [1], error: { key: 'errors.trackCannotBeLoaded' }, current: { id: 1 } });
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

  it('under single-track looping playback stops with reason errored and nothing is skipped', () => {
    const { player, audio, timers } = playerHarness();
    player.cycleLooping();
    player.playNow(tracks(1, 2));
    audio.last().emit('error');
    audio.last().emit('error');
    timers.advance(10_000);
    expect(player.getSnapshot()).toMatchObject({ current: { id: 1 }, playing: false, pauseReason: 'errored', looping: 'single' });
  });
});

describe('listenings from the player', () => {
  it('are recorded once per play, past min(half, 240 s), for a signed-in user only', async () => {
    const { http, fetchImpl } = scriptedHttp(json({ id: 1, creation_date: null }, 201));
    const session = { ...ANONYMOUS, authenticated: true, username: 'demo@pod.example', listenToken: 'tok' };
    const { player, audio, listenings } = playerHarness({ http, session: () => session });
    player.playNow([queueTrack(1, { duration: 30 })]);
    expect(audio.last().src).toBe('https://pod.example/api/v1/listen/t1/?upload=u1&token=tok');
    audio.last().loaded(30);
    audio.last().playTo(14);
    audio.last().playTo(15);
    audio.last().playTo(20);
    await vi.waitFor(() => expect(fetchImpl.calls).toHaveLength(1));
    await vi.waitFor(() => expect(listenings.rows).toEqual([]));
    expect(JSON.parse(String(fetchImpl.calls[0]?.body))).toEqual({ track: 1 });

    const anonymous = playerHarness({ http });
    anonymous.player.playNow([queueTrack(1, { duration: 30 })]);
    anonymous.audio.last().loaded(30);
    anonymous.audio.last().playTo(29);
    await player.flushListenings();
    expect([fetchImpl.calls.length, anonymous.listenings.rows.length]).toEqual([1, 0]);
  });
});
