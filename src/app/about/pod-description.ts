// What the about pages say of the pod (about21): its public settings first (what the admin wrote),
// node info where the settings cannot be had. Pure, so both sources are unit-tested.

import type { InstanceInfo, InstanceSettings } from '../../sync/instance';

export type Registration = 'open' | 'approval' | 'closed';

export interface PodDescription {
  name: string | null;
  shortDescription: string | null;
  /** Markdown. */
  longDescription: string | null;
  /** Markdown. */
  rules: string | null;
  /** Markdown. */
  terms: string | null;
  contactEmail: string | null;
  /** null when neither source says. */
  registration: Registration | null;
}

const text = (value: string | null | undefined): string | null => (value && value.trim() ? value : null);

export function describePod(settings: InstanceSettings | undefined, info: InstanceInfo | undefined): PodDescription {
  const open = settings?.values['users.registration_enabled'];
  const registrationOpen = typeof open === 'boolean' ? open : (info?.openRegistrations ?? null);
  const approval = settings?.moderation.signupApprovalEnabled ?? false;
  return {
    name: text(settings?.instance.name) ?? text(info?.nodeName),
    shortDescription: text(settings?.instance.shortDescription) ?? text(info?.shortDescription),
    longDescription: text(settings?.instance.longDescription) ?? text(info?.longDescription),
    rules: text(settings?.instance.rules) ?? text(info?.rules),
    terms: text(settings?.instance.terms) ?? text(info?.terms),
    contactEmail: text(settings?.instance.contactEmail) ?? text(info?.contactEmail),
    registration: registrationOpen === null ? null : !registrationOpen ? 'closed' : approval ? 'approval' : 'open',
  };
}
