import { useTranslation } from 'react-i18next';
import { CircleCheck, Download, RotateCcw, Trash2 } from '../icons';
import { removeDownload, retryDownload, useDownload, useKeptTrackIds, type DownloadRow } from '../../sync/downloads';
import { formatSize } from '../format/size';
import './downloads.css';

interface Props {
  /** `album:1`, `playlist:2`, `favorites`. */
  id: string;
  /** What is kept, for the progress bar's name. */
  title: string;
  onDownload: () => void;
  disabled?: boolean;
  /** The kept size beside "Available offline" (the downloads screen shows it elsewhere). */
  showSize?: boolean;
}

/** How far a download got: kept tracks out of all. */
export function downloadProgress(row: DownloadRow): { kept: number; total: number } {
  return { kept: row.tracks.filter((track) => track.state === 'kept').length, total: row.tracks.length };
}

/**
 * "Make available offline" on an album, a playlist or the favorites (issue 5): the button, then the
 * progress while the tracks are fetched, then the kept state with "Remove download".
 */
export function DownloadControl({ id, title, onDownload, disabled, showSize = true }: Props) {
  const { t } = useTranslation();
  const row = useDownload(id);
  // While the row is read, the button's room is kept (most rows are none: the button), so the
  // toolbar does not grow under what is shown (issue 17).
  if (row === undefined) {
    return (
      <span className="button download__placeholder" aria-hidden>
        <Download size={16} />
        {t('downloads.download')}
      </span>
    );
  }
  if (row === null) {
    return (
      <button type="button" className="button" disabled={disabled} onClick={onDownload}>
        <Download aria-hidden size={16} />
        {t('downloads.download')}
      </button>
    );
  }
  const { kept, total } = downloadProgress(row);
  const remove = (
    <button type="button" className="button button--small" onClick={() => void removeDownload(id)}>
      <Trash2 aria-hidden size={14} />
      {t(row.state === 'downloading' ? 'downloads.cancel' : 'downloads.remove')}
    </button>
  );
  return (
    <div className="download" data-state={row.state}>
      {row.state === 'kept' ? (
        <span className="download__kept">
          <CircleCheck aria-hidden size={16} />
          <span>{t('downloads.kept')}</span>
          {showSize && row.bytes > 0 && <span className="muted"> · {formatSize(row.bytes)}</span>}
        </span>
      ) : (
        <span className="download__progress">
          <progress aria-label={t('downloads.progress', { title })} max={Math.max(total, 1)} value={kept} />
          <span className="download__status">
            {row.state === 'downloading'
              ? t('downloads.progressOf', { kept, count: total })
              : row.error
                ? t(row.error.key, row.error.params)
                : t('downloads.progressOf', { kept, count: total })}
          </span>
        </span>
      )}
      {(row.state === 'errored' || row.state === 'paused') && (
        <button type="button" className="button button--small" onClick={() => void retryDownload(id)}>
          <RotateCcw aria-hidden size={14} />
          {t('downloads.retry')}
        </button>
      )}
      {remove}
    </div>
  );
}

/** The "Downloaded only" switch of a track list; shown once something is kept. */
export function DownloadedOnlyToggle({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const { t } = useTranslation();
  const kept = useKeptTrackIds();
  if (kept.size === 0 && !checked) return null;
  return (
    <label className="check">
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      {t('downloads.downloadedOnly')}
    </label>
  );
}
