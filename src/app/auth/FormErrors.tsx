import type { UiText } from '../../sync/core';
import { translateUiText } from '../messages/translate';

export function FormErrors({ messages }: { messages: UiText[] }) {
  if (messages.length === 0) return null;
  // The alert wraps the list: role="alert" on the <ul> itself would take away its list semantics.
  return (
    <div role="alert">
      <ul className="form-errors">
        {messages.map((message, index) => (
          <li key={index}>{translateUiText(message)}</li>
        ))}
      </ul>
    </div>
  );
}
