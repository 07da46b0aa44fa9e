import { describe, expect, it } from 'vitest';
import {
  assertLocale,
  bcp47,
  LOCALE_CODES,
  LOCALE_NAMES,
  matchLocale,
  OFFERED_LOCALES,
  RTL_LOCALES,
  UnsupportedLocaleError,
} from './locales';

describe('matchLocale', () => {
  it('matches a browser language exactly first', () => {
    expect(matchLocale(['pt-BR'])).toBe('pt_BR');
    expect(matchLocale(['pt-PT'])).toBe('pt_PT');
    expect(matchLocale(['en-GB', 'fr'])).toBe('en_GB');
  });

  it('falls back to the language prefix, the first code of the spec’s order', () => {
    expect(matchLocale(['fr-CA'])).toBe('fr_FR');
    expect(matchLocale(['de-AT'])).toBe('de');
    expect(matchLocale(['pt'])).toBe('pt_BR');
    expect(matchLocale(['fa'])).toBe('fa_IR');
    expect(matchLocale(['ja'])).toBe('ja_JP');
  });

  it('knows the aliases of Chinese, Valencian and Norwegian', () => {
    expect(matchLocale(['zh-TW'])).toBe('zh_Hant');
    expect(matchLocale(['zh-HK'])).toBe('zh_Hant');
    expect(matchLocale(['zh-MO'])).toBe('zh_Hant');
    expect(matchLocale(['zh-CN'])).toBe('zh_Hans');
    expect(matchLocale(['zh-SG'])).toBe('zh_Hans');
    expect(matchLocale(['zh-Hant-TW'])).toBe('zh_Hant');
    expect(matchLocale(['ca-ES-valencia'])).toBe('ca@valencia');
    expect(matchLocale(['ca-ES'])).toBe('ca');
    expect(matchLocale(['nb'])).toBe('nb_NO');
    expect(matchLocale(['no'])).toBe('nb_NO');
    expect(matchLocale(['nn'])).toBe('nn_NO');
  });

  it('tries each browser language, exactly then by prefix, before the next one', () => {
    expect(matchLocale(['fr-CA', 'pt-PT'])).toBe('fr_FR');
    expect(matchLocale(['xx-YY', 'de'])).toBe('de');
    expect(matchLocale(['xx', 'it-CH', 'es'])).toBe('it');
  });

  it('defaults to en_US when nothing matches', () => {
    expect(matchLocale(['xx'])).toBe('en_US');
    expect(matchLocale(['xx-YY'])).toBe('en_US');
    expect(matchLocale([])).toBe('en_US');
  });

  it('matches only among the locales it is given', () => {
    expect(matchLocale(['fr-FR'], ['en_US', 'en_GB'])).toBe('en_US');
    expect(matchLocale(['zh-TW'], ['en_US', 'zh_Hans'])).toBe('zh_Hans');
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

describe('the languages', () => {
  it('offers the 32 of spec 01 section 1 among the 38 codes, each with its own name', () => {
    expect(OFFERED_LOCALES).toHaveLength(32);
    expect(LOCALE_CODES).toHaveLength(38);
    for (const code of OFFERED_LOCALES) expect(LOCALE_CODES).toContain(code);
    expect(new Set(Object.values(LOCALE_NAMES)).size).toBe(38);
    expect(LOCALE_NAMES.de).toBe('Deutsch');
  });

  it('gives the BCP 47 tag for <html lang>', () => {
    expect(bcp47('ca@valencia')).toBe('ca-ES-valencia');
    expect(bcp47('zh_Hans')).toBe('zh-Hans');
    expect(bcp47('pt_BR')).toBe('pt-BR');
    expect(bcp47('de')).toBe('de');
  });

  it('writes Arabic and Persian right to left, and nothing else', () => {
    expect([...RTL_LOCALES].sort()).toEqual(['ar', 'fa_IR']);
  });
});
