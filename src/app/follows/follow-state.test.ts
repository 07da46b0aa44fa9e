import { describe, expect, it } from 'vitest';
import { followState, libraryFollowState } from './follow-state';

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

describe('libraryFollowState', () => {
  it("shows a refusal the pod reports when the mirror has no follow (a real pod's lists leave rejected ones out)", () => {
    expect(libraryFollowState(null, true)).toBe('rejected');
    expect(libraryFollowState(null, false)).toBe('none');
  });

  it('lets a follow in the mirror win over what the pod said of an older one', () => {
    expect(libraryFollowState(follow(null, null), true)).toBe('unsent');
    expect(libraryFollowState(follow('u', true), true)).toBe('following');
  });
});
