import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useQuota, usePurgeUploads, useUploadStatusCount } from '../../sync/uploads';
import { formatSize } from '../format/size';

const MB = 1000 * 1000;
const KINDS = ['errored', 'pending', 'skipped'] as const;

function Kind({ status }: { status: (typeof KINDS)[number] }) {
  const { t } = useTranslation();
  const count = useUploadStatusCount(status);
  const purge = usePurgeUploads();
  const label = t(`uploads.quota.${status}`);
  const name = t(`uploads.quota.purge${status[0]?.toUpperCase()}${status.slice(1)}`);
  return (
    <div className="quota-kind">
      <dt>{label}</dt>
      <dd>
        <span>{count.data === undefined ? '…' : t('uploads.quota.count', { count: count.data })}</span>
        <Link
          className="button button--small"
          to={`/content/libraries/tracks?q=${encodeURIComponent(`status:${status}`)}`}
        >
          {t('uploads.quota.viewFiles')}
        </Link>
        <button
          type="button"
          className="button button--small button--danger"
          aria-label={name}
          disabled={!count.data || purge.isPending}
          onClick={() => {
            if (window.confirm(t('uploads.quota.purgeConfirm'))) purge.mutate(status);
          }}
        >
          {t('uploads.quota.purge')}
        </button>
      </dd>
    </div>
  );
}

/** The quota screen of spec 02: use against the maximum, and the files that hold space for nothing. */
export function QuotaPanel() {
  const { t } = useTranslation();
  const quota = useQuota();
  const figures = quota.data;
  const max = figures?.max ?? null;
  const current = figures?.current ?? 0;
  const percent = max ? Math.min(100, Math.round((current / max) * 100)) : 0;
  return (
    <section className="section quota card" aria-labelledby="quota-title">
      <h2 id="quota-title">{t('uploads.quota.title')}</h2>
      {figures && max !== null && (
        <>
          <p>{t('uploads.quota.usedOf', { currentAmount: formatSize(current * MB), max: formatSize(max * MB) })}</p>
          <progress className="quota__bar" max={100} value={percent} aria-label={t('uploads.quota.meter')} />
          <p className="muted">{t('uploads.quota.percent', { percent })}</p>
        </>
      )}
      <dl className="quota__kinds">
        {KINDS.map((status) => (
          <Kind key={status} status={status} />
        ))}
      </dl>
    </section>
  );
}
