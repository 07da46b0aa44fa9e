import { describe, expect, it } from 'vitest';
import { formatPercent } from './percent';

describe('formatPercent', () => {
  it('writes a whole percentage the way the locale does', () => {
    expect(formatPercent(0.5, 'en_US')).toBe('50%');
    expect(formatPercent(1, 'en_US')).toBe('100%');
    expect(formatPercent(0.984, 'en_US')).toBe('98%');
    expect(formatPercent(0.5, 'de')).toBe('50\u00a0%');
  });

  it('falls back to en-US for a code that is not a locale', () => {
    expect(formatPercent(0.25, 'xx')).toBe('25%');
  });
});
