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
 * may be gone. It waits for the heading (a lazy screen, a page still loading), and leaves the focus
 * alone if the user moved it meanwhile, or if it sits in a tab list (a tab keeps the focus) or a dialog.
 */
export function useFocusHeadingAfterNavigation(): void {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    const before = document.activeElement;
    if (before?.closest('[role="tablist"], .tabs, [role="dialog"]')) return;
    const mayTake = () => {
      const now = document.activeElement;
      return !now || now === document.body || now === before || !now.isConnected;
    };
    const tryFocus = (): boolean => {
      const heading = document.querySelector<HTMLElement>('main h1');
      if (!heading) return false;
      if (mayTake()) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        // The scroll is the spec's own (above): the heading is near the top it scrolls to.
        heading.focus({ preventScroll: true });
      }
      return true;
    };
    if (tryFocus()) return;
    const main = document.querySelector('main');
    if (!main) return;
    const observer = new MutationObserver(() => tryFocus() && stop());
    const timer = setTimeout(() => stop(), HEADING_WAIT_MS);
    function stop() {
      observer.disconnect();
      clearTimeout(timer);
    }
    observer.observe(main, { childList: true, subtree: true });
    return stop;
  }, [pathname]);
}
