import { useCallback, useEffect, useRef, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Menu } from 'lucide-react';
import { useSession } from '../../db/session';
import { redirectFor } from '../routing/guards';
import { Sidebar } from './Sidebar';
import { MessageList } from './MessageList';
import { useScrollAfterNavigation } from './useNavigationEffects';
import { useInstanceStyles } from './useInstanceStyles';
import { Splash } from './Splash';
import { PlayerBar } from '../player/PlayerBar';
import { ShortcutsDialog } from '../player/ShortcutsDialog';
import { usePlayerShortcuts } from '../player/usePlayerShortcuts';
import './shell.css';

export function Shell() {
  const { t } = useTranslation();
  const location = useLocation();
  const session = useSession();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  // Closed by hand (not by a navigation), the menu hands the focus back to its button.
  const closeMenu = useCallback(() => {
    setMenuOpen(false);
    menuButtonRef.current?.focus();
  }, []);
  useScrollAfterNavigation();
  useInstanceStyles();
  const [helpOpen, setHelpOpen] = usePlayerShortcuts();

  // A navigation closes the folded-away menu on small screens.
  useEffect(() => setMenuOpen(false), [location.pathname]);

  if (!session || !session.checked) return <Splash />;

  const profile = session.profile;
  const redirect = redirectFor(location, {
    placeholderInstance: session.instanceUrl === null,
    authenticated: profile !== null,
    permissions: profile?.permissions ?? { settings: false, library: false, moderation: false },
  });
  if (redirect) return <Navigate to={redirect} replace />;

  return (
    <div className="shell" data-menu-open={menuOpen}>
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <header className="topbar">
        <button ref={menuButtonRef} type="button" className="icon-button" aria-label={t('nav.openMenu')} aria-expanded={menuOpen} aria-controls="sidebar" onClick={() => setMenuOpen(true)}>
          <Menu aria-hidden size={22} />
        </button>
        <span className="topbar__brand">{t('app.name')}</span>
      </header>
      <Sidebar id="sidebar" session={session} open={menuOpen} onClose={closeMenu} />
      {menuOpen && <div className="scrim" aria-hidden onClick={closeMenu} />}
      <main id="main" className="content" tabIndex={-1}>
        <Outlet />
      </main>
      <PlayerBar onShowShortcuts={() => setHelpOpen(true)} />
      {helpOpen && <ShortcutsDialog onClose={() => setHelpOpen(false)} />}
      <MessageList />
    </div>
  );
}
