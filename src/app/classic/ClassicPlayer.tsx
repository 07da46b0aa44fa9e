import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Keyboard, ListMusic } from 'lucide-react';
import { FavoriteButton } from '../favorites/FavoriteButton';
import { usePlayerSnapshot } from '../player/usePlayer';
import { SeekControl, TrackText, TransportControls, VolumeControl } from '../player/PlayerParts';
import { useOpenNowPlaying } from '../player/now-playing-route';

/**
 * The classic shell's player (issue 26): docked at the bottom of the sidebar from the desktop
 * breakpoint, a strip at the bottom of the screen below it. The same controls and accessible names as
 * the newer shell's player bar (DESIGN.md), from the same parts.
 */
export function ClassicPlayer({ onShowShortcuts }: { onShowShortcuts: () => void }) {
  const { t } = useTranslation();
  const state = usePlayerSnapshot();
  const openNowPlaying = useOpenNowPlaying();
  const track = state.current;
  if (!track) return null;

  return (
    <section className="classic-player" aria-label={t('player.region')}>
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
      <div className="classic-player__seek">
        <SeekControl />
      </div>
      <div className="classic-player__controls">
        <TransportControls />
      </div>
      <div className="classic-player__extra">
        <VolumeControl />
        <Link className="icon-button" to="/queue" aria-label={t('player.queue')}>
          <ListMusic aria-hidden size={18} />
        </Link>
        <button
          type="button"
          className="icon-button classic-player__help"
          aria-label={t('player.shortcuts')}
          onClick={onShowShortcuts}
        >
          <Keyboard aria-hidden size={18} />
        </button>
      </div>
    </section>
  );
}
