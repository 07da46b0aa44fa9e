import { describe, expect, it } from 'vitest';
import {
  cleanPillLabel,
  commitLabel,
  editDistance,
  filterOptions,
  initialPill,
  matchOption,
  pillActions,
  pillKeyAction,
  pillReducer,
  type PillOption,
} from './pill-rules';

const options: PillOption[] = [{ label: 'Jazz' }, { label: 'Jazzfunk' }, { label: 'Acid-jazz' }, { label: 'Rock' }];

describe('labels', () => {
  it('lose commas and spaces and are trimmed', () => {
    expect(cleanPillLabel(' hip hop, ')).toBe('hiphop');
    expect(cleanPillLabel('a,b c')).toBe('abc');
    expect(cleanPillLabel('\ttab\n')).toBe('tab');
  });

  it('match an existing option when they are the same once cleaned, whatever the case', () => {
    expect(matchOption('jazz', options)?.label).toBe('Jazz');
    expect(matchOption(' Jazz, ', options)?.label).toBe('Jazz');
    expect(matchOption('Jaz', options)).toBeUndefined();
    expect(commitLabel('ROCK', options)).toBe('Rock');
    expect(commitLabel('new wave', options)).toBe('newwave');
  });
});

describe('keys', () => {
  it.each(['Enter', 'Tab', 'ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', ' ', ','])('%j confirms', (key) => {
    expect(pillKeyAction(key)).toBe('confirm');
  });
  it('Escape cancels and letters type', () => {
    expect(pillKeyAction('Escape')).toBe('cancel');
    expect(pillKeyAction('a')).toBeNull();
  });
});

describe('filterOptions', () => {
  it('shows every option when nothing is typed', () => {
    expect(filterOptions(options, '')).toEqual(options);
  });

  it('keeps the options containing the text, closest first', () => {
    expect(filterOptions(options, 'jazz').map((option) => option.label)).toEqual(['Jazz', 'Jazzfunk', 'Acid-jazz']);
    expect(filterOptions(options, 'zz').map((option) => option.label)).toEqual(['Jazz', 'Jazzfunk', 'Acid-jazz']);
    expect(filterOptions(options, 'ROC').map((option) => option.label)).toEqual(['Rock']);
    expect(filterOptions(options, 'pop')).toEqual([]);
  });

  it('measures closeness by edit distance', () => {
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('same', 'same')).toBe(0);
  });
});

describe('pillReducer', () => {
  const start = initialPill('Jazz', options);

  it('commits the typed label on confirm, adopting a matching option', () => {
    let state = pillReducer(start, { type: 'edit' });
    expect(state.editing).toBe(true);
    state = pillReducer(state, { type: 'type', text: 'rock ' });
    state = pillReducer(state, { type: 'confirm' });
    expect(state).toMatchObject({ editing: false, label: 'Rock' });
  });

  it('keeps the label when the typed text is empty, and restores it on cancel', () => {
    let state = pillReducer(pillReducer(start, { type: 'edit' }), { type: 'type', text: ' , ' });
    expect(pillReducer(state, { type: 'confirm' }).label).toBe('Jazz');
    state = pillReducer(pillReducer(start, { type: 'edit' }), { type: 'type', text: 'Rock' });
    expect(pillReducer(state, { type: 'cancel' })).toMatchObject({ editing: false, label: 'Jazz', draft: 'Jazz' });
  });

  it('resets to the original label', () => {
    const changed = pillReducer(start, { type: 'choose', label: 'Rock' });
    expect(changed.label).toBe('Rock');
    expect(pillReducer(changed, { type: 'reset' }).label).toBe('Jazz');
  });

  it('adds a custom entry, and deletes it again', () => {
    let state = pillReducer(pillReducer(start, { type: 'edit' }), { type: 'type', text: 'Dub step' });
    expect(pillActions(state)).toEqual({ reset: true, add: true, delete: null });
    state = pillReducer(state, { type: 'add' });
    expect(state.label).toBe('Dubstep');
    expect(state.options.at(-1)).toEqual({ label: 'Dubstep', custom: true });
    state = pillReducer(pillReducer(state, { type: 'edit' }), { type: 'type', text: 'dubstep' });
    expect(pillActions(state).delete).toEqual({ label: 'Dubstep', custom: true });
    state = pillReducer(state, { type: 'delete', label: 'Dubstep' });
    expect(state.options.some((option) => option.label === 'Dubstep')).toBe(false);
    expect(state.label).toBe('Jazz');
  });

  it('offers no Add for a duplicate of an option, and never deletes offered options', () => {
    const state = pillReducer(pillReducer(start, { type: 'edit' }), { type: 'type', text: 'jazz' });
    expect(pillActions(state)).toEqual({ reset: false, add: false, delete: null });
    expect(pillReducer(state, { type: 'add' })).toBe(state);
    expect(pillReducer(state, { type: 'delete', label: 'Jazz' }).options).toHaveLength(options.length);
  });
});

describe('Tab', () => {
  it('commits the label and keeps the pill open', () => {
    const open = pillReducer(pillReducer(initialPill('Jazz', [{ label: 'Rock' }]), { type: 'edit' }), {
      type: 'type',
      text: 'rock',
    });
    expect(pillReducer(open, { type: 'commit' })).toMatchObject({ editing: true, label: 'Rock' });
  });
});
