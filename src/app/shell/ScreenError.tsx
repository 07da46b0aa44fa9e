import { useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { logger } from '../../logger';

/**
 * What a screen that failed shows in place of it, the shell staying around it: mostly a screen's
 * chunk that could not be loaded (spec 01 section 8: the preload error is thrown, it was not
 * cancelled). A reload fetches the page and its chunks again.
 */
export function ScreenError() {
  const { t } = useTranslation();
  const error = useRouteError();
  logger.error('A screen failed', error);
  return (
    <div className="state state--error" role="alert">
      <p>{t('errors.unexpected')}</p>
      <button type="button" className="button" onClick={() => window.location.reload()}>
        {t('app.reload')}
      </button>
    </div>
  );
}
