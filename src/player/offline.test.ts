import { describe, expect, it } from 'vitest';
import { memoryPlayerStorage, playerHarness } from './testing/harness';
import { toStored } from './persistence';
import { queueTrack, tracks } from './testing/tracks';
import type { RadioConfig } from './types';

const settle = async () => {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
};

/** A player whose pod is unreachable (or not), with the files of `kept` tracks on the device. */
function offlineHarness(kept: number[], options: { offline?: boolean } = {}) {
  const state = { offline: options.offline ?? true, asked: [] as string[] };
  const h = playerHarness({
    offline: {
      isOffline: () => state.offline,
      isAvailable: async (url) => {
        state.asked.push(url);
        return kept.some((id) => url.includes(`/t${id}/`) && !url.includes('to=mp3'));
      },
    },
  });
  return { ...h, state };
}

describe('the player offline', () => {
  it('skips a track that is not on the device with one note, and plays the next kept one', async () => {
    const { player, audio, messages } = offlineHarness([3]);
    player.playNow(tracks(1, 2, 3));
    await settle();
    expect(messages).toEqual(['player.unavailableOffline']);
    expect(player.getSnapshot()).toMatchObject({ unavailable: [1, 2], current: { id: 3 }, playing: true });
    // Only the kept track got an audio element, from its kept URL.
    expect(audio.made.map((el) => el.src)).toEqual(['https://pod.example/api/v1/listen/t3/?upload=u3']);
    expect(player.getSnapshot().errored).toEqual([]);
  });

  it('a queue with nothing on the device stops once, with one note, and no request', async () => {
    const { player, audio, messages } = offlineHarness([]);
    player.playNow(tracks(1, 2, 3));
    await settle();
    expect(messages).toEqual(['player.unavailableOffline']);
    expect(player.getSnapshot()).toMatchObject({ unavailable: [1, 2, 3], playing: false, pauseReason: 'errored' });
    expect(audio.made).toHaveLength(0);
  });

  it('a new command gives a new note; online, nothing is asked and the track plays', async () => {
    const h = offlineHarness([]);
    h.player.playNow(tracks(1));
    await settle();
    h.player.playNow(tracks(2));
    await settle();
    expect(h.messages).toEqual(['player.unavailableOffline', 'player.unavailableOffline']);
    h.state.offline = false;
    h.state.asked = [];
    h.player.play();
    await settle();
    expect(h.state.asked).toEqual([]);
    expect(h.player.getSnapshot()).toMatchObject({ unavailable: [], playing: true, current: { id: 2 } });
    expect(h.audio.last().src).toBe('https://pod.example/api/v1/listen/t2/?upload=u2');
  });

  it('a paused restore of an unavailable track marks it, and pressing play looks again', async () => {
    const h = offlineHarness([2]);
    h.player.playNow([queueTrack(1), queueTrack(2)]);
    await settle();
    expect(h.player.getSnapshot()).toMatchObject({ current: { id: 2 }, unavailable: [1] });
    h.player.jumpTo(0);
    await settle();
    expect(h.player.getSnapshot()).toMatchObject({ current: { id: 2 } });
  });

  it('Play pressed while a paused restore is still looking for the kept file starts it once found', async () => {
    const stored = toStored({ ...playerHarness().player.getSnapshot(), queue: tracks(1, 2), order: [0, 1] });
    const waiting: Array<(found: boolean) => void> = [];
    const h = playerHarness({
      storage: memoryPlayerStorage(stored),
      offline: { isOffline: () => true, isAvailable: () => new Promise((resolve) => waiting.push(resolve)) },
    });
    await h.player.restored;
    h.player.play();
    await settle();
    expect(waiting.length).toBeGreaterThan(0);
    for (const resolve of waiting) resolve(true);
    await settle();
    expect(h.player.getSnapshot()).toMatchObject({ current: { id: 1 }, playing: true });
    expect(h.audio.last().paused).toBe(false);
  });

  it('nothing is preloaded offline', async () => {
    const { player, audio, timers } = offlineHarness([1, 2]);
    player.playNow(tracks(1, 2));
    await settle();
    timers.advance(500);
    expect(audio.made).toHaveLength(1);
  });

  it('a radio started offline shuffles over the downloads', async () => {
    const asked: RadioConfig[] = [];
    const h = playerHarness({
      offline: { isOffline: () => true, isAvailable: async () => true },
      clientRadioTrack: async (config) => {
        asked.push(config);
        return queueTrack(7);
      },
    });
    await h.player.startRadio({ type: 'random', objectId: null, customRadioId: null, clientOnly: false, config: null });
    await settle();
    expect(asked[0]).toMatchObject({ type: 'downloads', clientOnly: true });
    expect(h.player.getSnapshot().radio.current).toMatchObject({ type: 'downloads' });
    expect(h.player.getSnapshot().current?.id).toBe(7);
  });
});
