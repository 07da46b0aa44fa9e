// s29 (issue 17): the player bar (its transport, seek and volume controls, the favorite and playlist
// buttons, its styles) is a chunk of its own. With nothing to play the bar shows nothing, so a start
// with an empty queue does not load it; a stored track or a first Play asks for it (and bootstrap.ts
// asks for it once the first screen has settled, so that a first Play does not wait for it).

import { lazy, Suspense } from 'react';
import { logger } from '../../logger';
import { usePlayerSnapshot } from './usePlayer';

type Props = { onShowShortcuts: () => void };

const loadBar = () => import('./PlayerBar');
const Bar = lazy(async () => {
  try {
    return { default: (await loadBar()).PlayerBar };
  } catch (error) {
    // Not thrown: the shell (and the screen in it) stays; the bar is missing until a reload.
    logger.error('The player bar could not be loaded', error);
    return { default: (_: Props) => null };
  }
});

/** The bar's chunk, asked for ahead of a first track. */
export function preloadPlayerBar(): Promise<void> {
  return loadBar().then(
    () => undefined,
    () => undefined,
  );
}

/** The shell's player: nothing while nothing is to play, the bar (a chunk of its own) otherwise. */
export function PlayerSlot(props: Props) {
  const track = usePlayerSnapshot().current;
  if (!track) return null;
  return (
    <Suspense fallback={null}>
      <Bar {...props} />
    </Suspense>
  );
}
