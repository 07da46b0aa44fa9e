import { memo, useCallback, useMemo, useRef, type ComponentType, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Menu } from '../icons';
import type { SessionRow } from '../../db/session';
import { Sidebar, sidebarId } from './Sidebar';
import { useShellGate } from './useShellGate';
import { useFoldedMenu } from './useFoldedMenu';
import { ShellMain, ShellTail, SkipLink, useShellEffects } from './ShellCommon';
import { Splash } from './Splash';
import { KnownSessionProvider } from './known-session';
import type { ShellVariant } from './nav-sections';
// search21: the search box of every screen.
import { ShellSearch } from '../search/ShellSearch';

/** The CSS names of each shell's frame (shell.css, classic/classic.css: each shell imports its own, after its player's). */
const FRAME_NAMES = {
  new: { root: 'shell', topbar: 'topbar', content: 'content', dock: undefined },
  classic: { root: 'classic', topbar: 'classic-topbar', content: 'classic-content', dock: 'classic-player-dock' },
} as const;

interface Props {
  variant: ShellVariant;
  /** The brand in the top bar (below the desktop breakpoint). */
  topBrand: ReactNode;
  /** What the brand link atop the sidebar shows, from the session. */
  SidebarBrand: ComponentType<{ session: SessionRow }>;
  /** The player: the newer shell's bar, or the classic one docked at the bottom of the sidebar. */
  Player: ComponentType<{ onShowShortcuts: () => void }>;
}

/**
 * The frame of both shells (Shell.tsx, classic/ClassicShell.tsx): the gate, a top bar with the menu
 * button and search, the sidebar (folded behind the menu button below the desktop breakpoint), the
 * main content, the player, and the shared tail (ShellCommon). Only the names, brands and player differ.
 */
export function ShellFrame({ variant, topBrand, SidebarBrand, Player }: Props) {
  const { t } = useTranslation();
  const menu = useFoldedMenu();
  const menuOpen = menu.open;
  const [helpOpen, setHelpOpen] = useShellEffects();
  const showShortcuts = useCallback(() => setHelpOpen(true), [setHelpOpen]);
  const closeShortcuts = useCallback(() => setHelpOpen(false), [setHelpOpen]);

  const gate = useShellGate();
  const sidebarSession = useSidebarSession(gate.kind === 'ready' ? gate.session : null);
  const brand = useMemo(
    () => (sidebarSession ? <SidebarBrand session={sidebarSession} /> : null),
    [SidebarBrand, sidebarSession],
  );
  if (gate.kind === 'splash') return <Splash />;
  if (gate.kind === 'redirect') return <Navigate to={gate.to} replace />;
  const session = gate.session;
  const names = FRAME_NAMES[variant];

  return (
    <div className={names.root} data-shell={variant} data-menu-open={menuOpen}>
      <SkipLink />
      {/* While the menu is open, the rest of the page is inert: focus and screen readers stay in it. */}
      <header className={names.topbar} inert={menuOpen}>
        <button
          ref={menu.buttonRef}
          type="button"
          className="icon-button"
          aria-label={t('nav.openMenu')}
          aria-expanded={menuOpen}
          aria-controls={sidebarId(variant)}
          onClick={() => menu.setOpen(true)}
        >
          <Menu aria-hidden size={22} />
        </button>
        {topBrand}
        {/* search21: on a phone the search box is in the top bar. */}
        <ShellSearch />
      </header>
      <Sidebar
        variant={variant}
        session={sidebarSession ?? session}
        open={menuOpen}
        onClose={menu.close}
        brand={brand}
      />
      {menuOpen && <div className="scrim" aria-hidden onClick={menu.close} />}
      {/* d16: the screens know the session from their first render (known-session.tsx). */}
      <KnownSessionProvider session={session}>
        <ShellMain className={names.content} inert={menuOpen} />
      </KnownSessionProvider>
      <Dock className={names.dock} inert={menuOpen} Player={Player} onShowShortcuts={showShortcuts} />
      <ShellTail helpOpen={helpOpen} onCloseHelp={closeShortcuts} />
    </div>
  );
}

/** The player's place (lead30: memoized, as the frame's other parts that take no session). */
const Dock = memo(function Dock({
  className,
  inert,
  Player,
  onShowShortcuts,
}: {
  className: string | undefined;
  inert: boolean;
  Player: Props['Player'];
  onShowShortcuts: () => void;
}) {
  return (
    <div className={className} inert={inert}>
      <Player onShowShortcuts={onShowShortcuts} />
    </div>
  );
});

/**
 * lead30: the session as the sidebar reads it (its profile and its pod), kept the same object while
 * those are unchanged: the row also changes when the start's session check writes `checked` or the
 * API base, and the (memoized) sidebar with its menus need not render again for that.
 */
function useSidebarSession(session: SessionRow | null): SessionRow | null {
  const kept = useRef(session);
  const previous = kept.current;
  const same =
    previous !== null &&
    session !== null &&
    previous.instanceUrl === session.instanceUrl &&
    JSON.stringify(previous.profile) === JSON.stringify(session.profile);
  if (!same) kept.current = session;
  return kept.current;
}
