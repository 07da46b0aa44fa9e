// domains22: moderation rules as the app reads and writes them (spec 02 sections 3, 4: block everything,
// mute activity, mute notifications, reject media, a reason, enabled or paused).

import type { ApiPolicy } from './schema';

/** What a rule applies to: a whole domain (its name) or one account (`user@domain`). */
export type PolicyTarget = { type: 'domain'; id: string } | { type: 'actor'; id: string };

export interface PolicyFlags {
  blockAll: boolean;
  silenceActivity: boolean;
  silenceNotifications: boolean;
  rejectMedia: boolean;
}

export interface Policy extends PolicyFlags {
  id: number;
  target: PolicyTarget;
  createdAt: string | null;
  /** The moderator who made it (full username). */
  author: string | null;
  summary: string;
  isActive: boolean;
}

/** The form's values (kept as a draft until the pod has taken them). */
export interface PolicyForm extends PolicyFlags {
  summary: string;
  isActive: boolean;
}

export const EMPTY_POLICY_FORM: PolicyForm = {
  summary: '',
  isActive: true,
  blockAll: false,
  silenceActivity: false,
  silenceNotifications: false,
  rejectMedia: false,
};

export function mapPolicy(api: ApiPolicy): Policy {
  return {
    id: api.id,
    target: { type: api.target.type, id: api.target.id },
    createdAt: api.creation_date ?? null,
    author: api.actor ?? null,
    summary: api.summary ?? '',
    isActive: api.is_active,
    blockAll: api.block_all,
    silenceActivity: api.silence_activity,
    silenceNotifications: api.silence_notifications,
    rejectMedia: api.reject_media,
  };
}

export function formOfPolicy(policy: Policy): PolicyForm {
  const { summary, isActive, blockAll, silenceActivity, silenceNotifications, rejectMedia } = policy;
  return { summary, isActive, blockAll, silenceActivity, silenceNotifications, rejectMedia };
}

/**
 * The body of a create (with its target) or an update (without: a rule keeps its target), with the
 * reason trimmed. The four choices are sent as chosen: blocking everything covers the others on the
 * pod's side, but with rejecting media too a real pod purges only the media of the target.
 */
export function policyPayload(form: PolicyForm, target?: PolicyTarget) {
  return {
    ...(target ? { target: { type: target.type, id: target.id.trim() } } : {}),
    summary: form.summary.trim(),
    is_active: form.isActive,
    block_all: form.blockAll,
    silence_activity: form.silenceActivity,
    silence_notifications: form.silenceNotifications,
    reject_media: form.rejectMedia,
  };
}

/** A rule that does nothing is refused by the form: at least one of the four must be chosen. */
export function policyFormComplete(form: PolicyForm): boolean {
  return form.blockAll || form.silenceActivity || form.silenceNotifications || form.rejectMedia;
}

/** A kept draft read back: null when it does not fit the form any more. */
export function parsePolicyForm(value: unknown): PolicyForm | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const flags = ['isActive', 'blockAll', 'silenceActivity', 'silenceNotifications', 'rejectMedia'] as const;
  if (typeof record.summary !== 'string' || flags.some((flag) => typeof record[flag] !== 'boolean')) return null;
  return {
    summary: record.summary,
    isActive: record.isActive as boolean,
    blockAll: record.blockAll as boolean,
    silenceActivity: record.silenceActivity as boolean,
    silenceNotifications: record.silenceNotifications as boolean,
    rejectMedia: record.rejectMedia as boolean,
  };
}
