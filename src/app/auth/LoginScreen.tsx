import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { logIn } from '../../sync/session';
import { lazyPlayer } from '../../player/lazy';
import type { UiText } from '../../sync/core';
import { FormErrors } from './FormErrors';
import { useInstanceName } from './useInstanceName';
import { LoginLinks } from '../signup/LoginLinks'; // signup24
// oauthclient24
import { useSession } from '../../db/session';
import { usesOAuth } from '../../sync/oauth';
import { OAuthLoginButton } from '../oauth/OAuthLoginButton';
// end oauthclient24

export function LoginScreen() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const pod = useInstanceName();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<UiText[]>([]);
  // oauthclient24: on another address than the pod's, the password form cannot work: OAuth instead.
  const session = useSession();
  const [searchParams] = useSearchParams();
  const instanceUrl = session?.instanceUrl ?? null;
  const oauth = instanceUrl !== null && usesOAuth(instanceUrl, window.location.origin);
  // end oauthclient24

  async function submit(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    setErrors([]);
    const result = await logIn(username, password);
    setPending(false);
    if (!result.ok) {
      setErrors(result.messages);
      return;
    }
    // Pages fetched anonymously may differ for this user. The route guard now sends the
    // signed-in user on to `next` (or library home) as soon as the session row changes.
    queryClient.clear();
    // Listenings kept while signed out go to the pod now.
    void lazyPlayer.flushListenings();
  }

  return (
    <div className="page">
      <form className="form-card" onSubmit={(event) => void submit(event)} aria-labelledby="login-title">
        <h1 id="login-title">{pod ? t('login.title', { pod }) : t('login.titleThisPod')}</h1>
        {oauth && instanceUrl !== null ? (
          <OAuthLoginButton instanceUrl={instanceUrl} next={searchParams.get('next') ?? '/library'} />
        ) : (
          <>
            <FormErrors messages={errors} />
            <label className="field">
              <span>{t('login.username')}</span>
              <input
                name="username"
                autoComplete="username"
                required
                value={username}
                onChange={(e) => setUsername(e.target.value)}
                autoFocus
              />
            </label>
            <label className="field">
              <span>{t('login.password')}</span>
              <input
                name="password"
                type="password"
                autoComplete="current-password"
                required
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
            </label>
            <button type="submit" className="button button--primary" disabled={pending}>
              {pending ? t('login.submitting') : t('login.submit')}
            </button>
          </>
        )}
        <p className="muted">
          {/* signup24: sign-up (when the pod takes new accounts) and password reset links */}
          <LoginLinks />
          {' · '}
          <Link to="/library/albums">{t('login.noAccount')}</Link>
        </p>
      </form>
    </div>
  );
}
