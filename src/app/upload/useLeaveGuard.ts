import { useEffect } from 'react';
import { useBlocker } from '../routing/history';
import { isVariantSwitch } from '../variant/variant';

/**
 * Spec 01 section 4: leaving the page during an upload asks first. Closing or reloading the tab gets
 * the browser's own prompt (beforeunload); leaving the upload screens in the app gets ours, and so
 * does a switch of interface.
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
  // cl26: a switch of interface leaves the screen even where the path stays (variant/router.ts).
  return useBlocker(
    ({ currentLocation, nextLocation }) =>
      active &&
      (isVariantSwitch(nextLocation.state) ||
        (!nextLocation.pathname.startsWith('/upload') && currentLocation.pathname !== nextLocation.pathname)),
  );
}
