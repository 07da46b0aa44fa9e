// The rules of a pill (a tag-like label chosen from options or typed), spec 02 sections 4 and 5,
// as pure functions and a reducer: the Pill component only forwards keys and clicks.

export interface PillOption {
  label: string;
  /** Typed by the user rather than offered: can be deleted. */
  custom?: boolean;
}

/** Labels lose their commas and spaces, then surrounding whitespace. */
export function cleanPillLabel(raw: string): string {
  return raw.replace(/[, ]/g, '').trim();
}

const fold = (text: string) => text.toLocaleLowerCase();

/** The option a label stands for: the same text once cleaned, without regard to case. */
export function matchOption(label: string, options: readonly PillOption[]): PillOption | undefined {
  const wanted = fold(cleanPillLabel(label));
  if (wanted === '') return undefined;
  return (
    options.find((option) => option.label === cleanPillLabel(label)) ??
    options.find((option) => fold(cleanPillLabel(option.label)) === wanted)
  );
}

type PillKeyAction = 'confirm' | 'cancel' | null;

const CONFIRM_KEYS = new Set(['Enter', 'Tab', 'ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', ' ', ',']);

/** Enter, Tab, the arrows, space and comma confirm; Escape cancels; other keys type. */
export function pillKeyAction(key: string): PillKeyAction {
  if (key === 'Escape') return 'cancel';
  return CONFIRM_KEYS.has(key) ? 'confirm' : null;
}

/** Edit distance (insertions, deletions, substitutions), for sorting options by closeness. */
export function editDistance(a: string, b: string): number {
  const previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    let diagonal = previous[0] as number;
    previous[0] = i;
    for (let j = 1; j <= b.length; j += 1) {
      const above = previous[j] as number;
      previous[j] = Math.min(above + 1, (previous[j - 1] as number) + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return previous[b.length] as number;
}

/**
 * The options shown for the typed text: all of them when nothing is typed, otherwise those that
 * contain it, closest first (same text, then starting with it, then by edit distance, then by name).
 */
export function filterOptions(options: readonly PillOption[], typed: string): PillOption[] {
  const wanted = fold(cleanPillLabel(typed));
  if (wanted === '') return [...options];
  const rank = (label: string) => (label === wanted ? 0 : label.startsWith(wanted) ? 1 : 2);
  return options
    .filter((option) => fold(option.label).includes(wanted))
    .sort((a, b) => {
      const [la, lb] = [fold(a.label), fold(b.label)];
      return rank(la) - rank(lb) || editDistance(la, wanted) - editDistance(lb, wanted) || la.localeCompare(lb);
    });
}

export interface PillState {
  editing: boolean;
  /** What the pill shows. */
  label: string;
  /** The label it had when it was created, which Reset restores. */
  original: string;
  /** The text being typed while editing. */
  draft: string;
  options: readonly PillOption[];
}

type PillEvent =
  | { type: 'edit' }
  | { type: 'type'; text: string }
  | { type: 'confirm' }
  /** Tab: the label is committed, the pill stays open while the focus is in it. */
  | { type: 'commit' }
  | { type: 'cancel' }
  | { type: 'choose'; label: string }
  | { type: 'reset' }
  | { type: 'add' }
  | { type: 'delete'; label: string };

export function initialPill(label: string, options: readonly PillOption[] = []): PillState {
  return { editing: false, label, original: label, draft: label, options };
}

/** Commits a typed label: cleaned, and replaced by the option it matches when there is one. */
export function commitLabel(typed: string, options: readonly PillOption[]): string {
  return matchOption(typed, options)?.label ?? cleanPillLabel(typed);
}

export function pillReducer(state: PillState, event: PillEvent): PillState {
  switch (event.type) {
    case 'edit':
      return { ...state, editing: true, draft: state.label };
    case 'type':
      return { ...state, draft: event.text };
    case 'confirm':
      // Closing commits the label; an empty one keeps what was there.
      return {
        ...state,
        editing: false,
        label: cleanPillLabel(state.draft) === '' ? state.label : commitLabel(state.draft, state.options),
      };
    case 'commit': {
      const label = cleanPillLabel(state.draft) === '' ? state.label : commitLabel(state.draft, state.options);
      return { ...state, label };
    }
    case 'cancel':
      return { ...state, editing: false, draft: state.label };
    case 'choose':
      return { ...state, editing: false, label: event.label, draft: event.label };
    case 'reset':
      return { ...state, editing: false, label: state.original, draft: state.original };
    case 'add': {
      const label = cleanPillLabel(state.draft);
      if (label === '' || matchOption(label, state.options)) return state;
      return { ...state, editing: false, label, draft: label, options: [...state.options, { label, custom: true }] };
    }
    case 'delete': {
      const options = state.options.filter((option) => !(option.custom && option.label === event.label));
      const label = state.label === event.label ? state.original : state.label;
      return { ...state, options, label, draft: state.editing ? state.draft : label };
    }
  }
}

/** Which buttons the open pill offers: Reset when changed, Add for new text, Delete for a custom entry. */
export function pillActions(state: PillState): { reset: boolean; add: boolean; delete: PillOption | null } {
  const cleaned = cleanPillLabel(state.draft);
  const match = matchOption(cleaned, state.options);
  return {
    reset: state.label !== state.original || (cleaned !== '' && commitLabel(cleaned, state.options) !== state.original),
    add: cleaned !== '' && match === undefined,
    delete: match?.custom ? match : null,
  };
}
