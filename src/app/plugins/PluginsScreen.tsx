import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ExternalLink } from '../icons';
import { useLibraries } from '../../sync/libraries';
import {
  pluginFormValues,
  pluginValuesToSend,
  usePlugins,
  usePluginWrites,
  type Plugin,
  type PluginField,
  type PluginFormValues,
} from '../../sync/plugins';
import { useReachability } from '../../sync/status';
import { addMessage } from '../messages/store';
import { translateUiText } from '../messages/translate';
import { SkeletonRows } from '../widgets/Cards';
import { FormFailure } from '../widgets/FormFailure';
import { PodAddressHint } from '../widgets/PodAddressHint';
import { QueryState } from '../widgets/QueryState';
import { useFormDraft } from '../widgets/useFormDraft';
import './plugins.css';

interface PluginDraft {
  enabled: boolean;
  values: PluginFormValues;
}

function parseDraft(value: unknown): PluginDraft | null {
  if (typeof value !== 'object' || value === null) return null;
  const { enabled, values } = value as Partial<PluginDraft>;
  if (typeof enabled !== 'boolean' || typeof values !== 'object' || values === null) return null;
  const entries = Object.entries(values).filter(([, one]) => typeof one === 'string' || typeof one === 'boolean');
  return { enabled, values: Object.fromEntries(entries) as PluginFormValues };
}

function FieldInput({
  field,
  value,
  onChange,
}: {
  field: PluginField;
  value: string | boolean | undefined;
  onChange: (value: string | boolean) => void;
}) {
  const id = useId();
  const help = field.help ? (
    <small id={`${id}-help`} className="muted plugin-card__help">
      {field.help}
    </small>
  ) : null;
  const describedBy = field.help ? `${id}-help` : undefined;
  if (field.type === 'boolean') {
    return (
      <div className="plugin-card__field">
        <label className="check">
          <input
            type="checkbox"
            checked={value === true}
            aria-describedby={describedBy}
            onChange={(event) => onChange(event.target.checked)}
          />
          <span>{field.label}</span>
        </label>
        {help}
      </div>
    );
  }
  const text = typeof value === 'string' ? value : '';
  const common = {
    value: text,
    required: field.required,
    'aria-describedby': describedBy,
  };
  return (
    <div className="plugin-card__field">
      <label className="field">
        <span>{field.label}</span>
        {field.type === 'long_text' ? (
          <textarea {...common} rows={4} onChange={(event) => onChange(event.target.value)} />
        ) : (
          <input
            {...common}
            type={
              field.type === 'password'
                ? 'password'
                : field.type === 'url'
                  ? 'url'
                  : field.type === 'number'
                    ? 'number'
                    : 'text'
            }
            autoComplete={field.type === 'password' ? 'new-password' : 'off'}
            onChange={(event) => onChange(event.target.value)}
          />
        )}
      </label>
      {help}
    </div>
  );
}

function PluginCard({ plugin }: { plugin: Plugin }) {
  const { t } = useTranslation();
  const id = useId();
  const offline = useReachability() === 'offline';
  const writes = usePluginWrites();
  const libraries = useLibraries({ scope: 'me', page_size: 50 }, { enabled: plugin.source });
  const draft = useFormDraft<PluginDraft>(
    `plugin ${plugin.name}`,
    { enabled: plugin.enabled, values: pluginFormValues(plugin) },
    parseDraft,
  );
  const [failure, setFailure] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);
  const setValue = (name: string, value: string | boolean) =>
    draft.set((previous) => ({ ...previous, values: { ...previous.values, [name]: value } }));

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || offline) return;
    setBusy(true);
    setFailure(null);
    const result = await writes.save(plugin, pluginValuesToSend(plugin, draft.value.values), draft.value.enabled);
    setBusy(false);
    if (!result.ok) {
      setFailure(result.error.messages.map((message) => translateUiText(message)));
      return;
    }
    await draft.clear();
    addMessage({ content: t('import23Plugins.saved', { name: plugin.label }) });
  };
  const scan = async () => {
    setBusy(true);
    setFailure(null);
    const result = await writes.scan(plugin);
    setBusy(false);
    if (!result.ok) setFailure(result.error.messages.map((message) => translateUiText(message)));
    else addMessage({ content: t('import23Plugins.scanStarted', { name: plugin.label }) });
  };

  return (
    <section className="plugin-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{plugin.label}</h2>
      {plugin.description && <p>{plugin.description}</p>}
      {plugin.homepage && (
        <p>
          <a href={plugin.homepage} target="_blank" rel="noreferrer noopener">
            <ExternalLink aria-hidden size={14} /> {t('import23Plugins.homepage')}
          </a>
        </p>
      )}
      <form
        className="plugin-card__form"
        aria-label={t('import23Plugins.formLabel', { name: plugin.label })}
        onSubmit={(event) => void save(event)}
      >
        <FormFailure title={t('import23Plugins.saveFailed')} messages={failure ?? []} failed={failure !== null} />
        <label className="check">
          <input
            type="checkbox"
            role="switch"
            checked={draft.value.enabled}
            onChange={(event) => draft.set((previous) => ({ ...previous, enabled: event.target.checked }))}
          />
          <span>{t('import23Plugins.enabled')}</span>
        </label>
        {plugin.fields.map((field) => (
          <FieldInput
            key={field.name}
            field={field}
            value={draft.value.values[field.name]}
            onChange={(value) => setValue(field.name, value)}
          />
        ))}
        {plugin.source && (
          <label className="field">
            <span>{t('import23Plugins.library')}</span>
            <select
              value={typeof draft.value.values.library === 'string' ? draft.value.values.library : ''}
              required
              onChange={(event) => setValue('library', event.target.value)}
            >
              <option value="">{t('import23Plugins.chooseLibrary')}</option>
              {libraries.data?.results.map((library) => (
                <option key={library.uuid} value={library.uuid}>
                  {library.name}
                </option>
              ))}
            </select>
          </label>
        )}
        {draft.restored && <small className="muted">{t('import23Plugins.restored')}</small>}
        {offline && <small className="muted">{t('import23Plugins.offline')}</small>}
        <div className="toolbar">
          <button type="submit" className="button button--primary" disabled={busy || offline}>
            {t('import23Plugins.save')}
          </button>
          {plugin.source && plugin.enabled && (
            <button type="button" className="button" disabled={busy || offline} onClick={() => void scan()}>
              {t('import23Plugins.scan')}
            </button>
          )}
        </div>
      </form>
    </section>
  );
}

/** `settings/plugins` (spec 01 section 2): the user's plugins, each with its switch, its fields and Save. */
export function PluginsScreen() {
  const { t } = useTranslation();
  const plugins = usePlugins();
  return (
    <div className="page plugins-page">
      <header className="page-header">
        <div>
          <h1>{t('import23Plugins.title')}</h1>
          <p className="muted">
            <Link to="/settings">{t('import23Plugins.back')}</Link>
          </p>
        </div>
      </header>
      <PodAddressHint error={plugins.error} />
      <QueryState
        query={plugins}
        loading={<SkeletonRows count={3} />}
        isEmpty={(list) => list.length === 0}
        empty={t('import23Plugins.empty')}
      >
        {(list) => (
          <div className="plugins-page__list">
            {list.map((plugin) => (
              <PluginCard
                key={`${plugin.name} ${String(plugin.enabled)} ${JSON.stringify(plugin.values)}`}
                plugin={plugin}
              />
            ))}
          </div>
        )}
      </QueryState>
    </div>
  );
}
