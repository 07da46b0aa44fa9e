import { describe, expect, it } from 'vitest';
import { AA_CONTRAST, contrastRatio, dominantColour, parseColour, tintFor, type Rgb } from './cover-tint';

// The themes' text colours (src/app/styles/theme.css).
const DARK = { bg: parseColour('#0b1417')!, text: parseColour('#e8f1f2')!, muted: parseColour('#94aab0')! };
const LIGHT = { bg: parseColour('#f4f7f7')!, text: parseColour('#0e1c20')!, muted: parseColour('#4b6168')! };
const ACCENT_DARK = parseColour('#5eead4')!;
const ACCENT_LIGHT = parseColour('#115e59')!;

describe('contrastRatio', () => {
  it('gives the WCAG extremes and is symmetric', () => {
    expect(contrastRatio([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 5);
    expect(contrastRatio([10, 20, 30], [10, 20, 30])).toBe(1);
    expect(contrastRatio([255, 0, 0], [0, 0, 255])).toBeCloseTo(contrastRatio([0, 0, 255], [255, 0, 0]), 10);
  });

  it('matches a known pair (#777 on white is about 4.48)', () => {
    expect(contrastRatio([0x77, 0x77, 0x77], [255, 255, 255])).toBeCloseTo(4.48, 2);
  });
});

describe('parseColour', () => {
  it('reads hex and computed rgb()', () => {
    expect(parseColour('#fff')).toEqual([255, 255, 255]);
    expect(parseColour(' #0b1417')).toEqual([11, 20, 23]);
    expect(parseColour('rgb(1, 2, 3)')).toEqual([1, 2, 3]);
    expect(parseColour('rgb(1 2 3 / 0.5)')).toEqual([1, 2, 3]);
    expect(parseColour('transparent')).toBeNull();
  });
});

describe('dominantColour', () => {
  it('prefers the saturated pixels over a white or grey border', () => {
    const pixels: number[] = [];
    for (let i = 0; i < 200; i++) pixels.push(250, 250, 250, 255);
    for (let i = 0; i < 56; i++) pixels.push(200, 30, 40, 255);
    const [r, g, b] = dominantColour(pixels)!;
    expect(r).toBeGreaterThan(g + 60);
    expect(r).toBeGreaterThan(b + 60);
  });

  it('skips transparent pixels and gives null when nothing is opaque', () => {
    expect(dominantColour([255, 0, 0, 0, 0, 0, 255, 255])).toEqual([0, 0, 255]);
    expect(dominantColour([255, 0, 0, 10])).toBeNull();
    expect(dominantColour([])).toBeNull();
  });
});

describe('tintFor', () => {
  const covers: Rgb[] = [
    [255, 255, 255],
    [0, 0, 0],
    [255, 220, 0],
    [220, 30, 40],
    [30, 200, 90],
    [40, 60, 220],
    [128, 128, 128],
  ];

  it('keeps AA contrast for the text, the muted text and the accent in the dark theme', () => {
    for (const cover of covers) {
      const tint = tintFor(cover, DARK.bg, [DARK.text, DARK.muted, ACCENT_DARK]);
      for (const fg of [DARK.text, DARK.muted, ACCENT_DARK])
        expect(contrastRatio(fg, tint)).toBeGreaterThanOrEqual(AA_CONTRAST);
    }
  });

  it('keeps AA contrast in the light theme', () => {
    for (const cover of covers) {
      const tint = tintFor(cover, LIGHT.bg, [LIGHT.text, LIGHT.muted, ACCENT_LIGHT]);
      for (const fg of [LIGHT.text, LIGHT.muted, ACCENT_LIGHT])
        expect(contrastRatio(fg, tint)).toBeGreaterThanOrEqual(AA_CONTRAST);
    }
  });

  it('keeps some of the cover colour when it can', () => {
    const tint = tintFor([220, 30, 40], DARK.bg, [DARK.text, DARK.muted]);
    expect(tint[0]).toBeGreaterThan(tint[1] + 20);
  });

  it('falls back to black or white when nothing else passes', () => {
    expect(tintFor([255, 255, 255], DARK.bg, [[118, 118, 118]], 20)).toEqual([0, 0, 0]);
  });
});
