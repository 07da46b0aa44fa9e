import { describe, expect, it } from 'vitest';
import { dueSupportMessages, isDue, reminderDate, REMINDER_CHOICES } from './reminder';

const NOW = Date.parse('2026-03-01T12:00:00.000Z');
const DAY = 24 * 3600 * 1000;
const input = (
  instance: string | null,
  funkwhale: string | null,
  supportMessage = 'Help us',
  funkwhaleEnabled = true,
) => ({
  supportMessage,
  funkwhaleEnabled,
  dates: { instance, funkwhale },
});

describe('the support reminder rule (issue 21)', () => {
  it('offers 30, 60 and 90 days or never; a choice is now plus its days, never is null', () => {
    expect(REMINDER_CHOICES).toEqual([30, 60, 90, 'never']);
    expect(reminderDate(30, NOW)).toBe('2026-03-31T12:00:00.000Z');
    expect(reminderDate(60, NOW)).toBe(new Date(NOW + 60 * DAY).toISOString());
    expect(reminderDate(90, NOW)).toBe('2026-05-30T12:00:00.000Z');
    expect(reminderDate('never', NOW)).toBeNull();
  });

  it('a date is due when set and not in the future', () => {
    expect(isDue(new Date(NOW - 1).toISOString(), NOW)).toBe(true);
    expect(isDue(new Date(NOW).toISOString(), NOW)).toBe(true);
    expect(isDue(new Date(NOW + 1000).toISOString(), NOW)).toBe(false);
    expect(isDue(null, NOW)).toBe(false);
    expect(isDue('', NOW)).toBe(false);
    expect(isDue('not a date', NOW)).toBe(false);
  });

  it('shows each message whose date is due, the pod’s first', () => {
    const past = new Date(NOW - DAY).toISOString();
    const future = new Date(NOW + DAY).toISOString();
    expect(dueSupportMessages(input(past, past), NOW)).toEqual(['instance', 'funkwhale']);
    expect(dueSupportMessages(input(future, past), NOW)).toEqual(['funkwhale']);
    expect(dueSupportMessages(input(past, future), NOW)).toEqual(['instance']);
    expect(dueSupportMessages(input(null, null), NOW)).toEqual([]);
    // A choice made now hides the message until its day comes.
    expect(dueSupportMessages(input(reminderDate(60, NOW), reminderDate('never', NOW)), NOW)).toEqual([]);
    expect(dueSupportMessages(input(reminderDate(30, NOW), null), NOW + 30 * DAY)).toEqual(['instance']);
  });

  it('the pod’s message needs a text; Funkwhale’s needs the pod to enable it', () => {
    const past = new Date(NOW - DAY).toISOString();
    expect(dueSupportMessages(input(past, past, '  '), NOW)).toEqual(['funkwhale']);
    expect(dueSupportMessages(input(past, past, 'Help us', false), NOW)).toEqual(['instance']);
  });
});
