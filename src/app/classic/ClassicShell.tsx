// Throwaway (variant26): the newer shell's frame marked data-shell="classic", until classic26's ClassicShell replaces this file at the merge.
import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Menu } from 'lucide-react';
import { useSession } from '../../db/session';
import { useSessionCheckedThisRun } from '../../sync/session';
import { redirectFor } from '../routing/guards';
import { instanceDomainOf } from '../profiles/handle';
import { Sidebar } from '../shell/Sidebar';
import { MessageList } from '../shell/MessageList';
import { useFocusHeadingAfterNavigation, useScrollAfterNavigation } from '../shell/useNavigationEffects'; // keys25
import { useInstanceStyles } from '../shell/useInstanceStyles';
import { useDocumentTitle } from '../shell/useDocumentTitle'; // axe25
import { Splash } from '../shell/Splash';
import { SyncStatus } from '../shell/SyncStatus';
import { PlayerBar } from '../player/PlayerBar';
import { ShortcutsDialog } from '../player/ShortcutsDialog';
import { usePlayerShortcuts } from '../player/usePlayerShortcuts';
// search21: the search box of every screen.
import { ShellSearch } from '../search/ShellSearch';
import { ErrorReports } from '../error-reports/ErrorReports'; // consent24
import '../shell/shell.css';

/** While a screen's chunk loads (only on a first visit without a navigation to keep showing). */
function ScreenLoading() {
  const { t } = useTranslation();
  return (
    <p className="state" role="status" aria-live="polite">
      {t('app.loadingScreen')}
    </p>
  );
}

/** Spec 01 section 9: from the desktop breakpoint the sidebar stays. */
const DESKTOP_QUERY = '(min-width: 1024px)';

export function ClassicShell() {
  const { t } = useTranslation();
  const location = useLocation();
  const session = useSession();
  const checkedThisRun = useSessionCheckedThisRun();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  // Closed by hand (not by a navigation), the menu hands the focus back to its button, once the
  // page behind it is no longer inert (after the render that closes it).
  const returnFocus = useRef(false);
  const closeMenu = useCallback(() => {
    returnFocus.current = true;
    setMenuOpen(false);
  }, []);
  useEffect(() => {
    if (menuOpen || !returnFocus.current) return;
    returnFocus.current = false;
    menuButtonRef.current?.focus();
  }, [menuOpen]);
  useScrollAfterNavigation();
  useFocusHeadingAfterNavigation(); // keys25: issue 25, the focus to the new screen's h1
  useInstanceStyles();
  useDocumentTitle(); // axe25
  const [helpOpen, setHelpOpen] = usePlayerShortcuts();

  // A navigation closes the folded-away menu on small screens, and so does reaching the desktop
  // layout, where the sidebar stays and nothing may be left inert.
  useEffect(() => setMenuOpen(false), [location.pathname]);
  useEffect(() => {
    const desktop = window.matchMedia(DESKTOP_QUERY);
    const onChange = () => desktop.matches && setMenuOpen(false);
    desktop.addEventListener('change', onChange);
    return () => desktop.removeEventListener('change', onChange);
  }, []);

  // Only a first start waits (for the front settings to name the pod). Once the pod is known, the
  // screens render from what is stored and the session check runs behind (issue 17).
  if (!session || (session.instanceUrl === null && !session.checked)) return <Splash />;

  const profile = session.profile;
  const redirect = redirectFor(location, {
    placeholderInstance: session.instanceUrl === null,
    authenticated: profile !== null,
    permissions: profile?.permissions ?? { settings: false, library: false, moderation: false },
    instanceDomain: instanceDomainOf(session.instanceUrl),
  });
  if (redirect) {
    // Turned away for want of a sign-in or a permission the stored session lacks: this run's check
    // may still find one (a pod cookie set elsewhere), so the deep link waits for it, not lost.
    const mayChange = profile === null || location.pathname.startsWith('/manage');
    if (mayChange && (!checkedThisRun || !session.checked) && session.instanceUrl !== null) return <Splash />;
    return <Navigate to={redirect} replace />;
  }

  return (
    <div className="shell" data-shell="classic" data-menu-open={menuOpen}>
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      {/* While the menu is open, the rest of the page is inert: focus and screen readers stay in it. */}
      <header className="topbar" inert={menuOpen}>
        <button
          ref={menuButtonRef}
          type="button"
          className="icon-button"
          aria-label={t('nav.openMenu')}
          aria-expanded={menuOpen}
          aria-controls="sidebar"
          onClick={() => setMenuOpen(true)}
        >
          <Menu aria-hidden size={22} />
        </button>
        <span className="topbar__brand">{t('app.name')}</span>
        {/* search21: on a phone the search box is in the top bar. */}
        <ShellSearch />
      </header>
      <Sidebar id="sidebar" session={session} open={menuOpen} onClose={closeMenu} />
      {menuOpen && <div className="scrim" aria-hidden onClick={closeMenu} />}
      <main id="main" className="content" tabIndex={-1} inert={menuOpen}>
        <SyncStatus />
        {/* Screens other than the first ones are chunks loaded on demand (routes.tsx). */}
        <Suspense fallback={<ScreenLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <div inert={menuOpen}>
        <PlayerBar onShowShortcuts={() => setHelpOpen(true)} />
      </div>
      {/* nowplaying27: the now-playing screen */}
      {/* end nowplaying27 */}
      {helpOpen && <ShortcutsDialog onClose={() => setHelpOpen(false)} />}
      <MessageList />
      <ErrorReports /> {/* consent24: the consent prompt and the feedback dialog */}
    </div>
  );
}
