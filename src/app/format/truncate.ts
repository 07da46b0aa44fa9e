/** Spec 02 section 9: text truncation keeps 100 characters by default, then an ellipsis. */
const TRUNCATE_DEFAULT = 100;
const ELLIPSIS = '…';

/**
 * The first `max` characters of `text` and an ellipsis, or `text` itself when it is not longer.
 * Counts code points, so an emoji or an accented letter written as a pair is never cut in half.
 */
export function truncate(text: string, max: number = TRUNCATE_DEFAULT, ellipsis: string = ELLIPSIS): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  return chars.slice(0, Math.max(0, max)).join('').trimEnd() + ellipsis;
}
