import { describe, expect, it } from 'vitest';
import type { QueuedUpload } from '../../db/uploads';
import { withDeviceRefusals, type ImportCounts } from './import-counts';

type File = Pick<QueuedUpload, 'state' | 'guid' | 'failReason'>;

const pod: ImportCounts = { draft: 0, pending: 0, finished: 3, skipped: 0, errored: 1 };

describe('withDeviceRefusals', () => {
  it('adds the files the device refused before sending to the pod’s errored count', () => {
    const files: File[] = [
      { state: 'errored', guid: null, failReason: 'missing-tags' },
      { state: 'errored', guid: null, failReason: 'upload-failed' },
      { state: 'uploaded', guid: 'a', failReason: null },
    ];
    expect(withDeviceRefusals(pod, files)).toEqual({ ...pod, errored: 3 });
  });

  it('does not count a file the pod has (its own count holds it), nor a cancelled one', () => {
    const files: File[] = [
      { state: 'errored', guid: 'b', failReason: 'import-failed' },
      { state: 'errored', guid: null, failReason: 'upload-cancelled' },
      { state: 'pending', guid: null, failReason: null },
    ];
    expect(withDeviceRefusals(pod, files)).toEqual(pod);
  });

  it('leaves an unknown pod figure unknown', () => {
    const unknown: ImportCounts = { ...pod, errored: undefined };
    expect(withDeviceRefusals(unknown, [{ state: 'errored', guid: null, failReason: 'missing-tags' }]).errored).toBe(
      undefined,
    );
  });
});
