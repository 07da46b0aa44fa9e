import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useVerifyEmail } from '../../sync/signup';
import { podReasons } from '../messages/translate';
import { FormFailure } from '../widgets/FormFailure';

/** `auth/email/confirm` (query `key`): confirms on opening, or says it could not. */
export function EmailConfirmScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const key = params.get('key')?.trim() ?? '';
  const verify = useVerifyEmail();
  const sent = useRef<string | null>(null);

  useEffect(() => {
    // Once a key (a second render in development must not send it again).
    if (key === '' || sent.current === key) return;
    sent.current = key;
    verify.mutate(key);
  }, [key, verify]);

  const failed = key === '' || verify.isError;
  return (
    <div className="page">
      <section className="form-card" aria-labelledby="email-confirm-title" aria-busy={verify.isPending}>
        <h1 id="email-confirm-title">{t('signup24Email.title')}</h1>
        {failed ? (
          <FormFailure
            title={t('signup24Email.failed')}
            messages={key === '' ? [t('signup24Email.noKey')] : podReasons(verify.error)}
            failed
          />
        ) : verify.isSuccess ? (
          <p className="state state--notice" role="status">
            {t('signup24Email.confirmed')}
          </p>
        ) : (
          <p className="muted">{t('signup24Email.confirming')}</p>
        )}
        <p className="muted">
          <Link to="/login">{t('signup24Email.toLogin')}</Link>
        </p>
      </section>
    </div>
  );
}
