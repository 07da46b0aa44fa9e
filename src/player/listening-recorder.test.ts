import { describe, expect, it } from 'vitest';
import {
  createListeningRecorder,
  listeningThreshold,
  type ListeningSink,
  type RecorderSession,
} from './listening-recorder';
import { quietLogger } from './testing/harness';

const SIGNED_IN: RecorderSession = {
  instanceUrl: 'https://pod.example/',
  username: 'demo@pod.example',
  authenticated: true,
};

function recorderFor(session: RecorderSession, sink: Partial<ListeningSink> = {}) {
  const recorded: number[] = [];
  let flushes = 0;
  const lines: string[] = [];
  const recorder = createListeningRecorder({
    session: () => session,
    sink: {
      record: async (id) => void recorded.push(id),
      flush: async () => void (flushes += 1),
      ...sink,
    },
    logger: quietLogger(lines),
  });
  return { recorder, recorded, lines, flushes: () => flushes };
}

describe('when a listening is recorded', () => {
  it('past min(half the duration, 240 s)', () => {
    expect(listeningThreshold(30)).toBe(15);
    expect(listeningThreshold(600)).toBe(240);
  });

  it('a 30 s track at 15 s, not at 14.9 s', async () => {
    const { recorder, recorded } = recorderFor(SIGNED_IN);
    recorder.begin(7);
    recorder.progress(14.9, 30);
    await recorder.idle();
    expect(recorded).toEqual([]);
    recorder.progress(15, 30);
    await recorder.idle();
    expect(recorded).toEqual([7]);
  });

  it('a 600 s track at 240 s, not at 239.9 s', async () => {
    const { recorder, recorded } = recorderFor(SIGNED_IN);
    recorder.begin(8);
    recorder.progress(239.9, 600);
    recorder.progress(240, 600);
    await recorder.idle();
    expect(recorded).toEqual([8]);
  });

  it('once per play: progress past the threshold again records nothing more; a new play does', async () => {
    const { recorder, recorded } = recorderFor(SIGNED_IN);
    recorder.begin(3);
    recorder.progress(20, 30);
    recorder.progress(25, 30);
    recorder.begin(3, true); // restored past the threshold: already counted
    recorder.progress(28, 30);
    recorder.begin(3); // played again from the start
    recorder.progress(16, 30);
    await recorder.idle();
    expect(recorded).toEqual([3, 3]);
  });

  it('nothing for an anonymous visitor, nor without a known duration', async () => {
    const anonymous = recorderFor({ instanceUrl: 'https://pod.example/', username: null, authenticated: false });
    anonymous.recorder.begin(1);
    anonymous.recorder.progress(29, 30);
    const noDuration = recorderFor(SIGNED_IN);
    noDuration.recorder.begin(1);
    noDuration.recorder.progress(1000, null);
    await Promise.all([anonymous.recorder.idle(), noDuration.recorder.idle()]);
    expect([anonymous.recorded, noDuration.recorded]).toEqual([[], []]);
  });

  it('a sink that fails is logged and the player goes on', async () => {
    const { recorder, lines } = recorderFor(SIGNED_IN, { record: () => Promise.reject(new Error('quota exceeded')) });
    recorder.begin(2);
    recorder.progress(20, 30);
    await recorder.idle();
    expect(lines.join('\n')).toContain('Could not keep a listening');
  });

  it('start sends what waited from before; flush after stop does nothing', async () => {
    const { recorder, flushes } = recorderFor(SIGNED_IN);
    recorder.start();
    await recorder.flush();
    recorder.stop();
    await recorder.flush();
    expect(flushes()).toBe(2);
  });
});
