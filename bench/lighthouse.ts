// Issue 17: Lighthouse 12 (a dev dependency, through its node API) against the demo pod's home,
// mobile (Lighthouse's default: a phone, simulated slow 4G and a 4x slower CPU) and desktop
// (its desktop config), performance and accessibility, the median of the runs. Debian's Chromium is
// started by chrome-launcher, once per form factor; Lighthouse resets the origin's storage before
// each run, so every run is a cold load.

import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { summarize, type Budget, type Figure } from './stats';

const LIGHTHOUSE_BUDGETS = {
  mobile: { op: '>=', limit: 90, text: '≥ 90' },
  desktop: { op: '>=', limit: 98, text: '≥ 98' },
  accessibility: { op: '>=', limit: 100, text: '100' },
} satisfies Record<string, Budget>;

interface LighthouseHelpers {
  repeat(label: string, count: number, fn: (index: number) => Promise<void>): Promise<string[]>;
  runs: number;
  add(figure: Figure): void;
  chromePath: string;
}

const FORM_FACTORS = [
  { name: 'mobile', config: undefined, budget: LIGHTHOUSE_BUDGETS.mobile },
  { name: 'desktop', config: desktopConfig, budget: LIGHTHOUSE_BUDGETS.desktop },
] as const;

export async function measureLighthouse(url: string, helpers: LighthouseHelpers): Promise<void> {
  const section = 'lighthouse';
  for (const form of FORM_FACTORS) {
    const s = {
      performance: [] as number[],
      accessibility: [] as number[],
      fcp: [] as number[],
      lcp: [] as number[],
      tbt: [] as number[],
      cls: [] as number[],
    };
    const failed: string[] = [];
    const chrome = await chromeLauncher.launch({
      chromePath: helpers.chromePath,
      chromeFlags: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    });
    try {
      const errors = await helpers.repeat(`lighthouse ${form.name}`, helpers.runs, async () => {
        const result = await lighthouse(
          `${url}/`,
          { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] },
          form.config,
        );
        const lhr = result?.lhr;
        if (!lhr) throw new Error('Lighthouse returned no result');
        if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
        const score = (id: string) => (lhr.categories[id]?.score ?? NaN) * 100;
        const metric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
        s.performance.push(score('performance'));
        s.accessibility.push(score('accessibility'));
        s.fcp.push(metric('first-contentful-paint'));
        s.lcp.push(metric('largest-contentful-paint'));
        s.tbt.push(metric('total-blocking-time'));
        s.cls.push(metric('cumulative-layout-shift'));
        for (const [id, audit] of Object.entries(lhr.audits)) {
          if (
            lhr.categories.accessibility?.auditRefs.some((ref) => ref.id === id && ref.weight > 0) &&
            audit.score !== null &&
            audit.score < 1 &&
            !failed.includes(id)
          )
            failed.push(id);
        }
      });
      const na = errors[0] ?? 'not measured';
      const figure = (name: string, unit: string, samples: number[], extra: Partial<Figure> = {}) => {
        const value = summarize(samples);
        helpers.add({
          section,
          name: `${form.name}: ${name}`,
          unit,
          value,
          ...(value === null ? { na } : {}),
          ...extra,
        });
      };
      figure('performance score', '', s.performance, { budget: form.budget });
      figure('accessibility score', '', s.accessibility, {
        budget: LIGHTHOUSE_BUDGETS.accessibility,
        ...(failed.length ? { note: `failed: ${failed.join(', ')}` } : {}),
      });
      figure('first contentful paint (simulated)', 'ms', s.fcp);
      figure('largest contentful paint (simulated)', 'ms', s.lcp);
      figure('total blocking time', 'ms', s.tbt);
      figure('cumulative layout shift', '', s.cls);
    } finally {
      chrome.kill();
    }
  }
}
