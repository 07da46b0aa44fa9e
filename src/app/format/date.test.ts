import { describe, expect, it } from 'vitest';
import { formatDay, intlLocale } from './date';

describe('formatDay', () => {
  it('writes a day in the given language', () => {
    // Noon UTC is the same day in every time zone but the two farthest.
    expect(formatDay('2026-01-02T12:00:00Z', 'en_US')).toBe('Jan 2, 2026');
  });

  it('is empty for a date that does not parse', () => {
    expect(formatDay('not a date', 'en_US')).toBe('');
  });

  it('turns the app locale codes into Intl tags', () => {
    expect(intlLocale('pt_BR')).toBe('pt-BR');
    expect(intlLocale('ca@valencia')).toBe('ca-ES-valencia');
    expect(intlLocale('zh_Hant')).toBe('zh-Hant');
    expect(intlLocale('en_US')).toBe('en-US');
  });
});
