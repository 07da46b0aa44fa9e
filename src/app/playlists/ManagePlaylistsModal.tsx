import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Pencil, Trash2 } from '../icons';
import { deletePlaylist, useOwnPlaylists, type OwnPlaylist } from '../../sync/playlists';
import { addMessage } from '../messages/store';
import { Modal } from '../widgets/Modal';
import { PlaylistFormModal } from './PlaylistFormModal';
import { playlistPath } from './playlist-path';
import { podMessages } from './save-errors';
import './playlists-ui.css';

/** Manage (spec 02): one's own playlists from the mirror (offline too), each with its page, edit and delete. */
export function ManagePlaylistsModal({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const playlists = useOwnPlaylists();
  const [editing, setEditing] = useState<OwnPlaylist | null>(null);
  const [deleting, setDeleting] = useState<OwnPlaylist | null>(null);

  const destroy = async (playlist: OwnPlaylist) => {
    setDeleting(null);
    try {
      await deletePlaylist(playlist.id);
      addMessage({ content: t('playlistsUi.manageModal.deleted', { name: playlist.name }) });
    } catch (error) {
      for (const text of podMessages(error)) addMessage({ content: text, error: true });
    }
  };

  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={t('playlistsUi.manageModal.title')}>
      {playlists === undefined ? (
        <p className="muted">{t('playlistsUi.loading')}</p>
      ) : playlists.length === 0 ? (
        <p className="muted">{t('playlistsUi.manageModal.none')}</p>
      ) : (
        <ul className="playlist-picker" aria-label={t('playlistsUi.manageModal.title')}>
          {playlists.map((playlist) => (
            <li key={playlist.id} className="playlist-picker__row">
              <span className="playlist-picker__main">
                <Link to={playlistPath(playlist.id)} onClick={onClose}>
                  {playlist.name}
                </Link>
                <span className="muted">
                  {t('playlistsUi.tracks', { count: playlist.tracksCount })} ·{' '}
                  {t(`playlistsUi.visibility.${playlist.privacyLevel}`)}
                </span>
              </span>
              <button
                type="button"
                className="icon-button"
                aria-label={t('playlistsUi.manageModal.edit', { name: playlist.name })}
                onClick={() => setEditing(playlist)}
              >
                <Pencil aria-hidden size={16} />
              </button>
              <button
                type="button"
                className="icon-button"
                aria-label={t('playlistsUi.manageModal.delete', { name: playlist.name })}
                onClick={() => setDeleting(playlist)}
              >
                <Trash2 aria-hidden size={16} />
              </button>
            </li>
          ))}
        </ul>
      )}
      {editing && <PlaylistFormModal playlist={editing} onClose={() => setEditing(null)} />}
      {deleting && (
        <Modal
          open
          onOpenChange={(open) => !open && setDeleting(null)}
          title={t('playlistsUi.manageModal.deleteTitle', { name: deleting.name })}
          actions={
            <>
              <button type="button" className="button" onClick={() => setDeleting(null)}>
                {t('playlistsUi.cancel')}
              </button>
              <button type="button" className="button button--danger" onClick={() => void destroy(deleting)}>
                {t('playlistsUi.manageModal.confirmDelete')}
              </button>
            </>
          }
        >
          <p>{t('playlistsUi.manageModal.deleteWarning')}</p>
        </Modal>
      )}
    </Modal>
  );
}
