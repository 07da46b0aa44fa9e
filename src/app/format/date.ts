import { currentIntlLocale, intlLocale } from './locale';

export { intlLocale };

/** A day in the reader's language ("Jan 2, 2026"); empty for a date that does not parse. */
export function formatDay(iso: string, code: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(intlLocale(code), { dateStyle: 'medium' }).format(date);
}

/** A date and time in the interface language ("2 Jan 2026, 14:05"); empty for a date that does not parse. */
export function formatDateTime(iso: string | number | Date): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(currentIntlLocale(), { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** A date in the interface language (no time); empty for a date that does not parse. */
export function formatDate(iso: string | number | Date): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(currentIntlLocale(), { dateStyle: 'medium' }).format(date);
}
