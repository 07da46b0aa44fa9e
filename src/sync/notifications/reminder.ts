// notif21: the support reminder's rule (issue 21), pure. A message shows when its date is set and
// not in the future (and, for the pod's own, when the pod has one; for Funkwhale's, when the pod
// enables it). "Remind me in N days" moves the date to now plus N days; "never" clears it.

import type { SupportMessageKind } from '../../db/outbox';

export type ReminderChoice = 30 | 60 | 90 | 'never';
export const REMINDER_CHOICES: readonly ReminderChoice[] = [30, 60, 90, 'never'];

const DAY_MS = 24 * 60 * 60 * 1000;

/** The date a choice stores (ISO), or null for "never". */
export function reminderDate(choice: ReminderChoice, now: number): string | null {
  return choice === 'never' ? null : new Date(now + choice * DAY_MS).toISOString();
}

/** A date that is set, readable and not after `now`. */
export function isDue(date: string | null | undefined, now: number): boolean {
  if (date === null || date === undefined || date === '') return false;
  const at = Date.parse(date);
  return !Number.isNaN(at) && at <= now;
}

export interface ReminderInput {
  /** The pod's support message (`instance.support_message`, markdown). */
  supportMessage: string;
  /** `instance.funkwhale_support_message_enabled`. */
  funkwhaleEnabled: boolean;
  dates: { instance: string | null; funkwhale: string | null };
}

/** The support messages to show now, the pod's first. */
export function dueSupportMessages(input: ReminderInput, now: number): SupportMessageKind[] {
  const shown: SupportMessageKind[] = [];
  if (input.supportMessage.trim() !== '' && isDue(input.dates.instance, now)) shown.push('instance');
  if (input.funkwhaleEnabled && isDue(input.dates.funkwhale, now)) shown.push('funkwhale');
  return shown;
}
