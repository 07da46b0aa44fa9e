import { bcp47, isLocaleCode } from '../i18n/locales';

/**
 * A share (0 to 1) as a whole percentage written the locale's way ("50%", "50 %" in German, "٥٠٪"
 * in Arabic): the volume slider's aria-valuetext, with no sentence of its own to translate.
 */
export function formatPercent(share: number, language: string): string {
  const tag = isLocaleCode(language) ? bcp47(language) : 'en-US';
  return new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 0 }).format(share);
}

/** A plain number written the locale's way ("1.5", "1,5" in German): a playback speed. */
export function formatNumber(value: number, language: string): string {
  const tag = isLocaleCode(language) ? bcp47(language) : 'en-US';
  return new Intl.NumberFormat(tag, { maximumFractionDigits: 2 }).format(value);
}
