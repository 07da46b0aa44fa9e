import i18next from 'i18next';
import { bcp47, isLocaleCode } from '../i18n/locales';

/** A BCP 47 tag for Intl from one of the app's locale codes (`pt_BR`, `ca@valencia`); undefined if Intl lacks it. */
export function intlLocale(code: string): string | undefined {
  const tag = isLocaleCode(code) ? bcp47(code) : code.replace(/_/g, '-');
  try {
    return Intl.DateTimeFormat.supportedLocalesOf([tag])[0];
  } catch {
    return undefined;
  }
}

/** The interface language's Intl tag: dates, numbers and sizes follow the language of the words. */
export function currentIntlLocale(): string | undefined {
  return intlLocale(i18next.resolvedLanguage ?? i18next.language ?? 'en_US');
}
