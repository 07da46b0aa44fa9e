// Which failures are "unexpected errors" (spec 01 section 8): unhandled exceptions and rejections are;
// an image that fails to load, a cancelled request (an upload's cancel is an AbortError) and the
// service worker's registration errors (only logged) are not, nor is a chunk that could not be
// fetched (a network failure, which the screen's error boundary already offers to reload).

/** Set on an error that the service worker's registration raised, by whoever raises it. */
export const SERVICE_WORKER_ERROR = Symbol.for('shoal.serviceWorkerError');

const NOT_REPORTED_MESSAGES = [
  // Chromium's harmless notice of a resize loop, raised as an error event.
  /ResizeObserver loop/,
  // A lazy chunk that could not be fetched (offline, or a new version replaced it).
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/,
  /ServiceWorker|service worker/i,
];

function isImage(target: unknown): boolean {
  return (
    typeof target === 'object' &&
    target !== null &&
    'tagName' in target &&
    String((target as { tagName: unknown }).tagName).toUpperCase() === 'IMG'
  );
}

/**
 * Whether a failure is one to show and report. `reason` is what was thrown or rejected; `target` the
 * element an error event came from, when it came from one (a resource that failed to load).
 */
export function isReportable(reason: unknown, target?: unknown): boolean {
  if (isImage(target)) return false;
  if (target !== undefined && target !== null && typeof target === 'object' && 'tagName' in target) return false;
  if (reason === null || reason === undefined) return false;
  if (typeof reason === 'object') {
    if (SERVICE_WORKER_ERROR in reason) return false;
    if (isImage((reason as { target?: unknown }).target)) return false;
    const name = (reason as { name?: unknown }).name;
    if (name === 'AbortError') return false;
    // A bare `error` event (an <img> or <audio> that failed, rejected as such), not a script error.
    if (typeof Event !== 'undefined' && reason instanceof Event && !('error' in reason)) return false;
  }
  const message = typeof reason === 'string' ? reason : String((reason as { message?: unknown }).message ?? '');
  return !NOT_REPORTED_MESSAGES.some((pattern) => pattern.test(message));
}
