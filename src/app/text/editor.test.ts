import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  applyFormat,
  commandForKey,
  continueList,
  remainingChars,
  toggleWrap,
  UndoHistory,
  UNDO_DEBOUNCE_MS,
  type EditorState,
} from './editor';

const chord = (key: string, mods: Partial<{ ctrl: boolean; meta: boolean; shift: boolean; alt: boolean }> = {}) => ({
  key,
  ctrlKey: mods.ctrl ?? false,
  metaKey: mods.meta ?? false,
  shiftKey: mods.shift ?? false,
  altKey: mods.alt ?? false,
});

/** A state from text where `|` marks a cursor, or `[` and `]` a selection. */
function s(marked: string): EditorState {
  if (marked.includes('|')) {
    const start = marked.indexOf('|');
    return { value: marked.replace('|', ''), start, end: start };
  }
  const start = marked.indexOf('[');
  const end = marked.indexOf(']') - 1;
  return { value: marked.replace('[', '').replace(']', ''), start, end };
}

describe('commandForKey', () => {
  it.each([
    [chord('b', { ctrl: true }), 'bold'],
    [chord('i', { ctrl: true }), 'italic'],
    [chord('X', { ctrl: true, shift: true }), 'strikethrough'],
    [chord('k', { ctrl: true }), 'link'],
    [chord('z', { ctrl: true }), 'undo'],
    [chord('Z', { ctrl: true, shift: true }), 'redo'],
    [chord('b', { meta: true }), 'bold'],
    [chord('b'), null],
    [chord('x', { ctrl: true }), null],
    [chord('b', { ctrl: true, alt: true }), null],
    [chord('b', { ctrl: true, shift: true }), null],
  ])('%o is %s', (input, expected) => {
    expect(commandForKey(input)).toBe(expected);
  });
});

describe('formatting', () => {
  it('wraps the selection, and unwraps it again', () => {
    expect(toggleWrap(s('a [word] b'), '**')).toEqual(s('a **[word]** b'));
    expect(toggleWrap(s('a **[word]** b'), '**')).toEqual(s('a [word] b'));
    expect(toggleWrap(s('a [**word**] b'), '**')).toEqual(s('a [word] b'));
  });

  it('puts the markers around the cursor when nothing is selected', () => {
    expect(applyFormat(s('a |b'), 'italic')).toEqual(s('a _|_b'));
    expect(applyFormat(s('[x]'), 'strikethrough')).toEqual(s('~~[x]~~'));
  });

  it('makes a link of the selection with its address selected', () => {
    expect(applyFormat(s('see [docs]!'), 'link')).toEqual({ value: 'see [docs](https://)!', start: 11, end: 19 });
    expect(applyFormat(s('a |'), 'link')).toEqual({ value: 'a [](https://)', start: 3, end: 3 });
  });
});

describe('continueList (Enter)', () => {
  it.each([
    ['- one|', '- one\n- |'],
    ['* one|', '* one\n* |'],
    ['  - nested|', '  - nested\n  - |'],
    ['1. one|', '1. one\n2. |'],
    ['9) nine|', '9) nine\n10) |'],
    ['- [x] done|', '- [x] done\n- [ ] |'],
    ['> quote|', '> quote\n> |'],
    ['- one|\n- two', '- one\n- |\n- two'],
  ])('%j continues as %j', (before, after) => {
    expect(continueList(s(before))).toEqual(s(after));
  });

  it.each([
    ['- one\n- |', '- one\n|'],
    ['1. one\n2. |', '1. one\n|'],
    ['> |', '|'],
    ['- [ ] |', '|'],
  ])('%j, an empty item, loses its prefix: %j', (before, after) => {
    expect(continueList(s(before))).toEqual(s(after));
  });

  it('leaves Enter alone outside lists, in a selection, or inside the prefix', () => {
    expect(continueList(s('plain|'))).toBeNull();
    expect(continueList(s('- [on]e'))).toBeNull();
    expect(continueList(s('-| one'))).toBeNull();
  });
});

describe('UndoHistory', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const state = (value: string): EditorState => ({ value, start: value.length, end: value.length });

  it('commits a burst of typing as one step, 300 ms after the last change', () => {
    const history = new UndoHistory(state(''));
    history.record(state('a'));
    vi.advanceTimersByTime(UNDO_DEBOUNCE_MS - 1);
    history.record(state('ab'));
    vi.advanceTimersByTime(UNDO_DEBOUNCE_MS - 1);
    history.record(state('abc'));
    vi.advanceTimersByTime(UNDO_DEBOUNCE_MS);
    expect(history.undo()).toEqual(state(''));
    expect(history.undo()).toBeNull();
    expect(history.redo()).toEqual(state('abc'));
    expect(history.redo()).toBeNull();
  });

  it('makes separate steps of changes more than 300 ms apart', () => {
    const history = new UndoHistory(state(''));
    history.record(state('a'));
    vi.advanceTimersByTime(UNDO_DEBOUNCE_MS);
    history.record(state('ab'));
    vi.advanceTimersByTime(UNDO_DEBOUNCE_MS);
    expect(history.undo()).toEqual(state('a'));
    expect(history.undo()).toEqual(state(''));
    expect(history.redo()).toEqual(state('a'));
  });

  it('undoes a change still waiting for its 300 ms', () => {
    const history = new UndoHistory(state('x'));
    history.record(state('xy'));
    expect(history.canUndo).toBe(true);
    expect(history.undo()).toEqual(state('x'));
  });

  it('forgets the redo branch when a new change is typed', () => {
    const history = new UndoHistory(state(''));
    history.record(state('a'));
    vi.advanceTimersByTime(UNDO_DEBOUNCE_MS);
    history.undo();
    history.record(state('b'));
    vi.advanceTimersByTime(UNDO_DEBOUNCE_MS);
    expect(history.redo()).toBeNull();
    expect(history.canRedo).toBe(false);
  });
});

describe('remainingChars', () => {
  it('counts down to negative past the limit, one per character', () => {
    expect(remainingChars('abc', 5)).toBe(2);
    expect(remainingChars('abcdef', 5)).toBe(-1);
    expect(remainingChars('🎵', 1)).toBe(0);
  });
});
