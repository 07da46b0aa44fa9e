// The instance URL is the pod's address as the user typed it, normalised so that every other
// address (API bases, websocket, audio) can be built by plain concatenation: it always ends with
// exactly one "/" and keeps a path prefix, since a pod may be served under a sub-path.

import { logger } from '../../logger';

const SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;

export type ApiVersion = 'v1' | 'v2';

/**
 * Normalises what the user typed into an instance URL, or returns null (after logging) when it is
 * not a valid http(s) URL: spec 01 section 5, "the problem is logged and the base URL is unset".
 */
export function normalizeInstanceUrl(raw: string): string | null {
  const trimmed = raw.trim();
  if (trimmed === '') {
    logger.warn('Invalid instance URL: empty');
    return null;
  }
  const withScheme = SCHEME.test(trimmed) ? trimmed : `https://${trimmed}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch (error) {
    logger.warn(`Invalid instance URL: ${raw}`, error);
    return null;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.hostname === '') {
    logger.warn(`Invalid instance URL (http or https only): ${raw}`);
    return null;
  }
  // Query, fragment and credentials never belong to an instance address.
  const path = url.pathname.replace(/\/+$/, '');
  return `${url.origin}${path}/`;
}

function withTrailingSlash(url: string): string {
  return url.endsWith('/') ? url : `${url}/`;
}

/** `https://pod.example/` + `v2` gives `https://pod.example/api/v2/`. */
export function apiBase(instanceUrl: string, version: ApiVersion): string {
  return `${withTrailingSlash(instanceUrl)}api/${version}/`;
}

/** The activity websocket of the pod: the instance URL with http turned into ws. */
export function websocketUrl(instanceUrl: string): string {
  return `${withTrailingSlash(instanceUrl).replace(/^http/i, 'ws')}api/v1/activity`;
}
