import { describe, expect, it } from 'vitest';
import { invitationBody, invitationLink, invitationStatus } from './model';

const NOW = Date.parse('2026-06-15T12:00:00Z');

describe('invitationStatus', () => {
  it('is open while unused and before its expiration date', () => {
    expect(invitationStatus({ users: [], expirationDate: '2026-06-20T00:00:00Z' }, NOW)).toBe('open');
  });

  it('is expired from its expiration date on, when unused', () => {
    expect(invitationStatus({ users: [], expirationDate: '2026-06-15T12:00:00Z' }, NOW)).toBe('expired');
    expect(invitationStatus({ users: [], expirationDate: '2026-05-01T00:00:00Z' }, NOW)).toBe('expired');
  });

  it('is used once someone signed up with it, expired or not', () => {
    expect(invitationStatus({ users: ['kim'], expirationDate: '2026-06-20T00:00:00Z' }, NOW)).toBe('used');
    expect(invitationStatus({ users: ['kim'], expirationDate: '2026-05-01T00:00:00Z' }, NOW)).toBe('used');
  });

  it('is expired when the date cannot be read (never offered as open)', () => {
    expect(invitationStatus({ users: [], expirationDate: 'soon' }, NOW)).toBe('expired');
  });
});

describe('the share link and the create body', () => {
  it('is this app’s sign-up page with the code, escaped', () => {
    expect(invitationLink('https://shoal.example', 'HARBOUR')).toBe('https://shoal.example/signup?invitation=HARBOUR');
    expect(invitationLink('http://127.0.0.1:8420', 'a b&c')).toBe('http://127.0.0.1:8420/signup?invitation=a+b%26c');
  });

  it('leaves a blank code out (the pod picks a random one) and trims a chosen one', () => {
    expect(invitationBody('   ')).toEqual({});
    expect(invitationBody(' summer ')).toEqual({ code: 'summer' });
  });
});
