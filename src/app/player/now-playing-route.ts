import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

// The now-playing screen is a history entry on the current path (state `nowPlaying`), not a route:
// both shells' route tables stay as they are, and back (the browser's or the phone's) closes it.

interface NowPlayingState {
  nowPlaying?: boolean;
}

/** What had the focus when the screen opened (it gets it back on close). */
let opener: HTMLElement | null = null;
/** Whether this page pushed the entry now shown (a reload keeps the state but not what is behind). */
let pushedHere = false;
/** Whether opening made the page fullscreen (so closing leaves it). */
let enteredFullscreen = false;

export function isNowPlaying(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as NowPlayingState).nowPlaying === true;
}

/** Whether the screen is open on this history entry. */
export function useNowPlayingOpen(): boolean {
  return isNowPlaying(useLocation().state);
}

/** Opens the screen: a new entry on the same path, and the Fullscreen API where it is offered. */
export function useOpenNowPlaying(): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(() => {
    if (isNowPlaying(location.state)) return;
    opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const root = document.documentElement;
    // Only from a user's gesture, and never an error if refused (an iPhone offers none).
    if (document.fullscreenEnabled && !document.fullscreenElement && typeof root.requestFullscreen === 'function') {
      root.requestFullscreen({ navigationUI: 'hide' }).then(
        () => (enteredFullscreen = true),
        () => undefined,
      );
    }
    const previous = typeof location.state === 'object' && location.state !== null ? location.state : {};
    pushedHere = true;
    void navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      { state: { ...previous, nowPlaying: true } },
    );
  }, [navigate, location]);
}

/** Closes the screen: back to the entry it was opened from (or, after a reload, that entry replaced). */
export function useCloseNowPlaying(): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(() => {
    if (!isNowPlaying(location.state)) return;
    if (pushedHere) {
      pushedHere = false;
      void navigate(-1);
      return;
    }
    const { nowPlaying: _open, ...rest } = location.state as NowPlayingState & Record<string, unknown>;
    void navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      { replace: true, state: Object.keys(rest).length > 0 ? rest : null },
    );
  }, [navigate, location]);
}

/** On close, however it happened: leave fullscreen and give the focus back. */
export function afterNowPlayingClosed(): void {
  pushedHere = false;
  if (enteredFullscreen && document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
  enteredFullscreen = false;
  const target = opener;
  opener = null;
  if (target?.isConnected) target.focus();
}

/** Whether the page left the fullscreen that opening entered (Escape in a browser does that first). */
export function leftOwnFullscreen(): boolean {
  return enteredFullscreen && !document.fullscreenElement;
}
