import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { AlertCircle, Check, CircleSlash, Clock, Loader, RotateCcw, Trash2, UploadCloud, X } from '../icons';
import { memo, useDeferredValue, type ReactNode } from 'react';
import {
  cancelUploadGroup,
  displayStatus,
  failureTooltip,
  removeUploadGroup,
  retryQueuedUpload,
  summarizeGroup,
  isGroupSettled,
  type QueuedUpload,
  type UploadDisplayStatus,
  type UploadGroup,
} from '../../sync/uploads';
import { formatSize } from '../format/size';
import { useCoverUrl } from './useCoverUrl';
import { formatDateTime } from '../format/date';

const ICONS: Record<UploadDisplayStatus, ReactNode> = {
  pending: <Clock size={16} />,
  uploading: <UploadCloud size={16} />,
  processing: <Loader size={16} />,
  imported: <Check size={16} />,
  skipped: <CircleSlash size={16} />,
  errored: <AlertCircle size={16} />,
};

/**
 * Formats a date once, so that the locale's data are loaded. The first date formatted in a page loads
 * them (tens of milliseconds): the upload modal does it while idle, before its first card renders.
 */
export function warmDateFormat(): () => void {
  const warm = () => void formatDateTime(0);
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(warm, { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(warm, 200);
  return () => clearTimeout(handle);
}

/** Why a file failed (the pod's own words or ours, then the spec's reason), or why the pod skipped it. */
function reasonOf(upload: QueuedUpload, t: TFunction): string | null {
  if (displayStatus(upload) === 'skipped')
    return upload.error ? (upload.error.raw ?? t(upload.error.key, upload.error.params ?? {})) : null;
  if (upload.state !== 'errored') return null;
  if (upload.error) return upload.error.raw ?? t(upload.error.key, upload.error.params ?? {});
  return upload.failReason ? t(`uploads.reasons.${upload.failReason}`) : null;
}

// Memoized: the live queue keeps the objects of unchanged rows (db/uploads.ts shareUnchanged), so a
// change of one file of hundreds renders that row only. `t` comes from the card: one i18next
// subscription per card, not one per row.
const FileRow = memo(function FileRow({ upload, t }: { upload: QueuedUpload; t: TFunction }) {
  const status = displayStatus(upload);
  const reason = reasonOf(upload, t);
  // Spec 02's upload tooltips (denied, network, server, timeout), on the failed status.
  const tip = failureTooltip(upload);
  const tooltip = tip ? t(tip.key, tip.params ?? {}) : reason;
  const cover = useCoverUrl(upload.metadata?.cover);
  const title = upload.metadata?.title ?? upload.name;
  return (
    <li className="upload-file" data-status={status}>
      <span className="upload-file__cover" aria-hidden>
        {cover ? <img src={cover} alt="" /> : ICONS[status]}
      </span>
      <div className="upload-file__main">
        <span className="upload-file__title">{title}</span>
        <span className="upload-file__sub muted">
          {upload.metadata ? `${upload.metadata.artist} · ${upload.metadata.album} · ` : ''}
          {upload.name} · {formatSize(upload.size)}
        </span>
        <progress
          className="upload-file__bar"
          max={100}
          value={upload.progress}
          aria-label={t('uploads.fileProgress', { name: upload.name })}
        />
        {reason && (
          <span className="upload-file__reason" role="status">
            {reason}
          </span>
        )}
      </div>
      <span className={`upload-status upload-status--${status}`} title={tooltip ?? undefined}>
        <span aria-hidden>{ICONS[status]}</span>
        {t(`uploads.statuses.${status}`)}
      </span>
      {status === 'errored' && (
        <button
          type="button"
          className="button button--small"
          aria-label={t('uploads.retryFile', { name: upload.name })}
          onClick={() => void retryQueuedUpload(upload.id)}
        >
          <RotateCcw aria-hidden size={16} />
          {t('uploads.retry')}
        </button>
      )}
    </li>
  );
});

export function GroupCard({ group, uploads }: { group: UploadGroup; uploads: QueuedUpload[] }) {
  const { t } = useTranslation();
  const summary = summarizeGroup(uploads);
  // The rows follow in a render that yields to the page (hundreds of new rows at once would be one
  // long task); the counts and the bar above are current.
  const rows = useDeferredValue(uploads);
  const library = group.targetName ?? '';
  const settled = isGroupSettled(uploads);
  const heading = group.state === 'draft' ? t('uploads.groupDraft') : t('uploads.group', { library });
  return (
    <section className="upload-group card" aria-label={heading}>
      <header className="upload-group__head">
        <div>
          <h2>{heading}</h2>
          <p className="muted">
            {t('uploads.groupCreated', { date: formatDateTime(group.createdAt) })} ·{' '}
            {t('uploads.counts', {
              imported: summary.imported,
              skipped: summary.skipped,
              processing: summary.processing,
              failed: summary.failed,
              pending: summary.pending,
            })}
          </p>
        </div>
        {settled ? (
          <button type="button" className="button button--small" onClick={() => void removeUploadGroup(group.id)}>
            <Trash2 aria-hidden size={16} />
            {t('uploads.removeGroup')}
          </button>
        ) : (
          <button
            type="button"
            className="button button--small button--danger"
            aria-label={t('uploads.cancelGroupOf', { library })}
            onClick={() => void cancelUploadGroup(group.id)}
          >
            <X aria-hidden size={16} />
            {t('uploads.cancelGroup')}
          </button>
        )}
      </header>
      <progress
        className="upload-group__bar"
        max={100}
        value={summary.progress}
        aria-label={t('uploads.groupProgress', { library })}
      />
      {group.blocked === 'quota' && (
        <p className="state state--error" role="alert">
          {t('uploads.quotaBlocked')}
        </p>
      )}
      <ul className="upload-files" aria-label={t('uploads.files')}>
        {rows.map((upload) => (
          <FileRow key={upload.id} upload={upload} t={t} />
        ))}
      </ul>
    </section>
  );
}
