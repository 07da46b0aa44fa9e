import { useEffect, useState } from 'react';
import { isTyping } from '../../typing-guard';
import { useLoadedPlayer } from './usePlayer';
import { usePreferences } from '../../db/preferences';

/** Installs the player's keyboard shortcuts for the app's lifetime; "?" opens their list. */
export function usePlayerShortcuts(): [boolean, (open: boolean) => void] {
  // Only a loaded engine has anything to play: shortcuts need no engine before (issue 17), and their
  // table (s29) comes with the engine, not with the first screen.
  const player = useLoadedPlayer();
  const [helpOpen, setHelpOpen] = useState(false);
  const enabled = usePreferences()?.shortcuts ?? true;
  useEffect(() => {
    if (!enabled || !player) return undefined;
    let uninstall: (() => void) | null = null;
    let live = true;
    void import('../../player/shortcuts').then(({ installShortcuts }) => {
      if (live) uninstall = installShortcuts(player);
    });
    return () => {
      live = false;
      uninstall?.();
    };
  }, [player, enabled]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === '?' && !isTyping(event.target)) setHelpOpen(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return [helpOpen, setHelpOpen];
}
