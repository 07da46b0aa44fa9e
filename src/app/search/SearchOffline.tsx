import { useTranslation } from 'react-i18next';
import { CloudOff } from '../icons';

/** A query never run on this device, while the pod cannot be reached. */
export function SearchOffline() {
  const { t } = useTranslation();
  return (
    <div className="state state--notice offline-notice" role="status">
      <p className="offline-notice__title">
        <CloudOff aria-hidden size={18} />
        <strong>{t('search21Page.offlineTitle')}</strong>
      </p>
      <p>{t('search21Page.offlineHint')}</p>
    </div>
  );
}
