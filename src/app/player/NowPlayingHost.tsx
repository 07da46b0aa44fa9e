import { Suspense } from 'react';
import { usePreferences } from '../../db/preferences';
import { lazy } from '../i18n/lazy-screen';
import { useGlobalShortcut } from '../widgets/useGlobalShortcut';
import { useNowPlayingOpen, useOpenNowPlaying } from './now-playing-route';
import { usePlayerSnapshot } from './usePlayer';

// The screen and its strings load on first open, not with the first screen (ax181: React's lazy()
// alone left the strings to come after the first render).
const NowPlaying = lazy(async () => ({ default: (await import('./NowPlaying')).NowPlaying }));

/** The key that opens the now-playing screen (listed in the shortcuts dialog). */
export const NOW_PLAYING_KEY = 'f';

/**
 * Mounted once by a shell (the new one and the classic one): the "F" shortcut, and the now-playing
 * screen while the history entry says it is open and something is in the player.
 */
export function NowPlayingHost() {
  const open = useNowPlayingOpen();
  const openNowPlaying = useOpenNowPlaying();
  const hasTrack = usePlayerSnapshot().current !== null;
  const shortcuts = usePreferences()?.shortcuts ?? true;
  useGlobalShortcut({ key: NOW_PLAYING_KEY }, openNowPlaying, shortcuts && hasTrack && !open);
  if (!open || !hasTrack) return null;
  return (
    <Suspense fallback={null}>
      <NowPlaying />
    </Suspense>
  );
}
