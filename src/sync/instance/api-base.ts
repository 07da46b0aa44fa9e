// Which API generation a pod speaks. Spec 01 section 7 says api/v2/, but a real 1.4 pod answers 404
// to everything under /api/v2/ (real-1.4/NOTES), so the client probes a v2 list route once per
// instance and falls back to api/v1/. The caller stores the answer.

import { apiBase } from '../core/instance-url';
import { logger } from '../../logger';

/**
 * `api/v2/` when the pod answers `GET api/v2/artists/?page_size=1` with anything but a 404 (a 401
 * still means the route exists), `api/v1/` on a 404. Null when the question could not be answered
 * (no connection, or a 5xx from a proxy in front of a pod that is down): storing a guess then would
 * pin a 2.x pod to v1 for good, so the caller asks again later.
 */
export async function detectApiBase(instanceUrl: string, fetchImpl?: typeof fetch): Promise<string | null> {
  const doFetch = fetchImpl ?? ((input, init) => fetch(input, init));
  const v2 = apiBase(instanceUrl, 'v2');
  let status: number;
  try {
    const response = await doFetch(`${v2}artists/?page_size=1`, {
      credentials: 'include',
      headers: { Accept: 'application/json' },
    });
    status = response.status;
    // Release the connection; the body tells nothing more. Not awaited: a cancel can wait on
    // the other branch of a tee'd (cloned) body.
    response.body?.cancel().catch(() => undefined);
  } catch (error) {
    logger.warn(`Cannot reach ${instanceUrl} to detect its API version`, error);
    return null;
  }
  if (status >= 500) return null;
  return status === 404 ? apiBase(instanceUrl, 'v1') : v2;
}
