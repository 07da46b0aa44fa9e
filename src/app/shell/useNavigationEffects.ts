import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** Spec 01 section 2: after a navigation the page scrolls after a 100 ms delay. */
const SCROLL_AFTER_NAVIGATION_MS = 100;

export function useScrollAfterNavigation(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const timer = setTimeout(() => window.scrollTo({ top: 0 }), SCROLL_AFTER_NAVIGATION_MS);
    return () => clearTimeout(timer);
  }, [pathname]);
}

/** How long a new screen may take to show its heading (a chunk to load, a first page to fetch). */
const HEADING_WAIT_MS = 10_000;

/**
 * Issue 25: after a navigation inside the app (not on the first load), the focus goes to the new
 * screen's h1, so a keyboard or screen reader user starts reading there instead of on a link that
 * may be gone. It waits for the heading (a lazy screen, a page still loading: a skeleton's empty
 * heading does not count) and follows it when the screen replaces it, and leaves the focus alone
 * once the user moved it, or if it sits in a tab list (a tab keeps the focus) or a dialog.
 */
export function useFocusHeadingAfterNavigation(): void {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    const before = document.activeElement;
    if (before?.closest('[role="tablist"], .tabs, [role="dialog"]')) return;
    let taken: HTMLElement | null = null;
    const main = document.querySelector('main');
    const observer = new MutationObserver(() => follow());
    const timer = setTimeout(() => stop(), HEADING_WAIT_MS);
    function stop() {
      observer.disconnect();
      clearTimeout(timer);
    }
    function follow() {
      const now = document.activeElement;
      const free = !now || now === document.body || (taken === null && now === before);
      if (!free) {
        // The user went on: nothing more to do (while the heading keeps it, it may still be replaced).
        if (now !== taken) stop();
        return;
      }
      const heading = document.querySelector<HTMLElement>('main h1:not(.skeleton-line)');
      if (!heading || heading === taken) return;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      // The scroll is the spec's own (above): the heading is near the top it scrolls to.
      heading.focus({ preventScroll: true });
      taken = heading;
    }
    follow();
    if (main) observer.observe(main, { childList: true, subtree: true });
    return stop;
  }, [pathname]);
}
