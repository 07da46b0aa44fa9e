// Mounted once in the shell (issue 24): the consent prompt while the consent is unset, and the
// feedback dialog when a message's "Leave feedback" asks for it. A build without a report address
// renders nothing here; the prompt and the dialog are chunks of their own, with the later strings.

import { Suspense, useSyncExternalStore } from 'react';
import { readConsent, REPORTING_CONFIGURED, subscribeConsent } from '../../sync/error-reports';
import { lazy } from '../i18n/lazy-screen';
import { closeFeedback, useFeedbackRequest } from './feedback-store';

const ConsentPrompt = /* @__PURE__ */ lazy(async () => ({ default: (await import('./ConsentPrompt')).ConsentPrompt }));
const FeedbackDialog = /* @__PURE__ */ lazy(async () => ({
  default: (await import('./FeedbackDialog')).FeedbackDialog,
}));

export function ErrorReports() {
  return REPORTING_CONFIGURED ? <Reporting /> : null;
}

function Reporting() {
  const consent = useSyncExternalStore(subscribeConsent, readConsent);
  const feedbackFor = useFeedbackRequest();
  return (
    <Suspense fallback={null}>
      {consent === 'unset' && <ConsentPrompt />}
      {feedbackFor !== null && consent === 'yes' && <FeedbackDialog eventId={feedbackFor} onClose={closeFeedback} />}
    </Suspense>
  );
}
