import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useArtist, useTracks } from '../../sync/catalogue';
import { NotFound } from '../shell/NotFound';
import { ArtistAlbumCard, SkeletonGrid } from '../widgets/Cards';
import { Cover } from '../widgets/Cover';
import { QueryState } from '../widgets/QueryState';
import { isUnavailableOffline } from '../widgets/query-offline';
import { SafeHtml } from '../widgets/SafeHtml';
import { TagList } from '../widgets/TagList';
import { TrackList } from './TrackList';
import { ArtistFilterNotice, HideArtistButton } from './ArtistFilterNotice';
import { ObjectLibraries } from './ObjectLibraries';
import { useNumericParam } from './useNumericParam';
import { playArtist } from '../../player/play-commands';
import { PlayButtons } from '../player/PlayButtons';
import { RefreshFromRemote } from '../fetches/RefreshFromRemote'; // fetch21
import { EditLink } from '../edits/EditLink'; // edits22
import { RadioToggle, radioConfig } from '../radios/RadiosBrowse';
import { ReportButton } from '../reports/ReportButton'; // reports22

/** Albums drawn at first and added by each Show more: a pod may list thousands in one artist answer (the fuzz run froze the page on 10,000). */
const ARTIST_ALBUMS_STEP = 60;

export function ArtistDetail() {
  const id = useNumericParam();
  return id === null ? <NotFound /> : <ArtistPage id={id} />;
}

function ArtistPage({ id }: { id: number }) {
  const { t } = useTranslation();
  const [albumsShown, setAlbumsShown] = useState(ARTIST_ALBUMS_STEP);
  const artist = useArtist(id);
  const queryClient = useQueryClient();
  const tracks = useTracks({ artist: id, ordering: '-creation_date', page_size: 10, include_channels: true });
  return (
    <div className="page">
      <QueryState query={artist} loading={<SkeletonGrid count={1} round />}>
        {(data) => {
          const cover = data.cover ?? data.albums[0]?.cover ?? null;
          return (
            <>
              <header className="hero">
                <div className="hero__cover">
                  <Cover
                    attachment={cover}
                    alt={t('detail.coverOf', { title: data.name })}
                    kind="artist"
                    size="large"
                    round
                    loading="high"
                  />
                </div>
                <div>
                  <span className="hero__kind">{t('detail.artist')}</span>
                  <h1>{data.name}</h1>
                  <div className="hero__meta">
                    <span>{t('detail.albumsCount', { count: data.albums.length })}</span>
                    <span>{t('detail.tracksCount', { count: data.tracksCount })}</span>
                  </div>
                  <div className="toolbar">
                    <PlayButtons onPlay={(mode) => playArtist(queryClient, data.id, mode)} />
                    <RadioToggle config={radioConfig('artist', data.id)} name={data.name} />
                    <HideArtistButton artist={data} />
                    <RefreshFromRemote type="artist" id={data.id} isLocal={data.isLocal} />
                    <EditLink kind="artist" id={data.id} isLocal={data.isLocal} />
                    <ReportButton
                      target={{ type: 'artist', id: data.id }}
                      name={data.name}
                      isLocal={data.isLocal}
                      fid={data.fid}
                    />
                  </div>
                </div>
              </header>
              <ArtistFilterNotice artistId={data.id} />
              <TagList tags={data.tags} label={t('detail.tags')} />
              {data.description && <SafeHtml className="prose" html={data.description.html} />}
              <section className="section" aria-labelledby="artist-albums">
                <div className="section__head">
                  <h2 id="artist-albums">{t('detail.albums')}</h2>
                </div>
                {data.albums.length === 0 ? (
                  <p className="state">{t('detail.noAlbums')}</p>
                ) : (
                  <>
                    <ul className="card-grid">
                      {data.albums.slice(0, albumsShown).map((album) => (
                        <ArtistAlbumCard key={album.id} album={album} />
                      ))}
                    </ul>
                    {data.albums.length > albumsShown && (
                      <button
                        type="button"
                        className="button"
                        onClick={() => setAlbumsShown((shown) => shown + ARTIST_ALBUMS_STEP)}
                      >
                        {t('widgets.showMore')}
                      </button>
                    )}
                  </>
                )}
              </section>
            </>
          );
        }}
      </QueryState>
      {!isUnavailableOffline(artist) && (
        <>
          <section className="section" aria-labelledby="artist-tracks">
            <div className="section__head">
              <h2 id="artist-tracks">{t('detail.newTracks')}</h2>
            </div>
            <QueryState
              query={tracks}
              loading={null}
              isEmpty={(page) => page.results.length === 0}
              empty={t('detail.noTracks')}
            >
              {(page) => <TrackList tracks={page.results} label={t('detail.newTracks')} />}
            </QueryState>
          </section>
          <ObjectLibraries kind="artists" id={id} />
        </>
      )}
    </div>
  );
}
