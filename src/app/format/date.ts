/** A BCP 47 tag for Intl from one of the app's locale codes (`pt_BR`, `ca@valencia`). */
export function intlLocale(code: string): string | undefined {
  const tag = code.replace('@valencia', '').replace('_', '-');
  try {
    return Intl.DateTimeFormat.supportedLocalesOf([tag])[0];
  } catch {
    return undefined;
  }
}

/** A day in the reader's language ("Jan 2, 2026"); empty for a date that does not parse. */
export function formatDay(iso: string, code: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(intlLocale(code), { dateStyle: 'medium' }).format(date);
}
