import { describe, expect, it } from 'vitest';
import { consentCookie, parseConsent } from './consent';

describe('parseConsent', () => {
  it('reads yes, no and unset from a cookie string', () => {
    expect(parseConsent('allow-tracing=yes')).toBe('yes');
    expect(parseConsent('csrftoken=abc; allow-tracing=no; theme=dark')).toBe('no');
    expect(parseConsent('')).toBe('unset');
    expect(parseConsent('csrftoken=abc')).toBe('unset');
  });

  it('reads any other value as unset, and a like-named cookie as none', () => {
    expect(parseConsent('allow-tracing=')).toBe('unset');
    expect(parseConsent('allow-tracing=YES')).toBe('unset');
    expect(parseConsent('allow-tracing=true')).toBe('unset');
    expect(parseConsent('not-allow-tracing=yes')).toBe('unset');
    expect(parseConsent('x=allow-tracing=yes')).toBe('unset');
  });
});

describe('consentCookie', () => {
  it('writes a choice for a year on the whole site, Secure over https', () => {
    expect(consentCookie('yes', false)).toBe('allow-tracing=yes; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(consentCookie('no', true)).toBe('allow-tracing=no; Max-Age=31536000; Path=/; SameSite=Lax; Secure');
  });

  it('removes the cookie for unset', () => {
    expect(consentCookie('unset', false)).toBe('allow-tracing=; Max-Age=0; Path=/; SameSite=Lax');
  });

  it('reads back what it wrote', () => {
    for (const consent of ['yes', 'no'] as const)
      expect(parseConsent(consentCookie(consent, false).split(';')[0]!)).toBe(consent);
  });
});
