import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Menu } from 'lucide-react';
import { Sidebar } from './Sidebar';
import { useShellGate } from './useShellGate';
import { useFoldedMenu } from './useFoldedMenu';
import { ShellMain, ShellTail, SkipLink, useShellEffects } from './ShellCommon';
import { Splash } from './Splash';
import { PlayerBar } from '../player/PlayerBar';
// search21: the search box of every screen.
import { ShellSearch } from '../search/ShellSearch';
import './shell.css';

/** The newer interface's frame (the classic one is classic/ClassicShell.tsx; both share ShellCommon). */
export function Shell() {
  const { t } = useTranslation();
  const menu = useFoldedMenu();
  const menuOpen = menu.open;
  const [helpOpen, setHelpOpen] = useShellEffects();

  const gate = useShellGate();
  if (gate.kind === 'splash') return <Splash />;
  if (gate.kind === 'redirect') return <Navigate to={gate.to} replace />;
  const session = gate.session;

  return (
    <div className="shell" data-shell="new" data-menu-open={menuOpen}>
      <SkipLink />
      {/* While the menu is open, the rest of the page is inert: focus and screen readers stay in it. */}
      <header className="topbar" inert={menuOpen}>
        <button
          ref={menu.buttonRef}
          type="button"
          className="icon-button"
          aria-label={t('nav.openMenu')}
          aria-expanded={menuOpen}
          aria-controls="sidebar"
          onClick={() => menu.setOpen(true)}
        >
          <Menu aria-hidden size={22} />
        </button>
        <span className="topbar__brand">{t('app.name')}</span>
        {/* search21: on a phone the search box is in the top bar. */}
        <ShellSearch />
      </header>
      <Sidebar id="sidebar" session={session} open={menuOpen} onClose={menu.close} />
      {menuOpen && <div className="scrim" aria-hidden onClick={menu.close} />}
      <ShellMain className="content" inert={menuOpen} />
      <div inert={menuOpen}>
        <PlayerBar onShowShortcuts={() => setHelpOpen(true)} />
      </div>
      <ShellTail helpOpen={helpOpen} onCloseHelp={() => setHelpOpen(false)} />
    </div>
  );
}
