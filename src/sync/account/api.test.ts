// account24: the account calls against the demo pod, over real HTTP, as the app sends them.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderUiText } from '../core/errors';
import type { HttpClient } from '../core/http';
import { type Result } from '../core/http';
import { signedInClient, startDemoPod, type RunningPod } from '../testing/demo-pod';
import {
  changePassword,
  deleteSubsonicToken,
  fetchSubsonicToken,
  generateSubsonicToken,
  saveAccountSettings,
} from './api';

let pod: RunningPod;
let http: HttpClient;

beforeAll(async () => {
  pod = await startDemoPod();
  http = await signedInClient(pod, 'demo', 'demo');
});
afterAll(() => pod.stop());

const texts = (result: Result<unknown>) => (result.ok ? [] : result.error.messages.map((text) => renderUiText(text)));

describe('account settings calls', () => {
  it('saves the language in users/settings/ and gets the whole settings back', async () => {
    const result = await saveAccountSettings(http, { language: 'en_GB' });
    expect(result).toMatchObject({ ok: true, data: { language: 'en_GB' } });
  });

  it('a wrong old password is refused with the pod’s message', async () => {
    const result = await changePassword(http, {
      oldPassword: 'wrong',
      newPassword1: 'river-stone-42',
      newPassword2: 'river-stone-42',
    });
    expect(result.ok).toBe(false);
    expect(texts(result)).toContain('Your old password was entered incorrectly. Please enter it again.');
  });

  it('reveals, generates and deletes the Subsonic password', async () => {
    expect(await fetchSubsonicToken(http, 'demo')).toMatchObject({ ok: true, data: null });
    const made = await generateSubsonicToken(http, 'demo');
    expect(made.ok && typeof made.data).toBe('string');
    expect(await fetchSubsonicToken(http, 'demo')).toMatchObject({ ok: true, data: made.ok ? made.data : '' });
    expect(await deleteSubsonicToken(http, 'demo')).toMatchObject({ ok: true });
    expect(await fetchSubsonicToken(http, 'demo')).toMatchObject({ ok: true, data: null });
  });

  it('another user’s Subsonic password is a refusal', async () => {
    const result = await fetchSubsonicToken(http, 'admin');
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error.kind).toBe('permission-denied');
  });
});
