import { describe, expect, it } from 'vitest';
import { isReportable, SERVICE_WORKER_ERROR } from './filter';

describe('isReportable', () => {
  it('reports unhandled exceptions and rejections', () => {
    expect(isReportable(new TypeError('x is undefined'))).toBe(true);
    expect(isReportable(new Error('boom'))).toBe(true);
    expect(isReportable('a thrown string')).toBe(true);
    expect(isReportable({ detail: 'an object rejected' })).toBe(true);
  });

  it('does not report an image that failed to load', () => {
    const img = { tagName: 'IMG' };
    expect(isReportable(new Error('load'), img)).toBe(false);
    expect(isReportable({ type: 'error', target: img })).toBe(false);
    expect(isReportable(new Event('error'))).toBe(false);
  });

  it('does not report a cancelled request or upload (AbortError)', () => {
    expect(isReportable(new DOMException('The user aborted a request.', 'AbortError'))).toBe(false);
    expect(isReportable(Object.assign(new Error('Upload cancelled'), { name: 'AbortError' }))).toBe(false);
  });

  it('does not report the service worker’s registration errors', () => {
    expect(isReportable(Object.assign(new Error('failed'), { [SERVICE_WORKER_ERROR]: true }))).toBe(false);
    expect(isReportable(new TypeError('Failed to register a ServiceWorker for scope'))).toBe(false);
  });

  it('does not report a chunk that could not be fetched, nor the resize-loop notice', () => {
    expect(isReportable(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(false);
    expect(isReportable('ResizeObserver loop completed with undelivered notifications.')).toBe(false);
  });

  it('does not report nothing', () => {
    expect(isReportable(null)).toBe(false);
    expect(isReportable(undefined)).toBe(false);
  });
});
