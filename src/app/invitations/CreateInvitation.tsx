import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CloudOff } from '../icons';
import { INVITATION_CODE_MAX, invitationLink, useCreateInvitation, type Invitation } from '../../sync/invitations';
import { useReachability } from '../../sync/status';
import { podReasons } from '../messages/translate';
import { CopyButton } from '../widgets/CopyButton';
import { FormFailure } from '../widgets/FormFailure';
import { PodAddressHint } from '../widgets/PodAddressHint';
import { useFormDraft } from '../widgets/useFormDraft';

const parseDraft = (value: unknown) => (typeof value === 'string' ? value : null);

/**
 * Create an invitation: a code left blank is random (the pod picks it). The typed code is kept on the
 * device until the pod took it; a refusal (a code already taken) shows the spec's failure header
 * with the pod's messages. The new invitation's link is offered to copy at once.
 */
export function CreateInvitation() {
  const { t } = useTranslation();
  const helpId = useId();
  const draft = useFormDraft<string>('create invitation', '', parseDraft);
  const create = useCreateInvitation();
  const offline = useReachability() === 'offline';
  const [errors, setErrors] = useState<string[]>([]);
  const [made, setMade] = useState<Invitation | null>(null);

  const submit = async () => {
    setErrors([]);
    setMade(null);
    try {
      setMade(await create.mutateAsync(draft.value));
    } catch (error) {
      setErrors(podReasons(error));
      return;
    }
    await draft.clear();
  };

  return (
    <section className="invitation-create" aria-labelledby={`${helpId}-title`}>
      <h2 id={`${helpId}-title`}>{t('users23Invitations.create')}</h2>
      {offline && (
        <p className="state state--notice" role="status">
          <CloudOff aria-hidden size={16} /> {t('users23Invitations.offline')}
        </p>
      )}
      <PodAddressHint error={create.error} />
      <FormFailure title={t('users23Invitations.failed')} messages={errors} failed={create.isError} />
      <form
        className="invitation-create__form"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <label className="field">
          <span>{t('users23Invitations.code')}</span>
          <input
            value={draft.value}
            maxLength={INVITATION_CODE_MAX}
            aria-describedby={helpId}
            autoComplete="off"
            onChange={(event) => draft.set(event.target.value)}
          />
        </label>
        <button type="submit" className="button button--primary" disabled={offline || create.isPending}>
          {create.isPending ? t('users23Invitations.creating') : t('users23Invitations.createButton')}
        </button>
      </form>
      <p id={helpId} className="muted">
        {t('users23Invitations.codeHelp')}
      </p>
      {made && (
        <div className="invitation-create__made" role="status">
          <p>{t('users23Invitations.created', { code: made.code })}</p>
          <CopyButton
            value={invitationLink(window.location.origin, made.code)}
            label={t('users23Invitations.createdLink')}
          />
        </div>
      )}
    </section>
  );
}
