import { currentIntlLocale } from './locale';

const SI_UNITS = ['kB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'];
const BINARY_UNITS = ['KiB', 'MiB', 'GiB', 'TiB', 'PiB', 'EiB', 'ZiB', 'YiB'];

/**
 * File sizes with one decimal (spec 02 section 9): SI units by default (1000-based, kB to YB), binary
 * units with `{ binary: true }` (1024-based, KiB to YiB). Null for an unknown or negative size.
 * The number is written in the interface language.
 */
export function formatSize(bytes: number | null | undefined, options: { binary?: boolean } = {}): string | null {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return null;
  const base = options.binary ? 1024 : 1000;
  const units = options.binary ? BINARY_UNITS : SI_UNITS;
  const locale = currentIntlLocale();
  if (bytes < base) return `${Math.round(bytes).toLocaleString(locale, { useGrouping: false })} B`;
  let value = bytes;
  let unit = -1;
  while (value >= base && unit < units.length - 1) {
    value /= base;
    unit += 1;
  }
  // 999.96 kB would print as "1000.0 kB": carry it to the next unit.
  if (Number(value.toFixed(1)) >= base && unit < units.length - 1) {
    value /= base;
    unit += 1;
  }
  // The number in the interface language ("1,5 MB" in French); the units are the SI's, the same everywhere.
  const number = new Intl.NumberFormat(locale, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
    useGrouping: false,
  }).format(value);
  return `${number} ${units[unit]}`;
}
