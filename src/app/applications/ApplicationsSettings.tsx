import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useGrants, useOwnApplications, useRevokeGrant, type Application } from '../../sync/applications';
import { useReachability } from '../../sync/status';
import { podReasons } from '../messages/translate';
import { ConfirmModal } from '../widgets/ConfirmModal';
import { FormFailure } from '../widgets/FormFailure';
import { isPodAddressRefusal, PodAddressHint } from '../widgets/PodAddressHint';
import { QueryState } from '../widgets/QueryState';
import './applications.css';

/**
 * Settings' two application sections: the apps holding a token of the user (revoke), and the user's
 * own apps (links to edit). Under OAuth the pod refuses both (403): the pod's own address is named.
 */
export function ApplicationsSettings() {
  return (
    <>
      <AuthorizedApps />
      <OwnApps />
    </>
  );
}

function AuthorizedApps() {
  const { t } = useTranslation();
  const grants = useGrants();
  const revoke = useRevokeGrant();
  const offline = useReachability() === 'offline';
  const [confirming, setConfirming] = useState<Application | null>(null);
  return (
    <section className="section" aria-labelledby="settings-authorized-apps">
      <div className="section__head">
        <h2 id="settings-authorized-apps">{t('oauthpod24Settings.authorizedTitle')}</h2>
      </div>
      <p className="muted">{t('oauthpod24Settings.authorizedHelp')}</p>
      <PodAddressHint error={grants.error ?? revoke.error} />
      <FormFailure
        title={t('oauthpod24Settings.revokeFailed')}
        messages={podReasons(revoke.error)}
        failed={revoke.isError && !isPodAddressRefusal(revoke.error)}
      />
      {!isPodAddressRefusal(grants.error) && (
        <QueryState
          query={grants}
          loading={<p className="state">{t('oauthpod24Settings.loading')}</p>}
          isEmpty={(apps) => apps.length === 0}
          empty={t('oauthpod24Settings.authorizedEmpty')}
        >
          {(apps) => (
            <ul className="plain-list" aria-labelledby="settings-authorized-apps">
              {apps.map((app) => (
                <li key={app.clientId} className="plain-list__row app-row">
                  <span className="app-row__main">
                    <strong>{app.name}</strong>
                    <span className="muted">{t('oauthpod24Settings.scopesOf', { scopes: app.scopes })}</span>
                  </span>
                  <button
                    type="button"
                    className="button button--danger"
                    aria-label={t('oauthpod24Settings.revoke', { app: app.name })}
                    disabled={offline || revoke.isPending}
                    onClick={() => setConfirming(app)}
                  >
                    {t('oauthpod24Settings.revokeButton')}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      )}
      {confirming && (
        <ConfirmModal
          title={t('oauthpod24Settings.revokeTitle', { app: confirming.name })}
          action={t('oauthpod24Settings.revokeButton')}
          onClose={() => setConfirming(null)}
          onConfirm={() => revoke.mutate(confirming.clientId)}
        >
          <p>{t('oauthpod24Settings.revokeBody')}</p>
        </ConfirmModal>
      )}
    </section>
  );
}

function OwnApps() {
  const { t } = useTranslation();
  // One page (25 by default): a user with more apps than that is not the one this list is for.
  const own = useOwnApplications(1);
  return (
    <section className="section" aria-labelledby="settings-own-apps">
      <div className="section__head">
        <h2 id="settings-own-apps">{t('oauthpod24Settings.ownTitle')}</h2>
        <Link className="button" to="/settings/applications/new">
          {t('oauthpod24Settings.newApp')}
        </Link>
      </div>
      <p className="muted">{t('oauthpod24Settings.ownHelp')}</p>
      <PodAddressHint error={own.error} />
      {!isPodAddressRefusal(own.error) && (
        <QueryState
          query={own}
          loading={<p className="state">{t('oauthpod24Settings.loading')}</p>}
          isEmpty={(page) => page.results.length === 0}
          empty={t('oauthpod24Settings.ownEmpty')}
        >
          {(page) => (
            <ul className="plain-list" aria-labelledby="settings-own-apps">
              {page.results.map((app) => (
                <li key={app.clientId} className="plain-list__row app-row">
                  <span className="app-row__main">
                    <Link to={`/settings/applications/${encodeURIComponent(app.clientId)}/edit`}>{app.name}</Link>
                    <span className="muted">{t('oauthpod24Settings.scopesOf', { scopes: app.scopes })}</span>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      )}
    </section>
  );
}
