// settings23: the instance settings screen's model: each preference's input (from its `field`), the
// twelve groups of spec 02, and a group's input turned into the values the pod takes.

import type { ApiAdminSetting } from './schema';
import { readSignupForm, signupFormProblems, writeSignupForm, type SignupForm } from './signup-form';

export type InputKind =
  | 'switch'
  | 'number'
  | 'text'
  | 'textarea'
  | 'markdown'
  | 'code'
  | 'select'
  | 'multiselect'
  | 'signupForm'
  | 'json'
  | 'readonly';

export interface AdminSetting {
  identifier: string;
  section: string;
  name: string;
  value: unknown;
  /** verbose_name, else the identifier. */
  label: string;
  help: string | null;
  kind: InputKind;
  choices: Array<{ value: string; label: string }>;
}

/** Texts a real pod's own front edits with its markdown editor. */
const MARKDOWN = new Set([
  'instance__long_description',
  'instance__support_message',
  'instance__rules',
  'instance__terms',
]);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The input of a preference, from its identifier where the pod's front treats it apart, else its `field`. */
export function inputKind(identifier: string, field: unknown): InputKind {
  if (identifier === 'moderation__signup_form_customization') return 'signupForm';
  if (identifier === 'ui__custom_css') return 'code';
  if (MARKDOWN.has(identifier)) return 'markdown';
  if (!isRecord(field)) return 'readonly';
  const widget = isRecord(field.widget) ? field.widget.class : undefined;
  switch (field.class) {
    case 'BooleanField':
      return 'switch';
    case 'IntegerField':
    case 'FloatField':
    case 'DecimalField':
      return 'number';
    case 'ChoiceField':
      return 'select';
    case 'MultipleChoiceField':
      return 'multiselect';
    case 'CharField':
      return widget === 'Textarea' ? 'textarea' : 'text';
    case 'JSONField':
      return 'json';
    default:
      // A file (the banner) and any field Shoal does not know: shown, not edited.
      return 'readonly';
  }
}

function choicesOf(additional: unknown): AdminSetting['choices'] {
  const choices = isRecord(additional) ? additional.choices : undefined;
  if (!Array.isArray(choices)) return [];
  return choices.flatMap((choice) =>
    Array.isArray(choice) && typeof choice[0] === 'string'
      ? [{ value: choice[0], label: typeof choice[1] === 'string' ? choice[1] : choice[0] }]
      : [],
  );
}

export function mapAdminSetting(entry: ApiAdminSetting): AdminSetting {
  return {
    identifier: entry.identifier,
    section: entry.section,
    name: entry.name,
    value: entry.value,
    label: entry.verbose_name?.trim() || entry.identifier,
    help: entry.help_text?.trim() || null,
    kind: inputKind(entry.identifier, entry.field),
    choices: choicesOf(entry.additional_data),
  };
}

export type SettingsGroupId =
  | 'instance'
  | 'signups'
  | 'security'
  | 'music'
  | 'channels'
  | 'playlists'
  | 'moderation'
  | 'federation'
  | 'qualityFilters'
  | 'subsonic'
  | 'ui'
  | 'statistics';

/** Spec 02's twelve groups, in the screen's order, with the preferences each shows first. */
export const SETTINGS_GROUPS: ReadonlyArray<{ id: SettingsGroupId; identifiers: readonly string[] }> = [
  {
    id: 'instance',
    identifiers: [
      'instance__name',
      'instance__short_description',
      'instance__long_description',
      'instance__support_message',
      'instance__contact_email',
      'instance__rules',
      'instance__terms',
      'instance__location',
      'instance__banner',
    ],
  },
  {
    id: 'signups',
    identifiers: [
      'users__registration_enabled',
      'moderation__signup_approval_enabled',
      'moderation__signup_form_customization',
    ],
  },
  {
    id: 'security',
    identifiers: ['users__upload_quota', 'common__api_authentication_required', 'users__default_permissions'],
  },
  { id: 'music', identifiers: ['music__transcoding_enabled', 'music__transcoding_cache_duration'] },
  { id: 'channels', identifiers: ['audio__channels_enabled', 'audio__max_channels'] },
  { id: 'playlists', identifiers: ['playlists__max_tracks'] },
  {
    id: 'moderation',
    identifiers: [
      'moderation__allow_list_enabled',
      'moderation__allow_list_public',
      'moderation__unauthenticated_report_types',
    ],
  },
  { id: 'federation', identifiers: ['federation__enabled', 'federation__public_index'] },
  { id: 'qualityFilters', identifiers: ['quality_filters__bitrate_filter', 'quality_filters__has_mbid'] },
  { id: 'subsonic', identifiers: ['subsonic__enabled'] },
  { id: 'ui', identifiers: ['ui__custom_css', 'instance__funkwhale_support_message_enabled'] },
  {
    id: 'statistics',
    identifiers: ['instance__nodeinfo_enabled', 'instance__nodeinfo_stats_enabled', 'instance__nodeinfo_private'],
  },
];

/** Where a preference no group names goes: by its section. */
const SECTION_GROUP: Record<string, SettingsGroupId> = {
  instance: 'instance',
  users: 'security',
  common: 'security',
  moderation: 'moderation',
  federation: 'federation',
  music: 'music',
  audio: 'channels',
  playlists: 'playlists',
  quality_filters: 'qualityFilters',
  subsonic: 'subsonic',
  ui: 'ui',
};

export interface SettingsGroup {
  id: SettingsGroupId;
  settings: AdminSetting[];
}

/** Every preference the pod listed, in its group: the named ones first, in order, then the rest. */
export function groupSettings(settings: readonly AdminSetting[]): SettingsGroup[] {
  const placed = new Map<string, SettingsGroupId>();
  for (const group of SETTINGS_GROUPS) for (const id of group.identifiers) placed.set(id, group.id);
  return SETTINGS_GROUPS.map((group) => {
    const named = group.identifiers.flatMap((id) => settings.filter((setting) => setting.identifier === id));
    const rest = settings.filter(
      (setting) => !placed.has(setting.identifier) && (SECTION_GROUP[setting.section] ?? 'instance') === group.id,
    );
    return { id: group.id, settings: [...named, ...rest] };
  });
}

/** What an input holds for a value (numbers and JSON as the text typed). */
export function toInput(setting: AdminSetting): unknown {
  const { value } = setting;
  switch (setting.kind) {
    case 'switch':
      return value === true;
    case 'number':
      return typeof value === 'number' ? String(value) : '';
    case 'multiselect':
      return Array.isArray(value) ? value.filter((entry) => typeof entry === 'string') : [];
    case 'signupForm':
      return readSignupForm(value);
    case 'json':
      return JSON.stringify(value ?? null, null, 2);
    default:
      return typeof value === 'string' ? value : '';
  }
}

export type InputProblem = 'number' | 'json' | 'signupBlankLabel' | 'signupDuplicateLabel' | 'signupTooMany';

/** The value the pod takes for an input, or why it cannot be sent. */
export function toPodValue(setting: AdminSetting, input: unknown): { value: unknown } | { problem: InputProblem } {
  switch (setting.kind) {
    case 'number': {
      const text = String(input).trim();
      return /^\d+$/.test(text) ? { value: Number(text) } : { problem: 'number' };
    }
    case 'switch':
      return { value: input === true };
    case 'signupForm': {
      const form = input as SignupForm;
      const [problem] = signupFormProblems(form);
      return problem ? { problem } : { value: writeSignupForm(form) };
    }
    case 'json':
      try {
        return { value: JSON.parse(String(input)) as unknown };
      } catch {
        return { problem: 'json' };
      }
    default:
      return { value: input };
  }
}

/** Equal as JSON values (key order aside). */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => sameValue(x, b[i]));
  if (isRecord(a) && isRecord(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((key) => sameValue(a[key], b[key]));
  }
  return false;
}

export interface GroupChanges {
  /** identifier → value, only what differs from the pod's value. */
  values: Record<string, unknown>;
  /** identifier → why its input cannot be sent. */
  problems: Record<string, InputProblem>;
}

/** A group's edited inputs (`edits`: identifier → input) as the changes to send. */
export function groupChanges(settings: readonly AdminSetting[], edits: Record<string, unknown>): GroupChanges {
  const changes: GroupChanges = { values: {}, problems: {} };
  for (const setting of settings) {
    if (!(setting.identifier in edits)) continue;
    const result = toPodValue(setting, edits[setting.identifier]);
    if ('problem' in result) changes.problems[setting.identifier] = result.problem;
    else if (!sameValue(result.value, setting.value)) changes.values[setting.identifier] = result.value;
  }
  return changes;
}
