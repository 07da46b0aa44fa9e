/**
 * Renders the app's icons (public/icons/*.png) from public/favicon.svg with Debian's Chromium, so
 * no image library is needed. Run again after the logo changes, and commit the PNGs:
 *   npx tsx tests/tools/make-icons.ts
 *
 * - icon-192.png, icon-512.png: the logo on a transparent background ("any" purpose).
 * - icon-maskable-512.png: full bleed in the logo's own teal, the logo at 80% so its disc (r = 0.375)
 *   stays inside the maskable safe zone (the centred circle of radius 0.4).
 * - apple-touch-icon-180.png: like the maskable one (iOS draws transparency black and rounds the
 *   corners itself).
 */
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const svg = readFileSync(join(root, 'public', 'favicon.svg'), 'utf8');
const svgUrl = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
const TEAL = '#2dd4bf';

const icons = [
  { file: 'icon-192.png', size: 192, background: 'transparent', scale: 1 },
  { file: 'icon-512.png', size: 512, background: 'transparent', scale: 1 },
  { file: 'icon-maskable-512.png', size: 512, background: TEAL, scale: 0.8 },
  { file: 'apple-touch-icon-180.png', size: 180, background: TEAL, scale: 0.8 },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  for (const icon of icons) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size }, deviceScaleFactor: 1 });
    const logo = Math.round(icon.size * icon.scale);
    await page.setContent(`<!doctype html><html><body style="margin:0;background:${icon.background};width:${icon.size}px;height:${icon.size}px;display:grid;place-items:center">
      <img src="${svgUrl}" width="${logo}" height="${logo}" alt=""></body></html>`);
    await page.locator('img').evaluate((img: HTMLImageElement) => img.decode());
    await page.screenshot({
      path: join(root, 'public', 'icons', icon.file),
      omitBackground: icon.background === 'transparent',
    });
    await page.close();
    console.log(`public/icons/${icon.file}: ${icon.size}x${icon.size}`);
  }
} finally {
  await browser.close();
}
