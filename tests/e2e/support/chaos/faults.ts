// The pod faults the chaos run sets through the fault switch (pod/README.md, "Fault switch"): on the
// paths of the writes it makes, and on the lists the outbox reads to learn what the pod holds.

import { expect, type Page } from '@playwright/test';
import type { Random } from './random';

const FAMILIES = {
  favorite: '^/api/v[12]/favorites/tracks/',
  libraryFollow: '^/api/v[12]/federation/follows/library/',
  actorFollow: '^/api/v[12]/federation/follows/user/',
  contentFilter: '^/api/v[12]/moderation/content-filters/',
} as const;

export type FaultKind = 'http-500' | 'http-502' | 'http-503' | 'http-429' | 'cut-before' | 'cut-after' | 'slow';

export function faultKindOf(rule: { mode: string; status: number }): FaultKind {
  if (rule.mode === 'refuse') return `http-${rule.status}` as FaultKind;
  return rule.mode === 'delay' ? 'slow' : (rule.mode as FaultKind);
}

/** Sets one random fault (a path family, a method or every method, a kind, 1 to 3 requests); returns its kind. */
export async function addRandomFault(
  page: Page,
  random: Random,
  note: (line: string) => void = () => {},
): Promise<FaultKind> {
  const family = random.pick(Object.values(FAMILIES));
  const method = random.weighted<string | undefined>([
    [3, 'POST'],
    [2, 'DELETE'],
    [1, undefined],
  ]);
  const kind = random.pick<FaultKind>([
    'http-500',
    'http-502',
    'http-503',
    'http-429',
    'cut-before',
    'cut-after',
    'cut-after',
    'slow',
  ]);
  const rule: Record<string, unknown> = { path: family, method, times: random.int(1, 3) };
  if (kind === 'cut-before' || kind === 'cut-after') rule.mode = kind;
  else if (kind === 'slow') Object.assign(rule, { mode: 'delay', delayMs: random.int(1000, 6000) });
  else {
    const status = Number(kind.slice(5));
    Object.assign(rule, {
      mode: 'refuse',
      status,
      body: status === 429 ? { detail: 'Request was throttled.' } : { detail: 'Server error' },
    });
    if (status === 429) rule.headers = { 'X-RateLimit-ResetSeconds': String(random.int(1, 3)) };
  }
  note(`fault ${JSON.stringify(rule)}`);
  const response = await page.request.post('/__test__/faults', { data: rule });
  expect(response.status(), 'the pod has the fault switch (--test-hooks)').toBe(201);
  return kind;
}

/** How many requests each kind of fault met, then every rule is cleared. */
export async function takeFaultHits(page: Page): Promise<Record<string, number>> {
  const rules = (await (await page.request.get('/__test__/faults')).json()) as Array<{
    mode: string;
    status: number;
    matched: number;
  }>;
  const hits: Record<string, number> = {};
  for (const rule of rules) hits[faultKindOf(rule)] = (hits[faultKindOf(rule)] ?? 0) + rule.matched;
  expect((await page.request.delete('/__test__/faults')).status()).toBe(204);
  return hits;
}
