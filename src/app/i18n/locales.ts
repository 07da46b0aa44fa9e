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

/** The locale of a catalogue's path in the build's globs: './locales/fr_FR.json' → 'fr_FR'. */
export function localeOfPath(path: string): string {
  return path.replace('./locales/', '').replace('.json', '');
}

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

/** Browser tags that name a code other than by their spelling (compared in lower case, '_' for '-'). */
const ALIASES: Record<string, LocaleCode> = {
  zh_cn: 'zh_Hans',
  zh_sg: 'zh_Hans',
  zh_hans_cn: 'zh_Hans',
  zh_hans_sg: 'zh_Hans',
  zh_tw: 'zh_Hant',
  zh_hk: 'zh_Hant',
  zh_mo: 'zh_Hant',
  zh_hant_tw: 'zh_Hant',
  zh_hant_hk: 'zh_Hant',
  zh_hant_mo: 'zh_Hant',
  ca_es_valencia: 'ca@valencia',
  ca_valencia: 'ca@valencia',
  nb: 'nb_NO',
  no: 'nb_NO',
  nn: 'nn_NO',
};

/** The spec's order (section 1's languages, then section 7's others): a prefix match takes the first. */
const SPEC_ORDER: readonly LocaleCode[] = [
  ...OFFERED_LOCALES,
  ...LOCALE_CODES.filter((code) => !(OFFERED_LOCALES as readonly string[]).includes(code)),
];

/** Browser tags use '-' (en-GB, zh-Hans); our codes use '_'. */
function toCode(tag: string): string {
  return tag.trim().replace(/-/g, '_');
}

/**
 * Spec 01 section 5 and issue 25: each browser language, in the browser's order, is matched exactly
 * (an alias counts as exact: zh-TW is zh_Hant, nb is nb_NO), then by its language prefix (the first
 * code of that language in the spec's order: pt gives pt_BR), before the next one is tried. The
 * default is en_US.
 */
export function matchLocale(
  browserLanguages: readonly string[],
  available: readonly string[] = LOCALE_CODES,
): LocaleCode {
  const offered = SPEC_ORDER.filter((code) => available.includes(code));
  for (const tag of browserLanguages) {
    const code = toCode(tag).toLowerCase();
    if (!code) continue;
    const exact = offered.find((candidate) => candidate.toLowerCase() === code) ?? ALIASES[code];
    if (exact && offered.includes(exact)) return exact;
    const prefix = code.split('_')[0] ?? '';
    const byPrefix = offered.find((candidate) => candidate.toLowerCase().split(/[_@]/)[0] === prefix);
    if (byPrefix) return byPrefix;
  }
  return DEFAULT_LOCALE;
}
