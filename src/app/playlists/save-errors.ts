import { ApiRequestError } from '../../sync/core';
import { translateUiText } from '../messages/translate';

/** The pod's messages of a refused write, flattened (spec 01 section 5), for under a failure header. */
export function podMessages(error: unknown): string[] {
  if (error instanceof ApiRequestError) return error.apiError.messages.map((text) => translateUiText(text));
  return [];
}
