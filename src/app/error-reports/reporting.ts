// The reporter of this build (a chunk of its own, loaded only when something is to be sent): created
// once from the build's settings, reading the consent cookie at each send. Also sends traces of the
// app's navigations (their timing) at the build's sample rate.

import type { createBrowserRouter } from 'react-router';
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

type RouterLike = Pick<ReturnType<typeof createBrowserRouter>, 'subscribe' | 'state'>;

/**
 * Traces the start (time to the first screen) and each navigation: from its start (a navigation that
 * loads something passes through 'loading') to the next frame painted after the new location.
 */
export function traceNavigations(router: RouterLike, { pageLoad = true }: { pageLoad?: boolean } = {}): void {
  const reporter = current();
  if (!reporter) return;
  // variant26: a router made by a switch of variant traces its navigations, not another page load.
  if (pageLoad) reporter.trace('page-load', performance.now(), { path: router.state.location.pathname });
  let started: { at: number; from: string } | null = null;
  let path = router.state.location.pathname;
  router.subscribe((state) => {
    if (state.navigation.state !== 'idle') {
      started ??= { at: performance.now(), from: path };
      return;
    }
    if (state.location.pathname === path) {
      started = null;
      return;
    }
    const from = started?.from ?? path;
    const at = started?.at ?? performance.now();
    started = null;
    path = state.location.pathname;
    const to = path;
    requestAnimationFrame(() =>
      setTimeout(() => reporter.trace('navigation', performance.now() - at, { from, to }), 0),
    );
  });
}
