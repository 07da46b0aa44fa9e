import { bcp47, isLocaleCode } from '../i18n/locales';

/**
 * A share (0 to 1) as a whole percentage written the locale's way ("50%", "50 %" in German, "٥٠٪"
 * in Arabic): the volume slider's aria-valuetext, with no sentence of its own to translate.
 */
export function formatPercent(share: number, language: string): string {
  const tag = isLocaleCode(language) ? bcp47(language) : 'en-US';
  return new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 0 }).format(share);
}
