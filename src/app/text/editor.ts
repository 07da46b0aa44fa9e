// The markdown editor's logic, without a DOM: the text and its selection in, the next text and
// selection out. The component (widgets/MarkdownEditor.tsx) only reads keys and applies results.

export interface EditorState {
  value: string;
  start: number;
  end: number;
}

export type EditorCommand = 'bold' | 'italic' | 'strikethrough' | 'link' | 'undo' | 'redo';

interface KeyChord {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/** Spec 02 section 5: ctrl+b, ctrl+i, ctrl+shift+x, ctrl+k, ctrl+z, ctrl+shift+z (cmd on a Mac). */
export function commandForKey(chord: KeyChord): EditorCommand | null {
  if (!(chord.ctrlKey || chord.metaKey) || chord.altKey) return null;
  const key = chord.key.toLowerCase();
  if (chord.shiftKey) {
    if (key === 'x') return 'strikethrough';
    if (key === 'z') return 'redo';
    return null;
  }
  if (key === 'b') return 'bold';
  if (key === 'i') return 'italic';
  if (key === 'k') return 'link';
  if (key === 'z') return 'undo';
  return null;
}

const MARKERS = { bold: '**', italic: '_', strikethrough: '~~' } as const;

/** Wraps the selection in `marker`, or unwraps it when it is already wrapped (inside or just outside). */
export function toggleWrap(state: EditorState, marker: string): EditorState {
  const { value, start, end } = state;
  const selected = value.slice(start, end);
  const size = marker.length;
  if (selected.length >= 2 * size && selected.startsWith(marker) && selected.endsWith(marker)) {
    const inner = selected.slice(size, selected.length - size);
    return { value: value.slice(0, start) + inner + value.slice(end), start, end: start + inner.length };
  }
  if (value.slice(start - size, start) === marker && value.slice(end, end + size) === marker) {
    return {
      value: value.slice(0, start - size) + selected + value.slice(end + size),
      start: start - size,
      end: end - size,
    };
  }
  return {
    value: value.slice(0, start) + marker + selected + marker + value.slice(end),
    start: start + size,
    end: end + size,
  };
}

const LINK_PLACEHOLDER = 'https://';

/** `[selection](https://)` with the address selected; with nothing selected the cursor goes between the brackets. */
function insertLink(state: EditorState): EditorState {
  const { value, start, end } = state;
  const text = value.slice(start, end);
  const inserted = `[${text}](${LINK_PLACEHOLDER})`;
  const next = value.slice(0, start) + inserted + value.slice(end);
  if (text === '') return { value: next, start: start + 1, end: start + 1 };
  const urlStart = start + text.length + 3;
  return { value: next, start: urlStart, end: urlStart + LINK_PLACEHOLDER.length };
}

export function applyFormat(state: EditorState, command: Exclude<EditorCommand, 'undo' | 'redo'>): EditorState {
  return command === 'link' ? insertLink(state) : toggleWrap(state, MARKERS[command]);
}

// A list or quote prefix: indentation, then `> `, `- [ ] `, `- `, `* `, `+ `, `1. ` or `1) `.
const PREFIX = /^(\s*)(>\s?|[-*+] \[[ xX]\] |[-*+] |(\d+)([.)]) )/;

/**
 * Enter inside a list item or a quote: continues the prefix on a new line (numbers count up, a task
 * starts unchecked); on an item with nothing after its prefix, removes the prefix instead. Null when
 * Enter should do what it always does.
 */
export function continueList(state: EditorState): EditorState | null {
  const { value, start, end } = state;
  if (start !== end) return null;
  const lineStart = value.lastIndexOf('\n', start - 1) + 1;
  const lineEndIndex = value.indexOf('\n', start);
  const lineEnd = lineEndIndex === -1 ? value.length : lineEndIndex;
  const line = value.slice(lineStart, lineEnd);
  const match = PREFIX.exec(line);
  if (!match) return null;
  const prefix = match[0];
  if (start < lineStart + prefix.length) return null;
  if (line.slice(prefix.length).trim() === '') {
    const next = value.slice(0, lineStart) + value.slice(lineStart + prefix.length);
    return { value: next, start: lineStart, end: lineStart };
  }
  const indent = match[1] ?? '';
  let marker = match[2] ?? '';
  if (match[3] !== undefined) marker = `${Number(match[3]) + 1}${match[4]} `;
  else if (/\[[ xX]\]/.test(marker)) marker = `${marker[0]} [ ] `;
  const insertion = `\n${indent}${marker}`;
  const next = value.slice(0, start) + insertion + value.slice(end);
  return { value: next, start: start + insertion.length, end: start + insertion.length };
}

/** Spec 02 section 5: edits reach the undo history 300 ms after the last change. */
export const UNDO_DEBOUNCE_MS = 300;

interface TimerApi {
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

const globalTimers: TimerApi = {
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * Undo and redo over debounced snapshots: a burst of typing is one step. `record` every change;
 * `undo`/`redo` first commit what is waiting, then move, and return the state to show (or null).
 */
export class UndoHistory {
  private past: EditorState[] = [];
  private future: EditorState[] = [];
  private current: EditorState;
  private pending: EditorState | null = null;
  private timer: unknown = null;

  constructor(
    initial: EditorState,
    private readonly timers: TimerApi = globalTimers,
    private readonly delay: number = UNDO_DEBOUNCE_MS,
  ) {
    this.current = initial;
  }

  record(state: EditorState): void {
    this.pending = state;
    this.future = [];
    if (this.timer !== null) this.timers.clearTimeout(this.timer);
    this.timer = this.timers.setTimeout(() => this.commit(), this.delay);
  }

  /** Puts the waiting change into the history now. */
  commit(): void {
    if (this.timer !== null) this.timers.clearTimeout(this.timer);
    this.timer = null;
    const pending = this.pending;
    this.pending = null;
    if (pending === null) return;
    if (pending.value === this.current.value) {
      this.current = pending;
      return;
    }
    this.past.push(this.current);
    this.current = pending;
  }

  undo(): EditorState | null {
    this.commit();
    const previous = this.past.pop();
    if (previous === undefined) return null;
    this.future.push(this.current);
    this.current = previous;
    return previous;
  }

  redo(): EditorState | null {
    this.commit();
    const next = this.future.pop();
    if (next === undefined) return null;
    this.past.push(this.current);
    this.current = next;
    return next;
  }

  get canUndo(): boolean {
    return this.past.length > 0 || (this.pending !== null && this.pending.value !== this.current.value);
  }

  get canRedo(): boolean {
    return this.future.length > 0;
  }

  dispose(): void {
    if (this.timer !== null) this.timers.clearTimeout(this.timer);
    this.timer = null;
  }
}

/** Spec 02 section 5: the content form allows 5000 characters. */
export const CONTENT_CHAR_LIMIT = 5000;

/** Characters left before the limit; negative past it (shown in the danger style). */
export function remainingChars(value: string, limit: number): number {
  return limit - Array.from(value).length;
}
