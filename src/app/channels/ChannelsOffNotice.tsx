import { useTranslation } from 'react-i18next';
import { RadioTower } from '../icons';

/** What a channel screen shows when the pod has channels off (setting, or a 405 with an empty body). */
export function ChannelsOffNotice({ title }: { title?: string }) {
  const { t } = useTranslation();
  return (
    <div className="page">
      {title && (
        <header className="page-header">
          <h1>{title}</h1>
        </header>
      )}
      <div className="state state--notice" role="status">
        <p className="offline-notice__title">
          <RadioTower aria-hidden size={18} />
          <strong>{t('subscriptions.channelsOffTitle')}</strong>
        </p>
        <p>{t('subscriptions.channelsOff')}</p>
      </div>
    </div>
  );
}
