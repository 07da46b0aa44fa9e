import { memo, useEffect, useId, useState, type KeyboardEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Search } from '../icons';
import { useSuggestions } from '../../sync/search';
import { useReachability } from '../../sync/status';
import { searchHref, suggestionOptions, type SuggestionKind, type SuggestionOption } from './suggestion-options';
import './shell-search.css';

/** The pod is asked once typing pauses this long. */
const SUGGEST_AFTER_MS = 250;

const GROUP_LABELS: Record<Exclude<SuggestionKind, 'all'>, string> = {
  artists: 'search21.artists',
  albums: 'search21.albums',
  tracks: 'search21.tracks',
  tags: 'search21.tags',
};

/**
 * The shell's search box (issue 21), on every screen: an ARIA combobox whose listbox suggests 3
 * artists, albums, tracks and tags from `search?query=`; arrows walk them, Enter opens the chosen
 * one or `/search?q=`, Escape closes the list.
 */
export const ShellSearch = memo(function ShellSearch({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const location = useLocation();
  const offline = useReachability() === 'offline';
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [settled, setSettled] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text.trim()), SUGGEST_AFTER_MS);
    return () => clearTimeout(timer);
  }, [text]);
  // A navigation (a suggestion, Enter, a link elsewhere) closes the list.
  useEffect(() => setOpen(false), [location.pathname, location.search]);

  const asked = open && !offline ? settled : '';
  const suggestions = useSuggestions(asked);
  const allHref = searchHref(text, location);
  const showing = open && text.trim() !== '';
  const options = showing
    ? suggestionOptions(
        settled === text.trim() ? suggestions.data : undefined,
        allHref,
        t('search21.all', { text: text.trim() }),
      )
    : [];
  const optionId = (index: number) => `${id}-option-${index}`;

  const go = (to: string) => {
    setOpen(false);
    setActive(-1);
    setText('');
    void navigate(to);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!showing) {
        setOpen(true);
        return;
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // -1 (the input itself) and each option, round and round.
      const positions = options.length + 1;
      setActive((current) => ((current + 1 + step + positions) % positions) - 1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (text.trim() === '') return;
      const chosen = options[active];
      go(chosen ? chosen.to : allHref);
    } else if (event.key === 'Escape') {
      if (open) {
        event.preventDefault();
        event.stopPropagation();
        setOpen(false);
        setActive(-1);
      }
    }
  };
  const activeOption: SuggestionOption | undefined = showing ? options[active] : undefined;
  const loading = showing && !offline && (settled !== text.trim() || suggestions.isFetching) && !suggestions.data;

  const groups = (['artists', 'albums', 'tracks', 'tags'] as const)
    .map((kind) => ({
      kind,
      items: options.flatMap((option, index) => (option.kind === kind ? [{ option, index }] : [])),
    }))
    .filter((group) => group.items.length > 0);
  const all = options.length > 0 ? options.length - 1 : -1;

  return (
    <div className={`shell-search ${className}`}>
      <Search aria-hidden size={16} className="shell-search__icon" />
      <input
        type="search"
        role="combobox"
        className="shell-search__input"
        aria-label={t('search21.label')}
        placeholder={t('search21.placeholder')}
        aria-autocomplete="list"
        aria-expanded={showing}
        aria-controls={`${id}-listbox`}
        aria-activedescendant={activeOption ? optionId(active) : undefined}
        autoComplete="off"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <div
        id={`${id}-listbox`}
        role="listbox"
        aria-label={t('search21.suggestions')}
        className="shell-search__list"
        hidden={!showing}
      >
        {showing && offline && <p className="shell-search__note">{t('search21.offline')}</p>}
        {loading && <p className="shell-search__note">{t('search21.loading')}</p>}
        {showing && !loading && !offline && suggestions.data && groups.length === 0 && (
          <p className="shell-search__note">{t('search21.none')}</p>
        )}
        {groups.map((group) => (
          <div key={group.kind} role="group" aria-labelledby={`${id}-${group.kind}`} className="shell-search__group">
            <p id={`${id}-${group.kind}`} className="shell-search__group-title" role="presentation">
              {t(GROUP_LABELS[group.kind])}
            </p>
            {group.items.map(({ option, index }) => (
              <SuggestionLink
                key={option.key}
                option={option}
                id={optionId(index)}
                selected={index === active}
                onPick={go}
              />
            ))}
          </div>
        ))}
        {all >= 0 && options[all] && (
          <SuggestionLink option={options[all]} id={optionId(all)} selected={all === active} onPick={go} />
        )}
      </div>
    </div>
  );
});

function SuggestionLink(props: {
  option: SuggestionOption;
  id: string;
  selected: boolean;
  onPick: (to: string) => void;
}) {
  const { option, id, selected, onPick } = props;
  return (
    <Link
      id={id}
      role="option"
      aria-selected={selected}
      tabIndex={-1}
      to={option.to}
      className={`shell-search__option${option.kind === 'all' ? ' shell-search__option--all' : ''}`}
      // The input keeps the focus (and the list stays open) until the click lands.
      onMouseDown={(event) => event.preventDefault()}
      onClick={(event) => {
        event.preventDefault();
        onPick(option.to);
      }}
    >
      <span className="shell-search__label">{option.label}</span>
      {option.detail && <span className="shell-search__detail">{option.detail}</span>}
    </Link>
  );
}
