import { currentIntlLocale } from './locale';

/** A list of names ("A, B, C") with the separators of the interface language (Arabic "،", CJK "、"…). */
export function formatList(items: readonly string[], locale: string | undefined = currentIntlLocale()): string {
  return new Intl.ListFormat(locale, { type: 'conjunction', style: 'narrow' }).format(items);
}
