import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CloudOff } from '../icons';
import { useRequestPasswordReset } from '../../sync/password-reset';
import { useReachability } from '../../sync/status';
import { podReasons } from '../messages/translate';
import { FormFailure } from '../widgets/FormFailure';

/**
 * `auth/password/reset` (query `email` prefills): asks the pod to mail a reset link. The notice is the
 * same whether the address belongs to an account or not (spec 02 section 5); a failed call shows
 * the failure header.
 */
export function PasswordResetScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [errors, setErrors] = useState<string[]>([]);
  const request = useRequestPasswordReset();
  const offline = useReachability() === 'offline';

  async function submit(event: FormEvent) {
    event.preventDefault();
    setErrors([]);
    try {
      await request.mutateAsync(email.trim());
    } catch (error) {
      setErrors(podReasons(error));
    }
  }

  return (
    <div className="page">
      <form className="form-card" onSubmit={(event) => void submit(event)} aria-labelledby="reset-title">
        <h1 id="reset-title">{t('signup24Reset.title')}</h1>
        {offline && (
          <p className="state state--notice" role="status">
            <CloudOff aria-hidden size={16} /> {t('signup24Reset.offline')}
          </p>
        )}
        <FormFailure title={t('signup24Reset.failed')} messages={errors} failed={request.isError} />
        {request.isSuccess ? (
          <p className="state state--notice" role="status">
            {t('signup24Reset.sent')}
          </p>
        ) : (
          <>
            <p className="muted">{t('signup24Reset.explain')}</p>
            <label className="field">
              <span>{t('signup24Reset.email')}</span>
              <input
                name="email"
                type="email"
                autoComplete="email"
                required
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                autoFocus
              />
            </label>
            <button type="submit" className="button button--primary" disabled={offline || request.isPending}>
              {request.isPending ? t('signup24Reset.submitting') : t('signup24Reset.submit')}
            </button>
          </>
        )}
        <p className="muted">
          <Link to="/login">{t('signup24Reset.toLogin')}</Link>
        </p>
      </form>
    </div>
  );
}
