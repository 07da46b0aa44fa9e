import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { trackCover } from '../../sync/model';
import { useTrack } from '../../sync/queries/tracks';
import { formatDuration } from '../format/duration';
import { NotFound } from '../shell/NotFound';
import { ArtistCreditLinks } from '../widgets/ArtistCreditLinks';
import { SkeletonGrid } from '../widgets/Cards';
import { Cover } from '../widgets/Cover';
import { QueryState } from '../widgets/QueryState';
import { SafeHtml } from '../widgets/SafeHtml';
import { TagList } from '../widgets/TagList';
import { useNumericParam } from './useNumericParam';

function formatSize(bytes: number | null): string | null {
  if (bytes === null) return null;
  if (bytes < 1000) return `${bytes} B`;
  if (bytes < 1_000_000) return `${(bytes / 1000).toFixed(1)} kB`;
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}

export function TrackDetail() {
  const id = useNumericParam();
  return id === null ? <NotFound /> : <TrackPage id={id} />;
}

function TrackPage({ id }: { id: number }) {
  const { t } = useTranslation();
  const track = useTrack(id);
  return (
    <div className="page">
      <QueryState query={track} loading={<SkeletonGrid count={1} />}>
        {(data) => {
          const upload = data.uploads[0] ?? null;
          const size = formatSize(upload?.size ?? null);
          return (
            <>
              <header className="hero">
                <div className="hero__cover">
                  <Cover attachment={trackCover(data)} alt={t('detail.coverOf', { title: data.title })} kind="track" size="large" eager />
                </div>
                <div>
                  <span className="hero__kind">{t('detail.track')}</span>
                  <h1>{data.title}</h1>
                  <div className="hero__meta">
                    <span>
                      <ArtistCreditLinks credit={data.artistCredit} />
                    </span>
                    {data.album ? (
                      <span>
                        {t('detail.fromAlbum')} <Link to={`/library/albums/${data.album.id}`}>{data.album.title}</Link>
                      </span>
                    ) : (
                      <span>{t('detail.noAlbum')}</span>
                    )}
                  </div>
                </div>
              </header>
              <TagList tags={data.tags} label={t('detail.tags')} />
              {data.description && <SafeHtml className="prose" html={data.description.html} />}
              <section className="section" aria-labelledby="track-details">
                <h2 id="track-details">{t('detail.details')}</h2>
                <dl className="details">
                  <dt>{t('detail.duration')}</dt>
                  <dd>{formatDuration(upload?.duration ?? null)}</dd>
                  {upload?.extension && (
                    <>
                      <dt>{t('detail.format')}</dt>
                      <dd>{upload.extension.toUpperCase()}</dd>
                    </>
                  )}
                  {upload?.bitrate ? (
                    <>
                      <dt>{t('detail.bitrate')}</dt>
                      <dd>{t('detail.kbps', { value: Math.round(upload.bitrate / 1000) })}</dd>
                    </>
                  ) : null}
                  {size && (
                    <>
                      <dt>{t('detail.size')}</dt>
                      <dd>{size}</dd>
                    </>
                  )}
                  <dt>{t('detail.license')}</dt>
                  <dd>{data.license ?? t('detail.unknownLicense')}</dd>
                </dl>
              </section>
            </>
          );
        }}
      </QueryState>
    </div>
  );
}
