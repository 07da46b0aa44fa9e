import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { readConsent, REPORTING_CONFIGURED, subscribeConsent, writeConsent } from '../../sync/error-reports';
import './error-reports.css';

/** Settings: the tracing consent, changeable at any time (spec 01 section 4). */
export function ErrorReportsSettings() {
  const { t } = useTranslation();
  const consent = useSyncExternalStore(subscribeConsent, readConsent);
  return (
    <section className="section" aria-labelledby="settings-error-reports">
      <div className="section__head">
        <h2 id="settings-error-reports">{t('consent24Settings.title')}</h2>
      </div>
      {!REPORTING_CONFIGURED ? (
        <p className="muted">{t('consent24Settings.notConfigured')}</p>
      ) : (
        <fieldset className="consent-choice">
          <legend className="muted">{t('consent24Settings.explain')}</legend>
          {(['yes', 'no'] as const).map((value) => (
            <label key={value} className="consent-choice__option">
              <input
                type="radio"
                name="allow-tracing"
                value={value}
                checked={consent === value}
                onChange={() => writeConsent(value)}
              />
              {value === 'yes' ? t('consent24Settings.allow') : t('consent24Settings.deny')}
            </label>
          ))}
          {consent === 'unset' && <p className="muted">{t('consent24Settings.unset')}</p>}
        </fieldset>
      )}
    </section>
  );
}
