import type { UiText } from '../../sync/errors';
import { translateUiText } from '../bootstrap';

export function FormErrors({ messages }: { messages: UiText[] }) {
  if (messages.length === 0) return null;
  return (
    <ul className="form-errors" role="alert">
      {messages.map((message, index) => (
        <li key={index}>{translateUiText(message)}</li>
      ))}
    </ul>
  );
}
