import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Plus, Trash2, X } from '../icons';
import {
  useFilterValueLookUp,
  type FilterCandidates,
  type FilterValue,
  type RadioFilterDraft,
  type RadioFilterKind,
} from '../../sync/radios';
import { useDebounced } from './useDebounced';

const LOOK_UP_DELAY_MS = 300;

/** A kind's name in the user's language; one the app does not know keeps the pod's label. */
export function useKindLabel() {
  const { t } = useTranslation();
  return (type: string, fallback: string) => t(`radioBuilder.kinds.${type}`, { defaultValue: fallback });
}

/** Whole sentences about a filter, one per kind the app knows; another kind is named by the pod's label. */
const KIND_SENTENCES = {
  lookUp: {
    artist: 'radioBuilder.lookUpKinds.artist',
    tag: 'radioBuilder.lookUpKinds.tag',
    other: 'radioBuilder.lookUpKinds.other',
  },
  picked: {
    artist: 'radioBuilder.pickedKinds.artist',
    tag: 'radioBuilder.pickedKinds.tag',
    other: 'radioBuilder.pickedKinds.other',
  },
  remove: {
    artist: 'radioBuilder.removeFilterKinds.artist',
    tag: 'radioBuilder.removeFilterKinds.tag',
    other: 'radioBuilder.removeFilterKinds.other',
  },
  excluded: {
    artist: 'radioBuilder.excludedKinds.artist',
    tag: 'radioBuilder.excludedKinds.tag',
    other: 'radioBuilder.excludedKinds.other',
  },
} as const;

export function useKindSentence() {
  const { t } = useTranslation();
  return (sentence: keyof typeof KIND_SENTENCES, type: string, name: string) => {
    const keys = KIND_SENTENCES[sentence];
    return type === 'artist' || type === 'tag' ? t(keys[type]) : t(keys.other, { name });
  };
}

/** The values typed text finds, through the look-up the pod describes for the kind. */
function ValuePicker({
  kind,
  picked,
  disabled,
  onPick,
}: {
  kind: RadioFilterKind;
  picked: FilterValue[];
  disabled: boolean;
  onPick(value: FilterValue): void;
}) {
  const { t } = useTranslation();
  const kindLabel = useKindLabel();
  const kindSentence = useKindSentence();
  const listId = useId();
  const [text, setText] = useState('');
  const settled = useDebounced(text, LOOK_UP_DELAY_MS);
  const lookUp = useFilterValueLookUp(disabled ? null : kind.autocomplete, settled);
  const offered = (lookUp.data ?? []).filter((item) => !picked.some((value) => value.value === item.value));
  return (
    <div className="radio-filter__picker">
      <input
        type="search"
        value={text}
        disabled={disabled}
        aria-label={kindSentence('lookUp', kind.type, kindLabel(kind.type, kind.label))}
        aria-controls={listId}
        placeholder={t(`radioBuilder.placeholders.${kind.type}`, { defaultValue: kind.placeholder })}
        onChange={(event) => setText(event.target.value)}
      />
      <ul id={listId} className="radio-filter__offers" aria-live="polite">
        {settled.trim() !== '' && lookUp.isSuccess && offered.length === 0 && (
          <li className="muted">{t('radioBuilder.noMatch')}</li>
        )}
        {offered.map((item) => (
          <li key={String(item.value)}>
            <button
              type="button"
              className="button button--small"
              onClick={() => {
                onPick(item);
                setText('');
              }}
            >
              <Plus aria-hidden size={14} />
              {item.label}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

interface Props {
  draft: RadioFilterDraft;
  kind: RadioFilterKind | undefined;
  /** The pod's answer for this filter; undefined while it has no value or none came yet. */
  candidates: FilterCandidates | undefined;
  offline: boolean;
  onChange(draft: RadioFilterDraft): void;
  onRemove(): void;
}

/** One filter: its values, the exclude switch, and how many tracks it selects with a few of them. */
export function FilterEditor({ draft, kind, candidates, offline, onChange, onRemove }: Props) {
  const { t } = useTranslation();
  const kindLabel = useKindLabel();
  const kindSentence = useKindSentence();
  const titleId = useId();
  const label = kindLabel(draft.type, kind?.label ?? draft.type);
  return (
    <li className="radio-filter" aria-labelledby={titleId}>
      <div className="radio-filter__head">
        <h3 id={titleId}>{label}</h3>
        <label className="radio-filter__not">
          <input
            type="checkbox"
            role="switch"
            checked={draft.not}
            onChange={(event) => onChange({ ...draft, not: event.target.checked })}
          />
          {t('radioBuilder.exclude')}
        </label>
        <button
          type="button"
          className="button button--small"
          aria-label={kindSentence('remove', draft.type, label)}
          onClick={onRemove}
        >
          <Trash2 aria-hidden size={14} />
        </button>
      </div>
      {kind?.helpText && (
        <p className="muted">{t(`radioBuilder.help.${draft.type}`, { defaultValue: kind.helpText })}</p>
      )}
      <ul className="radio-filter__values" aria-label={kindSentence('picked', draft.type, label)}>
        {draft.values.map((value) => (
          <li key={String(value.value)} className="chip">
            {value.label}
            <button
              type="button"
              className="chip__remove"
              aria-label={t('radioBuilder.removeValue', { value: value.label })}
              onClick={() => onChange({ ...draft, values: draft.values.filter((item) => item.value !== value.value) })}
            >
              <X aria-hidden size={12} />
            </button>
          </li>
        ))}
      </ul>
      {kind && (
        <ValuePicker
          kind={kind}
          picked={draft.values}
          disabled={offline}
          onPick={(value) => onChange({ ...draft, values: [...draft.values, value] })}
        />
      )}
      <FilterCount draft={draft} candidates={candidates} />
    </li>
  );
}

function FilterCount({ draft, candidates }: { draft: RadioFilterDraft; candidates: FilterCandidates | undefined }) {
  const { t } = useTranslation();
  if (draft.values.length === 0) return <p className="muted">{t('radioBuilder.needsValue')}</p>;
  if (!candidates) return null;
  if (candidates.errors.length > 0)
    return (
      <p className="state state--error" role="alert">
        {candidates.errors.join(' ')}
      </p>
    );
  return (
    <div className="radio-filter__count" role="status">
      <p>{t('radioBuilder.count', { count: candidates.count ?? 0 })}</p>
      {candidates.sample.length > 0 && (
        <p className="muted radio-filter__sample">
          {t('radioBuilder.sample', {
            titles: candidates.sample
              .slice(0, 5)
              .map((track) => track.title)
              .join(', '),
          })}
        </p>
      )}
    </div>
  );
}
