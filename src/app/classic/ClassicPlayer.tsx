import { useTranslation } from 'react-i18next';
import { FavoriteButton } from '../favorites/FavoriteButton';
import { usePlayerSnapshot } from '../player/usePlayer';
import { SeekControl, TrackText, TransportControls, VolumeControl, QueueAndShortcuts } from '../player/PlayerParts';
import { useOpenNowPlaying } from '../player/now-playing-route';

/**
 * The classic shell's player (issue 26): docked at the bottom of the sidebar from the desktop
 * breakpoint, a strip at the bottom of the screen below it. The same controls and accessible names as
 * the newer shell's player bar (DESIGN.md), from the same parts and with its CSS names (player.css);
 * classic.css holds only what differs. The track row keeps its own name: the newer bar's
 * (now-playing-bar.css) is a tap area over a cover and title that take no clicks, here the cover is the button.
 */
export function ClassicPlayer({ onShowShortcuts }: { onShowShortcuts: () => void }) {
  const { t } = useTranslation();
  const state = usePlayerSnapshot();
  const openNowPlaying = useOpenNowPlaying();
  const track = state.current;
  if (!track) return null;

  return (
    <section className="player-bar classic-player" aria-label={t('player.region')}>
      <div className="classic-player__track">
        {/* Issue 27: the cover opens the now-playing screen (a tap on a phone, a click on a desktop). */}
        <button
          type="button"
          className="player-bar__cover classic-player__cover classic-player__open"
          aria-label={t('nowplaying27.open')}
          onClick={openNowPlaying}
        >
          {track.coverUrl ? <img src={track.coverUrl} alt="" /> : <span className="cover__fallback" aria-hidden />}
        </button>
        <TrackText track={track} error={state.error} />
        {/* The queue keeps a snapshot, not the pod's track: only its id is sent. */}
        <FavoriteButton track={{ id: track.id }} className="player-bar__favorite" />
      </div>
      <div className="player-bar__seek">
        <SeekControl />
      </div>
      <div className="player-bar__controls classic-player__controls">
        <TransportControls />
      </div>
      <div className="player-bar__extra classic-player__extra">
        <VolumeControl />
        <QueueAndShortcuts helpClassName="classic-player__help" onShowShortcuts={onShowShortcuts} />
      </div>
    </section>
  );
}
