import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CloudOff } from '../icons';
import { useNodeInfo } from '../../sync/instance';
import { useReachability } from '../../sync/status';
import {
  parseQuota,
  PERMISSIONS,
  userForm,
  userPatch,
  usePatchUser,
  type ManageUser,
  type UserForm,
  type UserType,
} from '../../sync/users';
import { formatDay } from '../format/date';
import { addMessage } from '../messages/store';
import { podReasons } from '../messages/translate';
import { FormFailure } from '../widgets/FormFailure';
import { Modal } from '../widgets/Modal';
import { PodAddressHint } from '../widgets/PodAddressHint';
import { useFormDraft } from '../widgets/useFormDraft';

const TYPES: readonly UserType[] = ['regular', 'staff', 'admin'];

/** A kept draft is used only whole: a stale or foreign value is ignored. */
function parseDraft(value: unknown): UserForm | null {
  if (typeof value !== 'object' || value === null) return null;
  const form = value as Partial<UserForm>;
  const permissions = form.permissions as Record<string, unknown> | undefined;
  const valid =
    typeof form.isActive === 'boolean' &&
    TYPES.includes(form.type as UserType) &&
    typeof form.quota === 'string' &&
    typeof permissions === 'object' &&
    permissions !== null &&
    PERMISSIONS.every((name) => typeof permissions[name] === 'boolean');
  return valid ? (form as UserForm) : null;
}

/**
 * The row's dialog (there is no user-detail route): what the user is, and what an admin changes:
 * login status, user type, the three permissions, the upload quota in MB (empty: the instance
 * default, node info `defaultUploadQuota`). The input stays on the device until the pod took it.
 */
export function UserDialog({ user, onClose }: { user: ManageUser; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const formId = useId();
  const quotaHelpId = useId();
  const draft = useFormDraft<UserForm | null>(`user ${user.id}`, null, parseDraft);
  const form = draft.value ?? userForm(user);
  const change = (next: Partial<UserForm>) => draft.set({ ...form, ...next });
  const save = usePatchUser();
  const offline = useReachability() === 'offline';
  const defaultQuota = useNodeInfo().data?.defaultUploadQuota ?? null;
  const [errors, setErrors] = useState<string[]>([]);
  const quotaValid = parseQuota(form.quota) !== undefined;

  const submit = async () => {
    const patch = userPatch(user, form);
    if (patch === undefined) return;
    setErrors([]);
    if (Object.keys(patch).length === 0) {
      await draft.clear();
      addMessage({ content: t('users23.unchanged') });
      onClose();
      return;
    }
    try {
      await save.mutateAsync({ userId: user.id, patch });
    } catch (error) {
      setErrors(podReasons(error));
      return;
    }
    await draft.clear();
    addMessage({ content: t('users23.saved', { username: user.username }) });
    onClose();
  };

  const day = (iso: string | null) => (iso ? formatDay(iso, i18n.language) : t('users23.never'));
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('users23.dialogTitle', { username: user.username })}
      className="user-dialog"
      actions={
        <>
          <button type="button" className="button" onClick={onClose}>
            {t('users23.cancel')}
          </button>
          <button
            type="submit"
            form={formId}
            className="button button--primary"
            disabled={offline || save.isPending || !quotaValid}
          >
            {t('users23.save')}
          </button>
        </>
      }
    >
      <dl className="mod-facts">
        <dt>{t('users23.displayName')}</dt>
        <dd>{user.name || '—'}</dd>
        <dt>{t('users23.email')}</dt>
        <dd>{user.email ?? '—'}</dd>
        <dt>{t('users23.signUpDate')}</dt>
        <dd>{day(user.dateJoined)}</dd>
        <dt>{t('users23.lastActivity')}</dt>
        <dd>{day(user.lastActivity)}</dd>
      </dl>
      {offline && (
        <p className="state state--notice" role="status">
          <CloudOff aria-hidden size={16} /> {t('users23.offline')}
        </p>
      )}
      {draft.restored && (
        <p className="state state--notice" role="status">
          {t('users23.restored')}
        </p>
      )}
      <PodAddressHint error={save.error} />
      <FormFailure title={t('users23.failed')} messages={errors} failed={save.isError} />
      <form
        id={formId}
        className="user-form"
        aria-label={t('users23.dialogTitle', { username: user.username })}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <fieldset>
          <legend>{t('users23.loginStatus')}</legend>
          <label className="check">
            <input
              type="checkbox"
              checked={form.isActive}
              onChange={(event) => change({ isActive: event.target.checked })}
            />
            {t('users23.loginActive')}
          </label>
        </fieldset>
        <fieldset>
          <legend>{t('users23.userType')}</legend>
          {TYPES.map((type) => (
            <label key={type} className="check">
              <input
                type="radio"
                name={`${formId}-type`}
                value={type}
                checked={form.type === type}
                onChange={() => change({ type })}
              />
              {t(`users23.userTypes.${type}`)}
            </label>
          ))}
        </fieldset>
        <fieldset>
          <legend>{t('users23.permissions')}</legend>
          {PERMISSIONS.map((name) => (
            <label key={name} className="check">
              <input
                type="checkbox"
                checked={form.permissions[name]}
                onChange={(event) => change({ permissions: { ...form.permissions, [name]: event.target.checked } })}
              />
              <span>
                {t(`users23.permission.${name}`)}
                <span className="muted user-form__help">{t(`users23.permissionHelp.${name}`)}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <label className="field">
          <span>{t('users23.quota')}</span>
          <input
            inputMode="numeric"
            value={form.quota}
            placeholder={defaultQuota === null ? '' : String(defaultQuota)}
            aria-describedby={quotaHelpId}
            aria-invalid={!quotaValid}
            onChange={(event) => change({ quota: event.target.value })}
          />
        </label>
        <p id={quotaHelpId} className="muted">
          {!quotaValid
            ? t('users23.quotaInvalid')
            : defaultQuota === null
              ? t('users23.quotaDefaultUnknown')
              : t('users23.quotaDefault', { quota: defaultQuota })}
        </p>
      </form>
    </Modal>
  );
}
