import { describe, expect, it } from 'vitest';
import { formatSize } from './size';

describe('formatSize', () => {
  it.each([
    [0, '0 B'],
    [999, '999 B'],
    [1000, '1.0 kB'],
    [161_600, '161.6 kB'],
    [3_570_000, '3.6 MB'],
    [2.5e24, '2.5 YB'],
  ])('%s bytes read %s', (bytes, expected) => {
    expect(formatSize(bytes)).toBe(expected);
  });

  it('says nothing of an unknown size', () => {
    expect(formatSize(null)).toBeNull();
    expect(formatSize(-1)).toBeNull();
  });
});
