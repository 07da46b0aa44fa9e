import { describe, expect, it } from 'vitest';
import { followState } from './follow-state';

const follow = (uuid: string | null, approved: boolean | null) => ({
  target: 'lib',
  uuid,
  approved,
  creationDate: null,
});

describe('followState', () => {
  it('tells apart no follow, one on its way, one waiting for the owner, a refusal and a follow', () => {
    expect(followState(null)).toBe('none');
    expect(followState(follow(null, null))).toBe('unsent');
    expect(followState(follow('u', null))).toBe('pending');
    expect(followState(follow('u', false))).toBe('rejected');
    expect(followState(follow('u', true))).toBe('following');
  });
});
