import { describe, expect, it } from 'vitest';
import {
  errorFromException,
  errorFromResponse,
  errorMessages,
  formatDelay,
  networkError,
  renderUiText,
  retryDelaySeconds,
  uiMessageColor,
  UI_MESSAGE_DISPLAY_MS,
  UI_MESSAGE_MAX,
  type ApiError,
} from './errors';
import { realPod, realPodText } from '../testing/fixtures';

const noHeaders = new Headers();
const texts = (error: ApiError) => error.messages.map((message) => renderUiText(message));

describe('errorMessages (en_US catalogue)', () => {
  it('spells the messages of spec 01 section 8 and DECISIONS.md exactly', () => {
    const expected = [
      'Resource not found',
      'Permission denied',
      'A server error occurred',
      'An unknown error occurred, ensure your are connected to the internet and your instance is up and running',
      'You sent too many requests and have been rate limited, please try again in {{delay}}',
      'You sent too many requests and have been rate limited, please try again later',
      'An unexpected error occurred.',
      'We cannot log you in',
      'Your account cannot be created.',
      'The track cannot be loaded',
      'The track has no available sources.',
      'You may have a connectivity issue.',
      "Your browser doesn't appear to support WebGL2.",
      'This object cannot be retrieved',
      'Error while saving channel.',
      'Error while publishing',
      "You don't have any space left to upload your files. Please contact the moderators.",
      'It is not possible to connect to the given URL',
      'The given address is not a Funkwhale server',
      'The server might be down',
      'Upload timeout, please try again',
      'Cannot fetch Node Info: {{error}}',
      'Unsupported locale',
      'The server sent an answer Shoal cannot read.',
    ];
    const values: string[] = Object.values(errorMessages);
    for (const message of expected) expect(values).toContain(message);
  });

  it('uses i18next interpolation only ({{param}}, never {param})', () => {
    for (const message of Object.values(errorMessages)) expect(message).not.toMatch(/(^|[^{])\{\w+\}(?!\})/);
  });
});

describe('errorFromResponse', () => {
  it('404 radio exhausted, as a bare JSON string: recorded, not shown', () => {
    const error = errorFromResponse(404, "Radio doesn't have more candidates", noHeaders);
    expect(error).toMatchObject({ kind: 'radio-exhausted', status: 404, showMessage: false });
  });

  it('404 radio exhausted inside a detail field', () => {
    const error = errorFromResponse(404, { detail: "Radio doesn't have more candidates" }, noHeaders);
    expect(error.kind).toBe('radio-exhausted');
  });

  it('404 shows "Resource not found" and the detail', () => {
    const error = errorFromResponse(404, { detail: 'Not found.' }, noHeaders);
    expect(error).toMatchObject({ kind: 'not-found', showMessage: true });
    expect(texts(error)).toEqual(['Resource not found', 'Not found.']);
    expect(error.messages[1]?.raw).toBe('Not found.');
  });

  it('404 shows the body text when there is no detail, and nothing more for an empty body or HTML', () => {
    expect(texts(errorFromResponse(404, 'No such page', noHeaders))).toEqual(['Resource not found', 'No such page']);
    expect(texts(errorFromResponse(404, undefined, noHeaders))).toEqual(['Resource not found']);
    expect(texts(errorFromResponse(404, '<html><body>nginx</body></html>', noHeaders))).toEqual(['Resource not found']);
  });

  it('403 is "Permission denied", also for the HTML CSRF page of a real pod', () => {
    const csrf = errorFromResponse(403, realPodText('login_nocsrf.body'), noHeaders);
    expect(csrf).toMatchObject({ kind: 'permission-denied', status: 403, showMessage: true });
    expect(texts(csrf)).toEqual(['Permission denied']);
    expect(texts(errorFromResponse(403, { detail: 'You do not have permission' }, noHeaders))).toEqual([
      'Permission denied',
    ]);
  });

  it('429 with X-RateLimit-ResetSeconds gives the delay and reads every rate-limit header', () => {
    const headers = new Headers({
      'X-RateLimit-Limit': '30',
      'X-RateLimit-Remaining': '0',
      'X-RateLimit-Duration': '3600',
      'X-RateLimit-Reset': '1790000000',
      'X-RateLimit-ResetSeconds': '5',
    });
    const error = errorFromResponse(429, { detail: 'Request was throttled.' }, headers);
    expect(error).toMatchObject({
      kind: 'rate-limited',
      showMessage: true,
      rateLimit: { limit: 30, remaining: 0, duration: 3600, reset: 1790000000, resetSeconds: 5 },
    });
    expect(texts(error)).toEqual([
      'You sent too many requests and have been rate limited, please try again in 5 seconds',
    ]);
    expect(error.messages[0]).toMatchObject({
      key: 'errors.rateLimited',
      params: { delayCount: 5, delayUnit: 'second' },
    });
  });

  it('429 with Retry-After in seconds or as a date', () => {
    const seconds = errorFromResponse(429, undefined, new Headers({ 'Retry-After': '120' }));
    expect(texts(seconds)).toEqual([
      'You sent too many requests and have been rate limited, please try again in 2 minutes',
    ]);
    const date = new Date(Date.now() + 3 * 3600_000).toUTCString();
    const dated = errorFromResponse(429, undefined, new Headers({ 'Retry-After': date }));
    expect(texts(dated)[0]).toMatch(/please try again in 3 hours$/);
  });

  it('429 without any delay (the empty login throttle) says "later"', () => {
    const error = errorFromResponse(429, undefined, noHeaders);
    expect(texts(error)).toEqual(['You sent too many requests and have been rate limited, please try again later']);
    expect(error.rateLimit).toEqual({ limit: null, remaining: null, duration: null, reset: null, resetSeconds: null });
  });

  it('500 is "A server error occurred"', () => {
    const error = errorFromResponse(500, '<h1>Server Error (500)</h1>', noHeaders);
    expect(error).toMatchObject({ kind: 'server-error', showMessage: true });
    expect(texts(error)).toEqual(['A server error occurred']);
  });

  it('other 5xx are server errors that show the detail, else the unknown-error message', () => {
    const unavailable = errorFromResponse(503, { detail: 'Remote track is unavailable' }, noHeaders);
    expect(unavailable.kind).toBe('server-error');
    expect(texts(unavailable)).toEqual(['Remote track is unavailable']);
    expect(texts(errorFromResponse(502, '<html>Bad gateway</html>', noHeaders))).toEqual([
      errorMessages['errors.unknown'],
    ]);
  });

  it('401 is unauthenticated and not shown by the generic handler (the caller decides)', () => {
    const error = errorFromResponse(401, realPod('anon_artists.json'), noHeaders);
    expect(error).toMatchObject({ kind: 'unauthenticated', status: 401, showMessage: false });
    expect(texts(error)).toEqual(['Authentication credentials were not provided.']);
  });

  it('other statuses show the detail field', () => {
    const error = errorFromResponse(400, { detail: 'empty query' }, noHeaders);
    expect(error).toMatchObject({ kind: 'other', status: 400, showMessage: true });
    expect(texts(error)).toEqual(['empty query']);
  });

  it('other statuses without detail show the flattened field errors', () => {
    expect(texts(errorFromResponse(400, realPod('login_badpw.json'), noHeaders))).toEqual([
      'Unable to log in with provided credentials',
    ]);
    expect(
      texts(errorFromResponse(400, { name: ['This field is required.'], summary: { text: ['Too long'] } }, noHeaders)),
    ).toEqual(['Name: This field is required.', 'Too long']);
  });

  it('other statuses with nothing to say give the unknown-error message', () => {
    for (const body of [undefined, {}, '', '<html></html>']) {
      expect(texts(errorFromResponse(400, body, noHeaders))).toEqual([errorMessages['errors.unknown']]);
    }
    expect(texts(errorFromResponse(405, undefined, noHeaders))).toEqual([errorMessages['errors.unknown']]);
  });

  it('keeps the body for logs', () => {
    expect(errorFromResponse(400, { a: 1 }, noHeaders).body).toEqual({ a: 1 });
  });
});

describe('exceptions', () => {
  it('a network failure (fetch TypeError) says there may be a connectivity issue', () => {
    const error = errorFromException(new TypeError('fetch failed'));
    expect(error).toMatchObject({ kind: 'network', status: null, showMessage: true });
    expect(texts(error)).toEqual(['You may have a connectivity issue.']);
    expect(networkError().kind).toBe('network');
  });

  it('an AbortError is a cancelled request, not reported', () => {
    const error = errorFromException(new DOMException('The operation was aborted.', 'AbortError'));
    expect(error).toEqual({ kind: 'aborted', status: null, showMessage: false, messages: [] });
  });

  it('an aborted signal wins over whatever was thrown, except a timeout, which is a network failure', () => {
    const aborted = new AbortController();
    aborted.abort();
    expect(errorFromException(new Error('x'), aborted.signal).kind).toBe('aborted');
    const timedOut = new AbortController();
    timedOut.abort(new DOMException('timed out', 'TimeoutError'));
    expect(errorFromException(new DOMException('timed out', 'TimeoutError'), timedOut.signal).kind).toBe('network');
  });
});

describe('delays', () => {
  it('rounds up to whole seconds, minutes or hours', () => {
    expect(formatDelay(0).english).toBe('1 second');
    expect(formatDelay(1).english).toBe('1 second');
    expect(formatDelay(4.2).english).toBe('5 seconds');
    expect(formatDelay(59).english).toBe('59 seconds');
    expect(formatDelay(60).english).toBe('1 minute');
    expect(formatDelay(61).english).toBe('2 minutes');
    expect(formatDelay(3600).english).toBe('1 hour');
    expect(formatDelay(7201)).toEqual({ count: 3, unit: 'hour', english: '3 hours' });
  });

  it('prefers X-RateLimit-ResetSeconds over Retry-After and ignores junk', () => {
    expect(retryDelaySeconds(new Headers({ 'X-RateLimit-ResetSeconds': '7', 'Retry-After': '100' }))).toBe(7);
    expect(retryDelaySeconds(new Headers({ 'Retry-After': 'soon' }))).toBeNull();
    expect(retryDelaySeconds(new Headers({ 'Retry-After': new Date(0).toUTCString() }), 10_000)).toBe(0);
  });

  it('lets a locale translate the delay through the duration keys', () => {
    const uiText = errorFromResponse(429, undefined, new Headers({ 'Retry-After': '1' })).messages[0];
    const french: Record<string, string> = {
      'errors.rateLimited': 'Réessayez dans {{delay}}',
      'duration.second': '{{count}} seconde',
    };
    const translate = (key: string, params?: Record<string, string | number>) =>
      (french[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params?.[name]));
    expect(uiText && renderUiText(uiText, translate)).toBe('Réessayez dans 1 seconde');
  });
});

describe('UI messages (spec 01 section 9)', () => {
  it('holds the spec constants', () => {
    expect(UI_MESSAGE_MAX).toBe(100);
    expect(UI_MESSAGE_DISPLAY_MS).toBe(5000);
  });

  it('is red for an error flag or a text containing "error", otherwise blue', () => {
    expect(uiMessageColor('Saved', { error: true })).toBe('red');
    expect(uiMessageColor('An Error occurred')).toBe('red');
    expect(uiMessageColor('Error while publishing')).toBe('red');
    expect(uiMessageColor('Library created')).toBe('blue');
    expect(uiMessageColor('Library created', { error: false })).toBe('blue');
  });

  it('uses a given colour', () => {
    expect(uiMessageColor('Library created', { color: 'green' })).toBe('green');
    expect(uiMessageColor('Error while publishing', { color: 'yellow' })).toBe('yellow');
  });
});
