// The parts of the RSS subscribe form that the podcasts screen's modal and the search page's RSS
// feeds tab share: the feed's URL field and the pod's refusal.

import { useTranslation } from 'react-i18next';
import { podReasons } from '../messages/translate';

/** The feed URL's field and its help; `id` prefixes the ids of both (one per form). */
export function FeedUrlField({
  id,
  value,
  onChange,
  disabled,
}: {
  id: string;
  value: string;
  onChange: (url: string) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <label className="field" htmlFor={`${id}-url`}>
        {t('rssEpisodes.urlLabel')}
        <input
          id={`${id}-url`}
          type="url"
          inputMode="url"
          required
          placeholder="https://"
          value={value}
          aria-describedby={`${id}-help`}
          onChange={(event) => onChange(event.target.value)}
          disabled={disabled}
        />
      </label>
      <small id={`${id}-help`} className="muted">
        {t('rssEpisodes.urlHelp')}
      </small>
    </>
  );
}

/** A refused subscription: 'Could not subscribe…' and the pod's reasons; nothing without an error. */
export function FeedRefusal({ error }: { error: Error | null }) {
  const { t } = useTranslation();
  if (error === null) return null;
  const reasons = podReasons(error);
  return (
    <div role="alert" className="form-errors">
      <p>{t('rssEpisodes.failed')}</p>
      {reasons.length > 0 && (
        <ul>
          {reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
