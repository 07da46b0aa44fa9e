import { describe, expect, it } from 'vitest';
import { mapActor, mapSimpleUser, toContentCategory, toPrivacyLevel } from './model';

describe('value types', () => {
  it('knows the four privacy levels, and nothing else', () => {
    expect(['me', 'followers', 'instance', 'everyone'].map(toPrivacyLevel)).toEqual([
      'me',
      'followers',
      'instance',
      'everyone',
    ]);
    expect(toPrivacyLevel('public')).toBeNull();
    expect(toPrivacyLevel(null)).toBeNull();
  });

  it('reads music and podcast, anything else as other', () => {
    expect([
      toContentCategory('music'),
      toContentCategory('podcast'),
      toContentCategory('adamo'),
      toContentCategory(undefined),
    ]).toEqual(['music', 'podcast', 'other', 'other']);
  });
});

describe('actors and users', () => {
  it('map with defaults for what a pod leaves out', () => {
    expect(mapActor({ full_username: 'a@pod' })).toEqual({
      fullUsername: 'a@pod',
      preferredUsername: null,
      name: null,
      domain: null,
      isLocal: false,
      fid: null,
    });
    expect(mapActor(null)).toBeNull();
    expect(mapSimpleUser({ id: 1, username: 'a' })).toEqual({
      id: 1,
      username: 'a',
      name: '',
      avatar: null,
      dateJoined: null,
    });
  });
});
