import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Library, X, Info } from 'lucide-react';
import type { SessionRow } from '../../db/session';
import { PreferenceSwitches } from './PreferenceSwitches';
import { VariantSwitch } from '../variant/VariantSwitch'; // variant26
import { InstallButton } from '../pwa/InstallButton';
import { Logo } from './Splash';
import { NavMenus } from './NavMenus';
import { AccountLinks } from './AccountLinks';
import { useDrawerFocus } from './useFoldedMenu';
// search21: the search box of every screen.
import { ShellSearch } from '../search/ShellSearch';

interface Props {
  id: string;
  session: SessionRow;
  open: boolean;
  onClose: () => void;
}

export function Sidebar({ id, session, open, onClose }: Props) {
  const { t } = useTranslation();
  const profile = session.profile;
  // Opened on a phone, the menu takes the focus, and Escape gives it back.
  const closeRef = useDrawerFocus(open, onClose);

  return (
    <aside id={id} className="sidebar" data-open={open}>
      <div className="sidebar__head">
        <NavLink to={profile ? '/library' : '/'} className="brand">
          <Logo />
          <span>{t('app.name')}</span>
        </NavLink>
        <button
          ref={closeRef}
          type="button"
          className="icon-button sidebar__close"
          aria-label={t('nav.closeMenu')}
          onClick={onClose}
        >
          <X aria-hidden size={20} />
        </button>
      </div>
      {/* search21: from the desktop breakpoint the search box tops the sidebar. */}
      <div className="sidebar__search">
        <ShellSearch />
      </div>
      <nav aria-label={t('nav.main')} className="sidebar__nav">
        <NavMenus session={session} variant="new" />
      </nav>
      <div className="sidebar__foot">
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
}
