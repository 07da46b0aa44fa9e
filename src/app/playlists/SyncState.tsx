import { useTranslation } from 'react-i18next';
import { usePlaylistSyncState, type PlaylistId } from '../../sync/playlists';

/** Where the editor's changes are (spec 02 section 4): syncing, synced, or refused with the pod's messages. */
export function SyncState({ id }: { id: PlaylistId }) {
  const { t } = useTranslation();
  const { state, messages } = usePlaylistSyncState(id);
  return (
    <div className={`playlist-sync playlist-sync--${state}`} role="status" aria-live="polite">
      {state === 'syncing' && <p>{t('playlistEdit.syncing')}</p>}
      {state === 'synced' && <p>{t('playlistEdit.synced')}</p>}
      {state === 'error' && (
        <>
          <p>{t('playlistEdit.error')}</p>
          {messages.length > 0 && (
            <ul>
              {messages.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
