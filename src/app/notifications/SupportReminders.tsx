import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExternalLink, HeartHandshake } from '../icons';
import type { SupportMessageKind } from '../../db/outbox';
import { useInstanceSettings } from '../../sync/instance';
import { dueSupportMessages, REMINDER_CHOICES, useSupportDates, type ReminderChoice } from '../../sync/notifications';
import { Markdown } from '../widgets/SafeHtml';

const FUNKWHALE_DONATE = 'https://funkwhale.audio/support-us';

function Reminder({
  kind,
  message,
  onChoose,
}: {
  kind: SupportMessageKind;
  message: string;
  onChoose: (choice: ReminderChoice) => void;
}) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<ReminderChoice>(30);
  const title = t(kind === 'instance' ? 'notifications21.supportPodTitle' : 'notifications21.supportFunkwhaleTitle');
  const selectId = `support-reminder-${kind}`;
  return (
    <section className="support-reminder" aria-label={title}>
      <h2>
        <HeartHandshake aria-hidden size={18} /> {title}
      </h2>
      {kind === 'instance' ? (
        <Markdown text={message} className="rich-text" />
      ) : (
        <>
          <p>{t('notifications21.supportFunkwhaleText')}</p>
          <p>
            <a className="button button--small" href={FUNKWHALE_DONATE} target="_blank" rel="noreferrer noopener">
              <ExternalLink aria-hidden size={14} />
              {t('notifications21.supportFunkwhaleLink')}
            </a>
          </p>
        </>
      )}
      <form
        className="support-reminder__choice"
        onSubmit={(event) => {
          event.preventDefault();
          onChoose(choice);
        }}
      >
        <label htmlFor={selectId}>{t('notifications21.remindMe')}</label>
        <select
          id={selectId}
          value={String(choice)}
          onChange={(event) =>
            setChoice(event.target.value === 'never' ? 'never' : (Number(event.target.value) as ReminderChoice))
          }
        >
          {REMINDER_CHOICES.map((option) => (
            <option key={String(option)} value={String(option)}>
              {option === 'never' ? t('notifications21.never') : t('notifications21.inDays', { count: option })}
            </option>
          ))}
        </select>
        <button type="submit" className="button button--small button--primary">
          {t('notifications21.gotIt')}
        </button>
      </form>
    </section>
  );
}

/**
 * The support reminders above the list (issue 21): the pod's support message and Funkwhale's, each
 * while its date is due. A choice is an outbox write: the message hides at once, offline too.
 */
export function SupportReminders({
  onChoose,
}: {
  onChoose: (kind: SupportMessageKind, choice: ReminderChoice) => void;
}) {
  const settings = useInstanceSettings();
  const dates = useSupportDates();
  if (!settings.data || !dates.data) return null;
  const supportMessage = settings.data.instance.supportMessage;
  const due = dueSupportMessages(
    { supportMessage, funkwhaleEnabled: settings.data.instance.funkwhaleSupportMessageEnabled, dates: dates.data },
    Date.now(),
  );
  if (due.length === 0) return null;
  return (
    <div className="support-reminders">
      {due.map((kind) => (
        <Reminder key={kind} kind={kind} message={supportMessage} onChoose={(choice) => onChoose(kind, choice)} />
      ))}
    </div>
  );
}
