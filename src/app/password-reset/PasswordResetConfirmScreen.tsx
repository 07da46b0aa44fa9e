import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CloudOff } from '../icons';
import { useConfirmPasswordReset } from '../../sync/password-reset';
import { useReachability } from '../../sync/status';
import { podReasons } from '../messages/translate';
import { FormFailure } from '../widgets/FormFailure';

/** `auth/password/reset/confirm` (query `uid`, `token`, from the mailed link): the new password twice, then a login link. */
export function PasswordResetConfirmScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const uid = params.get('uid') ?? '';
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const confirm = useConfirmPasswordReset();
  const offline = useReachability() === 'offline';

  async function submit(event: FormEvent) {
    event.preventDefault();
    setErrors([]);
    try {
      await confirm.mutateAsync({ uid, token, password, confirmation });
    } catch (error) {
      setErrors(podReasons(error));
    }
  }

  if (confirm.isSuccess) {
    return (
      <div className="page">
        <section className="form-card" aria-labelledby="reset-confirm-title">
          <h1 id="reset-confirm-title">{t('signup24Reset.confirmTitle')}</h1>
          <p className="state state--notice" role="status">
            {t('signup24Reset.changed')}
          </p>
          <p>
            <Link className="button button--primary" to="/login">
              {t('signup24Reset.logIn')}
            </Link>
          </p>
        </section>
      </div>
    );
  }

  const incomplete = uid === '' || token === '';
  return (
    <div className="page">
      <form className="form-card" onSubmit={(event) => void submit(event)} aria-labelledby="reset-confirm-title">
        <h1 id="reset-confirm-title">{t('signup24Reset.confirmTitle')}</h1>
        {incomplete && (
          <p className="state state--notice" role="status">
            {t('signup24Reset.incomplete')} <Link to="/auth/password/reset">{t('signup24Reset.askAgain')}</Link>
          </p>
        )}
        {offline && (
          <p className="state state--notice" role="status">
            <CloudOff aria-hidden size={16} /> {t('signup24Reset.offline')}
          </p>
        )}
        <FormFailure title={t('signup24Reset.changeFailed')} messages={errors} failed={confirm.isError} />
        <label className="field">
          <span>{t('signup24Reset.newPassword')}</span>
          <input
            name="new-password"
            type="password"
            autoComplete="new-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            autoFocus
          />
        </label>
        <label className="field">
          <span>{t('signup24Reset.repeatPassword')}</span>
          <input
            name="repeat-password"
            type="password"
            autoComplete="new-password"
            required
            value={confirmation}
            onChange={(e) => setConfirmation(e.target.value)}
          />
        </label>
        <button type="submit" className="button button--primary" disabled={offline || incomplete || confirm.isPending}>
          {confirm.isPending ? t('signup24Reset.changing') : t('signup24Reset.change')}
        </button>
      </form>
    </div>
  );
}
