import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useUpload } from '../../sync/uploads';
import { formatDuration } from '../format/duration';
import { formatSize } from '../format/size';
import { isUuid } from '../routing/patterns';
import { NotFound } from '../shell/NotFound';
import { SkeletonGrid } from '../widgets/Cards';
import { QueryState } from '../widgets/QueryState';
import { ImportDiagnostics } from '../upload/ImportDiagnostics';
import { formatDateTime } from '../format/date';

/** One upload of the user (library/uploads/{id}): its file, its import and the track it made. */
export function UploadDetail() {
  const { id } = useParams();
  return isUuid(id) ? <UploadPage uuid={id} /> : <NotFound />;
}

function UploadPage({ uuid }: { uuid: string }) {
  const { t } = useTranslation();
  const upload = useUpload(uuid, { followImport: true });
  return (
    <div className="page">
      <QueryState query={upload} loading={<SkeletonGrid count={1} />}>
        {(data) => {
          const rows: Array<[string, React.ReactNode]> = [
            [t('upload.status'), t(`upload.statuses.${data.importStatus}`)],
            [t('upload.mimetype'), data.mimetype],
            [t('detail.size'), formatSize(data.size)],
            [t('detail.duration'), data.duration != null ? formatDuration(data.duration) : null],
            [t('detail.bitrate'), data.bitrate ? t('detail.kbps', { value: Math.round(data.bitrate / 1000) }) : null],
            [t('upload.uploadDate'), data.creationDate ? formatDateTime(data.creationDate) : null],
            [t('upload.importDate'), data.importDate ? formatDateTime(data.importDate) : null],
            [
              t('upload.library'),
              data.library ? <Link to={`/library/${data.library.uuid}`}>{data.library.name}</Link> : null,
            ],
            [
              t('upload.track'),
              data.track ? <Link to={`/library/tracks/${data.track.id}`}>{data.track.title}</Link> : null,
            ],
          ];
          return (
            <>
              <header className="page-header">
                <div>
                  <span className="hero__kind">{t('upload.kind')}</span>
                  <h1>{data.filename ?? data.uuid}</h1>
                </div>
              </header>
              <dl className="details">
                {rows
                  .filter(([, value]) => value !== null && value !== undefined && value !== '')
                  .map(([label, value]) => (
                    <div key={label} className="details__row">
                      <dt>{label}</dt>
                      <dd>{value}</dd>
                    </div>
                  ))}
              </dl>
              <section className="section" aria-labelledby="upload-import-title">
                <h2 id="upload-import-title">{t('importStatus.title')}</h2>
                <ImportDiagnostics upload={data} />
              </section>
            </>
          );
        }}
      </QueryState>
    </div>
  );
}
