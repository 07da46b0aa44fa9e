import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { instanceSettingsOrDefaults, useInstanceSettings } from '../../sync/instance';

/**
 * signup24: the login form's links to sign-up (only once the pod's settings say it takes new
 * accounts) and to the password reset. Part of the first screen: its strings stay out of the later groups.
 */
export function LoginLinks() {
  const { t } = useTranslation();
  const settings = useInstanceSettings();
  const open = settings.data !== undefined && instanceSettingsOrDefaults(settings.data).users.registrationEnabled;
  return (
    <>
      {open && (
        <>
          <Link to="/signup">{t('signup24Login.createAccount')}</Link>
          {' · '}
        </>
      )}
      <Link to="/auth/password/reset">{t('signup24Login.resetPassword')}</Link>
    </>
  );
}
