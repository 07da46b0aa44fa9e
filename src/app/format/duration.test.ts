import { describe, expect, it } from 'vitest';
import { formatDuration, releaseYear } from './duration';

describe('formatDuration', () => {
  it.each([
    [0, '0:00'],
    [9, '0:09'],
    [61, '1:01'],
    [3599, '59:59'],
    [3600, '1:00:00'],
    [3661, '1:01:01'],
    [-5, '0:00'],
    [null, '0:00'],
  ])('%s s reads %s', (input, expected) => {
    expect(formatDuration(input)).toBe(expected);
  });
});

describe('releaseYear', () => {
  it('takes the year of a date and nothing of a missing one', () => {
    expect(releaseYear('2024-05-12')).toBe('2024');
    expect(releaseYear(null)).toBeNull();
    expect(releaseYear('soon')).toBeNull();
  });
});
