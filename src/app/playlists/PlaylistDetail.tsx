import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { usePlaylist, usePlaylistTracks } from '../../sync/playlists';
import { formatDuration } from '../format/duration';
import { NotFound } from '../shell/NotFound';
import { SkeletonGrid } from '../widgets/Cards';
import { QueryState } from '../widgets/QueryState';
import { TrackList } from '../library/TrackList';
import { useNumericParam } from '../library/useNumericParam';
import { playPlaylist } from '../../player/play-commands';
import { PlayButtons } from '../player/PlayButtons';
import { RadioToggle } from '../radios/RadiosBrowse';
import { downloadId, downloadPlaylist } from '../../sync/downloads';
import { DownloadControl } from '../downloads/DownloadControl';

/** A playlist's tracks (read only; editing arrives with the playlists issue). */
export function PlaylistDetail() {
  const id = useNumericParam();
  return id === null ? <NotFound /> : <PlaylistPage id={id} />;
}

function PlaylistPage({ id }: { id: number }) {
  const { t } = useTranslation();
  const playlist = usePlaylist(id);
  const queryClient = useQueryClient();
  const tracks = usePlaylistTracks(id);
  return (
    <div className="page">
      <QueryState query={playlist} loading={<SkeletonGrid count={1} />}>
        {(data) => (
          <header className="page-header">
            <div>
              <span className="hero__kind">{t('playlist.kind')}</span>
              <h1>{data.name}</h1>
              <div className="hero__meta">
                <span>{t('detail.tracksCount', { count: data.tracksCount })}</span>
                {data.duration !== null && <span>{formatDuration(data.duration)}</span>}
                {data.ownerUsername && <span>{t('playlist.by', { owner: data.ownerUsername })}</span>}
                {data.modificationDate && (
                  <span>{t('playlist.updated', { date: new Date(data.modificationDate).toLocaleDateString() })}</span>
                )}
              </div>
              <div className="toolbar">
                <PlayButtons
                  onPlay={(mode) => playPlaylist(queryClient, data.id, mode)}
                  disabled={data.tracksCount === 0}
                />
                <RadioToggle
                  config={{ type: 'playlist', objectId: data.id, customRadioId: null, clientOnly: true, config: null }}
                  name={data.name}
                />
              </div>
              <div className="toolbar">
                <DownloadControl
                  id={downloadId('playlist', data.id)}
                  title={data.name}
                  disabled={data.tracksCount === 0}
                  onDownload={() => void downloadPlaylist(data.id, data.name)}
                />
              </div>
            </div>
          </header>
        )}
      </QueryState>
      <QueryState query={tracks} loading={null} isEmpty={(list) => list.length === 0} empty={t('playlist.empty')}>
        {(list) => <TrackList tracks={list} label={t('detail.tracks')} />}
      </QueryState>
    </div>
  );
}
