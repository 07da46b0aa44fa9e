// fetch21: what a federation fetch says, as pure functions: the error kind of `detail.error_code`,
// the local route of the fetched object, how a fetch ends for the status dialog, and the refresh
// states of spec 01 section 4.

import type { ApiFetch, ApiFetchedObject } from './schema';

/** Spec 01 section 8: "connection, HTTP status, invalid attributes, invalid JSON, timeout, unknown". */
export type FetchErrorKind = 'connection' | 'http' | 'validation' | 'invalid_json' | 'timeout' | 'unknown';
export type FetchStatus = 'pending' | 'finished' | 'errored' | 'skipped';
export type FetchedType = 'artist' | 'album' | 'track' | 'library' | 'upload' | 'account' | 'channel';
/** Spec 01 section 4's refresh states. */
export type RefreshState = 'success' | 'pending' | 'skipped' | 'failure';

export interface FetchError {
  kind: FetchErrorKind;
  /** The HTTP status the other pod answered, when the pod says it. */
  statusCode: number | null;
}

export interface Fetch {
  id: number;
  url: string;
  status: FetchStatus;
  detail: Record<string, unknown>;
  object: ApiFetchedObject | null;
}

const CODES: Record<string, FetchErrorKind> = {
  connection: 'connection',
  http: 'http',
  request: 'http',
  validation: 'validation',
  invalid_json: 'invalid_json',
  invalid_jsonld: 'invalid_json',
  missing_jsonld_type: 'invalid_json',
  timeout: 'timeout',
};

/** The kind of an errored fetch's `detail` (anything not named by the spec is unknown). */
export function fetchErrorOf(detail: Record<string, unknown> | null | undefined): FetchError {
  const code = detail?.error_code;
  const kind = (typeof code === 'string' && Object.hasOwn(CODES, code) ? CODES[code] : undefined) ?? 'unknown';
  const status = detail?.status_code;
  return {
    kind,
    statusCode: kind === 'http' && typeof status === 'number' && Number.isInteger(status) ? status : null,
  };
}

/** A pod's status word (an unknown one is read as still pending: polling decides). */
export function fetchStatusOf(status: string): FetchStatus {
  return status === 'finished' || status === 'errored' || status === 'skipped' ? status : 'pending';
}

export function mapFetch(api: ApiFetch): Fetch {
  return {
    id: api.id,
    url: api.url,
    status: fetchStatusOf(api.status),
    detail: api.detail ?? {},
    object: api.object ?? null,
  };
}

const enc = encodeURIComponent;

/**
 * The local page of a fetched object, as src/app/routes.tsx names them, or null when the object says
 * too little (or is of a type Shoal has no page for).
 */
export function fetchedObjectRoute(object: ApiFetchedObject | null | undefined): string | null {
  if (!object) return null;
  const { type, id, uuid } = object;
  switch (type) {
    case 'artist':
      return id === undefined ? null : `/library/artists/${id}`;
    case 'album':
      return id === undefined ? null : `/library/albums/${id}`;
    case 'track':
      return id === undefined ? null : `/library/tracks/${id}`;
    case 'library':
      return uuid ? `/library/${enc(uuid)}` : null;
    case 'upload':
      return uuid ? `/library/uploads/${enc(uuid)}` : null;
    case 'channel':
      return uuid ? `/channels/${enc(uuid)}` : null;
    case 'account':
      return object.full_username ? `/@${object.full_username}` : null;
    default:
      return null;
  }
}

/** How a fetch stands for the status dialog. `expected`: the type a refresh was made for. */
export type FetchOutcome =
  | { state: 'pending' }
  | { state: 'finished'; route: string }
  | { state: 'unretrievable' }
  | { state: 'errored'; error: FetchError };

export function fetchOutcome(fetch: Fetch, expected?: FetchedType): FetchOutcome {
  switch (fetch.status) {
    case 'pending':
      return { state: 'pending' };
    case 'errored':
      return { state: 'errored', error: fetchErrorOf(fetch.detail) };
    case 'skipped':
      return { state: 'unretrievable' };
    case 'finished': {
      // Finished with no object, or one of another type than asked for: nothing to open.
      if (expected !== undefined && fetch.object?.type !== expected) return { state: 'unretrievable' };
      const route = fetchedObjectRoute(fetch.object);
      return route === null ? { state: 'unretrievable' } : { state: 'finished', route };
    }
  }
}

/** A refresh's outcome in spec 01 section 4's words. */
export function refreshStateOf(outcome: FetchOutcome): RefreshState {
  switch (outcome.state) {
    case 'pending':
      return 'pending';
    case 'finished':
      return 'success';
    case 'unretrievable':
      return 'skipped';
    case 'errored':
      return 'failure';
  }
}

/**
 * What `federation/fetches/` is sent: the query trimmed, a handle written `@user@domain` (the pod
 * accepts both, the issue asks for this form); a URL as typed.
 */
export function fetchObjectOf(query: string): string {
  const text = query.trim();
  if (/^@?[^@\s/:]+@[^@\s/:]+\.[^@\s/:]+$/.test(text)) return text.startsWith('@') ? text : `@${text}`;
  return text;
}
