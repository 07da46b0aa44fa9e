import { describe, expect, it } from 'vitest';
import { answerFor } from './live-query';

describe('answerFor (a live answer counts only for the keys it was read for)', () => {
  it('gives the value read for the same keys', () => {
    expect(answerFor({ keys: ['track', '12'], value: true }, ['track', '12'])).toBe(true);
    expect(answerFor({ keys: [null], value: null }, [null])).toBeNull();
  });

  it('gives undefined for an answer of other keys, or none yet', () => {
    expect(answerFor({ keys: ['track', '12'], value: true }, ['track', '13'])).toBeUndefined();
    expect(answerFor({ keys: ['track'], value: true }, ['track', '12'])).toBeUndefined();
    expect(answerFor({ keys: [1], value: 0 }, ['1'])).toBeUndefined();
    expect(answerFor(undefined, ['track', '12'])).toBeUndefined();
  });
});
