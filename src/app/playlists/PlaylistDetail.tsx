import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePodPlaylistId, type PlaylistId } from '../../sync/playlists';
import type { Track } from '../../sync/catalogue';
import { NotFound } from '../shell/NotFound';
import { SkeletonGrid, SkeletonRows } from '../widgets/Cards';
import { QueryState } from '../widgets/QueryState';
import { TrackList } from '../library/TrackList';
import { PlaylistHeader } from './PlaylistHeader';
import { PlaylistEditor } from './PlaylistEditor';
import { idsKnown, usePlaylistPage } from './usePlaylistPage';
import './playlist-edit.css';

/** The page shows this many tracks at first, and this many more on 'Load more tracks' (the pod sends all). */
export const TRACKS_STEP = 50;

/** `/library/playlists/{id}`: the pod's id, or the local id of a playlist made offline. */
export function PlaylistDetail() {
  const { id } = useParams();
  const parsed = parsePlaylistId(id);
  return parsed === null ? <NotFound /> : <PlaylistPage key={String(parsed)} id={parsed} />;
}

function parsePlaylistId(raw: string | undefined): PlaylistId | null {
  if (!raw) return null;
  return /^\d+$/.test(raw) ? Number(raw) : raw;
}

function PlaylistPage({ id }: { id: PlaylistId }) {
  const { t } = useTranslation();
  useFollowPodId(id);
  const { summary, own, tracks, remote, entries } = usePlaylistPage(id);
  const [params, setParams] = useSearchParams();
  const [shown, setShown] = useState(TRACKS_STEP);

  if (summary === undefined) return <SkeletonGrid count={1} />;
  if (summary === null) {
    // Not one's own: the pod's answer (an error, offline with nothing kept) says why; a local id gone is not found.
    if (typeof id === 'string' && own === null) return <NotFound />;
    return (
      <div className="page">
        <QueryState query={remote} loading={<SkeletonGrid count={1} />}>
          {() => null}
        </QueryState>
      </div>
    );
  }

  const editing = summary.isOwner && !!own && idsKnown(own) && params.get('mode') === 'edit';
  const setEditing = (value: boolean) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value) next.set('mode', 'edit');
        else next.delete('mode');
        return next;
      },
      { replace: true },
    );
  const visible = tracks.slice(0, shown);
  const more = tracks.length - visible.length;

  return (
    <div className="page">
      <PlaylistHeader summary={summary} editing={editing} onEditingChange={setEditing} />
      {editing && own ? (
        <PlaylistEditor playlist={own} tracks={visible} />
      ) : summary.tracksCount === 0 ? (
        <div className="state playlist-empty">
          <p>{t('playlist.empty')}</p>
          {summary.isOwner && <p className="muted">{t('playlistEdit.emptyHowTo')}</p>}
        </div>
      ) : summary.podId === null || (visible.length > 0 && visible.every((track) => track !== null)) ? (
        // Every track known on the device (or no pod page to wait for: a playlist made offline).
        <TrackList tracks={visible.filter((track): track is Track => track !== null)} label={t('detail.tracks')} />
      ) : (
        <QueryState query={entries} loading={<SkeletonRows count={Math.min(summary.tracksCount, 8)} withCover />}>
          {() => (
            <TrackList tracks={visible.filter((track): track is Track => track !== null)} label={t('detail.tracks')} />
          )}
        </QueryState>
      )}
      {more > 0 && (
        <div className="playlist-more">
          <p className="muted">{t('playlistEdit.shownOf', { shown: visible.length, count: tracks.length })}</p>
          <button type="button" className="button" onClick={() => setShown((count) => count + TRACKS_STEP)}>
            {t('playlistEdit.loadMore')}
          </button>
        </div>
      )}
    </div>
  );
}

/** A playlist made offline has a local id until the pod's is known: the page then moves to the pod's id. */
function useFollowPodId(id: PlaylistId) {
  const podId = usePodPlaylistId(id);
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    if (typeof id === 'string' && podId !== null) {
      void navigate(`/library/playlists/${podId}${location.search}`, { replace: true });
    }
  }, [id, podId, navigate, location.search]);
}
