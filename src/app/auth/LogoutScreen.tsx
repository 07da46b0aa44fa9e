import { Navigate, useNavigate } from 'react-router';
import { useDownloads } from '../../db/downloads';
import { scopeOfSession } from '../../db/outbox';
import { useSession } from '../../db/session';
import { useUploadQueue } from '../../db/uploads';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { logOut } from '../../sync/session';
import { useInstanceName } from './useInstanceName';

export function LogoutScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const pod = useInstanceName();
  const session = useSession();
  const downloads = useDownloads()?.length ?? 0;
  const queue = useUploadQueue(session === undefined ? undefined : scopeOfSession(session));
  const waiting =
    queue?.uploads.filter((upload) => upload.state === 'pending' || upload.state === 'uploading').length ?? 0;

  async function confirm() {
    await logOut();
    queryClient.clear();
  }

  // Once the session row says anonymous (after confirming, or when opened logged out), go home.
  if (session && !session.profile) return <Navigate to="/" replace />;

  return (
    <div className="page">
      <section className="form-card" aria-labelledby="logout-title">
        <h1 id="logout-title">{t('logout.title')}</h1>
        <p className="muted">{pod ? t('logout.explain', { pod }) : t('logout.explainThisPod')}</p>
        {(downloads > 0 || waiting > 0) && (
          <div role="note">
            <p>{t('logout.removes')}</p>
            <ul>
              {downloads > 0 && <li>{t('logout.downloads', { count: downloads })}</li>}
              {waiting > 0 && <li>{t('logout.uploads', { count: waiting })}</li>}
            </ul>
          </div>
        )}
        <button type="button" className="button button--primary" onClick={() => void confirm()}>
          {t('logout.confirm')}
        </button>
        <button type="button" className="button" onClick={() => void navigate(-1)}>
          {t('logout.cancel')}
        </button>
      </section>
    </div>
  );
}
