// pl20core: the sync state of one of the user's playlists, read from the outbox: saving while its
// edits wait, synced when none do, the error (with the pod's own texts) when the pod refused one.

import { useTranslation } from 'react-i18next';
import { useOwnPlaylist, usePlaylistSyncState, type PlaylistId } from '../../sync/playlists';
import './playlist-sync.css';

export function PlaylistSyncLine({ id }: { id: PlaylistId }) {
  const { t } = useTranslation();
  const own = useOwnPlaylist(id);
  const sync = usePlaylistSyncState(id);
  if (!own) return null;
  const text =
    sync.state === 'unknown'
      ? ''
      : sync.state === 'syncing'
        ? t('playlistsCore.syncing')
        : sync.state === 'error'
          ? t('playlistsCore.error')
          : t('playlistsCore.synced');
  return (
    <div
      role="status"
      aria-label={t('playlistsCore.syncState')}
      className={`playlist-sync playlist-sync--${sync.state}`}
    >
      <span>{text}</span>
      {sync.messages.length > 0 && (
        <ul>
          {sync.messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
