import { useTranslation } from 'react-i18next';
import { X } from '../icons';
import { dismissMessage, runMessageAction, useMessages } from '../messages/store';

export function MessageList() {
  const { t } = useTranslation();
  const messages = useMessages();
  return (
    <section className="messages" aria-label={t('messages.region')} aria-live="polite">
      {messages.map((message) => (
        <div
          key={message.id}
          className={`message message--${message.color}${message.actions.length > 0 ? ' message--actions' : ''}`}
          role={message.error ? 'alert' : 'status'}
        >
          <span className="message__text">{message.content}</span>
          {message.actions.map((action, index) => (
            <button
              key={action.label}
              type="button"
              className={`button button--small message__action${index === 0 ? ' button--primary' : ''}`}
              onClick={() => runMessageAction(message.id, action)}
            >
              {action.label}
            </button>
          ))}
          <button
            type="button"
            className="icon-button"
            aria-label={t('messages.dismiss')}
            onClick={() => dismissMessage(message.id)}
          >
            <X aria-hidden size={16} />
          </button>
        </div>
      ))}
    </section>
  );
}
