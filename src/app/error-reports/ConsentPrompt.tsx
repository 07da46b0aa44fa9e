import { useTranslation } from 'react-i18next';
import { writeConsent } from '../../sync/error-reports';
import './error-reports.css';

/** Spec 01 section 4: consent unset, a prompt with allow and deny. It blocks nothing. */
export function ConsentPrompt() {
  const { t } = useTranslation();
  return (
    <section className="consent-prompt" aria-labelledby="consent-prompt-title">
      <h2 id="consent-prompt-title" className="consent-prompt__title">
        {t('consent24Prompt.title')}
      </h2>
      <p className="consent-prompt__text">{t('consent24Prompt.text')}</p>
      <div className="consent-prompt__actions">
        <button type="button" className="button button--primary" onClick={() => writeConsent('yes')}>
          {t('consent24Prompt.allow')}
        </button>
        <button type="button" className="button" onClick={() => writeConsent('no')}>
          {t('consent24Prompt.deny')}
        </button>
      </div>
    </section>
  );
}
