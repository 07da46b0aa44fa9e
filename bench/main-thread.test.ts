import { describe, expect, it } from 'vitest';
import { startTasks } from './main-thread';

const task = (tid: number, ms: number, cpu?: number) => ({
  name: 'RunTask',
  ph: 'X',
  pid: 1,
  tid,
  ts: 0,
  dur: ms * 1000,
  ...(cpu === undefined ? {} : { tdur: cpu * 1000 }),
});

describe('blocking time from task CPU time (lead30)', () => {
  it('counts what each task of the main thread that ran script would last beyond 50 ms at 4x', () => {
    const events = [
      { name: 'thread_name', ph: 'M', pid: 1, tid: 7, ts: 0, args: { name: 'CrRendererMain' } },
      { name: 'thread_name', ph: 'M', pid: 1, tid: 9, ts: 0, args: { name: 'CrRendererMain' } },
      { name: 'FunctionCall', ph: 'X', pid: 1, tid: 9, ts: 0, dur: 1000 },
      // Another renderer's main thread (no script): not counted.
      task(7, 100, 100),
      // Wall 60 ms but 20 ms of CPU: 4 × 20 − 50 = 30.
      task(9, 60, 20),
      task(9, 10, 10),
      // No thread time in the trace: the wall time. 4 × 30 − 50 = 70.
      task(9, 30),
      task(9, 0.5, 0.5),
    ];
    expect(startTasks(events)).toEqual({ blocking: 100, longest: 30, total: 60 });
  });

  it('says so when no main thread ran script', () => {
    expect(() => startTasks([task(1, 10, 10)])).toThrow(/no renderer main thread/);
  });
});
