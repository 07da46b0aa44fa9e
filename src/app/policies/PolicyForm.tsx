import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  EMPTY_POLICY_FORM,
  formOfPolicy,
  parsePolicyForm,
  policyFormComplete,
  usePolicyWrites,
  type Policy,
  type PolicyForm as PolicyFormValue,
  type PolicyTarget,
} from '../../sync/policies';
import { useReachability } from '../../sync/status';
import { translateUiText } from '../messages/translate';
import { ConfirmModal } from '../widgets/ConfirmModal';
import { useFormDraft } from '../widgets/useFormDraft';

const CHOICES = ['blockAll', 'silenceActivity', 'silenceNotifications', 'rejectMedia'] as const;

interface Props {
  target: PolicyTarget;
  /** The rule to update, or null to create one. */
  policy: Policy | null;
  /** After the pod took a create or update (the rule's id) or a delete (null). */
  onDone(policyId: number | null): void;
  onCancel(): void;
}

/**
 * The rule's form: enabled (off pauses it), reason, and the four measures. Its input is kept on the
 * device until the pod has taken it (nothing is queued); offline, saving is disabled and says why.
 */
export function PolicyForm({ target, policy, onDone, onCancel }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const offline = useReachability() === 'offline';
  const draft = useFormDraft<PolicyFormValue>(
    `policy ${target.type} ${target.id}`,
    policy ? formOfPolicy(policy) : EMPTY_POLICY_FORM,
    parsePolicyForm,
  );
  const writes = usePolicyWrites();
  const [errors, setErrors] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const form = draft.value;
  const complete = policyFormComplete(form);

  const run = async (write: () => Promise<{ ok: true; id: number | null } | { ok: false; messages: string[] }>) => {
    setBusy(true);
    setErrors(null);
    const outcome = await write();
    setBusy(false);
    if (!outcome.ok) {
      setErrors(outcome.messages);
      return;
    }
    await draft.clear();
    onDone(outcome.id);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!complete || busy || offline) return;
    void run(async () => {
      const result = policy ? await writes.update(policy.id, form) : await writes.create(target, form);
      return result.ok
        ? { ok: true, id: result.data.id }
        : { ok: false, messages: result.error.messages.map((text) => translateUiText(text)) };
    });
  };

  const destroy = () =>
    policy &&
    void run(async () => {
      const result = await writes.remove(policy.id);
      return result.ok
        ? { ok: true, id: null }
        : { ok: false, messages: result.error.messages.map((text) => translateUiText(text)) };
    });

  return (
    <form className="policy-form" aria-labelledby={`${id}-title`} onSubmit={submit}>
      <h3 id={`${id}-title`}>{policy ? t('domains22Policies.updateTitle') : t('domains22Policies.createTitle')}</h3>
      {errors && (
        <div className="state state--error" role="alert">
          <p className="policy-form__error">{t('domains22Policies.failed')}</p>
          {errors.length > 0 && (
            <ul>
              {errors.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          )}
        </div>
      )}
      {draft.restored && <p className="muted">{t('domains22Policies.restored')}</p>}
      <label className="policy-form__check">
        <input
          type="checkbox"
          checked={form.isActive}
          aria-describedby={`${id}-isActive`}
          onChange={(event) => draft.set((value) => ({ ...value, isActive: event.target.checked }))}
        />
        <span>{t('domains22Policies.isActive')}</span>
      </label>
      <small id={`${id}-isActive`} className="muted">
        {t('domains22Policies.isActiveHelp')}
      </small>
      <label className="field">
        <span>{t('domains22Policies.reason')}</span>
        <textarea
          rows={3}
          maxLength={10000}
          value={form.summary}
          placeholder={t('domains22Policies.reasonPlaceholder')}
          onChange={(event) => draft.set((value) => ({ ...value, summary: event.target.value }))}
        />
      </label>
      <fieldset className="policy-form__measures">
        <legend>{t('domains22Policies.measures')}</legend>
        {CHOICES.map((choice) => (
          <div key={choice}>
            <label className="policy-form__check">
              <input
                type="checkbox"
                checked={form[choice]}
                aria-describedby={`${id}-${choice}`}
                onChange={(event) => draft.set((value) => ({ ...value, [choice]: event.target.checked }))}
              />
              <span>{t(`domains22Policies.${choice}`)}</span>
            </label>
            <small id={`${id}-${choice}`} className="muted">
              {t(`domains22Policies.${choice}Help`)}
            </small>
          </div>
        ))}
      </fieldset>
      {!complete && <p className="muted">{t('domains22Policies.chooseOne')}</p>}
      {offline && <p className="state state--notice">{t('domains22Policies.needsPod')}</p>}
      <div className="toolbar">
        <button type="submit" className="button button--primary" disabled={!complete || busy || offline}>
          {policy ? t('domains22Policies.update') : t('domains22Policies.create')}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          {t('domains22Policies.cancel')}
        </button>
        {policy && (
          <button
            type="button"
            className="button button--danger"
            disabled={busy || offline}
            onClick={() => setConfirming(true)}
          >
            {t('domains22Policies.delete')}
          </button>
        )}
      </div>
      {confirming && (
        <ConfirmModal
          title={t('domains22Policies.deleteTitle')}
          action={t('domains22Policies.delete')}
          onConfirm={destroy}
          onClose={() => setConfirming(false)}
        >
          <p>{t('domains22Policies.deleteBody')}</p>
        </ConfirmModal>
      )}
    </form>
  );
}
