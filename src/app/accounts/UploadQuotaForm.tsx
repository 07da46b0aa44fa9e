import { useTranslation } from 'react-i18next';
import { CloudOff } from '../icons';
import { useSetUploadQuota } from '../../sync/accounts';
import { parseQuota, quotaField, type ManageUser } from '../../sync/users';
import { useReachability } from '../../sync/status';
import { addMessage } from '../messages/store';
import { podReasons } from '../messages/translate';
import { useFormDraft } from '../widgets/useFormDraft';
import { useState } from 'react';
import { FormFailure } from '../widgets/FormFailure';

interface Props {
  fullUsername: string;
  user: ManageUser;
  /** Node info `defaultUploadQuota`: what an empty quota means. */
  defaultQuota: number | null;
  /** The settings flag: without it the quota is only shown. */
  editable: boolean;
}

const parseDraft = (value: unknown) => (typeof value === 'string' ? value : null);

/**
 * A local account's upload quota in MB. Empty is the pod's default, shown as the placeholder. The
 * typed value is kept on the device until the pod has taken it (offline, a refusal, a reload).
 */
export function UploadQuotaForm({ fullUsername, user, defaultQuota, editable }: Props) {
  const { t } = useTranslation();
  const field = quotaField(user.uploadQuota, defaultQuota);
  const draft = useFormDraft<string | null>(`quota ${fullUsername}`, null, parseDraft);
  const save = useSetUploadQuota(fullUsername);
  const offline = useReachability() === 'offline';
  const [errors, setErrors] = useState<string[]>([]);
  const text = draft.value ?? field.value;
  const quota = parseQuota(text);
  const help =
    defaultQuota === null
      ? t('accounts22Accounts.quotaHelpNoDefault')
      : t('accounts22Accounts.quotaHelp', { quota: defaultQuota });

  if (!editable) {
    return <>{user.uploadQuota ?? t('accounts22Accounts.quotaDefault', { quota: defaultQuota ?? '?' })}</>;
  }

  const submit = async () => {
    if (quota === undefined) return;
    setErrors([]);
    try {
      await save.mutateAsync({ userId: user.id, quota });
    } catch (error) {
      setErrors(podReasons(error));
      return;
    }
    await draft.clear();
    addMessage({ content: t('accounts22Accounts.quotaSaved') });
  };

  return (
    <form
      aria-label={t('accounts22Accounts.quota')}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {offline && (
        <p className="state state--notice" role="status">
          <CloudOff aria-hidden size={16} /> {t('accounts22Accounts.quotaOffline')}
        </p>
      )}
      <FormFailure title={t('accounts22Accounts.quotaFailed')} messages={errors} failed={save.isError} />
      <div className="mod-quota">
        <label className="field">
          {/* The account page's own label stands beside it; this one names the field for readers. */}
          <span className="visually-hidden">{t('accounts22Accounts.quota')}</span>
          <input
            inputMode="numeric"
            value={text}
            placeholder={field.placeholder}
            aria-describedby="quota-help"
            aria-invalid={quota === undefined}
            onChange={(event) => draft.set(event.target.value)}
          />
        </label>
        <button
          type="submit"
          className="button button--primary"
          disabled={offline || save.isPending || quota === undefined}
        >
          {t('accounts22Accounts.quotaSave')}
        </button>
      </div>
      <p id="quota-help" className="muted">
        {quota === undefined ? t('accounts22Accounts.quotaInvalid') : help}
      </p>
    </form>
  );
}
