import { useId, useReducer, useRef, type FocusEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { X } from '../icons';
import {
  cleanPillLabel,
  filterOptions,
  initialPill,
  pillActions,
  pillKeyAction,
  pillReducer,
  type PillOption,
  type PillState,
} from './pill-rules';
import './shared.css';

interface PillProps {
  label: string;
  options?: readonly PillOption[];
  /** Told the label (and the options, custom entries included) each time the pill commits. */
  onChange?: (label: string, options: readonly PillOption[]) => void;
  /** Removes the pill (a cross beside it). */
  onRemove?: () => void;
  /** Starts in edit mode (the dev page shows both states). */
  startEditing?: boolean;
}

/** A label chosen from options or typed (spec 02 sections 4 and 5); the rules live in pill-rules.ts. */
export function Pill({ label, options = [], onChange, onRemove, startEditing = false }: PillProps) {
  const { t } = useTranslation();
  const listId = useId();
  const [state, rawDispatch] = useReducer(pillReducer, undefined, () => {
    const initial = initialPill(label, options);
    return startEditing ? pillReducer(initial, { type: 'edit' }) : initial;
  });
  const stateRef = useRef<PillState>(state);
  stateRef.current = state;
  const editButton = useRef<HTMLButtonElement>(null);

  // `refocus`: closed from inside (a key, a click on an option), the focus goes back to the pill; closed
  // because the focus went elsewhere, it stays where the user put it.
  const dispatch = (event: Parameters<typeof pillReducer>[1], refocus = true) => {
    const next = pillReducer(stateRef.current, event);
    stateRef.current = next;
    rawDispatch(event);
    if (next.label !== state.label || next.options !== state.options) onChange?.(next.label, next.options);
    if (refocus && state.editing && !next.editing) requestAnimationFrame(() => editButton.current?.focus());
  };

  if (!state.editing) {
    return (
      <span className="pill">
        <button
          ref={editButton}
          type="button"
          className="pill__label"
          aria-label={t('widgets.pill.edit', { label: state.label })}
          onClick={() => dispatch({ type: 'edit' })}
        >
          {state.label}
        </button>
        {onRemove && (
          <button
            type="button"
            className="pill__remove"
            aria-label={t('widgets.pill.remove', { label: state.label })}
            onClick={onRemove}
          >
            <X aria-hidden size={14} />
          </button>
        )}
      </span>
    );
  }

  const shown = filterOptions(state.options, state.draft);
  const actions = pillActions(state);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const action = pillKeyAction(event.key);
    if (action === 'cancel') {
      event.preventDefault();
      dispatch({ type: 'cancel' });
    } else if (action === 'confirm' && event.key === 'Tab') {
      // Tab commits and lets the focus move on, to the pill's buttons or out of it (blur closes).
      dispatch({ type: 'commit' });
    } else if (action === 'confirm') {
      event.preventDefault();
      dispatch({ type: 'confirm' });
    }
  };
  const onBlur = (event: FocusEvent<HTMLSpanElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) dispatch({ type: 'confirm' }, false);
  };

  return (
    <span className="pill pill--editing" onBlur={onBlur}>
      <input
        autoFocus
        className="pill__input"
        role="combobox"
        aria-label={t('widgets.pill.input')}
        aria-expanded={shown.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        value={state.draft}
        size={Math.max(4, state.draft.length + 1)}
        onChange={(event) => dispatch({ type: 'type', text: event.target.value })}
        onKeyDown={onKeyDown}
      />
      {actions.reset && (
        <button type="button" className="pill__action" onClick={() => dispatch({ type: 'reset' })}>
          {t('widgets.pill.reset')}
        </button>
      )}
      {actions.add && (
        <button type="button" className="pill__action" onClick={() => dispatch({ type: 'add' })}>
          {t('widgets.pill.add', { label: cleanPillLabel(state.draft) })}
        </button>
      )}
      {actions.delete && (
        <button
          type="button"
          className="pill__action pill__action--danger"
          onClick={() => dispatch({ type: 'delete', label: actions.delete?.label ?? '' })}
        >
          {t('widgets.pill.delete', { label: actions.delete.label })}
        </button>
      )}
      <ul
        id={listId}
        role="listbox"
        aria-label={t('widgets.pill.options')}
        className="pill__options"
        hidden={shown.length === 0}
      >
        {shown.map((option) => (
          <li
            key={option.label}
            role="option"
            aria-selected={option.label === state.label}
            className="pill__option"
            onMouseDown={(event) => {
              event.preventDefault();
              dispatch({ type: 'choose', label: option.label });
            }}
          >
            {option.label}
          </li>
        ))}
      </ul>
    </span>
  );
}
