import { useEffect } from 'react';
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
