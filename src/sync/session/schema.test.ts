import { describe, expect, it } from 'vitest';
import { realPod, v1Example } from '../testing/fixtures';
import { meSchema } from './schema';

describe('meSchema', () => {
  it('reads users/me of a real 1.4 pod (null avatar, summary and settings)', () => {
    const me = meSchema.parse(realPod('users_me.json'));
    expect(me).toMatchObject({
      id: 1,
      username: 'oracle',
      full_username: 'oracle@127.0.0.1:5000',
      email: 'oracle@example.org',
      permissions: { library: true, moderation: true, settings: true },
      avatar: null,
      summary: null,
      settings: null,
      tokens: { listen: '<listen token>' },
      privacy_level: 'instance',
    });
    expect(me.quota_status?.remaining).toBe(1000);
  });

  it('reads the documented example', () => {
    const me = meSchema.parse(v1Example('GET /api/v1/users/me/'));
    expect(me.permissions).toEqual({ library: false, moderation: false, settings: false });
    expect(me.instance_support_message_display_date).toBeNull();
  });

  it('accepts a profile without tokens', () => {
    const { tokens: _tokens, ...rest } = realPod('users_me.json') as Record<string, unknown>;
    expect(meSchema.parse(rest).tokens).toBeUndefined();
  });

  it('refuses a profile without permissions or with a numeric username', () => {
    const me = realPod('users_me.json') as Record<string, unknown>;
    expect(meSchema.safeParse({ ...me, permissions: undefined }).success).toBe(false);
    expect(meSchema.safeParse({ ...me, username: 1 }).success).toBe(false);
    expect(
      meSchema.safeParse({ ...me, permissions: { library: 'yes', moderation: false, settings: false } }).success,
    ).toBe(false);
  });
});
