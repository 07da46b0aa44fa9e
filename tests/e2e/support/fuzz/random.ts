// The fuzz run's randomness: one seed for the run (FUZZ_SEED replays it), and a generator per test
// derived from it and the test's name, so one test replays alike whatever ran before it.

export type Rng = {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [0, n). */
  int(n: number): number;
  pick<T>(items: readonly T[]): T;
};

/** mulberry32: small, fast, and the same sequence on every machine. */
export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  return { next, int, pick: (items) => items[int(items.length)] as (typeof items)[number] };
}

/** FNV-1a of a text: mixes a test's name into the run's seed. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/**
 * The run's seed: FUZZ_SEED when given (`npm run fuzz` draws one and passes it to every worker),
 * else a fixed one, so that the short run inside `npm test` is the same on every machine.
 */
export const DEFAULT_FUZZ_SEED = 7;
export const FUZZ_SEED: number = (() => {
  const given = process.env.FUZZ_SEED;
  if (given === undefined || given.trim() === '') return DEFAULT_FUZZ_SEED;
  const parsed = Number(given);
  if (!Number.isInteger(parsed) || parsed < 0)
    throw new Error(`FUZZ_SEED must be a non-negative integer, not ${given}`);
  return parsed;
})();

export function rngFor(name: string, seed: number = FUZZ_SEED): Rng {
  return createRng((seed ^ hash(name)) >>> 0);
}
