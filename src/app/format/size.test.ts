import { describe, expect, it } from 'vitest';
import { formatSize } from './size';

describe('formatSize', () => {
  it.each([
    [0, '0 B'],
    [999, '999 B'],
    [1000, '1.0 kB'],
    [1024, '1.0 kB'],
    [161_600, '161.6 kB'],
    [999_960, '1.0 MB'],
    [3_570_000, '3.6 MB'],
    [2.5e24, '2.5 YB'],
    [2.5e27, '2500.0 YB'],
  ])('%s bytes read %s in SI units', (bytes, expected) => {
    expect(formatSize(bytes)).toBe(expected);
  });

  it.each([
    [1023, '1023 B'],
    [1024, '1.0 KiB'],
    [1536, '1.5 KiB'],
    [1024 ** 2, '1.0 MiB'],
    [1024 ** 8 * 3, '3.0 YiB'],
  ])('%s bytes read %s in binary units', (bytes, expected) => {
    expect(formatSize(bytes, { binary: true })).toBe(expected);
  });

  it('says nothing of an unknown size', () => {
    expect(formatSize(null)).toBeNull();
    expect(formatSize(-1)).toBeNull();
    expect(formatSize(Number.NaN)).toBeNull();
  });
});
