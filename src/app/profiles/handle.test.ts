import { describe, expect, it } from 'vitest';
import { redirectFor, type GuardContext } from '../routing/guards';
import { fullUsernameOf, instanceDomainOf, isRemoteProfilePath, parseProfileHandle } from './handle';

describe('profile handles', () => {
  it('reads @name and @name@domain, and nothing else', () => {
    expect(parseProfileHandle('@demo')).toEqual({ username: 'demo', domain: null });
    expect(parseProfileHandle('@x@Remote.Example.org')).toEqual({ username: 'x', domain: 'remote.example.org' });
    expect(parseProfileHandle('%40demo%40pod.example')).toEqual({ username: 'demo', domain: 'pod.example' });
    for (const bad of [undefined, '', 'demo', '@', '@@pod', '@a@b@c', '@a b', '%E0%A4%A'])
      expect(parseProfileHandle(bad)).toBeNull();
  });

  it('makes the full username with the pod’s domain for a local handle', () => {
    expect(fullUsernameOf({ username: 'demo', domain: null }, '127.0.0.1:8080')).toBe('demo@127.0.0.1:8080');
    expect(fullUsernameOf({ username: 'x', domain: 'remote.example.org' }, 'pod.example')).toBe('x@remote.example.org');
    expect(instanceDomainOf('https://Pod.Example/')).toBe('pod.example');
    expect(instanceDomainOf(null)).toBeNull();
  });

  it('tells a remote profile path', () => {
    expect(isRemoteProfilePath('/@x@remote.example.org', 'pod.example')).toBe(true);
    expect(isRemoteProfilePath('/@x@remote.example.org/activity', 'pod.example')).toBe(true);
    expect(isRemoteProfilePath('/@x@pod.example', 'pod.example')).toBe(false);
    expect(isRemoteProfilePath('/@x', 'pod.example')).toBe(false);
    expect(isRemoteProfilePath('/library/@x@remote.example.org', 'pod.example')).toBe(false);
  });
});

describe('the remote-profile guard (spec 01 section 6)', () => {
  const anonymous: GuardContext = {
    placeholderInstance: false,
    authenticated: false,
    permissions: { settings: false, library: false, moderation: false },
    instanceDomain: 'pod.example',
  };

  it('sends an anonymous visitor of another domain’s profile to login, with next', () => {
    expect(redirectFor({ pathname: '/@x@remote.example.org' }, anonymous)).toBe(
      `/login?next=${encodeURIComponent('/@x@remote.example.org')}`,
    );
    expect(redirectFor({ pathname: '/@x@remote.example.org/activity' }, anonymous)).toBe(
      `/login?next=${encodeURIComponent('/@x@remote.example.org/activity')}`,
    );
  });

  it('lets through local profiles, and anyone logged in', () => {
    expect(redirectFor({ pathname: '/@demo' }, anonymous)).toBeNull();
    expect(redirectFor({ pathname: '/@demo@pod.example' }, anonymous)).toBeNull();
    expect(redirectFor({ pathname: '/@x@remote.example.org' }, { ...anonymous, authenticated: true })).toBeNull();
  });
});
