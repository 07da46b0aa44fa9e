import { useTranslation } from 'react-i18next';
import type { UiText } from '../../sync/core';
import { translateUiText } from '../messages/translate';

interface Props {
  /** The header the spec names for the write ("Error while submitting report"). */
  title: string;
  /** The pod's own messages (already read by `podReasons`, or as UiText). */
  messages: ReadonlyArray<UiText | string>;
  /** Shown even without messages (a failure the pod gave no reason for); by default only with some. */
  failed?: boolean;
}

/** A refused write: its header and, when the pod said why, its messages. */
export function FormFailure({ title, messages, failed = messages.length > 0 }: Props) {
  useTranslation();
  if (!failed) return null;
  return (
    <div className="form-errors" role="alert">
      <p className="form-errors__title">{title}</p>
      {messages.length > 0 && (
        <ul>
          {messages.map((message, index) => (
            <li key={index}>{typeof message === 'string' ? message : translateUiText(message)}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
