// The one HTTP client of Shoal. It never throws: every answer, failure or exception becomes a
// Result, so callers branch on `ok` instead of wrapping calls in try/catch.

import type { z } from 'zod/mini';
import { errorFromException, errorFromResponse, invalidResponseError, text, type ApiError } from './errors';
import { logger } from '../../logger';

export type Result<T> = { ok: true; data: T; status: number } | { ok: false; error: ApiError };

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

type QueryValue = string | number | boolean | Array<string | number> | undefined | null;
export type Query = Record<string, QueryValue>;

interface RequestOptions<T> {
  query?: Query;
  json?: unknown;
  form?: Record<string, string> | FormData;
  schema?: z.ZodMiniType<T>;
  /** Issue 17: instead of `schema`, its module loaded from the request's start (a failed load: a network error). */
  loadSchema?: () => Promise<z.ZodMiniType<T>>;
  signal?: AbortSignal;
  /** `path` is a full URL (a `next` link of a paginated list). */
  absolute?: boolean;
  /** What a final 401 means: 'anonymous' leaves the session alone; 'logout' (default) reports it. */
  authFailure?: 'anonymous' | 'logout';
  headers?: Record<string, string>;
}

export interface HttpClientOptions {
  /** The API base (`https://pod/api/v1/`), or null while no instance is chosen. */
  getApiBase: () => string | null;
  getAccessToken?: () => string | null;
  /** Refreshes the OAuth access token; true when a new one is held. */
  refreshToken?: () => Promise<boolean>;
  /** Defaults to the csrftoken cookie, read at each request since login rotates it. */
  getCsrfToken?: () => string | null;
  /**
   * Whether a missing CSRF cookie is fetched before a mutating request, and a CSRF refusal fetched
   * and retried once (default true). Off only for tests that script every answer of the network.
   */
  fetchCsrfCookie?: boolean;
  fetchImpl?: typeof fetch;
  /** Called on a 401 that the request did not mark as meaning anonymous. */
  onUnauthenticated?: (error: ApiError) => void;
  /**
   * Told after each request whether the pod answered: false when no answer came (or a gateway
   * said the pod is down: 502, 503, 504). Aborted requests tell nothing. See connectivity.ts.
   */
  onReachability?: (answered: boolean) => void;
}

/** Methods Django checks CSRF on. */
const MUTATING = new Set<HttpMethod>(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Where a pod hands out the `csrftoken` cookie to a front served as plain files, resolved against
 * the API base (`api/v1/` or `api/v2/`): a real 1.4 pod sets it on nodeinfo 2.0, which lives on v1.
 */
const CSRF_COOKIE_PATH = '../v1/instance/nodeinfo/2.0/';

/**
 * A refusal for CSRF: Django's 403 HTML page ("CSRF verification failed", "CSRF cookie not set")
 * or DRF's `403 {"detail": "CSRF Failed: ..."}`. Other 403s are permissions and stay refusals.
 */
export function isCsrfFailure(status: number, body: unknown): boolean {
  if (status !== 403) return false;
  const text =
    typeof body === 'string'
      ? body
      : typeof (body as { detail?: unknown } | null)?.detail === 'string'
        ? (body as { detail: string }).detail
        : '';
  return /\bCSRF\b/i.test(text);
}

/**
 * A list answer cut to the `page_size` the request asked for: a pod that ignores it (one answered
 * 10,000 items) must not make a screen render, or a parse check, more rows than it asked for.
 */
function withinPageSize(url: string, body: unknown): unknown {
  let size: number;
  try {
    size = Number(new URL(url).searchParams.get('page_size') ?? NaN);
  } catch {
    return body;
  }
  if (!Number.isInteger(size) || size <= 0 || typeof body !== 'object' || body === null) return body;
  const results = (body as { results?: unknown }).results;
  return Array.isArray(results) && results.length > size ? { ...body, results: results.slice(0, size) } : body;
}

/** Gateway answers that mean the pod itself did not answer. */
const UNREACHABLE_STATUSES = new Set([502, 503, 504]);

export function readCookie(cookieHeader: string, name: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

function documentCsrfToken(): string | null {
  const doc = (globalThis as { document?: { cookie?: string } }).document;
  return typeof doc?.cookie === 'string' ? readCookie(doc.cookie, 'csrftoken') : null;
}

/** Appends the query to a URL; arrays repeat their key (`tag=a&tag=b`), null and undefined are left out. */
export function withQuery(url: string, query: Query | undefined): string {
  if (query === undefined) return url;
  const parsed = new URL(url);
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) parsed.searchParams.append(key, String(item));
  }
  return parsed.toString();
}

/**
 * The most characters a page of `page_size` items may take, or null without one. Generous per item
 * (an artist with its albums); beyond it the answer is not even parsed: a pod that ignored
 * `page_size` sent 55 MB for 25 uploads, and parsing that froze the page for seconds (issue 15).
 */
export function maxBodyChars(url: string): number | null {
  let size: number;
  try {
    size = Number(new URL(url).searchParams.get('page_size') ?? NaN);
  } catch {
    return null;
  }
  return Number.isInteger(size) && size > 0 ? 1_000_000 + size * 100_000 : null;
}

/** An answer longer than maxBodyChars allows, left unread past the limit and unparsed. */
class TooLarge {
  constructor(
    readonly bytes: number,
    readonly limit: number,
  ) {}
}

/** The body's text, read chunk by chunk and dropped once over `maxBytes`: even decoding 55 MB at once blocks the page. */
async function readText(response: Response, maxBytes: number | null): Promise<string | TooLarge> {
  if (maxBytes === null || response.body === null) return response.text();
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text + decoder.decode();
    bytes += value.byteLength;
    if (bytes > maxBytes) {
      // Not awaited: a cancel resolves only when every branch of a teed body is cancelled too.
      reader.cancel().catch(() => undefined);
      return new TooLarge(bytes, maxBytes);
    }
    text += decoder.decode(value, { stream: true });
  }
}

/** The body as JSON when it parses, as text otherwise (an HTML error page), undefined when empty. */
async function readBody(response: Response, maxBytes: number | null = null): Promise<unknown> {
  const raw = await readText(response, maxBytes);
  if (raw instanceof TooLarge) return raw;
  if (raw.trim() === '') return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return raw;
  }
}

/** What was wrong, in words (zod/mini carries no locale: its own messages only say "Invalid input"). */
function issueText(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return `expected ${issue.expected}`;
    case 'invalid_value':
      return `expected one of ${issue.values.map((value) => JSON.stringify(value)).join(', ')}`;
    case 'too_small':
      return `expected at least ${String(issue.minimum)}`;
    case 'too_big':
      return `expected at most ${String(issue.maximum)}`;
    default:
      return issue.message;
  }
}

function issuesText(error: z.core.$ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.length > 0 ? issue.path.join('.') : '(root)'}: ${issueText(issue)}`)
    .join('; ');
}

export function mapResult<T, U>(result: Result<T>, map: (data: T) => U): Result<U> {
  return result.ok ? { ok: true, data: map(result.data), status: result.status } : result;
}

export class HttpClient {
  private readonly options: HttpClientOptions;
  private readonly fetchImpl: typeof fetch;
  private csrfFetch: Promise<string | null> | null = null;
  private podDate: { date: number; seenAt: number } | null = null;

  constructor(options: HttpClientOptions) {
    this.options = options;
    // Called through a closure: a bare reference to window.fetch throws "Illegal invocation".
    this.fetchImpl = options.fetchImpl ?? ((input, init) => fetch(input, init));
  }

  /** The full URL of an API path, or null while no instance is chosen. */
  url(path: string, query?: Query): string | null {
    const base = this.options.getApiBase();
    if (base === null) return null;
    return withQuery(new URL(path, base).toString(), query);
  }

  /** The CSRF token the next request sends (the cookie's), or null. */
  csrfToken(): string | null {
    const token = (this.options.getCsrfToken ?? documentCsrfToken)();
    return token === null || token === '' ? null : token;
  }

  /**
   * Makes sure the pod's `csrftoken` cookie is held: a front served as plain files (a pod's nginx)
   * gets none with its pages, and a login sent before any API answer is refused with an HTML 403.
   * Fetches it when missing (or when `force`d, after a CSRF refusal); concurrent callers share the
   * fetch. The token afterwards, or null when the pod gave none.
   */
  async ensureCsrfCookie(force = false): Promise<string | null> {
    if (!force && this.csrfToken() !== null) return this.csrfToken();
    if (this.options.fetchCsrfCookie === false) return this.csrfToken();
    const url = this.url(CSRF_COOKIE_PATH);
    if (url === null) return null;
    this.csrfFetch ??= this.send('GET', url, { authFailure: 'anonymous' })
      .then((sent) => {
        // Only the cookie matters; release the connection without reading the body.
        sent.response?.body?.cancel().catch(() => undefined);
        return this.csrfToken();
      })
      .finally(() => {
        this.csrfFetch = null;
      });
    return this.csrfFetch;
  }

  /**
   * The headers a mutating send made outside this client needs (the upload transport): the CSRF
   * token (the cookie fetched first when missing) and the bearer token when one is held. A send
   * refused with `isCsrfFailure` should call `ensureCsrfCookie(true)` and retry once.
   */
  async sendHeaders(): Promise<Record<string, string>> {
    const headers: Record<string, string> = {};
    const token = this.options.getAccessToken?.() ?? null;
    const csrf = token !== null && token !== '' ? this.csrfToken() : await this.ensureCsrfCookie();
    if (csrf !== null) headers['X-CSRFToken'] = csrf;
    if (token !== null && token !== '') headers.Authorization = `Bearer ${token}`;
    return headers;
  }

  /**
   * The pod's clock at its latest answer: the `Date` header (whole seconds), or null when no answer
   * had a readable one (a pod on another origin does not expose it). Read right after an answer,
   * it tells how far this device's clock is from the pod's (outbox/listenings.ts). Null too when
   * that answer came more than `maxAgeMs` ago: the answer just read may have had none.
   */
  lastPodDate(maxAgeMs = 5_000): number | null {
    if (this.podDate === null || Date.now() - this.podDate.seenAt > maxAgeMs) return null;
    return this.podDate.date;
  }

  get<T>(path: string, options: Omit<RequestOptions<T>, 'json' | 'form'> = {}): Promise<Result<T>> {
    return this.request('GET', path, options);
  }

  post<T>(path: string, options: RequestOptions<T> = {}): Promise<Result<T>> {
    return this.request('POST', path, options);
  }

  async request<T>(method: HttpMethod, path: string, options: RequestOptions<T> = {}): Promise<Result<T>> {
    const url = options.absolute === true ? withQuery(path, options.query) : this.url(path, options.query);
    if (url === null) {
      return {
        ok: false,
        error: { kind: 'other', status: null, showMessage: true, messages: [text('errors.unknown')] },
      };
    }

    const loading = options.loadSchema?.().then(
      (schema) => ({ schema }),
      (error: unknown) => ({ error }),
    );
    const mutating = MUTATING.has(method);
    const token = this.options.getAccessToken?.() ?? null;
    // A session (no bearer token) needs the CSRF cookie for writes: fetch it first when missing.
    if (mutating && (token === null || token === '') && this.csrfToken() === null) await this.ensureCsrfCookie();

    let sent = await this.send(method, url, options);
    // A 401 with a held token: the token may have expired, refresh it once and retry.
    if (
      sent.response !== undefined &&
      sent.response.status === 401 &&
      sent.withToken &&
      this.options.refreshToken !== undefined
    ) {
      let refreshed = false;
      try {
        refreshed = await this.options.refreshToken();
      } catch (error) {
        logger.warn('Token refresh failed', error);
      }
      if (refreshed) sent = await this.send(method, url, options);
    }
    if (sent.response === undefined) return { ok: false, error: sent.error };

    let { response } = sent;
    let body: unknown;
    try {
      body = await readBody(response, maxBodyChars(url));
    } catch (error) {
      return { ok: false, error: errorFromException(error, options.signal) };
    }
    // Refused for CSRF (the cookie was missing, or went stale): fetch it and try once more, only once.
    if (mutating && this.options.fetchCsrfCookie !== false && isCsrfFailure(response.status, body)) {
      await this.ensureCsrfCookie(true);
      const again = await this.send(method, url, options);
      if (again.response === undefined) return { ok: false, error: again.error };
      response = again.response;
      try {
        body = await readBody(response, maxBodyChars(url));
      } catch (error) {
        return { ok: false, error: errorFromException(error, options.signal) };
      }
    }

    if (!response.ok) {
      const error = errorFromResponse(response.status, body instanceof TooLarge ? undefined : body, response.headers);
      if (error.kind === 'unauthenticated' && options.authFailure !== 'anonymous') {
        this.options.onUnauthenticated?.(error);
      }
      return { ok: false, error };
    }
    if (body instanceof TooLarge) {
      return {
        ok: false,
        error: invalidResponseError(response.status, `(root): over ${body.limit} bytes, more than a page can be`),
      };
    }
    body = withinPageSize(url, body);
    const loaded = (await loading) ?? { schema: options.schema };
    if ('error' in loaded) return { ok: false, error: errorFromException(loaded.error, options.signal) };
    if (loaded.schema === undefined) return { ok: true, data: body as T, status: response.status };
    const parsed = loaded.schema.safeParse(body);
    if (!parsed.success) {
      return { ok: false, error: invalidResponseError(response.status, issuesText(parsed.error), body) };
    }
    return { ok: true, data: parsed.data, status: response.status };
  }

  private async send<T>(
    method: HttpMethod,
    url: string,
    options: RequestOptions<T>,
  ): Promise<{ response: Response; withToken: boolean } | { response?: undefined; error: ApiError }> {
    const headers = new Headers({ Accept: 'application/json', ...options.headers });
    const csrf = this.csrfToken();
    if (csrf !== null) headers.set('X-CSRFToken', csrf);
    const token = this.options.getAccessToken?.() ?? null;
    if (token !== null && token !== '') headers.set('Authorization', `Bearer ${token}`);

    let body: BodyInit | undefined;
    if (options.json !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(options.json);
    } else if (options.form instanceof FormData) {
      body = options.form; // fetch writes the multipart boundary itself
    } else if (options.form !== undefined) {
      body = new URLSearchParams(options.form);
    }

    try {
      const init: RequestInit = { method, headers, credentials: 'include' };
      if (body !== undefined) init.body = body;
      if (options.signal !== undefined) init.signal = options.signal;
      const response = await this.fetchImpl(url, init);
      const date = Date.parse(response.headers.get('date') ?? '');
      if (Number.isFinite(date)) this.podDate = { date, seenAt: Date.now() };
      this.options.onReachability?.(!UNREACHABLE_STATUSES.has(response.status));
      return { response, withToken: token !== null && token !== '' };
    } catch (error) {
      const apiError = errorFromException(error, options.signal);
      if (apiError.kind === 'network') this.options.onReachability?.(false);
      return { error: apiError };
    }
  }
}
