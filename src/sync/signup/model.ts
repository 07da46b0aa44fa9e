// signup24: what the sign-up form sends and what its answer means (ENDPOINTS §1e).

import { readSignupForm, type SignupField } from '../instance-settings';

export interface SignupInput {
  username: string;
  email: string;
  password: string;
  /** The invitation code of `?invitation=`, when there is one. */
  invitation?: string;
  /** The answers to the custom fields, by label (sent only when the pod wants approval). */
  answers?: Record<string, string>;
}

/** The pod's sign-up form: the custom fields and help text, shown only when approval is on. */
export interface SignupFormView {
  approval: boolean;
  helpText: string;
  fields: SignupField[];
}

export function signupFormView(settings: {
  moderation: { signupApprovalEnabled: boolean; signupFormCustomization: unknown };
}): SignupFormView {
  const approval = settings.moderation.signupApprovalEnabled;
  if (!approval) return { approval, helpText: '', fields: [] };
  const form = readSignupForm(settings.moderation.signupFormCustomization);
  return { approval, helpText: form.helpText, fields: form.fields.filter((field) => field.label.trim() !== '') };
}

/**
 * `request_fields`: one entry a custom field, keyed by its label, the answer as typed (an unanswered
 * field is sent empty, so the pod names it when it is required). Null when approval is off: then the
 * pod must not get the key at all.
 */
export function buildRequestFields(
  form: SignupFormView,
  answers: Readonly<Record<string, string>> = {},
): Record<string, string> | null {
  if (!form.approval) return null;
  return Object.fromEntries(form.fields.map((field) => [field.label, answers[field.label] ?? '']));
}

/** The body of `POST auth/registration/`. */
export function registrationBody(input: SignupInput, form: SignupFormView): Record<string, unknown> {
  const requestFields = buildRequestFields(form, input.answers);
  return {
    username: input.username,
    email: input.email,
    password1: input.password,
    password2: input.password,
    ...(input.invitation ? { invitation: input.invitation } : {}),
    ...(requestFields === null ? {} : { request_fields: requestFields }),
  };
}

/**
 * What a created account means for the newcomer: awaiting a moderator (approval on), a verification
 * mail to open first (201), or an account to log in to at once (204).
 */
/** `created`: an active account this address cannot log in with a password (OAuth: the login screen next). */
export type SignupOutcome = 'awaitingApproval' | 'verificationSent' | 'loggedIn' | 'created';

export function signupOutcome(status: number, approval: boolean): 'awaitingApproval' | 'verificationSent' | 'logIn' {
  if (approval) return 'awaitingApproval';
  if (status === 201) return 'verificationSent';
  return 'logIn';
}

/** Whether the form is shown: registrations open, or an invitation code in hand. */
export const signupOpen = (registrationEnabled: boolean, invitation: string | null | undefined): boolean =>
  registrationEnabled || Boolean(invitation && invitation.trim() !== '');
