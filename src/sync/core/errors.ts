// The error catalogue of spec 01 section 8. Every failure of a call to the pod becomes an ApiError
// carrying i18n keys (never English sentences built in code), so the app can show it through one
// message component. `errorMessages` is the en_US resource for those keys, spelled as the spec does.

import { flattenFieldErrors } from './field-errors';

export type UiText = {
  /** i18n key, with i18next `{{param}}` interpolation. */
  key: string;
  params?: Record<string, string | number>;
  /** Server text (a detail field, a flattened field error) shown as is. */
  raw?: string;
};

export const errorMessages = {
  // By status code.
  'errors.notFound': 'Resource not found',
  'errors.permissionDenied': 'Permission denied',
  'errors.serverError': 'A server error occurred',
  'errors.unknown':
    'An unknown error occurred, ensure your are connected to the internet and your instance is up and running',
  'errors.rateLimited': 'You sent too many requests and have been rate limited, please try again in {{delay}}',
  'errors.rateLimitedLater': 'You sent too many requests and have been rate limited, please try again later',
  'errors.unexpected': 'An unexpected error occurred.',
  'errors.invalidResponse': 'The server sent an answer Shoal cannot read.',
  /** A line of server text; `raw` holds the same text. */
  'errors.serverText': '{{text}}',
  'errors.radioExhausted': "Radio doesn't have more candidates",
  // Session.
  'errors.login': 'We cannot log you in',
  'errors.signup': 'Your account cannot be created.',
  // Player.
  'errors.trackCannotBeLoaded': 'The track cannot be loaded',
  'errors.trackNoSources': 'The track has no available sources.',
  'errors.connectivity': 'You may have a connectivity issue.',
  'errors.noWebgl2': "Your browser doesn't appear to support WebGL2.",
  'errors.objectCannotBeRetrieved': 'This object cannot be retrieved',
  // Channels and uploads.
  'errors.channelSave': 'Error while saving channel.',
  'errors.publish': 'Error while publishing',
  'errors.quotaExceeded': "You don't have any space left to upload your files. Please contact the moderators.",
  'errors.uploadTimeout': 'Upload timeout, please try again',
  // Instance chooser.
  'errors.instanceUnreachable': 'It is not possible to connect to the given URL',
  'errors.notFunkwhale': 'The given address is not a Funkwhale server',
  'errors.serverDown': 'The server might be down',
  // Instance information.
  'errors.nodeInfo': 'Cannot fetch Node Info: {{error}}',
  'errors.unsupportedLocale': 'Unsupported locale',
  // Writes the pod refused, rolled back (the outbox). `{{error}}` is the pod's reason.
  'sync.refused.favorite': 'The track could not be added to your favorites: {{error}}',
  'sync.refused.unfavorite': 'The track could not be removed from your favorites: {{error}}',
  'sync.refused.followLibrary': 'Cannot follow remote library: {{error}}',
  'sync.refused.unfollowLibrary': 'Cannot unfollow remote library: {{error}}',
  'sync.refused.followActor': 'Cannot follow this account: {{error}}',
  'sync.refused.unfollowActor': 'Cannot unfollow this account: {{error}}',
  'sync.refused.subscribe': 'Cannot subscribe to this channel: {{error}}',
  'sync.refused.unsubscribe': 'Cannot unsubscribe from this channel: {{error}}',
  'sync.refused.hideArtist': 'Cannot hide {{name}}: {{error}}',
  'sync.refused.unhideArtist': 'Cannot remove the filter on {{name}}: {{error}}',
  'sync.refused.listening': 'A listening could not be recorded: {{error}}',
  'sync.refused.acceptFollow': 'Cannot accept this follow request: {{error}}',
  'sync.refused.rejectFollow': 'Cannot reject this follow request: {{error}}',
  // The delay of the rate-limit message, in i18next plural form.
  'duration.second_one': '{{count}} second',
  'duration.second_other': '{{count}} seconds',
  'duration.minute_one': '{{count}} minute',
  'duration.minute_other': '{{count}} minutes',
  'duration.hour_one': '{{count}} hour',
  'duration.hour_other': '{{count}} hours',
} as const satisfies Record<string, string>;

type ErrorMessageKey = keyof typeof errorMessages;

/** Messages that are only logged, never shown (spec 01 section 8). */
export const logMessages = {
  nodeInfo: 'Error while fetching node info',
} as const;

const RADIO_EXHAUSTED = "Radio doesn't have more candidates";

export type ApiErrorKind =
  | 'not-found'
  | 'permission-denied'
  | 'rate-limited'
  | 'server-error'
  | 'unauthenticated'
  | 'radio-exhausted'
  | 'network'
  | 'invalid-response'
  | 'aborted'
  | 'other';

export interface RateLimit {
  limit: number | null;
  remaining: number | null;
  duration: number | null;
  /** X-RateLimit-Reset: when the window resets, as the pod sends it (a Unix time in seconds). */
  reset: number | null;
  resetSeconds: number | null;
}

export interface ApiError {
  kind: ApiErrorKind;
  status: number | null;
  messages: UiText[];
  /** False for what the generic handler must not show: aborted requests, radio exhaustion, 401. */
  showMessage: boolean;
  rateLimit?: RateLimit;
  body?: unknown;
}

export function text(key: ErrorMessageKey, params?: UiText['params']): UiText {
  return params === undefined ? { key } : { key, params };
}

export function serverText(raw: string): UiText {
  return { key: 'errors.serverText', params: { text: raw }, raw };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function detailOf(body: unknown): string | null {
  return isRecord(body) && typeof body.detail === 'string' && body.detail !== '' ? body.detail : null;
}

/** Plain server text worth showing: not empty and not an HTML page (a CSRF or proxy error page). */
function plainTextOf(body: unknown): string | null {
  if (typeof body !== 'string') return null;
  const trimmed = body.trim();
  return trimmed === '' || trimmed.startsWith('<') ? null : trimmed;
}

function headerNumber(headers: Headers, name: string): number | null {
  const value = headers.get(name);
  if (value === null || value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

function parseRateLimit(headers: Headers): RateLimit {
  return {
    limit: headerNumber(headers, 'X-RateLimit-Limit'),
    remaining: headerNumber(headers, 'X-RateLimit-Remaining'),
    duration: headerNumber(headers, 'X-RateLimit-Duration'),
    reset: headerNumber(headers, 'X-RateLimit-Reset'),
    resetSeconds: headerNumber(headers, 'X-RateLimit-ResetSeconds'),
  };
}

/** Seconds to wait before retrying: X-RateLimit-ResetSeconds, else Retry-After (seconds or a date). */
export function retryDelaySeconds(headers: Headers, now: number = Date.now()): number | null {
  const resetSeconds = headerNumber(headers, 'X-RateLimit-ResetSeconds');
  if (resetSeconds !== null && resetSeconds >= 0) return resetSeconds;
  const retryAfter = headers.get('Retry-After');
  if (retryAfter === null || retryAfter.trim() === '') return null;
  const seconds = Number(retryAfter);
  if (Number.isFinite(seconds)) return seconds >= 0 ? seconds : null;
  const date = Date.parse(retryAfter);
  return Number.isNaN(date) ? null : Math.max(0, (date - now) / 1000);
}

type DelayUnit = 'second' | 'minute' | 'hour';

/** A delay rounded up to a whole number of the largest fitting unit: 5 s, 2 min, 1 h. */
export function formatDelay(seconds: number): { count: number; unit: DelayUnit; english: string } {
  const whole = Math.max(1, Math.ceil(seconds));
  const [count, unit]: [number, DelayUnit] =
    whole < 60
      ? [whole, 'second']
      : whole < 3600
        ? [Math.ceil(whole / 60), 'minute']
        : [Math.ceil(whole / 3600), 'hour'];
  return { count, unit, english: `${count} ${unit}${count === 1 ? '' : 's'}` };
}

function rateLimitText(headers: Headers): UiText {
  const seconds = retryDelaySeconds(headers);
  if (seconds === null) return text('errors.rateLimitedLater');
  const delay = formatDelay(seconds);
  // `delay` is English; a locale translates `duration.<delayUnit>` with delayCount (renderUiText does).
  return text('errors.rateLimited', { delay: delay.english, delayCount: delay.count, delayUnit: delay.unit });
}

/** The server's own explanation: the detail field, else the flattened field errors, else plain text. */
function serverMessages(body: unknown): UiText[] {
  const detail = detailOf(body);
  if (detail !== null) return [serverText(detail)];
  const fields = flattenFieldErrors(body);
  if (fields.length > 0) return fields.map(serverText);
  const plain = plainTextOf(body);
  return plain === null ? [] : [serverText(plain)];
}

function isRadioExhausted(body: unknown): boolean {
  const value = typeof body === 'string' ? body.trim() : detailOf(body);
  return value === RADIO_EXHAUSTED;
}

/**
 * The ApiError of an HTTP answer that is not a success. `body` is the parsed JSON, or the text when
 * it was not JSON, or undefined when empty.
 */
export function errorFromResponse(status: number, body: unknown, headers: Headers): ApiError {
  const base = { status, body };
  if (status === 401) {
    // The caller decides: anonymous for the profile fetch, otherwise logout and redirect to login.
    return { ...base, kind: 'unauthenticated', showMessage: false, messages: serverMessages(body) };
  }
  if (status === 404 && isRadioExhausted(body)) {
    return { ...base, kind: 'radio-exhausted', showMessage: false, messages: [text('errors.radioExhausted')] };
  }
  if (status === 404) {
    const shown = detailOf(body) ?? plainTextOf(body);
    const messages = [text('errors.notFound')];
    if (shown !== null) messages.push(serverText(shown));
    return { ...base, kind: 'not-found', showMessage: true, messages };
  }
  if (status === 403) {
    return { ...base, kind: 'permission-denied', showMessage: true, messages: [text('errors.permissionDenied')] };
  }
  if (status === 429) {
    return {
      ...base,
      kind: 'rate-limited',
      showMessage: true,
      messages: [rateLimitText(headers)],
      rateLimit: parseRateLimit(headers),
    };
  }
  if (status === 500) {
    return { ...base, kind: 'server-error', showMessage: true, messages: [text('errors.serverError')] };
  }
  const messages = serverMessages(body);
  return {
    ...base,
    kind: status > 500 ? 'server-error' : 'other',
    showMessage: true,
    messages: messages.length > 0 ? messages : [text('errors.unknown')],
  };
}

/** fetch threw: the pod could not be reached (offline, DNS, CORS, refused, timeout). Spec 01 section 8's catalogue has the words. */
export function networkError(cause?: unknown): ApiError {
  return { kind: 'network', status: null, showMessage: true, messages: [text('errors.connectivity')], body: cause };
}

/** A cancelled request is not reported (spec 01 section 8). */
function abortedError(): ApiError {
  return { kind: 'aborted', status: null, showMessage: false, messages: [] };
}

/** A success answer that does not have the expected shape; `detail` names where it differs. */
export function invalidResponseError(status: number, detail: string, body?: unknown): ApiError {
  return {
    kind: 'invalid-response',
    status,
    showMessage: true,
    messages: [text('errors.invalidResponse'), serverText(detail)],
    body,
  };
}

function isAbortError(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

/** Turns a caught exception (fetch or body read) into an ApiError. */
export function errorFromException(error: unknown, signal?: AbortSignal): ApiError {
  if (isAbortError(error) || (signal?.aborted === true && !isTimeout(signal.reason))) return abortedError();
  return networkError(error);
}

function isTimeout(reason: unknown): boolean {
  return reason instanceof Error && reason.name === 'TimeoutError';
}

type Translate = (key: string, params?: Record<string, string | number>) => string;

/** The en_US catalogue as a Translate function, with i18next's `{{param}}` and `_one`/`_other` plurals. */
const translateEnglish: Translate = (key, params) => {
  const table: Record<string, string> = errorMessages;
  let template = table[key];
  if (params !== undefined && typeof params.count === 'number') {
    template = table[`${key}_${params.count === 1 ? 'one' : 'other'}`] ?? template;
  }
  if (template === undefined) return key;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    params !== undefined && name in params ? String(params[name]) : whole,
  );
};

/** A UiText as a sentence: raw server text as is, otherwise the key translated with its params. */
export function renderUiText(uiText: UiText, translate: Translate = translateEnglish): string {
  if (uiText.raw !== undefined) return uiText.raw;
  const params = { ...uiText.params };
  const { delayUnit, delayCount } = params;
  if (typeof delayUnit === 'string' && typeof delayCount === 'number') {
    params.delay = translate(`duration.${delayUnit}`, { count: delayCount });
  }
  return translate(uiText.key, params);
}

// UI messages (spec 01 section 9).
export const UI_MESSAGE_MAX = 100;
export const UI_MESSAGE_DISPLAY_MS = 5000;

type UiMessageColor = 'red' | 'blue' | (string & {});

/**
 * The given colour; without one, red for an error (flag set or "error" in the text), else blue.
 * An explicit colour wins, as "unless a colour is given" reads: the rule is the default.
 */
export function uiMessageColor(content: string, options: { error?: boolean; color?: string } = {}): UiMessageColor {
  if (options.color !== undefined && options.color !== '') return options.color;
  return options.error === true || /error/i.test(content) ? 'red' : 'blue';
}
