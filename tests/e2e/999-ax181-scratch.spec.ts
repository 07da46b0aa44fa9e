import { test, expect } from './fixtures';
import { openDevPage } from './pages/dev';

/** Scratch (ax181): does /__dev/widgets ever render buttons or fields without a name? */

test.use({ axe: { enabled: false, exclude: [] } });

// Records, on every DOM change, the most nameless buttons and fields seen at once.
function watchNameless() {
  const w = window as unknown as { __nameless?: { max: number; samples: string[] } };
  w.__nameless = { max: 0, samples: [] };
  const named = (el: Element) =>
    (el.textContent ?? '').trim() !== '' ||
    (el.getAttribute('aria-label') ?? '').trim() !== '' ||
    (el.getAttribute('aria-labelledby') &&
      el
        .getAttribute('aria-labelledby')!
        .split(/\s+/)
        .some((id) => (document.getElementById(id)?.textContent ?? '').trim() !== '')) ||
    (el.getAttribute('title') ?? '').trim() !== '' ||
    (el.id && (document.querySelector(`label[for="${el.id}"]`)?.textContent ?? '').trim() !== '') ||
    (el.closest('label')?.textContent ?? '').trim() !== '';
  const scan = () => {
    (w.__nameless as unknown as { scan: () => number }).scan = scan;
    if (!location.pathname.startsWith('/__dev')) return 0;
    const bad = [...document.querySelectorAll('button, input:not([type=hidden]), textarea, select')].filter(
      (el) => !named(el),
    );
    if (bad.length > w.__nameless!.max) {
      w.__nameless!.max = bad.length;
      w.__nameless!.samples = bad.slice(0, 3).map((el) => el.outerHTML.slice(0, 120));
    }
    return bad.length;
  };
  new MutationObserver(scan).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
  });
}

for (const mode of ['throttled', 'slow strings'] as const) {
  test(`no nameless control on /__dev/widgets (${mode})`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.addInitScript(watchNameless);
    if (mode === 'throttled') {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    } else {
      await page.route('**/assets/en_US-*.js', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue();
      });
    }
    await page.goto('/');
    await openDevPage(page, '/__dev/widgets', 'Widgets');
    const seen = await page.evaluate(
      () => (window as unknown as { __nameless: { max: number; samples: string[] } }).__nameless,
    );
    const now = await page.evaluate(() =>
      (window as unknown as { __nameless: { scan: () => number } }).__nameless.scan(),
    );
    console.log(`${mode}: nameless now: ${now}`);
    console.log(`${mode}: most nameless controls at once: ${seen.max}`, seen.samples);
    expect(seen.max).toBe(0);
  });
}

test.describe('with the axe watch', () => {
  test.use({ axe: { enabled: true, exclude: [] } });
  for (const mode of ['throttled', 'slow strings'] as const) {
    test(`the axe watch on /__dev/widgets (${mode})`, async ({ page }) => {
      test.setTimeout(60_000);
      if (mode === 'throttled') {
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
      } else {
        await page.route('**/assets/en_US-*.js', async (route) => {
          await new Promise((resolve) => setTimeout(resolve, 1500));
          await route.continue();
        });
      }
      await page.goto('/');
      await openDevPage(page, '/__dev/widgets', 'Widgets');
    });
  }
});
