import { describe, expect, it } from 'vitest';
import { mapScan, scanRunning, scanState, type LatestScan } from './scan';

const scan = (fields: Partial<LatestScan>): LatestScan => ({
  status: null,
  totalFiles: null,
  processedFiles: null,
  erroredFiles: null,
  modificationDate: null,
  ...fields,
});

describe('scanState', () => {
  it('maps each status of a real pod to what the card says', () => {
    expect(scanState(null)).toEqual({ kind: 'none' });
    expect(scanState(scan({ status: 'pending', totalFiles: 5 }))).toEqual({ kind: 'pending' });
    expect(scanState(scan({ status: 'scheduled' }))).toEqual({ kind: 'pending' });
    expect(scanState(scan({ status: 'scanning', totalFiles: 8, processedFiles: 3 }))).toEqual({
      kind: 'scanning',
      processed: 3,
      total: 8,
      percent: 37,
    });
    expect(scanState(scan({ status: 'finished', totalFiles: 12, processedFiles: 12, erroredFiles: 0 }))).toEqual({
      kind: 'success',
      total: 12,
    });
    expect(scanState(scan({ status: 'finished', totalFiles: 8, erroredFiles: 2 }))).toEqual({
      kind: 'partial',
      errored: 2,
      total: 8,
    });
    expect(scanState(scan({ status: 'errored', totalFiles: 6, processedFiles: 3 }))).toEqual({ kind: 'failure' });
    expect(scanState(scan({ status: 'cometes' }))).toEqual({ kind: 'unknown', status: 'cometes' });
  });

  it('keeps odd figures in range: more processed than total, nothing to scan, negatives', () => {
    // The documented example of a real pod has processed_files above total_files.
    expect(scanState(scan({ status: 'scanning', totalFiles: 510, processedFiles: 3937 }))).toMatchObject({
      processed: 510,
      percent: 100,
    });
    expect(scanState(scan({ status: 'scanning', totalFiles: 0, processedFiles: 0 }))).toMatchObject({ percent: 0 });
    expect(scanState(scan({ status: 'finished', erroredFiles: -1 }))).toEqual({ kind: 'success', total: 0 });
  });

  it('says which states keep a card polling', () => {
    expect(scanRunning({ kind: 'pending' })).toBe(true);
    expect(scanRunning({ kind: 'scanning', processed: 1, total: 2, percent: 50 })).toBe(true);
    for (const kind of ['none', 'success', 'failure'] as const) expect(scanRunning({ kind } as never)).toBe(false);
    expect(scanRunning({ kind: 'partial', errored: 1, total: 2 })).toBe(false);
  });

  it('maps the scan of a launch answer', () => {
    expect(
      mapScan({ status: 'pending', total_files: 4, processed_files: 0, errored_files: 0, creation_date: 'x' }),
    ).toEqual(scan({ status: 'pending', totalFiles: 4, processedFiles: 0, erroredFiles: 0 }));
  });
});
