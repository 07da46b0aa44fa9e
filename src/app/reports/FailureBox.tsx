import { useTranslation } from 'react-i18next';
import type { UiText } from '../../sync/core';
import { translateUiText } from '../messages/translate';

/** A refused write: the header the spec names ("Error while submitting report") and the pod's messages. */
export function FailureBox({ title, messages }: { title: string; messages: UiText[] }) {
  useTranslation();
  if (messages.length === 0) return null;
  return (
    <div className="form-errors" role="alert">
      <p className="form-errors__title">{title}</p>
      <ul>
        {messages.map((message, index) => (
          <li key={index}>{translateUiText(message)}</li>
        ))}
      </ul>
    </div>
  );
}
