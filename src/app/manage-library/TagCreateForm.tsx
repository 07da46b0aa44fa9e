import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useManageLibraryCommands } from '../../sync/manage-library';
import type { UiText } from '../../sync/core';
import { useReachability } from '../../sync/status';
import { addMessage } from '../messages/store';
import { FormFailure } from '../widgets/FormFailure';
import { useFormDraft } from '../widgets/useFormDraft';

const parseName = (value: unknown) => (typeof value === 'string' ? value : null);

/** Creating a tag `{name}`: the name stays on the device until the pod has taken it. */
export function TagCreateForm() {
  const { t } = useTranslation();
  const draft = useFormDraft('manage tag create', '', parseName);
  const offline = useReachability() === 'offline';
  const commands = useManageLibraryCommands();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<UiText[] | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const name = draft.value.trim();
    if (!name) return;
    setBusy(true);
    setFailure(null);
    const result = await commands.createTag(name);
    setBusy(false);
    if (!result.ok) return setFailure(result.messages);
    await draft.clear();
    addMessage({ content: t('library23Manage.tagCreated', { name: result.data.title }) });
  };

  return (
    <form
      className="manage-library__create"
      aria-label={t('library23Manage.createTag')}
      onSubmit={(e) => void submit(e)}
    >
      <label className="field">
        <span>{t('library23Manage.tagName')}</span>
        <input value={draft.value} maxLength={100} onChange={(event) => draft.set(event.target.value)} />
      </label>
      <button type="submit" className="button" disabled={busy || offline || draft.value.trim() === ''}>
        {t('library23Manage.createTag')}
      </button>
      {offline && <p className="muted">{t('library23Manage.needsPod')}</p>}
      {failure && <FormFailure title={t('library23Manage.createTagFailed')} messages={failure} failed />}
    </form>
  );
}
