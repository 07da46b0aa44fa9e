import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPlus, Settings2, Trash2 } from '../icons';
import {
  addToPlaylist,
  clearPlaylist,
  dismissPlaylistRefusal,
  usePlaylistDuplicateRefusal,
  type OwnPlaylist,
} from '../../sync/playlists';
import { trackDuration, type Track } from '../../sync/catalogue';
import type { QueueTrack } from '../../player/types';
import { addMessage } from '../messages/store';
import { usePlayerSnapshot } from '../player/usePlayer';
import { Modal } from '../widgets/Modal';
import { ConfirmModal } from '../widgets/ConfirmModal';
import { EditorList } from './EditorList';
import { PlaylistFormModal } from './PlaylistFormModal';
import type { EditorEntry } from './EditorRow';
import { PlaylistSyncLine } from './PlaylistSyncLine';

interface Props {
  playlist: OwnPlaylist;
  /** The playlist's tracks in order, as many as the page shows; null where not fetched yet. */
  tracks: ReadonlyArray<Track | null>;
}

/** Edit mode: the form, insert from queue, clear, the sync state, and the entries to reorder or remove. */
export function PlaylistEditor({ playlist, tracks }: Props) {
  const { t } = useTranslation();
  const { queue, order } = usePlayerSnapshot();
  const [confirmingClear, setConfirmingClear] = useState(false);
  const [asked, setAsked] = useState<{ trackIds: number[]; count: number } | null>(null);
  // A duplicate found here (the mirror) or refused by the pod at replay (an add made offline).
  const refused = usePlaylistDuplicateRefusal(playlist.id);
  const duplicates = asked ?? (refused ? { trackIds: refused.trackIds, count: refused.trackIds.length } : null);
  const setDuplicates = (value: null) => {
    setAsked(value);
    if (refused) void dismissPlaylistRefusal(playlist.id);
  };
  const [formOpen, setFormOpen] = useState(false);
  const queued = useMemo(
    () => order.map((index) => queue[index]).filter((track): track is QueueTrack => track !== undefined),
    [queue, order],
  );
  const entries = useMemo(() => editorEntries(tracks, playlist.trackIds, queued, t), [tracks, playlist, queued, t]);

  const failed = () => addMessage({ content: t('playlistsCore.error'), error: true });
  const insert = async (trackIds: number[], allowDuplicates: boolean) => {
    try {
      const result = await addToPlaylist(playlist.id, trackIds, { allowDuplicates });
      if (result.type === 'duplicates') setAsked({ trackIds, count: result.trackIds.length });
      else addMessage({ content: t('playlistEdit.inserted', { count: trackIds.length }) });
    } catch {
      failed();
    }
  };

  return (
    <section className="playlist-editor" aria-label={t('playlistEdit.editor')}>
      <div className="toolbar playlist-editor__toolbar">
        <button type="button" className="button" aria-haspopup="dialog" onClick={() => setFormOpen(true)}>
          <Settings2 aria-hidden size={16} />
          {t('playlistEdit.details')}
        </button>
        <button
          type="button"
          className="button"
          disabled={queued.length === 0}
          title={
            queued.length === 0
              ? t('playlistEdit.queueEmpty')
              : t('playlistEdit.insertQueueHint', { count: queued.length })
          }
          onClick={() =>
            void insert(
              queued.map((track) => track.id),
              false,
            )
          }
        >
          <ListPlus aria-hidden size={16} />
          {t('playlistEdit.insertQueue')}
        </button>
        <button
          type="button"
          className="button button--danger"
          disabled={playlist.trackIds.length === 0}
          onClick={() => setConfirmingClear(true)}
        >
          <Trash2 aria-hidden size={16} />
          {t('playlistEdit.clear')}
        </button>
      </div>
      <PlaylistSyncLine id={playlist.id} />
      {playlist.trackIds.length === 0 ? (
        <p className="state">{t('playlistEdit.emptyEditor')}</p>
      ) : (
        <EditorList id={playlist.id} entries={entries} trackIds={playlist.trackIds} />
      )}
      {confirmingClear && (
        <ConfirmModal
          title={t('playlistEdit.clearTitle')}
          action={t('playlistEdit.clear')}
          onConfirm={() => void clearPlaylist(playlist.id).catch(failed)}
          onClose={() => setConfirmingClear(false)}
        >
          <p>{t('playlistEdit.clearConfirm', { name: playlist.name })}</p>
        </ConfirmModal>
      )}
      <Modal
        open={duplicates !== null}
        onOpenChange={(open) => !open && setDuplicates(null)}
        title={t('playlistEdit.duplicatesTitle')}
        actions={
          <>
            <button type="button" className="button" onClick={() => setDuplicates(null)}>
              {t('playlistEdit.cancel')}
            </button>
            <button
              type="button"
              className="button button--primary"
              onClick={() => {
                const ids = duplicates?.trackIds ?? [];
                setDuplicates(null);
                void insert(ids, true);
              }}
            >
              {t('playlistEdit.addAnyway')}
            </button>
          </>
        }
      >
        <p>{t('playlistEdit.duplicates', { count: duplicates?.count ?? 0 })}</p>
      </Modal>
      {formOpen && <PlaylistFormModal playlist={playlist} onClose={() => setFormOpen(false)} />}
    </section>
  );
}

/** The first `tracks.length` entries; a track not fetched yet is named from the queue, else by its id. */
function editorEntries(
  tracks: ReadonlyArray<Track | null>,
  trackIds: readonly number[],
  queued: readonly QueueTrack[],
  t: (key: string, options?: Record<string, unknown>) => string,
): EditorEntry[] {
  const fromQueue = new Map(queued.map((track) => [track.id, track]));
  return tracks.map((track, index) => {
    const trackId = track?.id ?? trackIds[index] ?? 0;
    if (track) {
      return { trackId, title: track.title, credit: creditOf(track.artistCredit), duration: trackDuration(track) };
    }
    const known = fromQueue.get(trackId);
    if (known) return { trackId, title: known.title, credit: creditOf(known.artistCredit), duration: known.duration };
    return { trackId, title: t('playlistEdit.unknownTrack', { id: trackId }), credit: '', duration: null };
  });
}

function creditOf(credit: ReadonlyArray<{ credit: string; joinphrase: string }>): string {
  return credit.map((entry) => `${entry.credit}${entry.joinphrase}`).join('');
}
