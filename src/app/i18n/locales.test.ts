import { describe, expect, it } from 'vitest';
import { assertLocale, matchLocale, UnsupportedLocaleError } from './locales';

describe('matchLocale', () => {
  it('matches a browser language exactly first', () => {
    expect(matchLocale(['pt-BR'])).toBe('pt_BR');
    expect(matchLocale(['en-GB', 'fr'])).toBe('en_GB');
  });

  it('falls back to the language prefix', () => {
    expect(matchLocale(['fr-CA'])).toBe('fr_FR');
    expect(matchLocale(['de-AT'])).toBe('de');
    expect(matchLocale(['ja'])).toBe('ja_JP');
  });

  it('prefers an exact match of a later language over a prefix match of an earlier one', () => {
    expect(matchLocale(['fr-CA', 'pt-PT'])).toBe('pt_PT');
  });

  it('defaults to en_US when nothing matches', () => {
    expect(matchLocale(['xx-YY'])).toBe('en_US');
    expect(matchLocale([])).toBe('en_US');
  });

  it('matches only among the locales it is given', () => {
    expect(matchLocale(['fr-FR'], ['en_US', 'en_GB'])).toBe('en_US');
    expect(matchLocale(['en-AU'], ['en_US', 'en_GB'])).toBe('en_US');
  });
});

describe('assertLocale', () => {
  it('accepts a product locale', () => {
    expect(assertLocale('ca@valencia')).toBe('ca@valencia');
  });

  it('rejects an unknown code with "Unsupported locale"', () => {
    expect(() => assertLocale('klingon')).toThrow(UnsupportedLocaleError);
    expect(() => assertLocale('klingon')).toThrow('Unsupported locale');
  });
});
