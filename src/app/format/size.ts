const SI_UNITS = ['kB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'];

/** File sizes in SI units (1000-based, kB to YB) with one decimal (spec 02 section 9). */
export function formatSize(bytes: number | null | undefined): string | null {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return null;
  if (bytes < 1000) return `${Math.round(bytes)} B`;
  let value = bytes;
  let unit = -1;
  while (value >= 1000 && unit < SI_UNITS.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return `${value.toFixed(1)} ${SI_UNITS[unit]}`;
}
