import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { test, expect } from './fixtures';
import { openDevPage, serveDevBuild } from './pages/dev';

/**
 * A public corpus of XSS vectors (DOMPurify's own test payloads, tests/fixtures/xss/README.md) and
 * the project's markdown vectors, each rendered in Chromium through both paths a pod's text takes:
 * the markdown renderer and description.html (SafeHtml). No script may run, and no event handler
 * attribute or script URL may reach the DOM.
 */

const corpus = (
  JSON.parse(readFileSync('tests/fixtures/xss/dompurify-expect-payloads.json', 'utf8')) as { payloads: string[] }
).payloads;
const markdownVectors = JSON.parse(readFileSync('tests/fixtures/xss/markdown-payloads.json', 'utf8')) as string[];
const payloads = [...corpus, ...markdownVectors];

// axe25: the rendered payloads are hostile on purpose (images without alt, links without text, stray
// <li>, nameless role=dialog elements): the axe watch leaves them out and checks the page around them.
test.use({ axe: { enabled: true, exclude: ['[data-index]'] } });

let restore: (request: APIRequestContext) => Promise<void> = async () => undefined;
test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  restore = await serveDevBuild(request);
});
test.afterAll(async ({ request }) => restore(request));

test('no XSS vector runs a script or leaves a handler or a script URL in the DOM', async ({ page }) => {
  test.setTimeout(60_000);
  // Every way a payload could announce itself: the dialogs, a global flag, a CSP report.
  await page.addInitScript(() => {
    const w = window as unknown as Record<string, unknown> & { __xssCalls: string[] };
    w.__xssCalls = [];
    for (const name of ['alert', 'confirm', 'prompt', 'print']) {
      w[name] = (...args: unknown[]) => {
        w.__xssCalls.push(`${name}(${String(args[0])})`);
        return null;
      };
    }
    Object.defineProperty(window, '__xss', {
      set: (value: unknown) => w.__xssCalls.push(`__xss=${String(value)}`),
      get: () => undefined,
    });
    // The pod's Content-Security-Policy reports the handlers of a payload when DOMPurify parses it into
    // its inert document (the event's target is then a document, and nothing runs); a handler that
    // reached the page would report at its element.
    document.addEventListener('securitypolicyviolation', (event) => {
      if (event.target instanceof Element) w.__xssCalls.push(`csp:${event.violatedDirective}`);
    });
  });
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });

  await openDevPage(page, '/__dev/xss', 'Sanitizer harness');
  await page.evaluate((list) => window.__shoalRenderPayloads?.(list), payloads);
  await expect(page.locator('[data-count]')).toHaveAttribute('data-count', String(payloads.length));
  // Let images fail, media error out and autofocus happen, then give focus and hover handlers a chance.
  await page.waitForTimeout(1500);
  const output = page.locator('#xss-output');
  await output.hover();
  for (let i = 0; i < 20; i += 1) await page.keyboard.press('Tab');
  await page.waitForTimeout(300);

  const findings = await page.evaluate(() => {
    const found: string[] = [];
    const root = document.getElementById('xss-output');
    if (!root) return ['no output'];
    const URL_ATTRIBUTES = new Set([
      'href',
      'src',
      'action',
      'formaction',
      'xlink:href',
      'data',
      'poster',
      'background',
      'srcset',
      'ping',
      'cite',
      'longdesc',
      'lowsrc',
      'dynsrc',
      'codebase',
      'manifest',
    ]);
    // The characters a browser skips when it reads a scheme.
    const scriptUrl = (value: string) =>
      /^(javascript|vbscript|data:text\/html)/.test(
        // eslint-disable-next-line no-control-regex -- see above
        value.replace(/[\u0000-\u0020\u007f-\u00a0\u2000-\u200b\u2028\u2029\u3000\ufeff]/g, '').toLowerCase(),
      );
    for (const element of root.querySelectorAll('*')) {
      const where = `${element.closest('[data-index]')?.getAttribute('data-index')}/${element.closest('[data-path]')?.getAttribute('data-path')}`;
      const tag = element.tagName.toLowerCase();
      if (
        [
          'script',
          'iframe',
          'frame',
          'object',
          'embed',
          'base',
          'meta',
          'link',
          'style',
          'form',
          'template',
          'svg',
          'math',
        ].includes(tag)
      )
        found.push(`${where}: <${tag}>`);
      for (const attribute of element.attributes) {
        const name = attribute.name.toLowerCase();
        if (name.startsWith('on')) found.push(`${where}: ${tag}[${name}]`);
        if (URL_ATTRIBUTES.has(name) && scriptUrl(attribute.value))
          found.push(`${where}: ${tag}[${name}=${attribute.value}]`);
        if (name === 'style') found.push(`${where}: ${tag}[style]`);
      }
      if (
        element instanceof HTMLAnchorElement &&
        element.hasAttribute('href') &&
        !['http:', 'https:', 'mailto:'].includes(element.protocol)
      )
        found.push(`${where}: a.protocol ${element.protocol}`);
      if (element instanceof HTMLAnchorElement && element.target === '_blank' && !/noopener/.test(element.rel))
        found.push(`${where}: a[target=_blank] without noopener`);
    }
    return found;
  });
  const calls = await page.evaluate(() => (window as unknown as { __xssCalls: string[] }).__xssCalls);

  console.log(
    `XSS: ${payloads.length} vectors (${corpus.length} from DOMPurify's fixtures, ${markdownVectors.length} markdown), ${payloads.length * 2} renderings (markdown and description.html); ${calls.length + dialogs.length} script runs, ${findings.length} findings`,
  );
  expect(dialogs, 'dialogs opened').toEqual([]);
  expect(calls, 'script calls').toEqual([]);
  expect(findings, 'dangerous markup left in the DOM').toEqual([]);
});

test('images of other sites in pod text wait until the user asks for them', async ({ page }) => {
  const requested: string[] = [];
  await page.route('http://127.0.0.2:9/**', (route) => {
    requested.push(route.request().url());
    return route.fulfill({
      status: 200,
      contentType: 'image/gif',
      body: Buffer.from('R0lGODlhAQABAAAAACw=', 'base64'),
    });
  });
  await openDevPage(page, '/__dev/xss', 'Sanitizer harness');
  await page.evaluate(
    (list) => window.__shoalRenderPayloads?.(list),
    ['<p>Hello</p><img src="http://127.0.0.2:9/pixel.gif" alt="pixel"> ![pixel](http://127.0.0.2:9/pixel.gif)'],
  );
  const output = page.locator('#xss-output');
  await expect(output.locator('[data-path="html"] img[data-held-src]')).toHaveCount(1);
  await expect(output.locator('[data-path="markdown"] img[data-held-src]')).not.toHaveCount(0);
  await expect(output.locator('img[src]')).toHaveCount(0);
  const show = page.getByRole('button', { name: 'Show images from other sites' });
  await expect(show).toHaveCount(2);
  await page.waitForTimeout(500);
  expect(requested).toEqual([]);

  await show.first().click();
  await expect(output.locator('[data-path="html"] img[src="http://127.0.0.2:9/pixel.gif"]')).toHaveCount(1);
  await expect.poll(() => requested.length).toBeGreaterThan(0);
  await expect(output.locator('[data-path="markdown"] img[src]')).toHaveCount(0);
});
