import { useTranslation } from 'react-i18next';
import { ShellFrame } from './ShellFrame';
import { Logo } from './Splash';
import { PlayerSlot } from '../player/PlayerSlot'; // s29: the bar is a chunk of its own
import './shell.css';

/** The sidebar's brand: the app's name. */
function AppBrand() {
  const { t } = useTranslation();
  return (
    <>
      <Logo />
      <span>{t('app.name')}</span>
    </>
  );
}

/** The newer interface's frame (the classic one is classic/ClassicShell.tsx; both are a ShellFrame). */
export function Shell() {
  const { t } = useTranslation();
  return (
    <ShellFrame
      variant="new"
      topBrand={<span className="topbar__brand">{t('app.name')}</span>}
      SidebarBrand={AppBrand}
      Player={PlayerSlot}
    />
  );
}
