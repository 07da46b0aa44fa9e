import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CloudOff } from '../icons';
import { useOwnPlaylists, type OwnPlaylist } from '../../sync/playlists';
import { PlaylistMosaic, SkeletonGrid } from '../widgets/Cards';
import { Pagination } from '../widgets/Pagination';
import type { BrowseParams } from '../library/useBrowseParams';
import { browseOwnPlaylists } from './own-browse';
import { playlistPath } from './playlist-path';

interface Props {
  title: string;
  params: BrowseParams;
  toolbar: ReactNode;
  actions: ReactNode;
}

/**
 * `/library/me/playlists` offline (issue 20): the user's playlists as the device holds them (the
 * mirror with the edits still waiting, those made offline included), searched, ordered and paged
 * like the pod's list, under the offline notice.
 */
export function OwnPlaylistsOffline({ title, params, toolbar, actions }: Props) {
  const { t } = useTranslation();
  const playlists = useOwnPlaylists();
  const shown = playlists === undefined ? undefined : browseOwnPlaylists(playlists, params);
  return (
    <div className="page">
      <header className="page-header">
        <h1>{title}</h1>
        {shown && <span className="muted">{t('browse.results', { count: shown.count })}</span>}
        <div className="page-header__actions">{actions}</div>
      </header>
      <p className="state state--notice offline-notice__title" role="status">
        <CloudOff aria-hidden size={18} />
        {t('sync.offlineAnonymous')}
      </p>
      <div className="toolbar" role="search">
        {toolbar}
      </div>
      {shown === undefined ? (
        <SkeletonGrid count={6} />
      ) : shown.results.length === 0 ? (
        <p className="state">{t('browse.noPlaylistResults')}</p>
      ) : (
        <>
          <ul className="card-grid" aria-label={title}>
            {shown.results.map((playlist) => (
              <OwnPlaylistCard key={playlist.id} playlist={playlist} />
            ))}
          </ul>
          <Pagination page={params.page} pageSize={params.pageSize} count={shown.count} />
        </>
      )}
    </div>
  );
}

function OwnPlaylistCard({ playlist }: { playlist: OwnPlaylist }) {
  const { t } = useTranslation();
  return (
    <li>
      <Link to={playlistPath(playlist.id)} className="card">
        <PlaylistMosaic covers={playlist.albumCovers} title={playlist.name} />
        <span className="card__title">{playlist.name}</span>
        <span className="card__meta">{t('detail.tracksCount', { count: playlist.tracksCount })}</span>
      </Link>
    </li>
  );
}
