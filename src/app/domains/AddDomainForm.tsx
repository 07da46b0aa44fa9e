import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { parseDomainInput, useDomainWrites } from '../../sync/domains';
import { useReachability } from '../../sync/status';
import { addMessage } from '../messages/store';
import { translateUiText } from '../messages/translate';
import { useFormDraft } from '../widgets/useFormDraft';

const parseDraft = (value: unknown) => (typeof value === 'string' ? value : null);

/**
 * "Add a domain": what is typed is read as a domain name (a pasted address or handle too) before it
 * is sent; the pod's refusal shows under "Error while creating domain". Kept as a draft until the pod
 * has taken it; opens the new domain's page.
 */
export function AddDomainForm() {
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const offline = useReachability() === 'offline';
  const draft = useFormDraft('add domain', '', parseDraft);
  const writes = useDomainWrites();
  const [errors, setErrors] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || offline) return;
    const name = parseDomainInput(draft.value);
    if (name === null) {
      setErrors([t('domains22Domains.addInvalid')]);
      return;
    }
    setBusy(true);
    setErrors(null);
    const result = await writes.add(name);
    setBusy(false);
    if (!result.ok) {
      setErrors(result.error.messages.map((text) => translateUiText(text)));
      return;
    }
    await draft.clear();
    addMessage({ content: t('domains22Domains.added', { name: result.data.name }) });
    void navigate(`/manage/moderation/domains/${encodeURIComponent(result.data.name)}`);
  };

  return (
    <form className="add-domain" aria-labelledby={`${id}-title`} onSubmit={(event) => void submit(event)}>
      <h2 id={`${id}-title`}>{t('domains22Domains.addTitle')}</h2>
      {errors && (
        <div className="state state--error" role="alert">
          <p className="add-domain__error">{t('domains22Domains.addFailed')}</p>
          <ul>
            {errors.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </div>
      )}
      <div className="add-domain__row">
        <label className="field">
          <span>{t('domains22Domains.addLabel')}</span>
          <input
            value={draft.value}
            required
            maxLength={255}
            placeholder={t('domains22Domains.addPlaceholder')}
            aria-describedby={`${id}-help`}
            onChange={(event) => draft.set(event.target.value)}
          />
        </label>
        <button type="submit" className="button button--primary" disabled={busy || offline}>
          {t('domains22Domains.add')}
        </button>
      </div>
      <small id={`${id}-help`} className="muted">
        {offline ? t('domains22Domains.needsPod') : t('domains22Domains.addHelp')}
      </small>
    </form>
  );
}
