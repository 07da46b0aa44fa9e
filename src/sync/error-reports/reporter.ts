// The sender of error reports, feedback and traces (issue 24). Not the Sentry SDK (not in the chosen
// stack, and about 25 KB gzip): a small JSON sender over fetch with keepalive (a report made as the
// page unloads still goes), credentials omitted (no cookie of the app's origin rides along), every
// payload scrubbed (scrub.ts). Nothing is sent unless the consent reads `yes` at the moment of sending.

import { scrubText, scrubValue } from './scrub';
import type { Consent } from './consent';

export interface ErrorReport {
  kind: 'error';
  id: string;
  time: string;
  release: string;
  url: string;
  userAgent: string;
  /** 'unhandled-exception', 'unhandled-rejection', 'render', 'start-up'... */
  source: string;
  error: { name: string; message: string; stack: string | null };
  extra?: unknown;
}

export interface FeedbackReport {
  kind: 'feedback';
  eventId: string;
  time: string;
  name: string;
  email: string;
  comments: string;
}

export interface TraceReport {
  kind: 'trace';
  time: string;
  release: string;
  name: string;
  durationMs: number;
  data: Record<string, string | number>;
}

export type Report = ErrorReport | FeedbackReport | TraceReport;

export interface ReporterOptions {
  url: string;
  sampleRate: number;
  consent: () => Consent;
  release: string;
  /** The page's address and browser, read when a report is made. */
  page: () => { url: string; userAgent: string };
  send?: (url: string, body: string) => Promise<unknown>;
  random?: () => number;
  now?: () => Date;
}

export interface Reporter {
  /** Sends an error report when consent is yes; returns its id (for feedback), else null. */
  reportError(reason: unknown, source: string, extra?: unknown): string | null;
  sendFeedback(feedback: Omit<FeedbackReport, 'kind' | 'time'>): boolean;
  /** Sends a trace at the sample rate, consent permitting; true when it was sent. */
  trace(name: string, durationMs: number, data?: Record<string, string | number>): boolean;
}

function describe(reason: unknown): ErrorReport['error'] {
  if (reason instanceof Error)
    return {
      name: reason.name,
      message: reason.message,
      stack: typeof reason.stack === 'string' ? reason.stack : null,
    };
  if (typeof reason === 'string') return { name: 'Error', message: reason, stack: null };
  let message: string;
  try {
    message = JSON.stringify(scrubValue(reason)) ?? String(reason);
  } catch {
    message = String(reason);
  }
  return { name: typeof reason, message, stack: null };
}

function defaultSend(url: string, body: string): Promise<unknown> {
  return fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body,
    keepalive: true,
    credentials: 'omit',
    mode: 'cors',
  });
}

function newId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** keepalive bodies are capped at 64 KB per page: a report stays well under. */
const MAX_TEXT = 8000;
const cut = (text: string) => (text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}…` : text);

export function createReporter(options: ReporterOptions): Reporter {
  const send = options.send ?? defaultSend;
  const random = options.random ?? Math.random;
  const now = options.now ?? (() => new Date());
  const post = (report: Report) => {
    void send(options.url, JSON.stringify(report)).catch(() => {
      // A report that cannot be sent is dropped: reporting must never raise an error of its own.
    });
  };
  const allowed = () => options.consent() === 'yes';

  return {
    reportError(reason, source, extra) {
      if (!allowed()) return null;
      const page = options.page();
      const error = describe(reason);
      const report: ErrorReport = {
        kind: 'error',
        id: newId(),
        time: now().toISOString(),
        release: options.release,
        url: scrubText(page.url),
        userAgent: page.userAgent,
        source,
        error: {
          name: cut(scrubText(error.name)),
          message: cut(scrubText(error.message)),
          stack: error.stack === null ? null : cut(scrubText(error.stack)),
        },
        ...(extra === undefined ? {} : { extra: scrubValue(extra) }),
      };
      post(report);
      return report.id;
    },
    sendFeedback(feedback) {
      if (!allowed()) return false;
      post({
        kind: 'feedback',
        time: now().toISOString(),
        eventId: feedback.eventId,
        name: cut(feedback.name),
        email: cut(feedback.email),
        comments: cut(scrubText(feedback.comments)),
      });
      return true;
    },
    trace(name, durationMs, data = {}) {
      if (!allowed() || options.sampleRate <= 0 || random() >= options.sampleRate) return false;
      post({
        kind: 'trace',
        time: now().toISOString(),
        release: options.release,
        name,
        durationMs: Math.round(durationMs),
        data: scrubValue(data) as Record<string, string | number>,
      });
      return true;
    },
  };
}
