import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  Keyboard,
  ListMusic,
  Pause,
  Play,
  Repeat,
  Repeat1,
  RotateCcw,
  RotateCw,
  Shuffle,
  SkipBack,
  SkipForward,
  Volume2,
  VolumeX,
} from '../icons';
import { isSounding } from '../../player/queue-view';
import type { Looping, PlayerSnapshot, QueueTrack } from '../../player/types';
import { formatDuration } from '../format/duration';
import { formatPercent } from '../format/percent'; // keys25
import { usePlayer, usePlayerSnapshot } from './usePlayer';
import { creditText } from './credit';

// The player's controls, shared by the newer shell's PlayerBar and the classic shell's docked player
// (classic26: moved out of PlayerBar.tsx unchanged). Their accessible names are DESIGN.md's.

/** The looping state's words (the bar, the classic player and the now-playing screen). */
export const LOOPING_LABEL: Record<Looping, string> = {
  none: 'player.loopingNone',
  single: 'player.loopingSingle',
  all: 'player.loopingAll',
};

/**
 * Previous or next track; while an episode plays (issue 27), 15 s back or 30 s forward in their place,
 * as on the lock screen (player.stepBackward / stepForward).
 */
export function StepButton({
  direction,
  className = 'icon-button',
  size = 20,
}: {
  direction: 'backward' | 'forward';
  className?: string;
  size?: number;
}) {
  const { t } = useTranslation();
  const player = usePlayer();
  const { episode } = usePlayerSnapshot();
  const backward = direction === 'backward';
  const label = episode
    ? t(backward ? 'episodes27Controls.back' : 'episodes27Controls.forward')
    : t(backward ? 'player.previous' : 'player.next');
  const Icon = episode ? (backward ? RotateCcw : RotateCw) : backward ? SkipBack : SkipForward;
  return (
    <button
      type="button"
      className={className}
      aria-label={label}
      data-step={episode ? 'seek' : 'track'}
      onClick={() => (backward ? player.stepBackward() : player.stepForward())}
    >
      <Icon aria-hidden size={size} fill={episode ? 'none' : undefined} />
      {episode && <span className="step-button__seconds">{backward ? 15 : 30}</span>}
    </button>
  );
}

/** How the transport looks: the bars' small buttons, or the now-playing screen's large ones (np27: one markup). */
const TRANSPORT_LOOKS = {
  bar: {
    icon: 'icon-button',
    step: 'icon-button',
    play: 'icon-button icon-button--primary',
    small: 18,
    stepSize: 20,
    playSize: 22,
    fill: undefined,
  },
  large: {
    icon: 'icon-button now-playing__icon',
    step: 'icon-button now-playing__icon now-playing__skip',
    play: 'icon-button now-playing__play',
    small: 22,
    stepSize: 30,
    playSize: 34,
    fill: 'currentColor',
  },
} as const;

/** Shuffle, previous, play or pause, next, looping. */
export function TransportControls({ look = 'bar' }: { look?: keyof typeof TRANSPORT_LOOKS }) {
  const { t } = useTranslation();
  const player = usePlayer();
  const state = usePlayerSnapshot();
  const loopingId = useId();
  const LoopIcon = state.looping === 'single' ? Repeat1 : Repeat;
  // A track with no source waits for its skip still "playing": that is no reason to show Pause.
  const sounding = isSounding(state);
  const style = TRANSPORT_LOOKS[look];
  const PlayIcon = sounding ? Pause : Play;
  return (
    <>
      <button
        type="button"
        className={style.icon}
        aria-label={t('player.shuffle')}
        aria-pressed={state.shuffle}
        onClick={() => player.toggleShuffle()}
      >
        <Shuffle aria-hidden size={style.small} />
      </button>
      <StepButton direction="backward" className={style.step} size={style.stepSize} />
      <button
        type="button"
        className={style.play}
        aria-label={sounding ? t('player.pause') : t('player.play')}
        onClick={() => player.toggle()}
      >
        <PlayIcon aria-hidden size={style.playSize} fill={style.fill} />
      </button>
      <StepButton direction="forward" className={style.step} size={style.stepSize} />
      <button
        type="button"
        className={style.icon}
        aria-label={t('player.looping')}
        aria-pressed={state.looping !== 'none'}
        aria-describedby={loopingId}
        title={t(LOOPING_LABEL[state.looping])}
        data-looping={state.looping}
        onClick={() => player.cycleLooping()}
      >
        <LoopIcon aria-hidden size={style.small} />
      </button>
      <span id={loopingId} className="visually-hidden">
        {t(LOOPING_LABEL[state.looping])}
      </span>
    </>
  );
}

/** The current track's title (a link), its artists and the player's error: the bar's and the classic player's. */
export function TrackText({ track, error }: { track: QueueTrack; error: PlayerSnapshot['error'] }) {
  const { t } = useTranslation();
  return (
    <div className="player-bar__text">
      <Link className="player-bar__title" to={`/library/tracks/${track.id}`}>
        {track.title}
      </Link>
      <span className="player-bar__artist">{creditText(track)}</span>
      {error && (
        <span className="player-bar__error" role="alert">
          {t(error.key, error.params ?? {})}
        </span>
      )}
    </div>
  );
}

/** The Seek slider's state: the known duration and the position kept within it. */
export function useSeekPosition(): { position: number; duration: number } {
  const state = usePlayerSnapshot();
  const duration = state.duration ?? state.current?.duration ?? 0;
  return { duration, position: duration > 0 ? Math.min(state.position, duration) : state.position };
}

/** The Seek slider alone (the bars put the times beside it, the now-playing screen below it). */
export function SeekSlider() {
  const { t } = useTranslation();
  const player = usePlayer();
  const { position, duration } = useSeekPosition();
  return (
    <input
      type="range"
      aria-label={t('player.seek')}
      min={0}
      max={Math.max(1, Math.round(duration))}
      step={1}
      value={Math.round(position)}
      aria-valuetext={`${formatDuration(position)} / ${formatDuration(duration)}`}
      onChange={(event) => player.seek(Number(event.target.value))}
    />
  );
}

/** The elapsed time, the Seek slider and the duration. */
export function SeekControl() {
  const { position, duration } = useSeekPosition();
  return (
    <>
      <span className="player-bar__time">{formatDuration(position)}</span>
      <SeekSlider />
      <span className="player-bar__time">{formatDuration(duration)}</span>
    </>
  );
}

/** Mute and the Volume slider. */
export function VolumeControl() {
  const { t, i18n } = useTranslation();
  const player = usePlayer();
  const state = usePlayerSnapshot();
  return (
    <>
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
    </>
  );
}

/** The queue link and the shortcuts button at the end of both shells' player bars (d16). */
export function QueueAndShortcuts({
  helpClassName,
  onShowShortcuts,
}: {
  helpClassName: string;
  onShowShortcuts: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Link className="icon-button" to="/queue" aria-label={t('player.queue')}>
        <ListMusic aria-hidden size={18} />
      </Link>
      <button
        type="button"
        className={`icon-button ${helpClassName}`}
        aria-label={t('player.shortcuts')}
        onClick={onShowShortcuts}
      >
        <Keyboard aria-hidden size={18} />
      </button>
    </>
  );
}
