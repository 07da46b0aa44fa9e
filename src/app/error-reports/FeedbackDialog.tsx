import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../db/session';
import { addMessage } from '../messages/store';
import { Modal } from '../widgets/Modal';
import { sendFeedback } from './reporting';
import './error-reports.css';

/** The report dialog of "Leave feedback": prefilled with the signed-in user's username and e-mail. */
export function FeedbackDialog({ eventId, onClose }: { eventId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const session = useSession();
  if (session === undefined) return null;
  const profile = session?.profile ?? null;
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={t('consent24Dialog.title')}>
      <FeedbackForm eventId={eventId} name={profile?.username ?? ''} email={profile?.email ?? ''} onClose={onClose} />
    </Modal>
  );
}

function FeedbackForm(props: { eventId: string; name: string; email: string; onClose: () => void }) {
  const { t } = useTranslation();
  const [name, setName] = useState(props.name);
  const [email, setEmail] = useState(props.email);
  const [comments, setComments] = useState('');
  return (
    <form
      className="feedback-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (sendFeedback({ eventId: props.eventId, name: name.trim(), email: email.trim(), comments: comments.trim() }))
          addMessage({ content: t('consent24Dialog.sent') });
        props.onClose();
      }}
    >
      <p className="muted">{t('consent24Dialog.explain')}</p>
      <label className="field">
        <span>{t('consent24Dialog.name')}</span>
        <input value={name} autoComplete="username" onChange={(event) => setName(event.target.value)} />
      </label>
      <label className="field">
        <span>{t('consent24Dialog.email')}</span>
        <input type="email" value={email} autoComplete="email" onChange={(event) => setEmail(event.target.value)} />
      </label>
      <label className="field">
        <span>{t('consent24Dialog.comments')}</span>
        <textarea
          className="feedback-form__comments"
          value={comments}
          required
          rows={4}
          placeholder={t('consent24Dialog.commentsPlaceholder')}
          onChange={(event) => setComments(event.target.value)}
        />
      </label>
      <div className="feedback-form__actions">
        <button type="button" className="button" onClick={props.onClose}>
          {t('consent24Dialog.cancel')}
        </button>
        <button type="submit" className="button button--primary">
          {t('consent24Dialog.send')}
        </button>
      </div>
    </form>
  );
}
