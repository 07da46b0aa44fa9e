import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CloudOff } from '../icons';

/**
 * What a screen shows instead of a skeleton when its data is not on the device and the pod cannot
 * be reached: said plainly, with the way to what does play offline.
 */
export function OfflineNotice() {
  const { t } = useTranslation();
  return (
    <div className="state state--notice offline-notice" role="status">
      <p className="offline-notice__title">
        <CloudOff aria-hidden size={18} />
        <strong>{t('sync.notAvailableOffline')}</strong>
      </p>
      <p>{t('sync.notAvailableOfflineHint')}</p>
      <Link className="button" to="/downloads">
        {t('sync.toDownloads')}
      </Link>
    </div>
  );
}
