import { useEffect, useState } from 'react';
import { installShortcuts, isTyping } from '../../player/shortcuts';
import { useLoadedPlayer } from './usePlayer';
import { usePreferences } from '../../db/preferences';

/** Installs the player's keyboard shortcuts for the app's lifetime; "?" opens their list. */
export function usePlayerShortcuts(): [boolean, (open: boolean) => void] {
  // Only a loaded engine has anything to play: shortcuts need no engine before (issue 17).
  const player = useLoadedPlayer();
  const [helpOpen, setHelpOpen] = useState(false);
  const enabled = usePreferences()?.shortcuts ?? true;
  useEffect(() => (enabled && player ? installShortcuts(player) : undefined), [player, enabled]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === '?' && !isTyping(event.target)) setHelpOpen(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return [helpOpen, setHelpOpen];
}
