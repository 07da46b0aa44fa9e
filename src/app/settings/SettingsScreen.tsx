import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../db/session';
import { ContentFilters } from './ContentFilters';
import { AccountSettings } from '../account/AccountSettings'; // account24
import { ErrorReportsSettings } from '../error-reports/ErrorReportsSettings'; // consent24
import { ApplicationsSettings } from '../applications/ApplicationsSettings'; // oauthpod24
import { VariantSwitch } from '../variant/VariantSwitch'; // variant26

/** Account settings (spec 01 section 2, `settings`; login required). Sections arrive one by one. */
export function SettingsScreen() {
  const { t } = useTranslation();
  const profile = useSession()?.profile;
  return (
    <div className="page">
      <header className="page-header">
        <div>
          <h1>{t('settings.title')}</h1>
          {profile && <p className="muted">{t('nav.signedInAs', { username: profile.fullUsername })}</p>}
        </div>
      </header>
      {/* Issue 24: each helper's sections at its marker, one component each (from its concept folder). */}
      {/* account24: language, password change, Subsonic password */}
      <AccountSettings />
      {/* end account24 */}
      {/* oauthpod24: authorised apps and own apps */}
      <ApplicationsSettings />
      {/* end oauthpod24 */}
      {/* consent24: error reports consent */}
      <ErrorReportsSettings />
      {/* end consent24 */}
      {/* variant26: the interface variant (ui-v2) */}
      <section className="section" aria-labelledby="settings-variant26">
        <h2 id="settings-variant26">{t('variant26Switch.title')}</h2>
        <VariantSwitch />
      </section>
      {/* end variant26 */}
      <ContentFilters />
      {/* import23: the plugins screen */}
      <section className="section" aria-labelledby="settings-plugins">
        <h2 id="settings-plugins">{t('import23Plugins.title')}</h2>
        <p>
          <Link to="/settings/plugins">{t('import23Plugins.linkText')}</Link>
        </p>
      </section>
    </div>
  );
}
