import { useEffect } from 'react';
import { useBlocker } from 'react-router';

/**
 * Spec 01 section 4: leaving the page during an upload asks first. Closing or reloading the tab gets
 * the browser's own prompt (beforeunload); leaving the upload screens in the app gets ours.
 */
export function useLeaveGuard(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [active]);
  return useBlocker(
    ({ currentLocation, nextLocation }) =>
      active && !nextLocation.pathname.startsWith('/upload') && currentLocation.pathname !== nextLocation.pathname,
  );
}
