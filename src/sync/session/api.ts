// Session-cookie login (ENDPOINTS section 1a). The csrftoken cookie rotates at login and logout;
// the HttpClient reads it again at each request, so nothing here caches it.

import { text, type ApiError } from '../core/errors';
import type { HttpClient, Result } from '../core/http';
import { mapProfile, type Profile } from './model';
import type { CallOptions } from '../core';
import { logger } from '../../logger';

// Issue 17: the answers' schemas (and zod) load with the requests, not with the first screen.
const meSchema = () => import('./schema').then((schemas) => schemas.meSchema);

/**
 * `POST users/login` with a form body. A failure carries "We cannot log you in" first, then what
 * the pod said (for a bad password, its non_field_errors text).
 */
export async function login(
  client: HttpClient,
  username: string,
  password: string,
  options: CallOptions = {},
): Promise<Result<null>> {
  const result = await client.post<unknown>('users/login', {
    form: { username, password },
    // A 401 here is about these credentials, not about a session to end.
    authFailure: 'anonymous',
    ...options,
  });
  if (result.ok) return { ok: true, data: null, status: result.status };
  if (result.error.kind === 'aborted') return result;
  const error: ApiError = {
    ...result.error,
    showMessage: true,
    messages: [text('errors.login'), ...loginReasons(result.error)],
  };
  return { ok: false, error };
}

/** The pod's own reasons, except the generic "unknown error" line that adds nothing to the headline. */
function loginReasons(error: ApiError) {
  return error.messages.filter((message) => message.key !== 'errors.unknown' || error.kind === 'network');
}

/**
 * `POST users/logout`. Whether the pod heard it: true once it answered (a refusal too, for example a
 * session opened through OAuth, which is ignored), false when no answer came (no network, 5xx): the
 * session may still be valid at the pod then, and the caller must send it again.
 */
export async function logout(client: HttpClient, options: CallOptions = {}): Promise<boolean> {
  const result = await client.post('users/logout', { authFailure: 'anonymous', ...options });
  if (result.ok) return true;
  if (result.error.kind !== 'aborted') logger.info('Logout call failed, ignored', result.error);
  return !['network', 'aborted', 'server-error'].includes(result.error.kind) && (result.error.status ?? 0) < 500;
}

/** `GET users/me/`. A 401 is not an error: it means the visitor is anonymous (data null). */
export async function fetchProfile(client: HttpClient, options: CallOptions = {}): Promise<Result<Profile | null>> {
  const result = await client.get('users/me/', { loadSchema: meSchema, authFailure: 'anonymous', ...options });
  if (result.ok) return { ok: true, data: mapProfile(result.data), status: result.status };
  if (result.error.kind === 'unauthenticated') return { ok: true, data: null, status: 401 };
  return result;
}
