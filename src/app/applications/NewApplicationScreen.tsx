import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { CloudOff } from '../icons';
import { useCreateApplication } from '../../sync/applications';
import { useReachability } from '../../sync/status';
import { podReasons } from '../messages/translate';
import { CopyButton } from '../widgets/CopyButton';
import { FormFailure } from '../widgets/FormFailure';
import { PodAddressHint } from '../widgets/PodAddressHint';
import { ApplicationForm } from './ApplicationForm';
import './applications.css';

/**
 * settings/applications/new (query `name`, `redirect_uris`, `scopes` prefill). Once made: the client id,
 * the secret (the pod shows it this once) and the personal token.
 */
export function NewApplicationScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const create = useCreateApplication();
  const offline = useReachability() === 'offline';
  const made = create.data;
  return (
    <div className="page app-page">
      <header className="page-header">
        <h1>{t('oauthpod24Form.newTitle')}</h1>
      </header>
      <p>
        <Link to="/settings">{t('oauthpod24Form.back')}</Link>
      </p>
      {offline && (
        <p className="state state--notice" role="status">
          <CloudOff aria-hidden size={16} /> {t('oauthpod24Form.offline')}
        </p>
      )}
      <PodAddressHint error={create.error} />
      <FormFailure
        title={t('oauthpod24Form.createFailed')}
        messages={podReasons(create.error)}
        failed={create.isError}
      />
      {made ? (
        <section className="app-secrets" aria-label={made.name}>
          <p role="status">{t('oauthpod24Form.created')}</p>
          <CopyButton value={made.clientId} label={t('oauthpod24Form.clientId')} />
          {made.clientSecret !== null && (
            <CopyButton value={made.clientSecret} label={t('oauthpod24Form.clientSecret')} />
          )}
          {made.token !== null && (
            <>
              <CopyButton value={made.token} label={t('oauthpod24Form.token')} />
              <p className="muted">{t('oauthpod24Form.tokenHelp')}</p>
            </>
          )}
          <p>
            <Link to={`/settings/applications/${encodeURIComponent(made.clientId)}/edit`}>
              {t('oauthpod24Form.edit')}
            </Link>
          </p>
        </section>
      ) : (
        <ApplicationForm
          initial={{
            name: params.get('name') ?? '',
            redirectUris: params.get('redirect_uris') ?? '',
            scopes: params.get('scopes') ?? '',
          }}
          submitLabel={t('oauthpod24Form.create')}
          pendingLabel={t('oauthpod24Form.creating')}
          pending={create.isPending}
          disabled={offline}
          onSubmit={(draft) => create.mutate(draft)}
        />
      )}
    </div>
  );
}
