import { useEffect, useRef } from 'react';
import { isTyping } from '../../typing-guard';

interface ShortcutKey {
  key: string;
  shift?: boolean;
  ctrl?: boolean;
}

/**
 * A keyboard shortcut on the whole page, ignored while typing in a text field (the guard of the
 * player's shortcuts, src/typing-guard.ts) and when another handler already took the key.
 */
export function useGlobalShortcut(shortcut: ShortcutKey, run: (event: KeyboardEvent) => void, enabled = true): void {
  const latest = useRef(run);
  latest.current = run;
  const { key, shift = false, ctrl = false } = shortcut;
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || isTyping(event.target)) return;
      if (
        event.key.toLowerCase() !== key.toLowerCase() ||
        event.shiftKey !== shift ||
        (event.ctrlKey || event.metaKey) !== ctrl ||
        event.altKey
      )
        return;
      event.preventDefault();
      latest.current(event);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [key, shift, ctrl, enabled]);
}
