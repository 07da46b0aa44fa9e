import { Link } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import { trackCover, type Track, type TrackUpload, useTrack } from '../../sync/catalogue';
import { formatDuration } from '../format/duration';
import { formatSize } from '../format/size';
import { NotFound } from '../shell/NotFound';
import { ArtistCreditLinks } from '../widgets/ArtistCreditLinks';
import { SkeletonGrid } from '../widgets/Cards';
import { Cover } from '../widgets/Cover';
import { FavoriteButton } from '../favorites/FavoriteButton';
import { RefreshFromRemote } from '../fetches/RefreshFromRemote'; // fetch21
import { EditLink } from '../edits/EditLink'; // edits22
import { QueryState } from '../widgets/QueryState';
import { SafeHtml } from '../widgets/SafeHtml';
import { TagList } from '../widgets/TagList';
import { ObjectLibraries } from './ObjectLibraries';
import { useNumericParam } from './useNumericParam';
import { ReportButton } from '../reports/ReportButton'; // reports22

export function TrackDetail() {
  const id = useNumericParam();
  return id === null ? <NotFound /> : <TrackPage id={id} />;
}

function codec(upload: TrackUpload): string | null {
  return upload.extension?.toUpperCase() ?? upload.mimetype;
}

function Details({ track }: { track: Track }) {
  const { t } = useTranslation();
  const upload = track.uploads[0] ?? null;
  const rows: Array<[string, string | null]> = [
    [
      t(track.album?.artistCredit[0]?.artist.contentCategory === 'podcast' ? 'detail.series' : 'detail.album'),
      track.album?.title ?? t('detail.noAlbum'),
    ],
    [t('detail.releaseDate'), track.album?.releaseDate ?? null],
    [
      t('detail.position'),
      track.position !== null ? `${track.discNumber ? `${track.discNumber}.` : ''}${track.position}` : null,
    ],
    [t('detail.duration'), upload?.duration != null ? formatDuration(upload.duration) : null],
    [t('detail.codec'), upload ? codec(upload) : null],
    [t('detail.bitrate'), upload?.bitrate ? t('detail.kbps', { value: Math.round(upload.bitrate / 1000) }) : null],
    [t('detail.size'), formatSize(upload?.size)],
    [t('detail.downloads'), String(track.downloadsCount)],
    [t('detail.license'), track.license ?? t('detail.unknownLicense')],
    [t('detail.copyright'), track.copyright],
  ];
  return (
    <dl className="details">
      {rows
        .filter((row): row is [string, string] => row[1] !== null && row[1] !== '')
        .map(([label, value]) => (
          <div key={label} className="details__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}

function TrackPage({ id }: { id: number }) {
  const { t } = useTranslation();
  const track = useTrack(id);
  return (
    <div className="page">
      <QueryState query={track} loading={<SkeletonGrid count={1} />}>
        {(data) => {
          const isEpisode = data.album?.artistCredit[0]?.artist.contentCategory === 'podcast';
          return (
            <>
              <header className="hero">
                <div className="hero__cover">
                  <Cover
                    attachment={trackCover(data)}
                    alt={t('detail.coverOf', { title: data.title })}
                    kind="track"
                    size="large"
                    loading="high"
                  />
                </div>
                <div>
                  <span className="hero__kind">{t(isEpisode ? 'detail.episode' : 'detail.track')}</span>
                  <h1>{data.title}</h1>
                  <div className="hero__meta">
                    <span>
                      <ArtistCreditLinks credit={data.artistCredit} />
                    </span>
                    {data.album ? (
                      <span>
                        <Trans
                          i18nKey="detail.fromAlbumLink"
                          values={{ title: data.album.title }}
                          components={{ album: <Link to={`/library/albums/${data.album.id}`} /> }}
                        />
                      </span>
                    ) : (
                      <span>{t('detail.noAlbum')}</span>
                    )}
                  </div>
                  <div className="toolbar">
                    <FavoriteButton track={data} />
                    <RefreshFromRemote type="track" id={data.id} isLocal={data.isLocal} />
                    <EditLink kind="track" id={data.id} isLocal={data.isLocal} />
                    <ReportButton
                      target={{ type: 'track', id: data.id }}
                      name={data.title}
                      isLocal={data.isLocal}
                      fid={data.fid}
                    />
                  </div>
                </div>
              </header>
              <TagList tags={data.tags} label={t('detail.tags')} />
              {data.description && <SafeHtml className="prose" html={data.description.html} />}
              <section className="section" aria-labelledby="track-details">
                <h2 id="track-details">{t('detail.details')}</h2>
                <Details track={data} />
              </section>
              {data.uploads.length > 0 && (
                <section className="section" aria-labelledby="track-uploads">
                  <h2 id="track-uploads">{t('detail.uploads')}</h2>
                  <ul className="plain-list" aria-labelledby="track-uploads">
                    {data.uploads.map((upload) => (
                      <li key={upload.uuid} className="plain-list__row">
                        <span>{codec(upload)}</span>
                        <span className="muted">
                          {[
                            upload.bitrate ? t('detail.kbps', { value: Math.round(upload.bitrate / 1000) }) : null,
                            formatSize(upload.size),
                            upload.duration != null ? formatDuration(upload.duration) : null,
                          ]
                            .filter(Boolean)
                            .join(' · ')}
                        </span>
                      </li>
                    ))}
                  </ul>
                </section>
              )}
              <ObjectLibraries kind="tracks" id={data.id} />
            </>
          );
        }}
      </QueryState>
    </div>
  );
}
