import { useSyncExternalStore } from 'react';
import { getPlayer } from '../../player/player';
import type { Player, PlayerSnapshot } from '../../player/types';

/** The player's state for React (the player itself has no React in it). */
export function usePlayerSnapshot(): PlayerSnapshot {
  const player = getPlayer();
  return useSyncExternalStore(player.subscribe, player.getSnapshot, player.getSnapshot);
}

export function usePlayer(): Player {
  return getPlayer();
}
