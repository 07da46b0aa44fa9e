import { describe, expect, it } from 'vitest';
import { buildRequestFields, registrationBody, signupFormView, signupOpen, signupOutcome } from './model';

const customization = {
  help_text: { text: 'Tell us about **you**', content_type: 'text/markdown' },
  fields: [
    { label: 'Why do you want to join?', input_type: 'long_text', required: true },
    { label: 'Favourite fish', input_type: 'short_text', required: false },
    { label: '', input_type: 'short_text', required: true },
    'not a field',
  ],
};
const settings = (approval: boolean, form: unknown = customization) => ({
  moderation: { signupApprovalEnabled: approval, signupFormCustomization: form },
});
const input = { username: 'newbie', email: 'newbie@example.org', password: 'tidal-pools-42' };

describe('signup form and request_fields', () => {
  it('reads the custom fields and help text only when approval is on', () => {
    expect(signupFormView(settings(false))).toEqual({ approval: false, helpText: '', fields: [] });
    const view = signupFormView(settings(true));
    expect(view.helpText).toBe('Tell us about **you**');
    expect(view.fields).toEqual([
      { label: 'Why do you want to join?', inputType: 'long_text', required: true },
      { label: 'Favourite fish', inputType: 'short_text', required: false },
    ]);
    expect(signupFormView(settings(true, null))).toEqual({ approval: true, helpText: '', fields: [] });
  });

  it('builds request_fields by label, unanswered ones empty, answers of unknown labels dropped', () => {
    const view = signupFormView(settings(true));
    expect(buildRequestFields(view, { 'Why do you want to join?': 'Shanties', 'Not asked': 'x' })).toEqual({
      'Why do you want to join?': 'Shanties',
      'Favourite fish': '',
    });
    expect(buildRequestFields(signupFormView(settings(true, {})))).toEqual({});
    expect(buildRequestFields(signupFormView(settings(false)), { 'Favourite fish': 'cod' })).toBeNull();
  });

  it('sends request_fields only with approval on, the invitation only when given, the password twice', () => {
    expect(registrationBody(input, signupFormView(settings(false)))).toEqual({
      username: 'newbie',
      email: 'newbie@example.org',
      password1: 'tidal-pools-42',
      password2: 'tidal-pools-42',
    });
    expect(
      registrationBody(
        { ...input, invitation: 'HARBOURFRIENDS', answers: { 'Favourite fish': 'cod' } },
        signupFormView(settings(true)),
      ),
    ).toEqual({
      username: 'newbie',
      email: 'newbie@example.org',
      password1: 'tidal-pools-42',
      password2: 'tidal-pools-42',
      invitation: 'HARBOURFRIENDS',
      request_fields: { 'Why do you want to join?': '', 'Favourite fish': 'cod' },
    });
  });

  it('reads the outcome: approval first, then 201 (verification), else log in', () => {
    expect(signupOutcome(204, true)).toBe('awaitingApproval');
    expect(signupOutcome(201, true)).toBe('awaitingApproval');
    expect(signupOutcome(201, false)).toBe('verificationSent');
    expect(signupOutcome(204, false)).toBe('logIn');
  });

  it('is open when registrations are, or with an invitation code', () => {
    expect(signupOpen(true, null)).toBe(true);
    expect(signupOpen(false, null)).toBe(false);
    expect(signupOpen(false, '  ')).toBe(false);
    expect(signupOpen(false, 'HARBOURFRIENDS')).toBe(true);
  });
});
