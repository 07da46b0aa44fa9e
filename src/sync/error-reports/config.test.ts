import { describe, expect, it, vi } from 'vitest';
import { parseSampleRate, resolveReportUrl } from './config';

describe('parseSampleRate', () => {
  it('reads rates from 0 to 1', () => {
    const warn = vi.fn();
    expect(parseSampleRate('0', warn)).toBe(0);
    expect(parseSampleRate('1', warn)).toBe(1);
    expect(parseSampleRate('0.25', warn)).toBe(0.25);
    expect(parseSampleRate(' .5 ', warn)).toBe(0.5);
    expect(parseSampleRate('1.0', warn)).toBe(1);
    expect(warn).not.toHaveBeenCalled();
  });

  it('reads a missing or empty setting as 0 without a word', () => {
    const warn = vi.fn();
    expect(parseSampleRate(undefined, warn)).toBe(0);
    expect(parseSampleRate('  ', warn)).toBe(0);
    expect(warn).not.toHaveBeenCalled();
  });

  it.each(['abc', '-0.1', '1.5', '2', 'NaN', 'Infinity', '0x1', '1e-1', '50%', '0,5'])(
    'reads "%s" as 0 and logs it',
    (raw) => {
      const warn = vi.fn();
      expect(parseSampleRate(raw, warn)).toBe(0);
      expect(warn).toHaveBeenCalledOnce();
      expect(warn.mock.calls[0]![0]).toContain(raw);
    },
  );
});

describe('resolveReportUrl', () => {
  it('resolves a relative address against the app’s origin and keeps an absolute one', () => {
    expect(resolveReportUrl('/__test__/error-reports', 'http://127.0.0.1:8430')).toBe(
      'http://127.0.0.1:8430/__test__/error-reports',
    );
    expect(resolveReportUrl('https://reports.example/api/1/', 'http://localhost')).toBe(
      'https://reports.example/api/1/',
    );
  });

  it('has no address when none is set, or when it is not an http(s) URL (logged)', () => {
    const warn = vi.fn();
    expect(resolveReportUrl(undefined, 'http://localhost', warn)).toBeNull();
    expect(resolveReportUrl('', 'http://localhost', warn)).toBeNull();
    expect(warn).not.toHaveBeenCalled();
    expect(resolveReportUrl('javascript:alert(1)', 'http://localhost', warn)).toBeNull();
    expect(resolveReportUrl('http://[bad', 'http://localhost', warn)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
