import {
  Fragment,
  useEffect,
  useRef,
  useState,
  type CSSProperties,
  type PointerEvent as ReactPointerEvent,
} from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AudioLines, ChevronDown, ListMusic, Music, Volume2, VolumeX } from '../icons';
import type { QueueTrack } from '../../player/types';
import { setPreference, usePreferences } from '../../db/preferences';
import { formatDuration } from '../format/duration';
import { formatPercent } from '../format/percent';
import { FavoriteButton } from '../favorites/FavoriteButton';
import { SignedInAddToPlaylistButton } from '../playlists/AddToPlaylistButton';
import { applySwipe, swipeAction, swipeBetween, type PointerStart } from './now-playing-gestures';
import { afterNowPlayingClosed, leftOwnFullscreen, useCloseNowPlaying } from './now-playing-route';
import { useCoverTint } from './useCoverTint';
import { usePlayer, usePlayerSnapshot } from './usePlayer';
import { Visualizer } from './Visualizer';
import { SeekSlider, TransportControls, useSeekPosition } from './PlayerParts';
import { EpisodeControls } from './EpisodeControls';
import './now-playing.css';

/** How many of the queue's next tracks the screen shows. */
const UP_NEXT = 3;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** A cover image, or the default image of spec 01 section 3 when there is none or it fails. */
function CoverImage({ url, alt, size }: { url: string | null; alt: string; size: number }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (url && failed !== url) {
    return <img src={url} alt={alt} draggable={false} decoding="async" onError={() => setFailed(url)} />;
  }
  return (
    <span
      className="cover__fallback"
      role={alt ? 'img' : undefined}
      aria-label={alt || undefined}
      aria-hidden={alt ? undefined : true}
    >
      <Music aria-hidden size={size} strokeWidth={1.5} />
    </span>
  );
}

function ArtistLinks({ track }: { track: QueueTrack }) {
  return (
    <>
      {track.artistCredit.map((entry, index) => (
        <Fragment key={`${entry.artistId}-${index}`}>
          {entry.artistId > 0 ? (
            <Link to={`/library/artists/${entry.artistId}`} replace>
              {entry.credit}
            </Link>
          ) : (
            entry.credit
          )}
          {entry.joinphrase}
        </Fragment>
      ))}
    </>
  );
}

/** Whether the visualizer shows: the stored choice, else on unless the system asks for reduced motion. */
function useVisualizerOn(): [boolean, (on: boolean) => void] {
  const stored = usePreferences()?.visualizer ?? null;
  const [reduced, setReduced] = useState(() => matchMedia(REDUCED_MOTION).matches);
  useEffect(() => {
    const media = matchMedia(REDUCED_MOTION);
    const onChange = () => setReduced(media.matches);
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, []);
  return [stored ?? !reduced, (on) => void setPreference('visualizer', on)];
}

/**
 * The now-playing screen: a modal dialog over the whole viewport (sidebar and bars included), with
 * the large cover, the credits, the seek bar, the controls, what plays next and the visualizer.
 * Closed by its button, Escape, back, or a swipe down; a swipe on the cover skips.
 */
export function NowPlaying() {
  const { t, i18n } = useTranslation();
  const player = usePlayer();
  const state = usePlayerSnapshot();
  const close = useCloseNowPlaying();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [dialog, setDialog] = useState<HTMLDialogElement | null>(null);
  const [visualizerOn, setVisualizerOn] = useVisualizerOn();
  const pointer = useRef<PointerStart | null>(null);
  const track = state.current;
  const tint = useCoverTint(track?.coverUrl ?? null, dialog);
  const { position, duration } = useSeekPosition();

  const closeRef = useRef(close);
  closeRef.current = close;
  useEffect(() => {
    const element = dialogRef.current;
    if (element && !element.open) element.showModal();
    setDialog(element);
    // Escape in a fullscreen browser leaves fullscreen first: that closes the screen too.
    const onFullscreen = () => leftOwnFullscreen() && closeRef.current();
    document.addEventListener('fullscreenchange', onFullscreen);
    return () => {
      document.removeEventListener('fullscreenchange', onFullscreen);
      if (element?.open) element.close();
      afterNowPlayingClosed();
    };
  }, []);

  if (!track) return null;
  const rtl = i18n.dir() === 'rtl';

  const upcoming: Array<{ index: number; track: QueueTrack }> = [];
  for (let step = 1; step <= UP_NEXT && step < state.order.length; step++) {
    let index = state.index + step;
    if (index >= state.order.length) {
      if (state.looping !== 'all') break;
      index -= state.order.length;
    }
    const next = state.queue[state.order[index] ?? -1];
    if (next) upcoming.push({ index, track: next });
  }

  function onPointerDown(event: ReactPointerEvent) {
    if ((event.target as Element).closest('input, button, a')) return;
    const cover = (event.target as Element).closest('.now-playing__cover');
    const span = cover?.getBoundingClientRect().width ?? null;
    pointer.current = { x: event.clientX, y: event.clientY, time: event.timeStamp, span };
  }

  function onPointerUp(event: ReactPointerEvent) {
    const start = pointer.current;
    pointer.current = null;
    if (!start) return;
    const swipe = swipeBetween(start, { x: event.clientX, y: event.clientY, time: event.timeStamp });
    applySwipe(swipeAction(swipe, rtl), start.span !== null, player, close);
  }

  return (
    <dialog
      ref={dialogRef}
      className="now-playing"
      aria-label={t('queue.fullscreenTitle')}
      style={tint ? ({ '--now-playing-tint': tint } as CSSProperties) : undefined}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      onClose={() => close()}
      onPointerDown={onPointerDown}
      onPointerUp={onPointerUp}
      onPointerCancel={() => (pointer.current = null)}
    >
      <div className="now-playing__layout">
        <header className="now-playing__head">
          <button
            type="button"
            className="icon-button now-playing__icon"
            aria-label={t('nowplaying27Screen.close')}
            onClick={close}
          >
            <ChevronDown aria-hidden size={26} />
          </button>
          <p className="now-playing__label">{t('queue.fullscreenTitle')}</p>
          <button
            type="button"
            className="icon-button now-playing__icon"
            aria-label={t('queue.visualizer')}
            aria-pressed={visualizerOn}
            onClick={() => setVisualizerOn(!visualizerOn)}
          >
            <AudioLines aria-hidden size={22} />
          </button>
          <Link className="icon-button now-playing__icon" to="/queue" replace aria-label={t('player.queue')}>
            <ListMusic aria-hidden size={22} />
          </Link>
        </header>

        <div className="now-playing__art">
          <div className="now-playing__cover" data-testid="now-playing-cover">
            <CoverImage url={track.coverUrl} alt={t('detail.coverOf', { title: track.title })} size={96} />
          </div>
          {visualizerOn && <Visualizer className="now-playing__visualizer" />}
        </div>

        <div className="now-playing__panel">
          <div className="now-playing__track">
            <div className="now-playing__text">
              <h2 className="now-playing__title">{track.title}</h2>
              <p className="now-playing__artists">
                <ArtistLinks track={track} />
              </p>
              {track.albumTitle !== null && track.albumId > 0 && (
                <p className="now-playing__album">
                  <Link to={`/library/albums/${track.albumId}`} replace>
                    {track.albumTitle}
                  </Link>
                </p>
              )}
            </div>
            <div className="now-playing__actions">
              <FavoriteButton track={{ id: track.id }} className="now-playing__icon" size={22} />
              <SignedInAddToPlaylistButton
                trackIds={[track.id]}
                label={t('playlistsUi.addTrack', { title: track.title })}
                className="now-playing__icon"
                size={22}
              />
            </div>
          </div>
          {state.error && (
            <p className="now-playing__error" role="alert">
              {t(state.error.key, state.error.params ?? {})}
            </p>
          )}
          <div className="now-playing__seek">
            <SeekSlider />
            <div className="now-playing__times" aria-hidden>
              <span data-testid="now-playing-elapsed">{formatDuration(position)}</span>
              <span data-testid="now-playing-remaining">−{formatDuration(Math.max(0, duration - position))}</span>
            </div>
          </div>
          <div className="now-playing__controls">
            <TransportControls look="large" />
          </div>
          <EpisodeControls /> {/* episodes27: speed and sleep timer */}
          <div className="now-playing__volume">
            <button
              type="button"
              className="icon-button now-playing__icon"
              aria-label={t('player.mute')}
              aria-pressed={state.muted}
              onClick={() => player.toggleMute()}
            >
              {state.muted ? <VolumeX aria-hidden size={20} /> : <Volume2 aria-hidden size={20} />}
            </button>
            <input
              type="range"
              aria-label={t('player.volume')}
              min={0}
              max={100}
              step={1}
              value={Math.round((state.muted ? 0 : state.volume) * 100)}
              aria-valuetext={formatPercent(state.muted ? 0 : state.volume, i18n.language)}
              onChange={(event) => player.setVolume(Number(event.target.value) / 100)}
            />
          </div>
          <section className="now-playing__next" aria-labelledby="now-playing-next">
            <div className="now-playing__next-head">
              <h3 id="now-playing-next">{t('nowplaying27Screen.upNext')}</h3>
              <Link to="/queue" replace className="now-playing__queue-link">
                {t('nowplaying27Screen.wholeQueue')}
              </Link>
            </div>
            {upcoming.length === 0 ? (
              <p className="now-playing__muted">{t('nowplaying27Screen.nothingNext')}</p>
            ) : (
              <ol className="now-playing__next-list">
                {upcoming.map(({ index, track: next }) => (
                  <li key={`${next.id}-${index}`}>
                    <button type="button" className="now-playing__next-row" onClick={() => player.jumpTo(index)}>
                      <span className="now-playing__thumb">
                        <CoverImage url={next.coverUrl} alt="" size={20} />
                      </span>
                      <span className="now-playing__next-text">
                        <span className="now-playing__next-title">{next.title}</span>
                        <span className="now-playing__muted">
                          {next.artistCredit.map((entry) => `${entry.credit}${entry.joinphrase}`).join('')}
                        </span>
                      </span>
                    </button>
                  </li>
                ))}
              </ol>
            )}
          </section>
        </div>
      </div>
    </dialog>
  );
}
