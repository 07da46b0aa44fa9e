import { describe, expect, it } from 'vitest';
import type { DownloadTrack } from '../../db/downloads';
import { mayFetch, newRule, planEpisodes, wifiVerdict } from './new-episodes';

const episode = (id: number, state: DownloadTrack['state'] = 'pending'): DownloadTrack => ({
  trackId: id,
  title: `Episode ${id}`,
  uploadUuid: `u${id}`,
  listenUrl: `https://pod.example/api/v1/listen/t${id}/?upload=u${id}`,
  size: 100,
  state,
  track: { id },
});
const key = (id: number) => episode(id).listenUrl;
// The pod's list, newest first.
const newest = (...ids: number[]) => ids.map((id) => episode(id));

describe('planEpisodes', () => {
  it('keeps the newest N of the pod’s list, all pending at first', () => {
    const plan = planEpisodes({ newest: newest(5, 4, 3, 2, 1), keep: 3, current: [], keptElsewhere: new Set() });
    expect(plan.tracks.map((track) => [track.trackId, track.state])).toEqual([
      [5, 'pending'],
      [4, 'pending'],
      [3, 'pending'],
    ]);
    expect(plan.deleteKeys).toEqual([]);
    expect(plan.unchanged).toBe(false);
  });

  it('a newer episode replaces the oldest kept: the kept ones stay kept, the oldest file goes', () => {
    const current = [episode(4, 'kept'), episode(3, 'kept'), episode(2, 'kept')];
    const plan = planEpisodes({ newest: newest(5, 4, 3, 2, 1), keep: 3, current, keptElsewhere: new Set() });
    expect(plan.tracks.map((track) => [track.trackId, track.state])).toEqual([
      [5, 'pending'],
      [4, 'kept'],
      [3, 'kept'],
    ]);
    expect(plan.deleteKeys).toEqual([key(2)]);
  });

  it('never deletes a file a hand download keeps (an album, a playlist, the favorites)', () => {
    const current = [episode(4, 'kept'), episode(3, 'kept'), episode(2, 'kept')];
    const plan = planEpisodes({ newest: newest(5, 4, 3), keep: 3, current, keptElsewhere: new Set([key(2)]) });
    expect(plan.tracks.map((track) => track.trackId)).toEqual([5, 4, 3]);
    expect(plan.deleteKeys).toEqual([]);
  });

  it('a smaller N drops the oldest; nothing new is unchanged; a failed one is tried again', () => {
    const current = [episode(3, 'kept'), episode(2, 'kept'), episode(1, 'kept')];
    expect(planEpisodes({ newest: newest(3, 2, 1), keep: 1, current, keptElsewhere: new Set() }).deleteKeys).toEqual([
      key(2),
      key(1),
    ]);
    expect(planEpisodes({ newest: newest(3, 2, 1), keep: 3, current, keptElsewhere: new Set() }).unchanged).toBe(true);
    const retried = planEpisodes({
      newest: newest(3),
      keep: 1,
      current: [episode(3, 'errored')],
      keptElsewhere: new Set(),
    });
    expect(retried.tracks[0]!.state).toBe('pending');
    expect(retried.unchanged).toBe(false);
  });

  it('does not delete a pending file (never fetched) nor go beyond what the pod lists', () => {
    const plan = planEpisodes({
      newest: newest(9),
      keep: 3,
      current: [episode(8, 'pending'), episode(7, 'kept')],
      keptElsewhere: new Set(),
    });
    expect(plan.tracks.map((track) => track.trackId)).toEqual([9]);
    expect(plan.deleteKeys).toEqual([key(7)]);
  });
});

describe('Wi-Fi only', () => {
  it('wifi and ethernet are Wi-Fi; cellular is not; no type cannot be told', () => {
    expect(wifiVerdict('wifi')).toBe('wifi');
    expect(wifiVerdict('ethernet')).toBe('wifi');
    expect(wifiVerdict('cellular')).toBe('other');
    expect(wifiVerdict(undefined)).toBe('unknown');
    expect(wifiVerdict('unknown')).toBe('unknown');
  });

  it('with Wi-Fi only on, episodes come on wifi and ethernet alone; off, on any connection; never when the rule is off', () => {
    const rule = { ...newRule({ channel: 'c', artistId: 1, title: 'P', external: false }), enabled: true };
    expect(rule.wifiOnly).toBe(true);
    expect(mayFetch(rule, 'wifi')).toBe(true);
    expect(mayFetch(rule, 'ethernet')).toBe(true);
    expect(mayFetch(rule, 'cellular')).toBe(false);
    expect(mayFetch(rule, undefined)).toBe(false);
    const anyConnection = { ...rule, wifiOnly: false };
    expect(mayFetch(anyConnection, 'cellular')).toBe(true);
    expect(mayFetch(anyConnection, undefined)).toBe(true);
    expect(mayFetch({ ...anyConnection, enabled: false }, 'wifi')).toBe(false);
  });
});
