// What a report must never carry (issue 24): tokens, passwords and cookies. Values under sensitive
// keys are replaced whole; in text, Authorization headers, bearer tokens, cookie headers and the
// query or form values of sensitive names are. Applied to everything a report holds, the stack and
// the page address included.

export const FILTERED = '[Filtered]';

const SENSITIVE_KEY = /authorization|cookie|token|secret|password|passwd|csrf|session|^code$|^key$|^signature$/i;
const SENSITIVE_PARAM =
  '(?:token|access_token|refresh_token|id_token|client_secret|password|new_password1|new_password2|old_password|csrfmiddlewaretoken|csrftoken|sessionid|code|key|signature|jwt)';

const TEXT_RULES: [RegExp, string][] = [
  // `Authorization: Bearer abc`, `"Authorization":"Bearer abc"`, `authorization=abc`
  [/(authorization["']?\s*[:=]\s*["']?)(?:(?:bearer|basic|token)\s+)?[^\s"',;}&]+/gi, `$1${FILTERED}`],
  [/\b(bearer\s+)[A-Za-z0-9._~+/=-]+/gi, `$1${FILTERED}`],
  // `Cookie: a=b; c=d` and `Set-Cookie: ...` up to the end of the line.
  [/((?:set-)?cookie["']?\s*[:=]\s*["']?)[^\n"'}]*/gi, `$1${FILTERED}`],
  // `?token=abc&x`, `access_token=abc`, `"password": "abc"`
  [new RegExp(`([?&;\\s"'{,]|^)(${SENSITIVE_PARAM})(=)[^&\\s#"',;}]*`, 'gi'), `$1$2$3${FILTERED}`],
  [
    new RegExp(`(["']${SENSITIVE_PARAM}["']\\s*:\\s*)("(?:[^"\\\\]|\\\\.)*"|'[^']*'|[^\\s,}]+)`, 'gi'),
    `$1"${FILTERED}"`,
  ],
];

export function scrubText(text: string): string {
  return TEXT_RULES.reduce((result, [pattern, replacement]) => result.replace(pattern, replacement), text);
}

/** A deep copy of `value` with nothing sensitive left; cycles and depth past 8 are cut. */
export function scrubValue(value: unknown, depth = 0, seen = new WeakSet<object>()): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth > 8 || seen.has(value)) return '[…]';
  seen.add(value);
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1, seen));
  const headers = typeof Headers !== 'undefined' && value instanceof Headers ? Object.fromEntries(value) : value;
  const result: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(headers)) {
    result[key] = SENSITIVE_KEY.test(key) ? FILTERED : scrubValue(item, depth + 1, seen);
  }
  return result;
}
