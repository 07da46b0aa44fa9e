import { useTranslation } from 'react-i18next';
import { Maximize2 } from '../icons';
import { FavoriteButton } from '../favorites/FavoriteButton';
import { SignedInAddToPlaylistButton } from '../playlists/AddToPlaylistButton';
import { usePlayerSnapshot } from './usePlayer';
import { SeekControl, TrackText, TransportControls, VolumeControl, QueueAndShortcuts } from './PlayerParts'; // classic26: moved out, unchanged
import { useOpenNowPlaying } from './now-playing-route'; // nowplaying27
import './player.css';
import './now-playing-bar.css'; // nowplaying27

/** Always present at the bottom: what plays, the controls, and where it is. */
export function PlayerBar({ onShowShortcuts }: { onShowShortcuts: () => void }) {
  const { t } = useTranslation();
  const state = usePlayerSnapshot();
  const openNowPlaying = useOpenNowPlaying(); // nowplaying27
  const track = state.current;
  if (!track) return null;

  return (
    <section className="player-bar" aria-label={t('player.region')}>
      <div className="player-bar__track">
        {/* nowplaying27: on a phone or a tablet the cover and title area opens the now-playing screen. */}
        <button
          type="button"
          className="player-bar__open-area"
          aria-label={t('nowplaying27.open')}
          onClick={openNowPlaying}
        />
        <div className="player-bar__cover">
          {track.coverUrl ? <img src={track.coverUrl} alt="" /> : <span className="cover__fallback" aria-hidden />}
        </div>
        <TrackText track={track} error={state.error} />
        {/* The queue keeps a snapshot, not the pod's track: only its id is sent. */}
        <FavoriteButton track={{ id: track.id }} className="player-bar__favorite" />
        {/* pl20ui: the current track into a playlist. */}
        <SignedInAddToPlaylistButton
          trackIds={[track.id]}
          label={t('playlistsUi.addTrack', { title: track.title })}
          className="player-bar__favorite"
          size={18}
        />
      </div>

      <div className="player-bar__controls">
        <TransportControls />
      </div>

      <div className="player-bar__seek">
        <SeekControl />
      </div>

      <div className="player-bar__extra">
        <VolumeControl />
        {/* nowplaying27: on a desktop a button opens the now-playing screen. */}
        <button
          type="button"
          className="icon-button player-bar__open"
          aria-label={t('nowplaying27.open')}
          onClick={openNowPlaying}
        >
          <Maximize2 aria-hidden size={18} />
        </button>
        <QueueAndShortcuts helpClassName="player-bar__help" onShowShortcuts={onShowShortcuts} />
      </div>
    </section>
  );
}
