import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { albumDuration, type Album, type Track, useAlbum, useAlbumTracks } from '../../sync/catalogue';
import { formatDuration, releaseYear } from '../format/duration';
import { NotFound } from '../shell/NotFound';
import { ArtistCreditLinks } from '../widgets/ArtistCreditLinks';
import { SkeletonHero, SkeletonRows } from '../widgets/Cards';
import { Cover } from '../widgets/Cover';
import { QueryState } from '../widgets/QueryState';
import { isUnavailableOffline } from '../widgets/query-offline';
import { SafeHtml } from '../widgets/SafeHtml';
import { TagList } from '../widgets/TagList';
import { TrackList } from './TrackList';
import { ObjectLibraries } from './ObjectLibraries';
import { useNumericParam } from './useNumericParam';
import { playAlbum } from '../../player/play-commands';
import { PlayButtons } from '../player/PlayButtons';
import { RefreshFromRemote } from '../fetches/RefreshFromRemote'; // fetch21
import { EditLink } from '../edits/EditLink'; // edits22
import { SignedInAddToPlaylistButton } from '../playlists/AddToPlaylistButton';
import { downloadAlbum, downloadId, useKeptTrackIds } from '../../sync/downloads';
import { DownloadControl, DownloadedOnlyToggle } from '../downloads/DownloadControl';
import { newestFirst } from '../channels/episodes';
import { SeriesSubscribe } from '../channels/SeriesSubscribe';
import { ReportButton } from '../reports/ReportButton'; // reports22

export function AlbumDetail() {
  const id = useNumericParam();
  return id === null ? <NotFound /> : <AlbumPage id={id} />;
}

/** Tracks grouped by disc, in disc then position order as the pod sorted them. */
function byDisc(tracks: readonly Track[]): Array<[number, Track[]]> {
  const discs = new Map<number, Track[]>();
  for (const track of tracks) {
    const disc = track.discNumber ?? 1;
    discs.set(disc, [...(discs.get(disc) ?? []), track]);
  }
  return [...discs.entries()];
}

/** The album's length, or its tracks' summed while they are known (a 1.4 pod says 0). */
function AlbumLength({ album, tracks }: { album: Album; tracks: readonly Track[] | undefined }) {
  const duration = albumDuration(album, tracks);
  return duration === null ? null : <span>{formatDuration(duration)}</span>;
}

/** An album of a podcast channel is a series, and its tracks are episodes. */
function isSeries(album: Album): boolean {
  return album.artistCredit[0]?.artist.contentCategory === 'podcast';
}

function AlbumPage({ id }: { id: number }) {
  const { t } = useTranslation();
  const album = useAlbum(id);
  const queryClient = useQueryClient();
  const tracks = useAlbumTracks(id);
  const kept = useKeptTrackIds();
  const [downloadedOnly, setDownloadedOnly] = useState(false);
  // Issue 17: the page fills from the top. The tracks show once the album is in (their rows counted
  // by it while they load), the libraries once the tracks are settled: nothing shown is pushed down.
  const albumSettled = album.data !== undefined || album.isError;
  const tracksSettled = tracks.data !== undefined || tracks.isError;
  return (
    <div className="page">
      <QueryState query={album} loading={<SkeletonHero />}>
        {(data) => (
          <>
            <header className="hero">
              <div className="hero__cover">
                <Cover
                  attachment={data.cover}
                  alt={t('detail.coverOf', { title: data.title })}
                  size="large"
                  loading="high"
                />
              </div>
              <div>
                <span className="hero__kind">{t(isSeries(data) ? 'detail.series' : 'detail.album')}</span>
                <h1>{data.title}</h1>
                <div className="hero__meta">
                  <span>
                    <ArtistCreditLinks credit={data.artistCredit} />
                  </span>
                  {releaseYear(data.releaseDate) && <span>{releaseYear(data.releaseDate)}</span>}
                  <span>{t('detail.tracksCount', { count: data.tracksCount })}</span>
                  <AlbumLength album={data} tracks={tracks.data} />
                </div>
                <PlayButtons
                  onPlay={(mode) => playAlbum(queryClient, data.id, mode)}
                  disabled={data.tracksCount === 0}
                />
                <DownloadControl
                  id={downloadId('album', data.id)}
                  title={data.title}
                  disabled={data.tracksCount === 0}
                  onDownload={() => void downloadAlbum(data.id, data.title)}
                />
                {/* pl20ui: every track of the album into a playlist. */}
                <SignedInAddToPlaylistButton
                  trackIds={tracks.data?.map((track) => track.id) ?? []}
                  label={t('playlistsUi.addAlbum', { title: data.title })}
                  iconOnly={false}
                />
                <RefreshFromRemote type="album" id={data.id} isLocal={data.isLocal} />
                <EditLink kind="album" id={data.id} isLocal={data.isLocal} />
                <ReportButton
                  target={{ type: 'album', id: data.id }}
                  name={data.title}
                  isLocal={data.isLocal}
                  fid={data.fid}
                />
                {/* subs19: a series offers its channel's subscription. */}
                {isSeries(data) && data.artistCredit[0] && (
                  <SeriesSubscribe artistId={data.artistCredit[0].artist.id} />
                )}
              </div>
            </header>
            <TagList tags={data.tags} label={t('detail.tags')} />
            {data.description && <SafeHtml className="prose" html={data.description.html} />}
          </>
        )}
      </QueryState>
      {/* Offline with nothing kept of it, the notice above is the whole page. */}
      {albumSettled && !isUnavailableOffline(album) && (
        <section className="section" aria-labelledby="album-tracks">
          <div className="section__head">
            <h2 id="album-tracks">{t(album.data && isSeries(album.data) ? 'detail.episodes' : 'detail.tracks')}</h2>
            <DownloadedOnlyToggle checked={downloadedOnly} onChange={setDownloadedOnly} />
          </div>
          <QueryState
            query={tracks}
            loading={<SkeletonRows count={album.data?.tracksCount ?? 0} />}
            isEmpty={(list) => list.length === 0}
            empty={t('detail.noTracks')}
          >
            {(all) => {
              const shown = downloadedOnly ? all.filter((track) => kept.has(track.id)) : all;
              if (shown.length === 0) return <p className="muted">{t('downloads.noneKept')}</p>;
              // subs19: a series lists its episodes newest first, not by disc.
              if (album.data && isSeries(album.data))
                return <TrackList tracks={newestFirst(shown)} variant="album" label={t('detail.episodes')} />;
              const list = shown;
              const discs = byDisc(list);
              if (discs.length <= 1) return <TrackList tracks={list} variant="album" label={t('detail.tracks')} />;
              return discs.map(([disc, discTracks]) => (
                <div key={disc}>
                  <h3 className="disc-title">{t('detail.disc', { number: disc })}</h3>
                  <TrackList tracks={discTracks} variant="album" label={t('detail.disc', { number: disc })} />
                </div>
              ));
            }}
          </QueryState>
        </section>
      )}
      {albumSettled && tracksSettled && !isUnavailableOffline(album) && <ObjectLibraries kind="albums" id={id} />}
    </div>
  );
}
