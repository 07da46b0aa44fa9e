import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  Keyboard,
  ListMusic,
  Maximize2,
  Pause,
  Play,
  Repeat,
  Repeat1,
  Shuffle,
  SkipBack,
  SkipForward,
  Volume2,
  VolumeX,
} from 'lucide-react';
import { isSounding } from '../../player/queue-view';
import type { Looping } from '../../player/types';
import { formatDuration } from '../format/duration';
import { formatPercent } from '../format/percent'; // keys25
import { FavoriteButton } from '../favorites/FavoriteButton';
import { SignedInAddToPlaylistButton } from '../playlists/AddToPlaylistButton';
import { usePlayer, usePlayerSnapshot } from './usePlayer';
import { creditText } from './credit';
import { useOpenNowPlaying } from './now-playing-route'; // nowplaying27
import './player.css';
import './now-playing-bar.css'; // nowplaying27

const LOOPING_LABEL: Record<Looping, string> = {
  none: 'player.loopingNone',
  single: 'player.loopingSingle',
  all: 'player.loopingAll',
};

/** Always present at the bottom: what plays, the controls, and where it is. */
export function PlayerBar({ onShowShortcuts }: { onShowShortcuts: () => void }) {
  const { t, i18n } = useTranslation();
  const player = usePlayer();
  const state = usePlayerSnapshot();
  const openNowPlaying = useOpenNowPlaying(); // nowplaying27
  const track = state.current;
  if (!track) return null;
  const duration = state.duration ?? track.duration ?? 0;
  const LoopIcon = state.looping === 'single' ? Repeat1 : Repeat;
  // A track with no source waits for its skip still "playing": that is no reason to show Pause.
  const sounding = isSounding(state);

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
        <div className="player-bar__text">
          <Link className="player-bar__title" to={`/library/tracks/${track.id}`}>
            {track.title}
          </Link>
          <span className="player-bar__artist">{creditText(track)}</span>
          {state.error && (
            <span className="player-bar__error" role="alert">
              {t(state.error.key, state.error.params ?? {})}
            </span>
          )}
        </div>
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
        <button
          type="button"
          className="icon-button"
          aria-label={t('player.shuffle')}
          aria-pressed={state.shuffle}
          onClick={() => player.toggleShuffle()}
        >
          <Shuffle aria-hidden size={18} />
        </button>
        <button
          type="button"
          className="icon-button"
          aria-label={t('player.previous')}
          onClick={() => player.previous()}
        >
          <SkipBack aria-hidden size={20} />
        </button>
        <button
          type="button"
          className="icon-button icon-button--primary"
          aria-label={sounding ? t('player.pause') : t('player.play')}
          onClick={() => player.toggle()}
        >
          {sounding ? <Pause aria-hidden size={22} /> : <Play aria-hidden size={22} />}
        </button>
        <button type="button" className="icon-button" aria-label={t('player.next')} onClick={() => player.next()}>
          <SkipForward aria-hidden size={20} />
        </button>
        <button
          type="button"
          className="icon-button"
          aria-label={t('player.looping')}
          aria-pressed={state.looping !== 'none'}
          aria-describedby="player-looping-state"
          title={t(LOOPING_LABEL[state.looping])}
          data-looping={state.looping}
          onClick={() => player.cycleLooping()}
        >
          <LoopIcon aria-hidden size={18} />
        </button>
        <span id="player-looping-state" className="visually-hidden">
          {t(LOOPING_LABEL[state.looping])}
        </span>
      </div>

      <div className="player-bar__seek">
        <span className="player-bar__time">{formatDuration(state.position)}</span>
        <input
          type="range"
          aria-label={t('player.seek')}
          min={0}
          max={Math.max(1, Math.round(duration))}
          step={1}
          value={Math.min(Math.round(state.position), Math.round(duration))}
          aria-valuetext={`${formatDuration(state.position)} / ${formatDuration(duration)}`}
          onChange={(event) => player.seek(Number(event.target.value))}
        />
        <span className="player-bar__time">{formatDuration(duration)}</span>
      </div>

      <div className="player-bar__extra">
        <button
          type="button"
          className="icon-button"
          aria-label={t('player.mute')}
          aria-pressed={state.muted}
          onClick={() => player.toggleMute()}
        >
          {state.muted ? <VolumeX aria-hidden size={18} /> : <Volume2 aria-hidden size={18} />}
        </button>
        <input
          className="player-bar__volume"
          type="range"
          aria-label={t('player.volume')}
          min={0}
          max={100}
          step={1}
          value={Math.round((state.muted ? 0 : state.volume) * 100)}
          aria-valuetext={formatPercent(state.muted ? 0 : state.volume, i18n.language)}
          onChange={(event) => player.setVolume(Number(event.target.value) / 100)}
        />
        {/* nowplaying27: on a desktop a button opens the now-playing screen. */}
        <button
          type="button"
          className="icon-button player-bar__open"
          aria-label={t('nowplaying27.open')}
          onClick={openNowPlaying}
        >
          <Maximize2 aria-hidden size={18} />
        </button>
        <Link className="icon-button" to="/queue" aria-label={t('player.queue')}>
          <ListMusic aria-hidden size={18} />
        </Link>
        <button
          type="button"
          className="icon-button player-bar__help"
          aria-label={t('player.shortcuts')}
          onClick={onShowShortcuts}
        >
          <Keyboard aria-hidden size={18} />
        </button>
      </div>
    </section>
  );
}
