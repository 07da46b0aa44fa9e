// "just now", "5 minutes ago", "in 3 days": a pure split of a time distance into a unit and a count,
// and its wording by Intl.RelativeTimeFormat in the interface language (i18next keys time.* where the
// browser lacks that language), so every language words it its own way.
import { currentIntlLocale } from './locale';

type RelativeUnit = 'minute' | 'hour' | 'day' | 'month' | 'year';

export type RelativeTime = { kind: 'now' } | { kind: 'past' | 'future'; unit: RelativeUnit; count: number };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

/** Under a minute either way is "just now"; beyond, the largest unit that fits, counted down. */
export function relativeTime(date: Date | string | number, now: Date | number = Date.now()): RelativeTime | null {
  const then = new Date(date).getTime();
  const reference = new Date(now).getTime();
  if (Number.isNaN(then) || Number.isNaN(reference)) return null;
  const distance = Math.abs(reference - then);
  if (distance < MINUTE) return { kind: 'now' };
  const kind = then < reference ? 'past' : 'future';
  const [unit, size]: [RelativeUnit, number] =
    distance < HOUR
      ? ['minute', MINUTE]
      : distance < DAY
        ? ['hour', HOUR]
        : distance < MONTH
          ? ['day', DAY]
          : distance < YEAR
            ? ['month', MONTH]
            : ['year', YEAR];
  return { kind, unit, count: Math.floor(distance / size) };
}

type TranslateFn = (key: string, options?: Record<string, unknown>) => string;

/** The distance in words (`t` is i18next's); empty for a date that does not parse. */
export function formatRelativeTime(
  t: TranslateFn,
  date: Date | string | number,
  now: Date | number = Date.now(),
): string {
  const value = relativeTime(date, now);
  if (value === null) return '';
  if (value.kind === 'now') return t('time.justNow');
  // Intl words it for the interface language where the browser knows that language; the catalogue's
  // strings (translated like any other) where it does not (Kabyle, Occitan in some browsers).
  const locale = currentIntlLocale();
  if (locale && typeof Intl.RelativeTimeFormat === 'function')
    return new Intl.RelativeTimeFormat(locale, { numeric: 'always' }).format(
      value.kind === 'past' ? -value.count : value.count,
      value.unit,
    );
  return t(`time.${value.kind === 'past' ? 'ago' : 'in'}.${value.unit}`, { count: value.count });
}
