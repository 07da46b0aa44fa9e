import { describe, expect, it } from 'vitest';
import { followOutcome } from './follow-rules';

describe('followOutcome', () => {
  it('public: accepted at once, from any pod', () => {
    expect(followOutcome('everyone', true)).toBe('accepted');
    expect(followOutcome('everyone', false)).toBe('accepted');
  });

  it('restricted: open to the same pod, a request from another', () => {
    expect(followOutcome('instance', true)).toBe('accepted');
    expect(followOutcome('instance', false)).toBe('pending');
  });

  it('private, or a level Shoal does not know: pending until the owner accepts', () => {
    expect(followOutcome('me', true)).toBe('pending');
    expect(followOutcome('me', false)).toBe('pending');
    expect(followOutcome(null, true)).toBe('pending');
  });
});
