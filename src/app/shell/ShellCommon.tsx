import { Suspense, memo, useRef } from 'react';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MessageList } from './MessageList';
import { useFocusHeadingAfterNavigation, useScrollAfterNavigation } from './useNavigationEffects'; // keys25
import { useInstanceStyles } from './useInstanceStyles';
import { useDocumentTitle } from './useDocumentTitle'; // axe25
import { SyncStatus } from './SyncStatus';
import { usePlayerShortcuts } from '../player/usePlayerShortcuts';
import { ErrorReports } from '../error-reports/ErrorReports'; // consent24
import { NowPlayingHost } from '../player/NowPlayingHost'; // nowplaying27
import { lazy } from '../i18n/lazy-screen'; // s29: its strings (the `shortcuts` group) come with it

// What the newer shell and the classic one (src/app/classic) share: only their frames differ.

// b17 (issue 17): the shortcuts dialog loads when it is first opened, not with the first screen.
const ShortcutsDialog = lazy(async () => ({ default: (await import('../player/ShortcutsDialog')).ShortcutsDialog }));

/** While a screen's chunk loads (only on a first visit without a navigation to keep showing). */
function ScreenLoading() {
  const { t } = useTranslation();
  return (
    <p className="state" role="status" aria-live="polite">
      {t('app.loadingScreen')}
    </p>
  );
}

/**
 * The effects of every shell, run before its gate decides: scroll and focus after a navigation, the
 * instance's custom CSS and stylesheets, the player's keyboard shortcuts. Returns
 * whether the shortcuts dialog is open, and its setter.
 */
export function useShellEffects(): [boolean, (open: boolean) => void] {
  useScrollAfterNavigation();
  useFocusHeadingAfterNavigation(); // keys25: issue 25, the focus to the new screen's h1
  useInstanceStyles();
  return usePlayerShortcuts();
}

/** The skip link to the main content (first in every shell). */
// lead30: the frame re-renders at each change of the session row or of the reachability while a start
// settles; its parts that take no session are memoized, so that those renders stop at the frame.
export const SkipLink = memo(function SkipLink() {
  const { t } = useTranslation();
  return (
    <a className="skip-link" href="#main">
      {t('app.skipToContent')}
    </a>
  );
});

/** The main landmark with the current screen. */
export const ShellMain = memo(function ShellMain({ inert, className }: { inert: boolean; className: string }) {
  const ref = useRef<HTMLElement>(null);
  useDocumentTitle(ref); // axe25; polish29: it watches this landmark only
  return (
    <main ref={ref} id="main" className={className} tabIndex={-1} inert={inert}>
      <SyncStatus />
      {/* Screens other than the first ones are chunks loaded on demand (routes.tsx). */}
      <Suspense fallback={<ScreenLoading />}>
        <Outlet />
      </Suspense>
    </main>
  );
});

/** The shared tail of every shell: the now-playing screen, the shortcuts dialog, the messages, the error reports. */
export const ShellTail = memo(function ShellTail({
  helpOpen,
  onCloseHelp,
}: {
  helpOpen: boolean;
  onCloseHelp: () => void;
}) {
  return (
    <>
      <NowPlayingHost /> {/* nowplaying27: the F key and the now-playing screen (issue 27) */}
      {helpOpen && (
        <Suspense fallback={null}>
          <ShortcutsDialog onClose={onCloseHelp} />
        </Suspense>
      )}
      <MessageList />
      <ErrorReports /> {/* consent24: the consent prompt and the feedback dialog */}
    </>
  );
});
