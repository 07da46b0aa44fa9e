import { availableLocales } from './setup';
import { bcp47, isLocaleCode, LOCALE_NAMES, OFFERED_LOCALES, type LocaleCode } from './locales';

/**
 * The languages a menu offers (the 32 of spec 01 section 1, each under its own name and marked with
 * its language for screen readers), plus the current one when the browser or the account chose one of
 * the six other codes, so that the menu shows what is in use.
 */
export function menuLocales(current: string): LocaleCode[] {
  const shipped = availableLocales();
  const offered: LocaleCode[] = OFFERED_LOCALES.filter((code) => shipped.includes(code));
  if (isLocaleCode(current) && !offered.includes(current)) offered.push(current);
  return offered;
}

export function LanguageOptions({ current }: { current: string }) {
  return menuLocales(current).map((code) => (
    <option key={code} value={code} lang={bcp47(code)}>
      {LOCALE_NAMES[code]}
    </option>
  ));
}
