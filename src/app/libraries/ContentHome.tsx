import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Globe, Library as LibraryIcon, Radio } from '../icons';
import { useNodeInfo } from '../../sync/instance';
import { formatSize } from '../format/size';
import { CreateChannelButton } from '../channels/CreateChannelButton';
import './libraries.css';

const MB = 1000 * 1000;

/**
 * `/content` (spec 02, content-add screen): three ways to add content (a channel, remote libraries,
 * a library of one's own) and the pod's per-user storage quota (node info, in MB).
 */
export function ContentHome() {
  const { t } = useTranslation();
  const nodeInfo = useNodeInfo();
  const quota = nodeInfo.data?.defaultUploadQuota ?? null;
  const areas = [
    { key: 'channel', to: '/library/channels', Icon: Radio },
    { key: 'remote', to: '/content/remote', Icon: Globe },
    { key: 'upload', to: '/content/libraries', Icon: LibraryIcon },
  ] as const;
  return (
    <div className="page content-home">
      <header className="page-header">
        <h1>{t('libraries.content.title')}</h1>
      </header>
      {nodeInfo.data && (
        <p className="muted">
          {quota === null
            ? t('libraries.content.quotaUnknown')
            : // g18: '0 B of storage space' read as a broken figure; a pod's default is 0 (spec 01).
              quota === 0
              ? t('g18Content.quotaNone')
              : t('libraries.content.quota', { quota: formatSize(quota * MB) })}
        </p>
      )}
      <div className="content-areas">
        {areas.map(({ key, to, Icon }) => (
          <section key={key} className="content-area" aria-labelledby={`content-${key}`}>
            <Icon aria-hidden size={28} />
            <h2 id={`content-${key}`}>{t(`libraries.content.${key}Title`)}</h2>
            <p>{t(`libraries.content.${key}Text`)}</p>
            <Link className="button" to={to} aria-describedby={`content-${key}`}>
              {t(`libraries.content.${key}Link`)}
            </Link>
            {/* chan19: the channel area's own action */}
            {key === 'channel' && <CreateChannelButton />}
          </section>
        ))}
      </div>
    </div>
  );
}
