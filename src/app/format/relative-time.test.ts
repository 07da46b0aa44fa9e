import { describe, expect, it } from 'vitest';
import { formatRelativeTime, relativeTime } from './relative-time';

const now = new Date('2026-03-10T12:00:00Z');
const at = (ms: number) => new Date(now.getTime() + ms);
const MIN = 60_000;

describe('relativeTime', () => {
  it.each([
    [0, { kind: 'now' }],
    [-59_999, { kind: 'now' }],
    [59_999, { kind: 'now' }],
    [-MIN, { kind: 'past', unit: 'minute', count: 1 }],
    [-59 * MIN, { kind: 'past', unit: 'minute', count: 59 }],
    [-60 * MIN, { kind: 'past', unit: 'hour', count: 1 }],
    [-24 * 60 * MIN + 1, { kind: 'past', unit: 'hour', count: 23 }],
    [3 * 24 * 60 * MIN, { kind: 'future', unit: 'day', count: 3 }],
    [-45 * 24 * 60 * MIN, { kind: 'past', unit: 'month', count: 1 }],
    [-800 * 24 * 60 * MIN, { kind: 'past', unit: 'year', count: 2 }],
  ])('%s ms away is %o', (offset, expected) => {
    expect(relativeTime(at(offset), now)).toEqual(expected);
  });

  it('is null for a date that does not parse', () => {
    expect(relativeTime('soon', now)).toBeNull();
  });
});

describe('formatRelativeTime', () => {
  const t = (key: string, options?: Record<string, unknown>) => (options ? `${key}:${String(options.count)}` : key);
  it('words it with Intl in the interface language (en_US here), "just now" from i18next', () => {
    expect(formatRelativeTime(t, at(-10_000), now)).toBe('time.justNow');
    expect(formatRelativeTime(t, at(-5 * MIN), now)).toBe('5 minutes ago');
    expect(formatRelativeTime(t, at(3 * 24 * 60 * MIN), now)).toBe('in 3 days');
    expect(formatRelativeTime(t, 'never', now)).toBe('');
  });
});
