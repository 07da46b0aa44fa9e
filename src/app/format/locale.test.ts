import i18next from 'i18next';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatSize } from './size';
import { formatDate } from './date';
import { formatRelativeTime } from './relative-time';

// Issue 25: dates, numbers, sizes and relative times follow the interface language, through Intl.
describe('formats in the interface language', () => {
  beforeAll(async () => {
    await i18next.init({ lng: 'fr_FR', resources: { fr_FR: { translation: {} } } });
  });
  afterAll(async () => {
    await i18next.changeLanguage('en_US');
  });

  it('writes sizes with the language’s decimal sign', () => {
    expect(formatSize(1536, { binary: true })).toBe('1,5 KiB');
  });

  it('writes dates in the language', () => {
    expect(formatDate('2026-01-02T12:00:00Z')).toBe('2 janv. 2026');
  });

  it('words relative times in the language', () => {
    const t = (key: string) => key;
    expect(formatRelativeTime(t, Date.UTC(2026, 0, 1, 11, 55), Date.UTC(2026, 0, 1, 12, 0))).toBe('il y a 5 minutes');
    expect(formatRelativeTime(t, Date.UTC(2026, 0, 4), Date.UTC(2026, 0, 1))).toBe('dans 3 jours');
    expect(formatRelativeTime(t, Date.UTC(2026, 0, 1, 12, 0, 30), Date.UTC(2026, 0, 1, 12, 0))).toBe('time.justNow');
  });

  it('words them with the catalogue where Intl lacks the language', async () => {
    await i18next.changeLanguage('xx_YY');
    const t = (key: string, options?: Record<string, unknown>) => `${key}:${String(options?.count)}`;
    expect(formatRelativeTime(t, Date.UTC(2026, 0, 1, 11, 55), Date.UTC(2026, 0, 1, 12, 0))).toBe('time.ago.minute:5');
  });
});
