// Keyboard shortcuts: a pure table from keys to player commands (exported so the app's help dialog
// lists it), and an installer. Keys typed into a field are never taken.

import { SEEK_LONG_SECONDS, SEEK_SHORT_SECONDS, VOLUME_STEP } from './constants';
import type { Player, PlayerSnapshot } from './types';
import { isTyping } from '../typing-guard';

type ShortcutCommand =
  | { type: 'toggle' }
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'seek-by'; seconds: number }
  | { type: 'volume-by'; delta: number }
  | { type: 'toggle-mute' }
  | { type: 'toggle-shuffle' }
  | { type: 'cycle-looping' };

interface Shortcut {
  /** `KeyboardEvent.key`, compared without case for letters. */
  key: string;
  shift: boolean;
  /** What to show for the keys, e.g. ['Shift', '→']. */
  keys: readonly string[];
  /** i18n key of what it does, under `shortcuts.`. */
  labelKey: string;
  /** Interpolation values of the label (seconds, step). */
  params?: Record<string, number>;
  command: ShortcutCommand;
}

export const SHORTCUTS: readonly Shortcut[] = [
  { key: ' ', shift: false, keys: ['Space'], labelKey: 'shortcuts.playPause', command: { type: 'toggle' } },
  { key: 'n', shift: false, keys: ['N'], labelKey: 'shortcuts.next', command: { type: 'next' } },
  { key: 'p', shift: false, keys: ['P'], labelKey: 'shortcuts.previous', command: { type: 'previous' } },
  {
    key: 'ArrowLeft',
    shift: false,
    keys: ['←'],
    labelKey: 'shortcuts.seekBack',
    params: { seconds: SEEK_SHORT_SECONDS },
    command: { type: 'seek-by', seconds: -SEEK_SHORT_SECONDS },
  },
  {
    key: 'ArrowRight',
    shift: false,
    keys: ['→'],
    labelKey: 'shortcuts.seekForward',
    params: { seconds: SEEK_SHORT_SECONDS },
    command: { type: 'seek-by', seconds: SEEK_SHORT_SECONDS },
  },
  {
    key: 'ArrowLeft',
    shift: true,
    keys: ['Shift', '←'],
    labelKey: 'shortcuts.seekBack',
    params: { seconds: SEEK_LONG_SECONDS },
    command: { type: 'seek-by', seconds: -SEEK_LONG_SECONDS },
  },
  {
    key: 'ArrowRight',
    shift: true,
    keys: ['Shift', '→'],
    labelKey: 'shortcuts.seekForward',
    params: { seconds: SEEK_LONG_SECONDS },
    command: { type: 'seek-by', seconds: SEEK_LONG_SECONDS },
  },
  {
    key: 'ArrowUp',
    shift: false,
    keys: ['↑'],
    labelKey: 'shortcuts.volumeUp',
    params: { percent: VOLUME_STEP * 100 },
    command: { type: 'volume-by', delta: VOLUME_STEP },
  },
  {
    key: 'ArrowDown',
    shift: false,
    keys: ['↓'],
    labelKey: 'shortcuts.volumeDown',
    params: { percent: VOLUME_STEP * 100 },
    command: { type: 'volume-by', delta: -VOLUME_STEP },
  },
  { key: 'm', shift: false, keys: ['M'], labelKey: 'shortcuts.mute', command: { type: 'toggle-mute' } },
  { key: 's', shift: false, keys: ['S'], labelKey: 'shortcuts.shuffle', command: { type: 'toggle-shuffle' } },
  { key: 'l', shift: false, keys: ['L'], labelKey: 'shortcuts.looping', command: { type: 'cycle-looping' } },
];

/** English labels of the keys above, for the app's en_US resources. */
export const SHORTCUT_LABELS_EN = {
  playPause: 'Play or pause',
  next: 'Next track',
  previous: 'Previous track',
  seekBack: 'Back {{seconds}} seconds',
  seekForward: 'Forward {{seconds}} seconds',
  volumeUp: 'Volume up {{percent}}%',
  volumeDown: 'Volume down {{percent}}%',
  mute: 'Mute or unmute',
  shuffle: 'Shuffle on or off',
  looping: 'Looping: off, track, queue',
} as const;

export interface KeyLike {
  key: string;
  shiftKey: boolean;
  ctrlKey: boolean;
  altKey: boolean;
  metaKey: boolean;
  target: EventTarget | null;
}

interface ElementLike {
  tagName?: string;
  isContentEditable?: boolean;
  getAttribute?: (name: string) => string | null;
}

// Typing into a field (or an editable region) keeps its keys: the one guard of every global shortcut.
export { isTyping };

/** Space on a button or a link activates it; the shortcut must not act a second time. */
function activatesWithSpace(target: EventTarget | null): boolean {
  const element = target as ElementLike | null;
  const tag = element?.tagName?.toUpperCase();
  return tag === 'BUTTON' || tag === 'A' || tag === 'SUMMARY' || element?.getAttribute?.('role') === 'button';
}

/** The command of a key press, or null when it is not a shortcut (or must be left alone). */
export function shortcutFor(event: KeyLike): ShortcutCommand | null {
  if (event.ctrlKey || event.altKey || event.metaKey || isTyping(event.target)) return null;
  const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
  const shortcut = SHORTCUTS.find((entry) => entry.key === key && entry.shift === event.shiftKey);
  if (shortcut === undefined) return null;
  if (shortcut.command.type === 'toggle' && activatesWithSpace(event.target)) return null;
  return shortcut.command;
}

type ShortcutTarget = Pick<
  Player,
  'toggle' | 'next' | 'previous' | 'seekBy' | 'setVolume' | 'toggleMute' | 'toggleShuffle' | 'cycleLooping'
> & {
  getSnapshot(): Pick<PlayerSnapshot, 'volume' | 'muted'>;
};

function runShortcut(player: ShortcutTarget, command: ShortcutCommand): void {
  switch (command.type) {
    case 'toggle':
      return player.toggle();
    case 'next':
      return player.next();
    case 'previous':
      return player.previous();
    case 'seek-by':
      return player.seekBy(command.seconds);
    case 'volume-by': {
      const { volume, muted } = player.getSnapshot();
      // Rounded to the step, so ten presses go from 0 to 1 exactly.
      return player.setVolume(Math.round(((muted ? 0 : volume) + command.delta) * 100) / 100);
    }
    case 'toggle-mute':
      return player.toggleMute();
    case 'toggle-shuffle':
      return player.toggleShuffle();
    case 'cycle-looping':
      return player.cycleLooping();
  }
}

/** Listens for the shortcuts on `target` (the window); returns the function that stops it. */
export function installShortcuts(
  player: ShortcutTarget,
  target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> = window,
): () => void {
  const onKeyDown = (event: Event) => {
    const keyEvent = event as KeyboardEvent;
    if (keyEvent.defaultPrevented || (keyEvent.repeat && keyEvent.key === ' ')) return;
    const command = shortcutFor(keyEvent);
    if (command === null) return;
    keyEvent.preventDefault();
    runShortcut(player, command);
  };
  target.addEventListener('keydown', onKeyDown);
  return () => target.removeEventListener('keydown', onKeyDown);
}
