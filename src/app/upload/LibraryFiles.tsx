import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Info, RotateCcw, Trash2 } from '../icons';
import type { ImportStatus, Upload } from '../../sync/uploads';
import { useUploads, useUploadsAction } from '../../sync/uploads';
import { formatDuration } from '../format/duration';
import { formatSize } from '../format/size';
import { Pagination } from '../widgets/Pagination';
import { SearchField } from '../widgets/SearchField';
import { ImportStatusModal } from './ImportStatusModal';
import './upload.css';
import { formatDate } from '../format/date';

const PAGE_SIZE = 25;
const STATUSES: Array<ImportStatus | ''> = ['', 'draft', 'errored', 'finished', 'pending', 'skipped'];
const ORDERINGS = ['creation_date', 'import_date', 'bitrate', 'size', 'artist__name'] as const;

function Row({ upload, onInfo }: { upload: Upload; onInfo: (upload: Upload) => void }) {
  const { t } = useTranslation();
  const action = useUploadsAction();
  const na = t('uploads.table.na');
  const name = upload.filename ?? upload.uuid;
  const track = upload.track;
  return (
    <tr>
      <td>
        {track ? (
          <Link to={`/library/tracks/${track.id}`}>{track.title}</Link>
        ) : (
          ((upload.metadata.title as string | undefined) ?? na)
        )}
      </td>
      <td>{track?.artistCredit.map((credit) => credit.credit + credit.joinphrase).join('') || na}</td>
      <td>{track?.album?.title ?? na}</td>
      <td>{upload.duration != null ? formatDuration(upload.duration) : na}</td>
      <td>
        <span className={`upload-status upload-status--${upload.importStatus}`}>
          {t(`upload.statuses.${upload.importStatus}`)}
        </span>{' '}
        <button
          type="button"
          className="icon-button"
          aria-label={t('importStatus.open', { name })}
          title={t('importStatus.title')}
          onClick={() => onInfo(upload)}
        >
          <Info aria-hidden size={16} />
        </button>
      </td>
      <td>{formatSize(upload.size) ?? na}</td>
      <td>{upload.creationDate ? formatDate(upload.creationDate) : na}</td>
      <td className="files-table__actions">
        {(upload.importStatus === 'errored' ||
          upload.importStatus === 'skipped' ||
          upload.importStatus === 'pending') && (
          <button
            type="button"
            className="icon-button"
            aria-label={t('uploads.table.restartFile', { name })}
            title={t('uploads.table.restart')}
            disabled={action.isPending}
            onClick={() => action.mutate({ action: 'relaunch_import', uuids: [upload.uuid] })}
          >
            <RotateCcw aria-hidden size={16} />
          </button>
        )}
        <button
          type="button"
          className="icon-button"
          aria-label={t('uploads.table.deleteFile', { name })}
          title={t('uploads.table.delete')}
          disabled={action.isPending}
          onClick={() => {
            if (window.confirm(t('uploads.table.deleteConfirm')))
              action.mutate({ action: 'delete', uuids: [upload.uuid] });
          }}
        >
          <Trash2 aria-hidden size={16} />
        </button>
      </td>
    </tr>
  );
}

/**
 * The library files table of spec 02 (the owner's view of a library's uploads); without a library,
 * every upload of the user on the pod (the upload screen's "All uploads"). `heading` 1 when the table
 * is the whole screen (its title is then the screen's one h1).
 */
export function LibraryFiles({ library, title, heading = 2 }: { library?: string; title?: string; heading?: 1 | 2 }) {
  const Heading = heading === 1 ? 'h1' : 'h2';
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [info, setInfo] = useState<Upload | null>(null);
  const q = params.get('q') ?? '';
  // import23: the files of one import (a server import's "Show the imported files").
  const reference = params.get('import_reference') ?? '';
  const status = (params.get('status') ?? '') as ImportStatus | '';
  const field = params.get('ordering') ?? 'creation_date';
  const descending = params.get('direction') !== 'asc';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const set = (patch: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(patch)) {
      if (value === '') next.delete(key);
      else next.set(key, value);
    }
    next.delete('page');
    setParams(next, { replace: true });
  };
  const files = useUploads({
    ...(library !== undefined ? { library } : {}),
    q: q || undefined,
    import_reference: reference || undefined,
    import_status: status ? [status] : undefined,
    ordering: `${descending ? '-' : ''}${field}`,
    page,
    page_size: PAGE_SIZE,
  });
  const data = files.data;
  const start = data && data.count > 0 ? (page - 1) * PAGE_SIZE + 1 : 0;
  const end = data ? Math.min(data.count, page * PAGE_SIZE) : 0;
  return (
    <section className="section" aria-labelledby="library-files-title">
      <Heading id="library-files-title">{title ?? t('uploads.table.title')}</Heading>
      {reference && (
        <p className="muted">
          {t('import23FsImport.ofImport', { reference })}{' '}
          <button type="button" className="link-button" onClick={() => set({ import_reference: '' })}>
            {t('import23FsImport.allImports')}
          </button>
        </p>
      )}
      <div className="files-filters">
        <SearchField label={t('uploads.table.search')} value={q} onChange={(value) => set({ q: value })} />
        <label className="field">
          <span>{t('uploads.table.status')}</span>
          <select value={status} onChange={(event) => set({ status: event.target.value })}>
            {STATUSES.map((value) => (
              <option key={value} value={value}>
                {value === '' ? t('uploads.table.all') : t(`upload.statuses.${value}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>{t('uploads.table.ordering')}</span>
          <select value={field} onChange={(event) => set({ ordering: event.target.value })}>
            {ORDERINGS.map((value) => (
              <option key={value} value={value}>
                {t(`uploads.table.orderings.${value}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>{t('uploads.table.direction')}</span>
          <select
            value={descending ? 'desc' : 'asc'}
            onChange={(event) => set({ direction: event.target.value === 'asc' ? 'asc' : '' })}
          >
            <option value="asc">{t('uploads.table.ascending')}</option>
            <option value="desc">{t('uploads.table.descending')}</option>
          </select>
        </label>
      </div>
      {data && <p className="muted">{t('uploads.table.showingOf', { start, end, count: data.count })}</p>}
      {data && data.results.length === 0 ? (
        <p className="state">{t('uploads.table.empty')}</p>
      ) : (
        <div className="files-table__scroll">
          <table className="files-table">
            <thead>
              <tr>
                <th scope="col">{t('detail.title')}</th>
                <th scope="col">{t('detail.artist')}</th>
                <th scope="col">{t('detail.album')}</th>
                <th scope="col">{t('detail.duration')}</th>
                <th scope="col">{t('uploads.table.status')}</th>
                <th scope="col">{t('detail.size')}</th>
                <th scope="col">{t('uploads.table.uploadDate')}</th>
                <th scope="col">{t('uploads.table.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {data?.results.map((upload) => (
                <Row key={upload.uuid} upload={upload} onInfo={setInfo} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {data && <Pagination page={page} pageSize={PAGE_SIZE} count={data.count} />}
      {info && <ImportStatusModal upload={info} onClose={() => setInfo(null)} />}
    </section>
  );
}
