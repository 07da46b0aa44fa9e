import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { CloudOff } from '../icons';
import {
  useApplication,
  useDeleteApplication,
  useRefreshApplicationToken,
  useUpdateApplication,
} from '../../sync/applications';
import { useReachability } from '../../sync/status';
import { podReasons } from '../messages/translate';
import { ConfirmModal } from '../widgets/ConfirmModal';
import { CopyButton } from '../widgets/CopyButton';
import { FormFailure } from '../widgets/FormFailure';
import { PodAddressHint } from '../widgets/PodAddressHint';
import { QueryState } from '../widgets/QueryState';
import { ApplicationForm } from './ApplicationForm';
import './applications.css';

/** settings/applications/{id}/edit: change, rotate the personal token, delete after a confirmation. */
export function EditApplicationScreen() {
  const { t } = useTranslation();
  const clientId = useParams().id ?? '';
  const navigate = useNavigate();
  const app = useApplication(clientId);
  const update = useUpdateApplication(clientId);
  const rotate = useRefreshApplicationToken(clientId);
  const remove = useDeleteApplication(clientId);
  const offline = useReachability() === 'offline';
  const [confirming, setConfirming] = useState(false);
  // The pod shows redirect URIs and the token to the owner only: without them it is not the user's app.
  const mine = app.data !== undefined && app.data.redirectUris !== null;
  const token = rotate.data?.token ?? app.data?.token ?? null;
  return (
    <div className="page app-page">
      <header className="page-header">
        <h1>{t('oauthpod24Form.editTitle')}</h1>
      </header>
      <p>
        <Link to="/settings">{t('oauthpod24Form.back')}</Link>
      </p>
      {offline && (
        <p className="state state--notice" role="status">
          <CloudOff aria-hidden size={16} /> {t('oauthpod24Form.offline')}
        </p>
      )}
      <PodAddressHint error={update.error ?? rotate.error ?? remove.error} />
      <QueryState query={app} loading={<p className="state">{t('oauthpod24Settings.loading')}</p>}>
        {(data) =>
          !mine ? (
            <p className="state state--error" role="alert">
              {t('oauthpod24Form.notFound')}
            </p>
          ) : (
            <>
              <FormFailure
                title={t('oauthpod24Form.saveFailed')}
                messages={podReasons(update.error)}
                failed={update.isError}
              />
              {update.isSuccess && <p role="status">{t('oauthpod24Form.saved')}</p>}
              <ApplicationForm
                key={data.updated ?? ''}
                initial={{ name: data.name, redirectUris: data.redirectUris ?? '', scopes: data.scopes }}
                submitLabel={t('oauthpod24Form.save')}
                pendingLabel={t('oauthpod24Form.saving')}
                pending={update.isPending}
                disabled={offline}
                onSubmit={(draft) => update.mutate(draft)}
              />
              <section className="app-secrets" aria-labelledby="app-token-title">
                <h2 id="app-token-title">{t('oauthpod24Form.token')}</h2>
                <CopyButton value={data.clientId} label={t('oauthpod24Form.clientId')} />
                {token !== null && <CopyButton value={token} label={t('oauthpod24Form.token')} />}
                <p className="muted">{t('oauthpod24Form.tokenHelp')}</p>
                <FormFailure
                  title={t('oauthpod24Form.rotateFailed')}
                  messages={podReasons(rotate.error)}
                  failed={rotate.isError}
                />
                {rotate.isSuccess && <p role="status">{t('oauthpod24Form.rotated')}</p>}
                <button
                  type="button"
                  className="button"
                  disabled={offline || rotate.isPending}
                  onClick={() => rotate.mutate()}
                >
                  {rotate.isPending ? t('oauthpod24Form.rotating') : t('oauthpod24Form.rotate')}
                </button>
              </section>
              <section className="app-danger">
                <FormFailure
                  title={t('oauthpod24Form.deleteFailed')}
                  messages={podReasons(remove.error)}
                  failed={remove.isError}
                />
                <button
                  type="button"
                  className="button button--danger"
                  disabled={offline || remove.isPending}
                  onClick={() => setConfirming(true)}
                >
                  {t('oauthpod24Form.delete')}
                </button>
              </section>
              {confirming && (
                <ConfirmModal
                  title={t('oauthpod24Form.deleteTitle', { app: data.name })}
                  action={t('oauthpod24Form.delete')}
                  onClose={() => setConfirming(false)}
                  onConfirm={() =>
                    remove.mutate(undefined, { onSuccess: () => void navigate('/settings', { replace: true }) })
                  }
                >
                  <p>{t('oauthpod24Form.deleteBody')}</p>
                </ConfirmModal>
              )}
            </>
          )
        }
      </QueryState>
    </div>
  );
}
