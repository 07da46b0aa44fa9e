import { describe, expect, it, vi } from 'vitest';
import { playerHarness } from './testing/harness';
import { queueTrack } from './testing/tracks';
import { memoryEpisodeStorage } from './episode-link';

const episode = (id: number) => queueTrack(id, { podcast: true, channelId: 9, duration: 600 });
/** The one row a test wrote (keys: `<instance URL> <id>`). */
const only = <T>(map: Map<string, T>): T | undefined => (map.size === 1 ? [...map.values()][0] : undefined);
/** Lets the episode's remembered position and speed be read (a promise away). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const rateOf = (element: unknown) => (element as { playbackRate?: number }).playbackRate;

describe('the player with episodes', () => {
  it('remembers where an episode was paused and resumes there in a new player (a reload)', async () => {
    const first = playerHarness();
    first.player.playNow([episode(1)]);
    await settle();
    first.audio.last().loaded(600);
    first.audio.last().playTo(120);
    first.player.pause();
    await vi.waitFor(() => expect(only(first.episodes.positions)).toEqual({ position: 120, played: false }));

    const second = playerHarness({ episodes: first.episodes });
    second.player.playNow([episode(1)]);
    await vi.waitFor(() => expect(second.player.getSnapshot().position).toBe(120));
    expect(second.audio.last().currentTime).toBe(120);
  });

  it('writes the position every 5 s of playback, not at every time update', async () => {
    const { player, audio, episodes } = playerHarness();
    player.playNow([episode(1)]);
    await settle();
    audio.last().loaded(600);
    audio.last().playTo(3);
    const write = vi.spyOn(episodes, 'writePosition');
    audio.last().playTo(4);
    expect(write).not.toHaveBeenCalled();
    audio.last().playTo(5.5);
    expect(write).toHaveBeenCalledWith(expect.stringMatching(/ 1$/), { position: 5.5, played: false });
  });

  it('an episode played to its end is marked played and starts from 0 next time', async () => {
    const { player, audio, episodes } = playerHarness();
    player.playNow([episode(1)]);
    await settle();
    audio.last().loaded(600);
    audio.last().finish();
    await vi.waitFor(() => expect(only(episodes.positions)).toEqual({ position: 0, played: true }));
    const again = playerHarness({ episodes });
    again.player.playNow([episode(1)]);
    await settle();
    expect(again.player.getSnapshot().position).toBe(0);
  });

  it('speed is kept per channel and set on the element; music plays at 1x', async () => {
    const episodes = memoryEpisodeStorage();
    const { player, audio } = playerHarness({ episodes });
    player.playNow([episode(1), queueTrack(2), episode(3)]);
    await vi.waitFor(() => expect(player.getSnapshot().episode).toBe(true));
    await settle();
    player.setSpeed(1.5);
    expect(player.getSnapshot().speed).toBe(1.5);
    expect(rateOf(audio.last())).toBe(1.5);
    expect(only(episodes.speeds)).toBe(1.5);

    player.next();
    expect(player.getSnapshot()).toMatchObject({ episode: false, speed: 1 });
    player.setSpeed(2);
    expect(player.getSnapshot().speed).toBe(1);
    expect(rateOf(audio.last())).toBe(1);

    player.next();
    await vi.waitFor(() => expect(player.getSnapshot().speed).toBe(1.5));
    expect(rateOf(audio.last())).toBe(1.5);
  });

  it('back 15 s and forward 30 s in place of previous and next while an episode plays', async () => {
    const { player, audio } = playerHarness();
    player.playNow([episode(1), queueTrack(2)]);
    await settle();
    audio.last().loaded(600);
    player.seek(100);
    player.stepForward();
    expect(player.getSnapshot()).toMatchObject({ position: 130, index: 0 });
    player.stepBackward();
    expect(player.getSnapshot()).toMatchObject({ position: 115, index: 0 });
  });

  it('music: previous and next change the track', () => {
    const { player } = playerHarness();
    player.playNow([queueTrack(1), queueTrack(2)]);
    player.stepForward();
    expect(player.getSnapshot().index).toBe(1);
    player.stepBackward();
    expect(player.getSnapshot().index).toBe(0);
  });
});

describe('the player with the sleep timer', () => {
  it('"end of track" pauses at the end of the track instead of going on, then is off', () => {
    const { player, audio } = playerHarness();
    player.playNow([queueTrack(1), queueTrack(2)]);
    player.setSleepTimer('end-of-track');
    audio.last().loaded(180);
    audio.last().finish();
    expect(player.getSnapshot()).toMatchObject({
      playing: false,
      pauseReason: 'sleep-timer',
      index: 0,
      sleep: { mode: 'off' },
    });
  });

  it('a timed sleep fades the volume over its last 10 s, pauses, and puts the volume back', () => {
    let now = 0;
    const { player, audio, timers } = playerHarness({ now: () => now });
    player.playNow([queueTrack(1, { duration: 3600 }), queueTrack(2)]);
    player.setSleepTimer(15);
    const element = audio.last();
    const volume = player.getSnapshot().volume;
    now = 15 * 60_000 - 5_000;
    timers.advance(250);
    expect(element.volume).toBeCloseTo(volume * 0.5);
    expect(player.getSnapshot().playing).toBe(true);
    now = 15 * 60_000;
    timers.advance(250);
    expect(player.getSnapshot()).toMatchObject({ playing: false, pauseReason: 'sleep-timer', sleep: { mode: 'off' } });
    expect(element.volume).toBeCloseTo(volume);
  });

  it('cancel: back to off, the volume as it was', () => {
    let now = 0;
    const { player, audio, timers } = playerHarness({ now: () => now });
    player.playNow([queueTrack(1)]);
    player.setSleepTimer(30);
    now = 30 * 60_000 - 2_000;
    timers.advance(250);
    player.setSleepTimer('off');
    expect(player.getSnapshot().sleep).toEqual({ mode: 'off' });
    expect(audio.last().volume).toBeCloseTo(player.getSnapshot().volume);
    now = 31 * 60_000;
    timers.advance(1000);
    expect(player.getSnapshot().playing).toBe(true);
  });
});
