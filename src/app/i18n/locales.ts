/** The locale codes of spec 01 section 7; en_US is built in, the others load on demand. */
const LOCALE_CODES = [
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

/** Names shown in the language switch, each in its own language. */
export const LOCALE_NAMES: Partial<Record<LocaleCode, string>> = {
  en_US: 'English (US)',
  en_GB: 'English (UK)',
};

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
