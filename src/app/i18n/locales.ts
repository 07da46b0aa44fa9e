/** The locale codes of spec 01 section 7; en_US is built in, the others load on demand. */
export const LOCALE_CODES = [
  'ar',
  'bn',
  'bn_BD',
  'ca',
  'ca@valencia',
  'cs',
  'de',
  'el',
  'en_GB',
  'en_US',
  'eo',
  'es',
  'eu',
  'fa_IR',
  'fr_FR',
  'ga',
  'gl',
  'hu',
  'id',
  'it',
  'ja_JP',
  'kab_DZ',
  'ko_KR',
  'lt',
  'ml',
  'nb_NO',
  'nl',
  'nn_NO',
  'oc',
  'pl',
  'pt_BR',
  'pt_PT',
  'ru',
  'sq',
  'sv',
  'tr',
  'zh_Hans',
  'zh_Hant',
] as const;

export type LocaleCode = (typeof LOCALE_CODES)[number];

export const DEFAULT_LOCALE: LocaleCode = 'en_US';

/**
 * The 32 interface languages of spec 01 section 1, in its order: the language menu offers these, and
 * `npm run i18n:coverage` fails when one of them is not wholly translated. The six other codes of
 * section 7 (bn, bn_BD, ga, id, lt, tr) load when the browser or the account asks for them and fall
 * back to en_US key by key.
 */
export const OFFERED_LOCALES = [
  'ar',
  'ca',
  'ca@valencia',
  'cs',
  'de',
  'en_GB',
  'en_US',
  'eo',
  'es',
  'eu',
  'fr_FR',
  'gl',
  'hu',
  'it',
  'ja_JP',
  'kab_DZ',
  'ko_KR',
  'nb_NO',
  'nn_NO',
  'nl',
  'oc',
  'pl',
  'pt_BR',
  'pt_PT',
  'ru',
  'sq',
  'zh_Hans',
  'zh_Hant',
  'fa_IR',
  'ml',
  'sv',
  'el',
] as const satisfies readonly LocaleCode[];

/** Each language under its own name (the language menu, the account's language). */
export const LOCALE_NAMES: Record<LocaleCode, string> = {
  ar: 'العربية',
  bn: 'বাংলা',
  bn_BD: 'বাংলা (বাংলাদেশ)',
  ca: 'Català',
  'ca@valencia': 'Català (Valencià)',
  cs: 'Čeština',
  de: 'Deutsch',
  el: 'Ελληνικά',
  en_GB: 'English (UK)',
  en_US: 'English (US)',
  eo: 'Esperanto',
  es: 'Español',
  eu: 'Euskara',
  fa_IR: 'فارسی',
  fr_FR: 'Français',
  ga: 'Gaeilge',
  gl: 'Galego',
  hu: 'Magyar',
  id: 'Bahasa Indonesia',
  it: 'Italiano',
  ja_JP: '日本語',
  kab_DZ: 'Taqbaylit',
  ko_KR: '한국어',
  lt: 'Lietuvių',
  ml: 'മലയാളം',
  nb_NO: 'Norsk bokmål',
  nl: 'Nederlands',
  nn_NO: 'Norsk nynorsk',
  oc: 'Occitan',
  pl: 'Polski',
  pt_BR: 'Português (Brasil)',
  pt_PT: 'Português (Portugal)',
  ru: 'Русский',
  sq: 'Shqip',
  sv: 'Svenska',
  tr: 'Türkçe',
  zh_Hans: '简体中文',
  zh_Hant: '繁體中文',
};

/** Languages written right to left. */
export const RTL_LOCALES: ReadonlySet<LocaleCode> = new Set<LocaleCode>(['ar', 'fa_IR']);

/** The BCP 47 tag of a code, for `<html lang>` and Intl: ca@valencia is ca-ES-valencia, zh_Hans zh-Hans. */
export function bcp47(code: LocaleCode): string {
  return code === 'ca@valencia' ? 'ca-ES-valencia' : code.replace(/_/g, '-');
}

export class UnsupportedLocaleError extends Error {
  constructor(readonly code: string) {
    super('Unsupported locale');
    this.name = 'UnsupportedLocaleError';
  }
}

export function isLocaleCode(code: string): code is LocaleCode {
  return (LOCALE_CODES as readonly string[]).includes(code);
}

/** Throws "Unsupported locale" for a code that is not one of the product's. */
export function assertLocale(code: string): LocaleCode {
  if (!isLocaleCode(code)) throw new UnsupportedLocaleError(code);
  return code;
}

/** Browser tags use '-' (en-GB, zh-Hans); our codes use '_'. */
function toCode(tag: string): string {
  return tag.trim().replace(/-/g, '_');
}

/**
 * Spec 01 section 5: the browser language is matched first exactly, then by language
 * prefix; the default is en_US. Each preference of the browser is tried in its order.
 */
export function matchLocale(
  browserLanguages: readonly string[],
  available: readonly string[] = LOCALE_CODES,
): LocaleCode {
  const codes = browserLanguages.map(toCode).filter(Boolean);
  const lower = (s: string) => s.toLowerCase();
  for (const code of codes) {
    const exact = available.find((candidate) => lower(candidate) === lower(code));
    if (exact && isLocaleCode(exact)) return exact;
  }
  for (const code of codes) {
    const prefix = lower(code.split('_')[0] ?? '');
    const byPrefix =
      available.find((candidate) => lower(candidate) === prefix) ??
      available.find((candidate) => lower(candidate.split(/[_@]/)[0] ?? '') === prefix);
    if (byPrefix && isLocaleCode(byPrefix)) return byPrefix;
  }
  return DEFAULT_LOCALE;
}
