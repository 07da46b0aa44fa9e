// The now-playing background's tint: the cover's dominant colour from a tiny sample, then darkened
// or lightened until every text colour on it keeps WCAG AA contrast (4.5:1). Pure functions.

export type Rgb = readonly [number, number, number];

/** WCAG AA for normal text. */
export const AA_CONTRAST = 4.5;

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG 2 relative luminance. */
export function luminance([r, g, b]: Rgb): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG 2 contrast ratio, 1 to 21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const la = luminance(a);
  const lb = luminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** `#rgb`, `#rrggbb` or `rgb(r g b)` / `rgb(r, g, b)` (what computed styles give), else null. */
export function parseColour(text: string): Rgb | null {
  const value = text.trim();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
    return [0, 2, 4].map((at) => parseInt(full.slice(at, at + 2), 16)) as unknown as Rgb;
  }
  const parts = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)/i.exec(value);
  if (parts) return [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  return null;
}

/**
 * The dominant colour of RGBA pixels (a 16x16 sample): an average weighted towards saturated,
 * opaque pixels, so a grey border or a white background does not wash out the cover's colour.
 * Null when nothing is opaque.
 */
export function dominantColour(pixels: ArrayLike<number>): Rgb | null {
  let r = 0;
  let g = 0;
  let b = 0;
  let total = 0;
  for (let at = 0; at + 3 < pixels.length; at += 4) {
    const alpha = (pixels[at + 3] ?? 0) / 255;
    if (alpha < 0.5) continue;
    const pr = pixels[at] ?? 0;
    const pg = pixels[at + 1] ?? 0;
    const pb = pixels[at + 2] ?? 0;
    const saturation = (Math.max(pr, pg, pb) - Math.min(pr, pg, pb)) / 255;
    const weight = alpha * (0.1 + saturation * saturation * 4);
    r += pr * weight;
    g += pg * weight;
    b += pb * weight;
    total += weight;
  }
  if (total === 0) return null;
  return [Math.round(r / total), Math.round(g / total), Math.round(b / total)];
}

function mix(from: Rgb, to: Rgb, amount: number): Rgb {
  return [0, 1, 2].map((i) => Math.round(from[i]! + (to[i]! - from[i]!) * amount)) as unknown as Rgb;
}

/**
 * The background to paint: the cover's colour mixed with the theme's background (so it stays a
 * tint), then moved towards black (light text) or white (dark text) step by step until every one of
 * `foregrounds` reaches `minimum` contrast on it. Dark or light is chosen by the first foreground
 * (the body text). Never fails: at worst it reaches black or white.
 */
export function tintFor(cover: Rgb, themeBackground: Rgb, foregrounds: readonly Rgb[], minimum = AA_CONTRAST): Rgb {
  const text = foregrounds[0] ?? [255, 255, 255];
  const lightText = luminance(text) > luminance(themeBackground);
  const target: Rgb = lightText ? [0, 0, 0] : [255, 255, 255];
  const start = mix(themeBackground, cover, 0.55);
  const passes = (colour: Rgb) => foregrounds.every((fg) => contrastRatio(fg, colour) >= minimum);
  for (let step = 0; step <= 20; step++) {
    const candidate = mix(start, target, step / 20);
    if (passes(candidate)) return candidate;
  }
  return target;
}

export function toCss([r, g, b]: Rgb): string {
  return `rgb(${r} ${g} ${b})`;
}
