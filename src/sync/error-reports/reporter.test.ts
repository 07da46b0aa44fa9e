import { describe, expect, it } from 'vitest';
import { createReporter, type Report } from './reporter';
import type { Consent } from './consent';

function setUp(consent: Consent, sampleRate = 0, random = () => 0.5) {
  const sent: { url: string; report: Report }[] = [];
  let current = consent;
  const reporter = createReporter({
    url: 'http://127.0.0.1/__test__/error-reports',
    sampleRate,
    consent: () => current,
    release: 'test-build',
    page: () => ({ url: 'http://127.0.0.1/library?token=listenTok', userAgent: 'vitest' }),
    send: async (url, body) => sent.push({ url, report: JSON.parse(body) as Report }),
    random,
  });
  return { reporter, sent, setConsent: (next: Consent) => (current = next) };
}

describe('createReporter', () => {
  it('sends nothing while consent is no or unset', () => {
    for (const consent of ['no', 'unset'] as const) {
      const { reporter, sent } = setUp(consent, 1, () => 0);
      expect(reporter.reportError(new Error('boom'), 'unhandled-exception')).toBeNull();
      expect(reporter.sendFeedback({ eventId: 'x', name: 'demo', email: 'd@x', comments: 'hi' })).toBe(false);
      expect(reporter.trace('navigation', 12)).toBe(false);
      expect(sent).toEqual([]);
    }
  });

  it('sends a scrubbed error report once consent is yes, and returns its id', () => {
    const { reporter, sent, setConsent } = setUp('unset');
    setConsent('yes');
    const error = new Error('GET /api/v1/x?token=listenTok failed, Authorization: Bearer s3cretAccess');
    const id = reporter.reportError(error, 'unhandled-rejection', {
      headers: { Authorization: 'Bearer s3cretAccess' },
    });
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(sent).toHaveLength(1);
    const json = JSON.stringify(sent[0]!.report);
    expect(json).not.toMatch(/listenTok|s3cretAccess/);
    expect(sent[0]!.report).toMatchObject({ kind: 'error', id, source: 'unhandled-rejection', release: 'test-build' });
  });

  it('sends feedback for a report', () => {
    const { reporter, sent } = setUp('yes');
    expect(
      reporter.sendFeedback({ eventId: 'abc', name: 'demo', email: 'demo@example.com', comments: 'It broke' }),
    ).toBe(true);
    expect(sent[0]!.report).toMatchObject({
      kind: 'feedback',
      eventId: 'abc',
      name: 'demo',
      email: 'demo@example.com',
    });
  });

  it('sends traces at the sample rate only', () => {
    expect(setUp('yes', 0, () => 0).reporter.trace('navigation', 10)).toBe(false);
    expect(setUp('yes', 0.5, () => 0.49).reporter.trace('navigation', 10)).toBe(true);
    expect(setUp('yes', 0.5, () => 0.5).reporter.trace('navigation', 10)).toBe(false);
    const { reporter, sent } = setUp('yes', 1, () => 0.999);
    expect(reporter.trace('navigation', 10.4, { to: '/library?token=listenTok' })).toBe(true);
    expect(sent[0]!.report).toMatchObject({ kind: 'trace', name: 'navigation', durationMs: 10 });
    expect(JSON.stringify(sent[0]!.report)).not.toContain('listenTok');
  });

  it('never throws when sending fails', async () => {
    const reporter = createReporter({
      url: 'http://127.0.0.1/x',
      sampleRate: 0,
      consent: () => 'yes',
      release: 'r',
      page: () => ({ url: '', userAgent: '' }),
      send: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    expect(() => reporter.reportError(new Error('boom'), 'render')).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
});
