import { useTranslation } from 'react-i18next';
import type { SessionRow } from '../../db/session';
import { ShellFrame } from '../shell/ShellFrame';
import { Logo } from '../shell/Splash';
import { useInstanceName } from '../auth/useInstanceName';
import { instanceDomainOf } from '../profiles/handle';
import { ClassicPlayer } from './ClassicPlayer';
import '../shell/shell.css';
import '../player/player.css';
import './classic.css';

/** The sidebar's brand: the pod's name, else its domain, else the app's name. */
function PodBrand({ session }: { session: SessionRow }) {
  const { t } = useTranslation();
  const podTitle = useInstanceName() ?? instanceDomainOf(session.instanceUrl) ?? t('app.name');
  return (
    <>
      <Logo size={32} />
      <span className="classic-brand__name">{podTitle}</span>
    </>
  );
}

/**
 * The older interface's frame (issue 26): a fixed left sidebar with the player docked at its bottom;
 * below the desktop breakpoint the sidebar folds behind a menu button in a top bar and the player is a
 * strip at the bottom of the screen. The frame itself (gate, effects, screens, dialogs) is the newer
 * shell's ShellFrame, with the classic names (classic.css), the pod's brand and the classic player.
 */
export function ClassicShell() {
  return <ShellFrame variant="classic" topBrand={<Logo size={24} />} SidebarBrand={PodBrand} Player={ClassicPlayer} />;
}
