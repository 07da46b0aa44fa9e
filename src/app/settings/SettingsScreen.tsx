import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../db/session';
import { ContentFilters } from './ContentFilters';

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
