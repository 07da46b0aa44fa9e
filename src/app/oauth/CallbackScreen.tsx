// oauthclient24: `auth/callback` (query `code`, `state`): where the pod sends the user back after
// authorising Shoal. The state is checked and the code exchanged once; code and state leave the
// address bar at once; then on to where the user was going.

import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { logInByOAuth } from '../../sync/session';
import type { UiText } from '../../sync/core';
import { FormErrors } from '../auth/FormErrors';
import { safeNext } from '../routing/guards';

type Outcome = Awaited<ReturnType<typeof logInByOAuth>>;

/** One exchange per state, even when React runs the effect twice (a code is good once). */
const exchanges = new Map<string, Promise<Outcome>>();

export function CallbackScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [errors, setErrors] = useState<UiText[] | null>(null);

  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const code = params.get('code');
    const state = params.get('state');
    const key = state ?? '';
    let exchange = exchanges.get(key);
    if (exchange === undefined) {
      // The code and the state leave the address bar (and the history) before anything else.
      window.history.replaceState(window.history.state, '', window.location.pathname);
      exchange =
        params.get('error') !== null
          ? Promise.resolve<Outcome>({ ok: false, messages: [{ key: 'errors.login' }] })
          : logInByOAuth(code, state);
      exchanges.set(key, exchange);
    }
    let current = true;
    void exchange.then((outcome) => {
      if (!current) return;
      if (!outcome.ok) {
        setErrors(outcome.messages);
        return;
      }
      // Pages fetched anonymously may differ for this user.
      queryClient.clear();
      void navigate(safeNext(outcome.next), { replace: true });
    });
    return () => {
      current = false;
    };
  }, [navigate, queryClient]);

  return (
    <div className="page">
      <section className="form-card" aria-labelledby="oauth-callback-title">
        <h1 id="oauth-callback-title">{t('oauthclient24Callback.title')}</h1>
        {errors === null ? (
          <p role="status">{t('oauthclient24Callback.working')}</p>
        ) : (
          <>
            <FormErrors messages={errors} />
            <p>
              <Link to="/login">{t('oauthclient24Callback.again')}</Link>
            </p>
          </>
        )}
      </section>
    </div>
  );
}
