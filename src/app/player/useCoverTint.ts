import { useEffect, useState } from 'react';
import { dominantColour, parseColour, tintFor, toCss, type Rgb } from './cover-tint';

const SAMPLE = 16;

function idle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: 1000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 50);
  return () => clearTimeout(id);
}

/** The RGBA pixels of a 16x16 sample of the image, or null (no canvas, or another origin without CORS). */
function sample(image: HTMLImageElement): Uint8ClampedArray | null {
  try {
    const canvas =
      typeof OffscreenCanvas === 'function'
        ? new OffscreenCanvas(SAMPLE, SAMPLE)
        : Object.assign(document.createElement('canvas'), { width: SAMPLE, height: SAMPLE });
    const context = canvas.getContext('2d') as CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null;
    if (!context) return null;
    context.drawImage(image, 0, 0, SAMPLE, SAMPLE);
    return context.getImageData(0, 0, SAMPLE, SAMPLE).data;
  } catch {
    // A tainted canvas (a cover from another origin without CORS): the theme's background stays.
    return null;
  }
}

function themeColours(element: Element): { background: Rgb; foregrounds: Rgb[] } | null {
  const style = getComputedStyle(element);
  const read = (name: string) => parseColour(style.getPropertyValue(name));
  const background = read('--bg');
  const foregrounds = ['--text', '--text-muted', '--accent-strong'].map(read).filter((c): c is Rgb => c !== null);
  return background && foregrounds.length > 0 ? { background, foregrounds } : null;
}

/** Something that changes with the theme (the body's choice and, for "system", the system's). */
function useThemeKey(): string {
  const read = () => `${document.body.dataset.theme ?? ''}-${matchMedia('(prefers-color-scheme: light)').matches}`;
  const [key, setKey] = useState(read);
  useEffect(() => {
    const update = () => setKey(read());
    const observer = new MutationObserver(update);
    observer.observe(document.body, { attributes: true, attributeFilter: ['data-theme'] });
    const media = matchMedia('(prefers-color-scheme: light)');
    media.addEventListener('change', update);
    return () => {
      observer.disconnect();
      media.removeEventListener('change', update);
    };
  }, []);
  return key;
}

/**
 * The background colour tinted by the cover, computed in an idle moment from a 16x16 sample (never
 * blocking a frame), with the theme's text kept at WCAG AA on it; null keeps the theme's background.
 */
export function useCoverTint(url: string | null, element: Element | null): string | null {
  const [tint, setTint] = useState<{ key: string; value: string } | null>(null);
  const theme = useThemeKey();
  const key = `${url}|${theme}`;
  useEffect(() => {
    if (!url || !element) return;
    let cancelled = false;
    const image = new Image();
    image.crossOrigin = 'anonymous';
    image.decoding = 'async';
    let cancelIdle = () => {};
    image.onload = () => {
      cancelIdle = idle(() => {
        if (cancelled) return;
        const pixels = sample(image);
        const colour = pixels ? dominantColour(pixels) : null;
        const theme = themeColours(element);
        if (colour && theme) setTint({ key, value: toCss(tintFor(colour, theme.background, theme.foregrounds)) });
      });
    };
    // A cover that fails (or refuses CORS) leaves the theme's background.
    image.src = url;
    return () => {
      cancelled = true;
      cancelIdle();
      image.onload = null;
    };
  }, [url, element, key]);
  return tint?.key === key ? tint.value : null;
}
