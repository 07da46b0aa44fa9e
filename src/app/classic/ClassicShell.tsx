import { Navigate, NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Info, Library, Menu, X } from 'lucide-react';
import type { SessionRow } from '../../db/session';
import { useShellGate } from '../shell/useShellGate';
import { useDrawerFocus, useFoldedMenu } from '../shell/useFoldedMenu';
import { ShellMain, ShellTail, SkipLink, useShellEffects } from '../shell/ShellCommon';
import { VariantSwitch } from '../variant/VariantSwitch'; // variant26
import { Splash, Logo } from '../shell/Splash';
import { NavMenus } from '../shell/NavMenus';
import { AccountLinks } from '../shell/AccountLinks';
import { PreferenceSwitches } from '../shell/PreferenceSwitches';
import { InstallButton } from '../pwa/InstallButton';
import { ShellSearch } from '../search/ShellSearch';
import { useInstanceName } from '../auth/useInstanceName';
import { instanceDomainOf } from '../profiles/handle';
import { ClassicPlayer } from './ClassicPlayer';
import '../shell/shell.css';
import '../player/player.css';
import './classic.css';

/** The pod's name, else its domain, else the app's name. */
function usePodTitle(session: SessionRow): string {
  const { t } = useTranslation();
  return useInstanceName() ?? instanceDomainOf(session.instanceUrl) ?? t('app.name');
}

interface SidebarProps {
  session: SessionRow;
  open: boolean;
  onClose: () => void;
}

/** The fixed left sidebar of the classic shell: brand, search, menus, user menu (the player docks below). */
function ClassicSidebar({ session, open, onClose }: SidebarProps) {
  const { t } = useTranslation();
  const closeRef = useDrawerFocus(open, onClose);
  const podTitle = usePodTitle(session);
  return (
    <aside id="classic-sidebar" className="classic-sidebar" data-open={open}>
      <div className="classic-sidebar__head">
        <NavLink to={session.profile ? '/library' : '/'} className="classic-brand">
          <Logo size={32} />
          <span className="classic-brand__name">{podTitle}</span>
        </NavLink>
        <button
          ref={closeRef}
          type="button"
          className="icon-button classic-sidebar__close"
          aria-label={t('nav.closeMenu')}
          onClick={onClose}
        >
          <X aria-hidden size={20} />
        </button>
      </div>
      <div className="classic-sidebar__search">
        <ShellSearch />
      </div>
      <nav aria-label={t('nav.main')} className="classic-sidebar__nav">
        <NavMenus session={session} variant="classic" />
      </nav>
      <div className="classic-sidebar__user">
        <AccountLinks session={session} />
        <InstallButton />
        <PreferenceSwitches />
        <VariantSwitch className="prefs__field" /> {/* variant26 */}
        <NavLink to="/about" className="sidebar__pod">
          <Info aria-hidden size={14} />
          <span>{t('about.nav')}</span>
        </NavLink>
        <NavLink to="/instance-chooser" className="sidebar__pod">
          <Library aria-hidden size={14} />
          <span>{t('nav.changePod')}</span>
        </NavLink>
      </div>
    </aside>
  );
}

/**
 * The older interface's frame (issue 26): a fixed left sidebar with the player docked at its bottom;
 * below the desktop breakpoint the sidebar folds behind a menu button in a top bar and the player is a
 * strip at the bottom of the screen. Everything else (gate, effects, screens, dialogs) is the newer
 * shell's, from shell/.
 */
export function ClassicShell() {
  const { t } = useTranslation();
  const menu = useFoldedMenu();
  const menuOpen = menu.open;
  const [helpOpen, setHelpOpen] = useShellEffects();

  const gate = useShellGate();
  if (gate.kind === 'splash') return <Splash />;
  if (gate.kind === 'redirect') return <Navigate to={gate.to} replace />;
  const session = gate.session;

  return (
    <div className="classic" data-shell="classic" data-menu-open={menuOpen}>
      <SkipLink />
      {/* While the menu is open, the rest of the page is inert: focus and screen readers stay in it. */}
      <header className="classic-topbar" inert={menuOpen}>
        <button
          ref={menu.buttonRef}
          type="button"
          className="icon-button"
          aria-label={t('nav.openMenu')}
          aria-expanded={menuOpen}
          aria-controls="classic-sidebar"
          onClick={() => menu.setOpen(true)}
        >
          <Menu aria-hidden size={22} />
        </button>
        <Logo size={24} />
        <ShellSearch />
      </header>
      <ClassicSidebar session={session} open={menuOpen} onClose={menu.close} />
      {menuOpen && <div className="scrim" aria-hidden onClick={menu.close} />}
      <ShellMain className="classic-content" inert={menuOpen} />
      <div className="classic-player-dock" inert={menuOpen}>
        <ClassicPlayer onShowShortcuts={() => setHelpOpen(true)} />
      </div>
      <ShellTail helpOpen={helpOpen} onCloseHelp={() => setHelpOpen(false)} />
    </div>
  );
}
