import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Heart } from '../icons';
import { playTracks } from '../../player/play-commands';
import { useFavoriteCounts, useFavoriteEntries } from '../../sync/favorites';
import { OrderingSelect } from '../library/OrderingSelect';
import { useBrowseParams } from '../library/useBrowseParams';
import { PlayButtons } from '../player/PlayButtons';
import { Pagination } from '../widgets/Pagination';
import { TrackList } from '../library/TrackList';
import { DEFAULT_FAVORITE_ORDERING, FAVORITE_FIELDS, orderFavorites } from './ordering';
import { downloadFavorites, downloadId, useKeptTrackIds } from '../../sync/downloads';
import { DownloadControl, DownloadedOnlyToggle } from '../downloads/DownloadControl';

export const FAVORITES_PAGE_SIZE = 25;

/**
 * The user's favorite tracks (login required: the guard keeps anonymous visitors out). Read from
 * the favorites mirror, so it works offline and shows a toggle at once; ordering and page live in
 * the URL query (spec 01 section 2).
 */
export function FavoritesScreen() {
  const { t } = useTranslation();
  const entries = useFavoriteEntries();
  // The ids come first, the tracks after them in the background: the list, its count and its pages
  // are of the favorites whose track is known; the others are said to be loading.
  const counts = useFavoriteCounts();
  const loading = counts?.withoutTrack ?? 0;
  const [params, update] = useBrowseParams({ ordering: DEFAULT_FAVORITE_ORDERING, pageSize: FAVORITES_PAGE_SIZE });
  const ordered = useMemo(
    () => (entries ? orderFavorites(entries, params.ordering) : undefined),
    [entries, params.ordering],
  );
  const tracks = useMemo(() => ordered?.map((entry) => entry.track) ?? [], [ordered]);
  const kept = useKeptTrackIds();
  const [downloadedOnly, setDownloadedOnly] = useState(false);
  const listed = useMemo(
    () => (downloadedOnly ? tracks.filter((track) => kept.has(track.id)) : tracks),
    [downloadedOnly, tracks, kept],
  );
  const pageCount = Math.max(1, Math.ceil(listed.length / FAVORITES_PAGE_SIZE));
  const page = Math.min(params.page, pageCount);
  const shown = listed.slice((page - 1) * FAVORITES_PAGE_SIZE, page * FAVORITES_PAGE_SIZE);

  return (
    <div className="page">
      <header className="page-header">
        <h1>{t('favorites.title')}</h1>
        {tracks.length > 0 && <span className="muted">{t('favorites.count', { count: tracks.length })}</span>}
      </header>
      {entries === undefined || counts === undefined ? null : tracks.length === 0 && loading > 0 ? (
        <p className="muted" role="status">
          {t('favorites.loadingTracks', { count: loading })}
        </p>
      ) : tracks.length === 0 ? (
        <div className="state">
          <Heart aria-hidden size={28} />
          <p>{t('favorites.empty')}</p>
          <Link className="button" to="/library/albums">
            {t('favorites.browse')}
          </Link>
        </div>
      ) : (
        <>
          <div className="toolbar">
            <PlayButtons playLabel={t('favorites.playAll')} onPlay={(mode) => playTracks(listed, mode)} />
            <DownloadControl
              id={downloadId('favorites')}
              title={t('downloads.favoritesTitle')}
              onDownload={() => void downloadFavorites()}
            />
          </div>
          <div className="toolbar">
            <OrderingSelect
              field={params.field}
              descending={params.descending}
              fields={FAVORITE_FIELDS}
              onChange={(ordering) => update({ ordering })}
            />
            <DownloadedOnlyToggle checked={downloadedOnly} onChange={setDownloadedOnly} />
          </div>
          {shown.length === 0 ? (
            <p className="muted">{t('downloads.noneKept')}</p>
          ) : (
            <TrackList tracks={shown} label={t('favorites.listLabel')} />
          )}
          <Pagination page={page} pageSize={FAVORITES_PAGE_SIZE} count={listed.length} />
        </>
      )}
      {/* Below the list: tracks that come in the background never push the rows already shown (issue 17). */}
      {loading > 0 && tracks.length > 0 && (
        <p className="muted" role="status">
          {t('favorites.loadingTracks', { count: loading })}
        </p>
      )}
    </div>
  );
}
