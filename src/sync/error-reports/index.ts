// Error reports and tracing consent (issue 24): the build's settings, the consent cookie, what is
// reported, the scrubbing, and the sender. No React here.

export { parseSampleRate, resolveReportUrl, reportingConfig, REPORTING_CONFIGURED } from './config';
export type { ReportingConfig } from './config';
export { CONSENT_COOKIE, consentCookie, parseConsent, readConsent, subscribeConsent, writeConsent } from './consent';
export type { Consent } from './consent';
export { isReportable, SERVICE_WORKER_ERROR } from './filter';
export { FILTERED, scrubText, scrubValue } from './scrub';
export { createReporter } from './reporter';
export type { ErrorReport, FeedbackReport, Report, Reporter, TraceReport } from './reporter';
