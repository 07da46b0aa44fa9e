import { describe, expect, it } from 'vitest';
import {
  actorRoute,
  avatarCandidates,
  avatarColor,
  hashCode,
  initialOf,
  personName,
  userAvatarSeed,
  userRoute,
} from './people';

describe('routes', () => {
  const local = { fullUsername: 'alice@pod.example', preferredUsername: 'alice', isLocal: true };
  const remote = { fullUsername: 'bob@far.example', preferredUsername: 'bob', isLocal: false };

  it('links a local actor by name, a remote one with its domain, and the moderation page in admin mode', () => {
    expect(actorRoute(local)).toBe('/@alice');
    expect(actorRoute(remote)).toBe('/@bob@far.example');
    expect(actorRoute(remote, true)).toBe('/manage/moderation/accounts/bob%40far.example');
  });

  it('links a user to the profile, or to the users administration', () => {
    expect(userRoute({ id: 3, username: 'demo' })).toBe('/@demo');
    expect(userRoute({ id: 3, username: 'demo' }, true)).toBe('/manage/users/users/3');
  });
});

describe('names', () => {
  it('are cut at 30 characters', () => {
    expect(personName('a'.repeat(30))).toBe('a'.repeat(30));
    expect(personName('a'.repeat(31))).toBe(`${'a'.repeat(30)}…`);
  });

  it('give their first letter to the avatar', () => {
    expect(initialOf('alice')).toBe('A');
    expect(initialOf('@élodie')).toBe('É');
    expect(initialOf('')).toBe('?');
  });
});

describe('avatar colours', () => {
  it('come from a stable hash of the seed (the username joined with the id for users)', () => {
    expect(hashCode('abc')).toBe(96354);
    expect(userAvatarSeed({ username: 'demo', id: 2 })).toBe('demo2');
    expect(avatarColor('demo2')).toBe(avatarColor('demo2'));
    expect(avatarColor('demo2')).not.toBe(avatarColor('demo3'));
    expect(avatarColor('demo2')).toMatch(/^hsl\(\d+ 60% 80%\)$/);
  });
});

describe('avatarCandidates', () => {
  it('tries the small image, then the medium square crop, then the original', () => {
    expect(avatarCandidates({ small: 's', mediumSquareCrop: 'm', original: 'o' })).toEqual(['s', 'm', 'o']);
    expect(avatarCandidates({ small: null, mediumSquareCrop: 'm', original: 'm' })).toEqual(['m']);
    expect(avatarCandidates(null)).toEqual([]);
  });
});
