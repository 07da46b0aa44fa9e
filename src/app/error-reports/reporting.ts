// The reporter of this build (a chunk of its own, loaded only when something is to be sent): created
// once from the build's settings, reading the consent cookie at each send. Also sends traces of the
// app's navigations (their timing) at the build's sample rate.

import type { AppHistory } from '../routing/history';
import { createReporter, readConsent, reportingConfig, type Reporter } from '../../sync/error-reports';

let reporter: Reporter | null | undefined;

function current(): Reporter | null {
  if (reporter === undefined) {
    const config = reportingConfig(window.location.origin);
    reporter = config
      ? createReporter({
          ...config,
          consent: readConsent,
          release: __SHOAL_BUILD__,
          page: () => ({ url: window.location.href, userAgent: navigator.userAgent }),
        })
      : null;
  }
  return reporter;
}

export function reportError(reason: unknown, source: string): string | null {
  return current()?.reportError(reason, source) ?? null;
}

export function sendFeedback(feedback: { eventId: string; name: string; email: string; comments: string }): boolean {
  return current()?.sendFeedback(feedback) ?? false;
}

/**
 * Traces the start (time to the first screen) and each navigation: from the change of address to the
 * next frame painted after the new place's screen rendered (a screen whose chunk loads is waited for).
 */
export function traceNavigations(history: Pick<AppHistory, 'snapshot' | 'listen' | 'listenCommits'>): void {
  const reporter = current();
  if (!reporter) return;
  let path = history.snapshot().location.pathname;
  reporter.trace('page-load', performance.now(), { path });
  let started: { at: number; from: string } | null = null;
  history.listen(({ location }) => {
    if (location.pathname !== path) started ??= { at: performance.now(), from: path };
  });
  history.listenCommits((location) => {
    if (location.pathname === path) return;
    const from = started?.from ?? path;
    const at = started?.at ?? performance.now();
    started = null;
    path = location.pathname;
    const to = path;
    requestAnimationFrame(() =>
      setTimeout(() => reporter.trace('navigation', performance.now() - at, { from, to }), 0),
    );
  });
}
