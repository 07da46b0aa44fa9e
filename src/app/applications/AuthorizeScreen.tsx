import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { CloudOff } from '../icons';
import { ApiRequestError } from '../../sync/core';
import { describeScopes, OOB_REDIRECT_URI, useApplication, useAuthorizeApplication } from '../../sync/applications';
import { useReachability } from '../../sync/status';
import { podReasons } from '../messages/translate';
import { CopyButton } from '../widgets/CopyButton';
import { FormFailure } from '../widgets/FormFailure';
import './applications.css';

/**
 * authorize (query client_id, redirect_uri, scope, response_type, nonce, state; login required): the
 * pod's consent page for another app. Authorize sends the consent and follows the answer's
 * redirect_uri (a full navigation, the code and state on it), or shows the code for the out-of-band
 * URI. An unknown app or a response type other than `code` is an error and nothing is sent anywhere.
 * Cancel goes back without telling the app (the official front has no Cancel at all).
 */
export function AuthorizeScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const clientId = params.get('client_id') ?? '';
  const redirectUri = params.get('redirect_uri') ?? '';
  const scope = params.get('scope') ?? '';
  const responseType = params.get('response_type') ?? '';
  const complete = clientId !== '' && redirectUri !== '';
  const supported = responseType === 'code';
  const app = useApplication(clientId, { enabled: complete && supported });
  const authorize = useAuthorizeApplication();
  const offline = useReachability() === 'offline';
  const code = authorize.data && redirectUri === OOB_REDIRECT_URI ? authorize.data.code : null;

  const submit = () =>
    authorize.mutate(
      { clientId, redirectUri, scope, state: params.get('state'), nonce: params.get('nonce') },
      {
        onSuccess: (answer) => {
          if (redirectUri !== OOB_REDIRECT_URI) window.location.assign(answer.redirect_uri);
        },
      },
    );
  const cancel = () => {
    // Back where the user came from; a tab opened on this link has nowhere to go back to.
    if (window.history.length > 1) void navigate(-1);
    else void navigate('/library', { replace: true });
  };

  let problem: string | null = null;
  if (!complete) problem = t('oauthpod24Authorize.missing');
  else if (!supported) problem = t('oauthpod24Authorize.badResponseType', { type: responseType });
  else if (app.isError)
    problem =
      app.error instanceof ApiRequestError && app.error.apiError.status === 404
        ? t('oauthpod24Authorize.unknownApp')
        : podReasons(app.error).join(' ') || t('errors.unexpected');

  return (
    <div className="page app-page">
      <header className="page-header">
        <h1>{t('oauthpod24Authorize.title')}</h1>
      </header>
      {problem !== null ? (
        <div className="form-errors" role="alert">
          <p className="form-errors__title">{t('oauthpod24Authorize.fetchFailed')}</p>
          <p>{problem}</p>
        </div>
      ) : app.data === undefined ? (
        offline ? (
          <p className="state state--notice" role="status">
            <CloudOff aria-hidden size={16} /> {t('oauthpod24Authorize.offline')}
          </p>
        ) : (
          <p className="state">{t('oauthpod24Authorize.loading')}</p>
        )
      ) : code !== null ? (
        <div className="app-secrets">
          <p>
            <strong>{t('oauthpod24Authorize.code')}</strong>
          </p>
          <CopyButton value={code} label={t('oauthpod24Authorize.codeLabel')} />
        </div>
      ) : (
        <section className="app-consent" aria-labelledby="authorize-wants">
          <h2 id="authorize-wants">{t('oauthpod24Authorize.wants', { app: app.data.name })}</h2>
          <FormFailure
            title={t('oauthpod24Authorize.failed')}
            messages={podReasons(authorize.error)}
            failed={authorize.isError}
          />
          <h3 id="authorize-scopes">{t('oauthpod24Authorize.scopesTitle')}</h3>
          <ScopeList scope={scope} />
          <p className="muted">
            {redirectUri === OOB_REDIRECT_URI
              ? t('oauthpod24Authorize.oobNotice')
              : t('oauthpod24Authorize.redirectNotice', { url: redirectUri })}
          </p>
          {offline && (
            <p className="state state--notice" role="status">
              <CloudOff aria-hidden size={16} /> {t('oauthpod24Authorize.offline')}
            </p>
          )}
          <div className="app-consent__actions">
            <button
              type="button"
              className="button button--primary"
              disabled={offline || authorize.isPending || authorize.isSuccess}
              onClick={submit}
            >
              {authorize.isPending
                ? t('oauthpod24Authorize.authorizing')
                : t('oauthpod24Authorize.authorize', { app: app.data.name })}
            </button>
            <button type="button" className="button" onClick={cancel}>
              {t('oauthpod24Authorize.cancel')}
            </button>
          </div>
        </section>
      )}
    </div>
  );
}

function ScopeList({ scope }: { scope: string }) {
  const { t } = useTranslation();
  const scopes = describeScopes(scope);
  if (scopes.length === 0) return <p className="state">{t('oauthpod24Authorize.noScopes')}</p>;
  return (
    <ul className="plain-list app-consent__scopes" aria-labelledby="authorize-scopes">
      {scopes.map(({ scope: name, read, write }) => (
        <li key={name} className="plain-list__row">
          <span>{t(`oauthpod24Scopes.${name}`)}</span>
          <span className="muted">
            {read && write
              ? t('oauthpod24Scopes.full')
              : read
                ? t('oauthpod24Scopes.readOnly')
                : t('oauthpod24Scopes.writeOnly')}
          </span>
        </li>
      ))}
    </ul>
  );
}
