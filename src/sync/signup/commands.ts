// signup24: signing up, then (when the pod created an active account) logging in as the login form does.

import { httpClient } from '../runtime';
import { logIn } from '../session';
import { readSession } from '../../db/session';
import { usesOAuth } from '../oauth';
import { ApiRequestError } from '../core/query-errors';
import { register } from './api';
import { signupOutcome, type SignupFormView, type SignupInput, type SignupOutcome } from './model';

/** Throws ApiRequestError when the pod refuses (its messages flattened), else says what happened. */
export async function signUp(input: SignupInput, form: SignupFormView): Promise<SignupOutcome> {
  const result = await register(httpClient, input, form);
  if (!result.ok) throw new ApiRequestError(result.error);
  const outcome = signupOutcome(result.data.status, form.approval);
  if (outcome !== 'logIn') return outcome;
  // On another address than the pod's the password login cannot work: the user logs in by OAuth.
  if (usesOAuth((await readSession()).instanceUrl, globalThis.location?.origin ?? '')) return 'created';
  const login = await logIn(input.username, input.password);
  if (!login.ok)
    throw new ApiRequestError({ kind: 'other', status: null, messages: login.messages, showMessage: true });
  return 'loggedIn';
}
