import { useSyncExternalStore } from 'react';
import { lazyPlayer, loadedPlayer, playerSnapshot, subscribePlayer } from '../../player/lazy';
import type { Player, PlayerSnapshot } from '../../player/types';

/**
 * The player's state for React (the player itself has no React in it): the engine's once it is
 * loaded, the stored state before (player/lazy.ts).
 */
export function usePlayerSnapshot(): PlayerSnapshot {
  return useSyncExternalStore(subscribePlayer, playerSnapshot, playerSnapshot);
}

/** The player's commands; the first one loads the engine. */
export function usePlayer(): Player {
  return lazyPlayer;
}

/** The engine once it is loaded (what needs a live player, such as the keyboard shortcuts), else null. */
export function useLoadedPlayer(): Player | null {
  return useSyncExternalStore(subscribePlayer, loadedPlayer, loadedPlayer);
}
