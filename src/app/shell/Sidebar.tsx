import { memo, type ReactNode } from 'react';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Library, X, Info } from '../icons';
import type { SessionRow } from '../../db/session';
import { PreferenceSwitches } from './PreferenceSwitches';
import { VariantSwitch } from '../variant/VariantSwitch'; // variant26
import { InstallButton } from '../pwa/InstallButton';
import { NavMenus } from './NavMenus';
import { AccountLinks } from './AccountLinks';
import { useDrawerFocus } from './useFoldedMenu';
import type { ShellVariant } from './nav-sections';
// search21: the search box of every screen.
import { ShellSearch } from '../search/ShellSearch';

/** The sidebar's id, and the base of its CSS names: `sidebar` (newer shell, shell.css), `classic-sidebar` (classic.css). */
export function sidebarId(variant: ShellVariant): string {
  return variant === 'classic' ? 'classic-sidebar' : 'sidebar';
}

interface Props {
  variant: ShellVariant;
  session: SessionRow;
  open: boolean;
  onClose: () => void;
  /** What the brand link atop the sidebar shows: the app's name (newer shell), the pod's (classic). */
  brand: ReactNode;
}

/** The sidebar of both shells: brand, search, menus, then the user menu (account, install, preferences, pod). */
// lead30: memoized; the frame keeps `session` and `brand` the same objects while the sidebar's part of them is unchanged.
export const Sidebar = memo(function Sidebar({ variant, session, open, onClose, brand }: Props) {
  const { t } = useTranslation();
  const base = sidebarId(variant);
  // Opened on a phone, the menu takes the focus, and Escape gives it back.
  const closeRef = useDrawerFocus(open, onClose);

  return (
    <aside id={base} className={base} data-open={open}>
      <div className={`${base}__head`}>
        <NavLink to={session.profile ? '/library' : '/'} className={variant === 'classic' ? 'classic-brand' : 'brand'}>
          {brand}
        </NavLink>
        <button
          ref={closeRef}
          type="button"
          className={`icon-button ${base}__close`}
          aria-label={t('nav.closeMenu')}
          onClick={onClose}
        >
          <X aria-hidden size={20} />
        </button>
      </div>
      {/* search21: from the desktop breakpoint the search box tops the sidebar. */}
      <div className={`${base}__search`}>
        <ShellSearch />
      </div>
      <nav aria-label={t('nav.main')} className={`${base}__nav`}>
        <NavMenus session={session} variant={variant} />
      </nav>
      <div className={`${base}__foot`}>
        <AccountLinks session={session} />
        <InstallButton />
        <PreferenceSwitches />
        {/* variant26 */}
        <VariantSwitch className="prefs__field" />
        {/* end variant26 */}
        {/* about21: what this pod is, open to everyone. */}
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
});
