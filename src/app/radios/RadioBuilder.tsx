import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { Plus } from '../icons';
import { useSession } from '../../db/session';
import {
  filterDraft,
  radioConfig,
  useCreateRadio,
  useCustomRadio,
  useFilterCandidates,
  useRadioFilterKinds,
  useUpdateRadio,
  type CustomRadioDetail,
  type FilterCandidates,
  type RadioFilterDraft,
  type RadioFilterKind,
} from '../../sync/radios';
import { useReachability } from '../../sync/status';
import { addMessage } from '../messages/store';
import { podReasons } from '../messages/translate';
import { QueryState } from '../widgets/QueryState';
import { useNumericParam } from '../library/useNumericParam';
import { NotFound } from '../shell/NotFound';
import { FilterEditor, useKindLabel } from './FilterEditor';
import { useDebounced } from './useDebounced';
import './radios.css';

/** The pod is asked for the candidates once the filters stay unchanged this long. */
const VALIDATE_DELAY_MS = 400;

interface KeyedDraft extends RadioFilterDraft {
  key: number;
}

function podMessages(error: unknown): string[] {
  return podReasons(error);
}

/** `/library/radios/build` and `/library/radios/build/{id}` (spec 02): make or edit a custom radio. */
export function RadioBuilder() {
  const editing = useParams().id !== undefined;
  const id = useNumericParam();
  if (editing && id === null) return <NotFound />;
  return <Builder radioId={id} />;
}

function Builder({ radioId }: { radioId: number | null }) {
  const { t } = useTranslation();
  const kinds = useRadioFilterKinds();
  const radio = useCustomRadio(radioId ?? 0, { enabled: radioId !== null });
  const signedIn = Boolean(useSession()?.profile);
  return (
    <div className="page radio-builder">
      <header className="page-header">
        <h1>{t(radioId === null ? 'radioBuilder.createTitle' : 'radioBuilder.editTitle')}</h1>
      </header>
      {!signedIn ? (
        <p className="state state--notice">{t('radioBuilder.signIn')}</p>
      ) : (
        <QueryState query={kinds} loading={<p className="state">{t('radioBuilder.loading')}</p>}>
          {(kindList) =>
            radioId === null ? (
              <BuilderForm kinds={kindList} />
            ) : (
              <QueryState query={radio} loading={<p className="state">{t('radioBuilder.loading')}</p>}>
                {(loaded) => <BuilderForm key={loaded.id} kinds={kindList} radio={loaded} />}
              </QueryState>
            )
          }
        </QueryState>
      )}
    </div>
  );
}

function BuilderForm({ kinds, radio }: { kinds: RadioFilterKind[]; radio?: CustomRadioDetail }) {
  const { t } = useTranslation();
  const kindLabel = useKindLabel();
  const navigate = useNavigate();
  const offline = useReachability() === 'offline';
  const nextKey = useRef(0);
  const keyed = (draft: RadioFilterDraft): KeyedDraft => ({ ...draft, key: nextKey.current++ });
  const [name, setName] = useState(radio?.name ?? '');
  const [description, setDescription] = useState(radio?.description ?? '');
  const [isPublic, setPublic] = useState(radio?.isPublic ?? false);
  const [drafts, setDrafts] = useState<KeyedDraft[]>(() =>
    (radio?.config ?? []).map((filter) => keyed(filterDraft(filter, kinds))),
  );
  const [newType, setNewType] = useState(kinds[0]?.type ?? '');
  const [errors, setErrors] = useState<string[] | null>(null);
  const create = useCreateRadio();
  const update = useUpdateRadio(radio?.id ?? 0);
  const busy = create.isPending || update.isPending;

  // The filters with a value, as the pod takes them, and which draft each one is.
  const config = useMemo(() => radioConfig(drafts, kinds), [drafts, kinds]);
  const configured = useMemo(() => drafts.filter((draft) => radioConfig([draft], kinds).length > 0), [drafts, kinds]);
  const settled = useDebounced(config, VALIDATE_DELAY_MS);
  const candidates = useFilterCandidates(settled, { enabled: !offline });
  const byKey = new Map<number, FilterCandidates>();
  if (candidates.data && !candidates.isPlaceholderData && settled === config)
    configured.forEach((draft, index) => {
      const answer = candidates.data[index];
      if (answer) byKey.set(draft.key, answer);
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors(null);
    const input = { name: name.trim(), description: description.trim(), is_public: isPublic, config };
    try {
      const saved = radio ? await update.mutateAsync(input) : await create.mutateAsync(input);
      addMessage({ content: t(radio ? 'radioBuilder.updated' : 'radioBuilder.created') });
      void navigate(`/library/radios/${saved.id}`);
    } catch (error) {
      setErrors(podMessages(error));
    }
  };

  return (
    <form className="radio-builder__form" onSubmit={(event) => void submit(event)}>
      {errors && (
        <div className="state state--error" role="alert">
          <p>{t('radioBuilder.failed')}</p>
          {errors.length > 0 && (
            <ul>
              {errors.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          )}
        </div>
      )}
      <label className="field">
        <span>{t('radioBuilder.name')}</span>
        <input required maxLength={100} value={name} onChange={(event) => setName(event.target.value)} />
      </label>
      <label className="field">
        <span>{t('radioBuilder.description')}</span>
        <textarea rows={3} value={description} onChange={(event) => setDescription(event.target.value)} />
      </label>
      <label className="radio-builder__public">
        <input type="checkbox" checked={isPublic} onChange={(event) => setPublic(event.target.checked)} />
        {t('radioBuilder.public')}
      </label>

      <section className="section" aria-labelledby="radio-builder-filters">
        <h2 id="radio-builder-filters">{t('radioBuilder.filters')}</h2>
        {drafts.length === 0 && <p className="muted">{t('radioBuilder.noFilters')}</p>}
        <ul className="radio-filters">
          {drafts.map((draft) => (
            <FilterEditor
              key={draft.key}
              draft={draft}
              kind={kinds.find((kind) => kind.type === draft.type)}
              candidates={byKey.get(draft.key)}
              offline={offline}
              onChange={(changed) =>
                setDrafts((list) => list.map((item) => (item.key === draft.key ? { ...changed, key: item.key } : item)))
              }
              onRemove={() => setDrafts((list) => list.filter((item) => item.key !== draft.key))}
            />
          ))}
        </ul>
        <div className="toolbar radio-builder__add">
          <label className="field">
            <span>{t('radioBuilder.filterKind')}</span>
            <select value={newType} onChange={(event) => setNewType(event.target.value)}>
              {kinds.map((kind) => (
                <option key={kind.type} value={kind.type}>
                  {kindLabel(kind.type, kind.label)}
                </option>
              ))}
            </select>
          </label>
          <button
            type="button"
            className="button"
            disabled={newType === ''}
            onClick={() => setDrafts((list) => [...list, keyed({ type: newType, not: false, values: [] })])}
          >
            <Plus aria-hidden size={16} />
            {t('radioBuilder.addFilter')}
          </button>
        </div>
      </section>

      {offline && <p className="state state--notice">{t('radioBuilder.offline')}</p>}
      <div className="toolbar">
        <button type="submit" className="button button--primary" disabled={busy || offline || name.trim() === ''}>
          {t('radioBuilder.save')}
        </button>
        <Link className="button" to={radio ? `/library/radios/${radio.id}` : '/library/radios'}>
          {t('radioBuilder.cancel')}
        </Link>
      </div>
    </form>
  );
}
