import { useTranslation } from 'react-i18next';
import { Download } from '../icons';
import { promptInstall, useInstallOffer } from './install';

/** "Install Shoal": shown only while the browser offers to install the app. */
export function InstallButton() {
  const { t } = useTranslation();
  const offered = useInstallOffer();
  if (!offered) return null;
  return (
    <button type="button" className="button button--block install-button" onClick={() => void promptInstall()}>
      <Download aria-hidden size={18} />
      {t('pwa.install')}
    </button>
  );
}
