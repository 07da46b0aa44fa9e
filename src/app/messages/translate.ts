// From the sync layer's messages (UiText: a key and its parameters, or the pod's own words) to the
// user's language, and API errors to the message list.

import i18next from 'i18next';
import { ApiRequestError, type ApiError, type UiText } from '../../sync/core';
import { addMessage } from './store';

export function translateUiText(text: UiText, detail?: UiText[]): string {
  if (text.raw !== undefined) return text.raw;
  const params: Record<string, string | number> = { ...text.params };
  if (detail !== undefined) params.error = detail.map((part) => translateUiText(part)).join(' ');
  return i18next.t(text.key, params);
}

export function showApiError(error: ApiError): void {
  if (!error.showMessage) return;
  for (const text of error.messages) addMessage({ content: translateUiText(text), error: true });
}

/** The pod's reasons for refusing a request (its `detail`, or each field's words), translated; none for any other error. */
export function podReasons(error: unknown): string[] {
  return error instanceof ApiRequestError ? error.apiError.messages.map((text) => translateUiText(text)) : [];
}
