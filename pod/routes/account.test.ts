// account24: password change, users/settings/ and the Subsonic password, as a real 1.4 pod answers them.

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addBearerResolver } from '../auth';
import { userByLogin } from '../users';
import { Browser, startPodWithUsers, type TestPod } from '../test-support/pod';
import { passwordProblems } from '../passwords';

describe.each(['2.0', '1.4'] as const)('account settings (%s pod)', (mode) => {
  let pod: TestPod;
  let demo: Browser;
  let admin: Browser;
  let anonymous: Browser;
  beforeAll(async () => {
    ({ pod, demo, admin, anonymous } = await startPodWithUsers({ testHooks: true, mode }));
  });
  afterAll(() => pod.close());
  afterEach(async () => {
    await admin.send('PATCH', '/api/v1/instance/admin/settings/subsonic__enabled/', { value: true });
  });

  const me = (browser: Browser) =>
    browser.json<{ username: string; tokens: { listen: string }; settings: Record<string, unknown> | null }>(
      '/api/v1/users/me/',
    );

  it('refuses a wrong old password, a mismatch and a weak password with the pod’s messages', async () => {
    const wrong = await demo.send('POST', '/api/v1/auth/password/change/', {
      old_password: 'nope',
      new_password1: 'river-stone-42',
      new_password2: 'river-stone-42',
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({
      old_password: ['Your old password was entered incorrectly. Please enter it again.'],
    });
    const mismatch = await demo.send('POST', '/api/v1/auth/password/change/', {
      old_password: 'demo',
      new_password1: 'river-stone-42',
      new_password2: 'river-stone-43',
    });
    expect(await mismatch.json()).toEqual({ new_password2: ['The two password fields didn’t match.'] });
    const weak = await demo.send('POST', '/api/v1/auth/password/change/', {
      old_password: 'demo',
      new_password1: '1234',
      new_password2: '1234',
    });
    expect(weak.status).toBe(400);
    expect(await weak.json()).toEqual({
      new_password2: [
        'This password is too short. It must contain at least 8 characters.',
        'This password is entirely numeric.',
      ],
    });
    const missing = await demo.send('POST', '/api/v1/auth/password/change/', {});
    expect(await missing.json()).toEqual({
      old_password: ['This field is required.'],
      new_password1: ['This field is required.'],
      new_password2: ['This field is required.'],
    });
    expect((await anonymous.send('POST', '/api/v1/auth/password/change/', {})).status).toBe(401);
  });

  it('changes the password: this session stays, others end, the listen token rotates', async () => {
    const user = new Browser(pod.url);
    const other = new Browser(pod.url);
    await admin.send('POST', '/__test__/users', { username: `pw_${mode.replace('.', '')}` });
    const name = `pw_${mode.replace('.', '')}`;
    // The test hook's accounts have their username as password.
    expect((await user.login(name, name)).status).toBe(200);
    expect((await other.login(name, name)).status).toBe(200);
    const before = (await me(user)).tokens.listen;
    const changed = await user.send('POST', '/api/v1/auth/registration/change-password/', {
      old_password: name,
      new_password1: 'river-stone-42',
      new_password2: 'river-stone-42',
    });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toEqual({ detail: 'New password has been saved.' });
    const after = (await me(user)).tokens.listen;
    expect(after).not.toBe(before);
    expect((await other.fetch('/api/v1/users/me/')).status).toBe(401);
    // The old password no longer logs in; the new one does.
    expect((await new Browser(pod.url).login(name, name)).status).toBe(400);
    expect((await new Browser(pod.url).login(name, 'river-stone-42')).status).toBe(200);
  });

  it('merges users/settings/ into the user’s settings and answers the whole object', async () => {
    expect(await (await demo.send('POST', '/api/v1/users/settings/', { language: 'fr_FR' })).json()).toEqual({
      language: 'fr_FR',
    });
    expect(await (await demo.send('POST', '/api/v1/users/settings/', { theme: 'dark' })).json()).toEqual({
      language: 'fr_FR',
      theme: 'dark',
    });
    expect((await me(demo)).settings).toEqual({ language: 'fr_FR', theme: 'dark' });
    expect((await anonymous.send('POST', '/api/v1/users/settings/', { language: 'fr_FR' })).status).toBe(401);
    expect((await demo.send('POST', '/api/v1/users/settings/', ['x'])).status).toBe(400);
  });

  it('reveals, generates and deletes the Subsonic password of the user only', async () => {
    const path = '/api/v1/users/demo/subsonic-token/';
    expect(await demo.json(path)).toEqual({ subsonic_api_token: null });
    const made = (await (await demo.send('POST', path)).json()) as { subsonic_api_token: string };
    expect(made.subsonic_api_token).toMatch(/^[0-9a-f]{16}$/);
    expect(await demo.json(path)).toEqual(made);
    const again = (await (await demo.send('POST', path)).json()) as { subsonic_api_token: string };
    expect(again.subsonic_api_token).not.toBe(made.subsonic_api_token);
    expect((await admin.fetch(path)).status).toBe(403);
    expect((await anonymous.fetch(path)).status).toBe(401);
    const deleted = await demo.send('DELETE', path);
    expect(deleted.status).toBe(204);
    expect(await demo.json(path)).toEqual({ subsonic_api_token: null });
  });

  it('answers 405 while Subsonic is disabled, and 403 to a bearer token', async () => {
    await admin.send('PATCH', '/api/v1/instance/admin/settings/subsonic__enabled/', { value: false });
    const path = '/api/v1/users/demo/subsonic-token/';
    const disabled = await demo.fetch(path);
    expect(disabled.status).toBe(405);
    expect(await disabled.text()).toBe('');
    await admin.send('PATCH', '/api/v1/instance/admin/settings/subsonic__enabled/', { value: true });
    const remove = addBearerResolver((ctx, sent) =>
      sent === 'account24-token' ? (userByLogin(ctx.db, 'demo') ?? null) : null,
    );
    try {
      const bearer = await fetch(`${pod.url}${path}`, { headers: { Authorization: 'Bearer account24-token' } });
      expect(bearer.status).toBe(403);
    } finally {
      remove();
    }
  });
});

describe('passwordProblems', () => {
  it('applies Django’s default validators', () => {
    expect(passwordProblems('river-stone-42', { username: 'demo', email: 'demo@shoal.example' })).toEqual([]);
    expect(passwordProblems('password', { username: 'demo', email: 'd@x.example' })).toEqual([
      'This password is too common.',
    ]);
    expect(passwordProblems('marina', { username: 'marina', email: 'm@x.example' })).toEqual([
      'The password is too similar to the username.',
      'This password is too short. It must contain at least 8 characters.',
    ]);
  });
});
