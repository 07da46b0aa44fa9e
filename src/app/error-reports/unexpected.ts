// The app's unexpected errors (spec 01 section 8, issue 24): an exception or a rejection nothing
// handled shows "An unexpected error occurred."; when this build reports errors and the consent is
// yes, it is reported and the message offers "Leave feedback". Part of the first screen, so kept
// small: the sender (reporting.ts) is a chunk loaded only when a report is to be sent.

import i18next from 'i18next';
import { logger } from '../../logger';
import { isReportable, readConsent, REPORTING_CONFIGURED } from '../../sync/error-reports';
import { addMessage } from '../messages/store';
import { openFeedback } from './feedback-store';

const MESSAGE_KEY = 'unexpected-error';

/** Reports `reason` when the build and the consent allow it; resolves to the report's id, else null. */
export async function reportUnexpected(reason: unknown, source: string): Promise<string | null> {
  if (!REPORTING_CONFIGURED || readConsent() !== 'yes' || !isReportable(reason)) return null;
  try {
    return (await import('./reporting')).reportError(reason, source);
  } catch (error) {
    logger.warn('The error reporter could not be loaded', error);
    return null;
  }
}

/** Shows the unexpected-error message (with "Leave feedback" when a report was sent). */
export function showUnexpectedError(reason: unknown, source: string): void {
  if (!isReportable(reason)) {
    logger.info('Not an unexpected error, not reported', reason);
    return;
  }
  logger.error('Unexpected error', reason);
  const show = (eventId: string | null) =>
    addMessage({
      key: MESSAGE_KEY,
      content: i18next.t('errors.unexpected'),
      error: true,
      actions: eventId
        ? [{ label: i18next.t('consent24Message.leaveFeedback'), run: () => openFeedback(eventId) }]
        : [],
      // Long enough to reach the button: a message with an action stays until dismissed.
      persistent: eventId !== null,
    });
  if (!REPORTING_CONFIGURED || readConsent() !== 'yes') show(null);
  else void reportUnexpected(reason, source).then(show);
}

/** Listens for exceptions and rejections nothing handled. Once, from main.tsx. */
export function catchUnexpectedErrors(): void {
  window.addEventListener('error', (event) => {
    // Resource load failures (an <img>, an <audio>) do not bubble to window; a script error does.
    // A cross-origin script's error has no error object ("Script error."): nothing to say about it.
    if (event.error === undefined || event.error === null) return;
    showUnexpectedError(event.error, 'unhandled-exception');
  });
  window.addEventListener('unhandledrejection', (event) => {
    showUnexpectedError(event.reason, 'unhandled-rejection');
  });
}
