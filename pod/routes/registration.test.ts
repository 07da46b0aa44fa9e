// signup24: sign-up, e-mail confirmation and password reset on the demo pod, as a real 1.4 pod answers.

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Browser, startPodWithUsers, type TestPod } from '../test-support/pod';

let pod: TestPod;
let admin: Browser;
let demo: Browser;
beforeAll(async () => {
  ({ pod, admin, demo } = await startPodWithUsers({ testHooks: true }));
});
afterAll(() => pod.close());

interface Mail {
  to: string;
  subject: string;
  body: string;
}

const mails = async () => (await (await fetch(`${pod.url}/__test__/mail`)).json()) as Mail[];
const lastMail = async () => (await mails()).at(-1)!;

async function setPreference(identifier: string, value: unknown) {
  const response = await admin.send('PATCH', `/api/v1/instance/admin/settings/${identifier}/`, { value });
  expect(response.status).toBe(200);
}

async function register(body: Record<string, unknown>, browser = new Browser(pod.url)) {
  const response = await browser.send('POST', '/api/v1/auth/registration/', body);
  const text = await response.text();
  return { status: response.status, body: text === '' ? null : (JSON.parse(text) as unknown), browser };
}

let counter = 0;
const fresh = (prefix = 'newbie') => {
  counter += 1;
  const username = `${prefix}${counter}_${Date.now().toString(36)}`;
  return { username, email: `${username}@example.org`, password1: 'tidal-pools-42', password2: 'tidal-pools-42' };
};

beforeEach(async () => {
  await setPreference('users__registration_enabled', true);
  await setPreference('moderation__signup_approval_enabled', false);
  await fetch(`${pod.url}/__test__/email-verification`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ mode: 'optional' }),
  });
});

describe('auth/registration/', () => {
  it('creates the account (204), logs it in and mails a confirmation link to the front page', async () => {
    const signup = fresh();
    const { status, body, browser } = await register(signup);
    expect(status).toBe(204);
    expect(body).toBeNull();
    const me = await browser.json<{ username: string; email: string }>('/api/v1/users/me/');
    expect(me).toMatchObject({ username: signup.username, email: signup.email });
    const mail = await lastMail();
    expect(mail.to).toBe(signup.email);
    expect(mail.subject).toMatch(/Please Confirm Your E-mail Address/);
    expect(mail.body).toMatch(new RegExp(`${pod.url}/auth/email/confirm\\?key=[a-z0-9]+`));
    // The new password works for a login of its own.
    expect((await new Browser(pod.url).login(signup.username, signup.password1)).status).toBe(200);
  });

  it('answers 201 with the detail when verification is mandatory, and does not log in', async () => {
    await fetch(`${pod.url}/__test__/email-verification`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ mode: 'mandatory' }),
    });
    const { status, body, browser } = await register(fresh());
    expect(status).toBe(201);
    expect(body).toEqual({ detail: 'Verification e-mail sent.' });
    expect((await browser.fetch('/api/v1/users/me/')).status).toBe(401);
  });

  it('is closed without an invitation when registrations are off; an open invitation lets in once', async () => {
    await setPreference('users__registration_enabled', false);
    expect(await register(fresh())).toMatchObject({ status: 403, body: { detail: 'Registration has been disabled' } });
    expect(await register({ ...fresh(), invitation: 'NOSUCHCODE' })).toMatchObject({
      status: 400,
      body: { invitation: ['Invalid invitation code'] },
    });
    const invited = fresh('invited');
    expect((await register({ ...invited, invitation: 'harbourfriends' })).status).toBe(204);
    const invitations = await admin.json<{ results: { code: string; users: { username: string }[] }[] }>(
      '/api/v1/manage/users/invitations/?q=HARBOURFRIENDS',
    );
    expect(invitations.results[0]?.users.map((user) => user.username)).toEqual([invited.username]);
    // Used: the next one is refused.
    expect((await register({ ...fresh(), invitation: 'HARBOURFRIENDS' })).body).toEqual({
      invitation: ['Invalid invitation code'],
    });
  });

  it('gives field errors: username pattern, duplicates, weak passwords, missing fields, mismatch', async () => {
    const bad = await register({
      username: 'not ok!',
      email: 'demo@shoal.example',
      password1: '123',
      password2: '123',
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      username: ['Enter a valid username. This value may contain only English letters, numbers, and _ characters.'],
      email: ['A user is already registered with this e-mail address.'],
      password1: [
        'This password is too short. It must contain at least 8 characters.',
        'This password is entirely numeric.',
      ],
    });
    expect((await register({ ...fresh(), username: 'Demo' })).body).toEqual({
      username: ['A user is already registered with this username.'],
    });
    expect((await register({ ...fresh(), password1: 'password', password2: 'password' })).body).toEqual({
      password1: ['This password is too common.'],
    });
    expect((await register({})).body).toEqual({
      username: ['This field is required.'],
      email: ['This field is required.'],
      password1: ['This field is required.'],
      password2: ['This field is required.'],
    });
    expect((await register({ ...fresh(), password2: 'something-else' })).body).toEqual({
      non_field_errors: ["The two password fields didn't match."],
    });
  });

  it('with approval on: request_fields required as the custom form says; an inactive account and a pending request', async () => {
    await setPreference('moderation__signup_approval_enabled', true);
    await setPreference('moderation__signup_form_customization', {
      help_text: { text: 'Tell us', content_type: 'text/markdown' },
      fields: [
        { label: 'Why join?', input_type: 'long_text', required: true },
        { label: 'Favourite fish', input_type: 'short_text', required: false },
      ],
    });
    expect((await register(fresh())).body).toEqual({ request_fields: ['This field is required.'] });
    expect((await register({ ...fresh(), request_fields: {} })).body).toEqual({
      request_fields: { 'Why join?': ['This field is required.'] },
    });
    const applicant = fresh('applicant');
    const made = await register({
      ...applicant,
      request_fields: { 'Why join?': 'Sea shanties', 'Favourite fish': '' },
    });
    expect(made.status).toBe(204);
    expect((await made.browser.fetch('/api/v1/users/me/')).status).toBe(401);
    const requests = await admin.json<{ results: { status: string; metadata: unknown }[] }>(
      `/api/v1/manage/moderation/requests/?q=${applicant.username}`,
    );
    expect(requests.results).toHaveLength(1);
    expect(requests.results[0]).toMatchObject({
      status: 'pending',
      submitter: { preferred_username: applicant.username },
      metadata: { 'Why join?': 'Sea shanties', 'Favourite fish': '' },
    });
    // Inactive: the login is refused until a moderator approves.
    expect((await new Browser(pod.url).login(applicant.username, applicant.password1)).status).not.toBe(200);
  });
});

describe('auth/registration/verify-email/', () => {
  it('confirms the mailed key once known, and answers 404 to another', async () => {
    await register(fresh('verify'));
    const key = /key=([a-z0-9]+)/.exec((await lastMail()).body)![1]!;
    const anonymous = new Browser(pod.url);
    const ok = await anonymous.send('POST', '/api/v1/auth/registration/verify-email/', { key });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ detail: 'ok' });
    const bad = await anonymous.send('POST', '/api/v1/auth/registration/verify-email/', { key: 'nope' });
    expect(bad.status).toBe(404);
    expect(await bad.json()).toEqual({ detail: 'Not found.' });
    const missing = await anonymous.send('POST', '/api/v1/auth/registration/verify-email/', {});
    expect(await missing.json()).toEqual({ key: ['This field is required.'] });
  });
});

describe('auth/password/reset/ and confirm/', () => {
  it('answers the same for a known and an unknown address; mails only the known one', async () => {
    const anonymous = new Browser(pod.url);
    const before = (await mails()).length;
    const unknown = await anonymous.send('POST', '/api/v1/auth/password/reset/', { email: 'nobody@example.org' });
    expect(unknown.status).toBe(200);
    expect(await unknown.json()).toEqual({ detail: 'Password reset e-mail has been sent.' });
    expect((await mails()).length).toBe(before);
    const invalid = await anonymous.send('POST', '/api/v1/auth/password/reset/', { email: 'not an address' });
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toEqual({ email: ['Enter a valid email address.'] });
  });

  it('resets by the mailed uid and token: the secret rotates, the token is spent, the new password works', async () => {
    const signup = fresh('resetter');
    await register(signup);
    const anonymous = new Browser(pod.url);
    const known = await anonymous.send('POST', '/api/v1/auth/password/reset/', { email: signup.email.toUpperCase() });
    expect(await known.json()).toEqual({ detail: 'Password reset e-mail has been sent.' });
    const mail = await lastMail();
    expect(mail.to).toBe(signup.email);
    expect(mail.body).toContain(`your username is ${signup.username}`);
    const link = new URL(/(http\S+\/auth\/password\/reset\/confirm\?\S+)/.exec(mail.body)![1]!);
    expect(link.origin).toBe(pod.url);
    const uid = link.searchParams.get('uid')!;
    const token = link.searchParams.get('token')!;
    const confirm = (body: Record<string, string>) =>
      anonymous.send('POST', '/api/v1/auth/password/reset/confirm/', { uid, token, ...body });

    const mismatch = await confirm({ new_password1: 'harbour-lights-7', new_password2: 'harbour-lights-8' });
    expect(await mismatch.json()).toEqual({ new_password2: ['The two password fields didn’t match.'] });
    const wrongToken = await anonymous.send('POST', '/api/v1/auth/password/reset/confirm/', {
      uid,
      token: `${token}x`,
      new_password1: 'harbour-lights-7',
      new_password2: 'harbour-lights-7',
    });
    expect(await wrongToken.json()).toEqual({ token: ['Invalid value'] });
    const wrongUid = await confirm({
      uid: 'zzzzzz',
      new_password1: 'harbour-lights-7',
      new_password2: 'harbour-lights-7',
    });
    expect(await wrongUid.json()).toEqual({ uid: ['Invalid value'] });

    const listenBefore = (await new Browser(pod.url).login(signup.username, signup.password1)).status;
    expect(listenBefore).toBe(200);
    const done = await confirm({ new_password1: 'harbour-lights-7', new_password2: 'harbour-lights-7' });
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({ detail: 'Password has been reset with the new password.' });
    expect((await new Browser(pod.url).login(signup.username, 'harbour-lights-7')).status).toBe(200);
    expect((await new Browser(pod.url).login(signup.username, signup.password1)).status).not.toBe(200);
    // The password changed: the same link is spent.
    const again = await confirm({ new_password1: 'harbour-lights-9', new_password2: 'harbour-lights-9' });
    expect(await again.json()).toEqual({ token: ['Invalid value'] });
  });

  it('rotates the secret key: a listen token made before the reset stops working', async () => {
    const signup = fresh('listener');
    const { browser } = await register(signup);
    const me = await browser.json<{ tokens: { listen: string } }>('/api/v1/users/me/');
    await new Browser(pod.url).send('POST', '/api/v1/auth/password/reset/', { email: signup.email });
    const link = new URL(/(http\S+\/auth\/password\/reset\/confirm\?\S+)/.exec((await lastMail()).body)![1]!);
    await new Browser(pod.url).send('POST', '/api/v1/auth/password/reset/confirm/', {
      uid: link.searchParams.get('uid'),
      token: link.searchParams.get('token'),
      new_password1: 'harbour-lights-7',
      new_password2: 'harbour-lights-7',
    });
    const tracks = await demo.json<{ results: { listen_url: string }[] }>('/api/v1/tracks/?page_size=1');
    const url = `${tracks.results[0]!.listen_url}${tracks.results[0]!.listen_url.includes('?') ? '&' : '?'}token=${encodeURIComponent(me.tokens.listen)}`;
    expect((await fetch(new URL(url, pod.url))).status).toBe(401);
  });
});
