// The build's error-reporting settings (issue 24, spec 01 sections 8 and 9): a report address
// (VITE_SHOAL_REPORT_URL) and a tracing sample rate (VITE_SHOAL_TRACING_SAMPLE_RATE, 0 to 1). No
// address: nothing is ever reported and no consent is asked. The address may be relative: it is
// resolved against the app's own origin, so a test build can name the demo pod's collector.

import { logger } from '../../logger';

const log = logger.child('error-reports');

/**
 * A rate from 0 to 1. Missing, empty, not a number or out of range reads as 0 (no traces); anything
 * but a missing value that is not a rate is logged, so a mistyped build setting does not go unseen.
 */
export function parseSampleRate(raw: string | undefined, warn: (message: string) => void = log.warn): number {
  if (raw === undefined || raw.trim() === '') return 0;
  const text = raw.trim();
  const rate = /^(?:\d+(?:\.\d*)?|\.\d+)$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isFinite(rate) || rate < 0 || rate > 1) {
    warn(`The tracing sample rate "${raw}" is not a number from 0 to 1: no traces are sent`);
    return 0;
  }
  return rate;
}

/** The report address as an absolute URL, or null when none is set or it cannot be read (logged). */
export function resolveReportUrl(
  raw: string | undefined,
  origin: string,
  warn: (message: string) => void = log.warn,
): string | null {
  if (raw === undefined || raw.trim() === '') return null;
  try {
    const url = new URL(raw.trim(), origin);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('not http');
    return url.href;
  } catch {
    warn(`The report address "${raw}" is not a URL: no error reports are sent`);
    return null;
  }
}

/** Whether this build has a report address at all (no address: no prompt, no reports). */
export const REPORTING_CONFIGURED = !!import.meta.env.VITE_SHOAL_REPORT_URL;

export interface ReportingConfig {
  url: string;
  sampleRate: number;
}

/** The settings of this build, or null when it reports nothing. */
export function reportingConfig(origin: string): ReportingConfig | null {
  const url = resolveReportUrl(import.meta.env.VITE_SHOAL_REPORT_URL, origin);
  if (!url) return null;
  return { url, sampleRate: parseSampleRate(import.meta.env.VITE_SHOAL_TRACING_SAMPLE_RATE) };
}
