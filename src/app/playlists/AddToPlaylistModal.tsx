import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Plus } from '../icons';
import { addToPlaylist, useOwnPlaylists, type OwnPlaylist, type PlaylistId } from '../../sync/playlists';
import { Modal } from '../widgets/Modal';
import { PlaylistFormModal } from './PlaylistFormModal';
import { podMessages } from './save-errors';
import './playlists-ui.css';

type RowState = { type: 'duplicates'; trackIds: number[] } | { type: 'added' } | { type: 'failed'; messages: string[] };

interface Props {
  trackIds: number[];
  onClose(): void;
}

/**
 * Add-to-playlist (spec 02): a filter over one's playlists (the mirror, so it works offline), Add
 * per playlist, the duplicate warning with 'Add anyway' (the check reads the mirror; nothing is
 * written until the user chooses), and a new playlist made in place, which gets the tracks at once.
 */
export function AddToPlaylistModal({ trackIds, onClose }: Props) {
  const { t } = useTranslation();
  const playlists = useOwnPlaylists();
  const [filter, setFilter] = useState('');
  const [states, setStates] = useState<ReadonlyMap<PlaylistId, RowState>>(new Map());
  const [busy, setBusy] = useState<PlaylistId | null>(null);
  const [creating, setCreating] = useState(false);

  const setState = (id: PlaylistId, state: RowState) => setStates((old) => new Map(old).set(id, state));

  const add = async (id: PlaylistId, allowDuplicates = false) => {
    setBusy(id);
    try {
      const answer = await addToPlaylist(id, trackIds, { allowDuplicates });
      setState(id, answer);
    } catch (error) {
      setState(id, { type: 'failed', messages: podMessages(error) });
    } finally {
      setBusy(null);
    }
  };

  const needle = filter.trim().toLowerCase();
  const shown = playlists?.filter((playlist) => playlist.name.toLowerCase().includes(needle));

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('playlistsUi.add.title', { count: trackIds.length })}
      className="playlist-modal"
      actions={
        <button type="button" className="button" onClick={onClose}>
          {t('playlistsUi.add.done')}
        </button>
      }
    >
      <div className="playlist-add__top">
        <label className="field playlist-add__filter">
          <span>{t('playlistsUi.add.filter')}</span>
          <input type="search" value={filter} onChange={(event) => setFilter(event.target.value)} />
        </label>
        <button type="button" className="button" onClick={() => setCreating(true)}>
          <Plus aria-hidden size={16} /> {t('playlistsUi.add.newPlaylist')}
        </button>
      </div>
      {shown === undefined ? (
        <p className="muted">{t('playlistsUi.loading')}</p>
      ) : shown.length === 0 ? (
        <p className="muted">{t(needle ? 'playlistsUi.add.noMatch' : 'playlistsUi.add.none')}</p>
      ) : (
        <ul className="playlist-picker" aria-label={t('playlistsUi.add.list')}>
          {shown.map((playlist) => (
            <PickerRow
              key={playlist.id}
              playlist={playlist}
              state={states.get(playlist.id)}
              busy={busy === playlist.id}
              onAdd={(allowDuplicates) => void add(playlist.id, allowDuplicates)}
            />
          ))}
        </ul>
      )}
      {creating && <PlaylistFormModal onClose={() => setCreating(false)} onSaved={(id) => void add(id)} />}
    </Modal>
  );
}

function PickerRow({
  playlist,
  state,
  busy,
  onAdd,
}: {
  playlist: OwnPlaylist;
  state: RowState | undefined;
  busy: boolean;
  onAdd(allowDuplicates: boolean): void;
}) {
  const { t } = useTranslation();
  return (
    <li className="playlist-picker__row" aria-label={playlist.name}>
      <span className="playlist-picker__main">
        <strong>{playlist.name}</strong>
        <span className="muted">{t('playlistsUi.tracks', { count: playlist.tracksCount })}</span>
      </span>
      {state?.type === 'added' && (
        <span className="playlist-picker__added" role="status">
          {t('playlistsUi.add.added')}
        </span>
      )}
      <button
        type="button"
        className="button"
        disabled={busy}
        aria-label={t('playlistsUi.add.addTo', { name: playlist.name })}
        onClick={() => onAdd(false)}
      >
        {t('playlistsUi.add.add')}
      </button>
      {state?.type === 'duplicates' && (
        <div className="state state--notice playlist-picker__note" role="alert">
          <p>{t('playlistsUi.add.duplicates', { count: state.trackIds.length, name: playlist.name })}</p>
          <button type="button" className="button" disabled={busy} onClick={() => onAdd(true)}>
            {t('playlistsUi.add.addAnyway')}
          </button>
        </div>
      )}
      {state?.type === 'failed' && (
        <div className="state state--error playlist-picker__note" role="alert">
          <p>{t('playlistsUi.add.failed')}</p>
          {state.messages.length > 0 && (
            <ul>
              {state.messages.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          )}
        </div>
      )}
    </li>
  );
}
