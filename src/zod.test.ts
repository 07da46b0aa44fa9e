// Issue 17: zod's one-time configuration moved from the entries to src/zod.ts, which every schema
// imports `z` from (eslint's no-restricted-imports keeps it so): loading a schema module configures
// zod before any schema of it exists. A schema module imported here first (no entry has run) finds
// zod configured; one that took `z` from 'zod/mini' directly would not. zod decides whether to
// compile parsers with `new Function` (a violation under the deploy CSP, no 'unsafe-eval') when an
// object schema is created, so the configuration must come first. (zod/mini 4.6's objects never
// compile, so no parse here calls Function either way; the check below holds for every version.)

import { describe, expect, it, vi } from 'vitest';

describe('zod through src/zod.ts', () => {
  it('is configured by the first schema module loaded, and parses without calling Function', async () => {
    const spy = vi.spyOn(globalThis, 'Function');
    // A schema of the first requests, loaded as the page loads it (the first zod of this file).
    const { meSchema } = await import('./sync/session/schema');
    const { config } = await import('zod/mini');
    expect(config().jitless).toBe(true);
    const me = { id: 1, username: 'demo', full_username: 'demo@pod.test' };
    for (let i = 0; i < 3; i += 1)
      expect(
        meSchema.safeParse({ ...me, permissions: { library: false, moderation: false, settings: i > 0 } }).success,
      ).toBe(true);
    expect(spy).not.toHaveBeenCalled();
  });
});
