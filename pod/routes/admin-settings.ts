// settings23: the instance settings an admin changes (ENDPOINTS §3), as django-dynamic-preferences
// answers them on a real 1.4 pod: `GET instance/admin/settings/` (every preference, the admin-only
// ones too), `GET|PATCH|PUT .../{identifier}/` `{value}`, and `POST .../bulk/` `{identifier: value}`
// answering the changed entries. The settings flag is needed, and OAuth bearer tokens are refused
// with 403 whatever the user may do (the scope `instance:settings` is not app-safe).
// Changes are stored in `preferences` and read by `instance/settings/` and nodeinfo.

import type { FastifyInstance } from 'fastify';
import { requirePermission } from '../auth';
import type { PodContext } from '../context';
import { bodyFields } from '../http/body';
import { ApiError, fieldErrors, notFound } from '../http/errors';
import { apiRoute } from '../http/route';
import { PREFERENCES, preferenceById, serializePreference, type Preference } from '../settings';

const choicesOf = (preference: Preference): string[] =>
  ((preference.additional_data?.choices as [string, string][] | undefined) ?? []).map(([value]) => value);

const CONTENT_TYPES = ['text/html', 'text/markdown', 'text/plain'];
const INPUT_TYPES = ['short_text', 'long_text'];

/** Funkwhale's CustomFormSerializer: `{help_text?: {text, content_type} | null, fields?: [{label, required, input_type}]}`. */
function signupFormError(value: unknown): string | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return 'Invalid data. Expected a dictionary.';
  const form = value as { help_text?: unknown; fields?: unknown };
  if (form.help_text !== undefined && form.help_text !== null) {
    const help = form.help_text as { text?: unknown; content_type?: unknown };
    if (typeof help !== 'object' || typeof help.text !== 'string') return 'help_text: a text is required.';
    if (typeof help.content_type !== 'string' || !CONTENT_TYPES.includes(help.content_type))
      return 'help_text: content_type must be one of text/html, text/markdown, text/plain.';
  }
  if (form.fields === undefined) return null;
  if (!Array.isArray(form.fields)) return 'fields: expected a list of items.';
  if (form.fields.length > 10) return 'fields: ensure this field has no more than 10 elements.';
  for (const field of form.fields as { label?: unknown; required?: unknown; input_type?: unknown }[]) {
    if (typeof field !== 'object' || field === null) return 'fields: invalid data.';
    if (typeof field.label !== 'string' || field.label.trim() === '') return 'fields: label may not be blank.';
    if (field.label.length > 200) return 'fields: ensure label has no more than 200 characters.';
    if (field.required !== undefined && typeof field.required !== 'boolean')
      return 'fields: required must be a boolean.';
    if (typeof field.input_type !== 'string' || !INPUT_TYPES.includes(field.input_type))
      return `fields: "${String(field.input_type)}" is not a valid choice.`;
  }
  const labels = (form.fields as { label: string }[]).map((field) => field.label);
  if (new Set(labels).size !== labels.length) return 'Duplicate labels';
  return null;
}

/** What a real pod's preference form refuses in a value, or null when it fits. */
function valueError(preference: Preference, value: unknown): string | null {
  if (value === undefined) return 'This field is required.';
  const choices = choicesOf(preference);
  switch (preference.field.class) {
    case 'BooleanField':
      return typeof value === 'boolean' ? null : 'Must be a valid boolean.';
    case 'IntegerField':
      if (!Number.isInteger(value)) return 'A valid integer is required.';
      return (value as number) < 0 ? 'Ensure this value is greater than or equal to 0.' : null;
    case 'CharField':
      return typeof value === 'string' ? null : 'Not a valid string.';
    case 'ChoiceField':
      return value === '' || (typeof value === 'string' && choices.includes(value))
        ? null
        : `Select a valid choice. ${String(value)} is not one of the available choices.`;
    case 'MultipleChoiceField': {
      if (!Array.isArray(value)) return 'Enter a list of values.';
      const wrong = value.find((entry) => typeof entry !== 'string' || !choices.includes(entry));
      return wrong === undefined
        ? null
        : `Select a valid choice. ${String(wrong)} is not one of the available choices.`;
    }
    case 'JSONField':
      return preference.name === 'signup_form_customization' ? signupFormError(value) : null;
    case 'FileField':
      // A real pod takes an image upload (multipart) here; the demo pod keeps no files: clearing only.
      return value === null ? null : 'The submitted data was not a file.';
    default:
      return null;
  }
}

const identifierOf = (preference: Preference) => `${preference.section}__${preference.name}`;

export function adminSettingsRoutes(app: FastifyInstance, ctx: PodContext): void {
  const store = (preference: Preference, value: unknown) =>
    ctx.db
      .prepare('INSERT OR REPLACE INTO preferences (identifier, value) VALUES (?, ?)')
      .run(identifierOf(preference), JSON.stringify(value));

  apiRoute(app, 'GET', 'instance/admin/settings/', async (request) => {
    requirePermission(request, 'settings');
    return PREFERENCES.map((preference) => serializePreference(ctx.db, preference));
  });

  // Declared before `{identifier}/` so that `bulk` is never read as an identifier.
  apiRoute(app, 'POST', 'instance/admin/settings/bulk/', async (request) => {
    requirePermission(request, 'settings');
    const payload = bodyFields(request);
    const unknown = Object.keys(payload).filter((identifier) => !preferenceById(identifier));
    // django-dynamic-preferences answers a bare string per unknown identifier, not a list.
    if (unknown.length) throw new ApiError(400, Object.fromEntries(unknown.map((id) => [id, 'invalid preference'])));
    const errors: Record<string, string[]> = {};
    for (const [identifier, value] of Object.entries(payload)) {
      const error = valueError(preferenceById(identifier) as Preference, value);
      if (error) errors[identifier] = [error];
    }
    if (Object.keys(errors).length) throw fieldErrors(errors);
    const changed = Object.keys(payload).map((identifier) => preferenceById(identifier) as Preference);
    ctx.db.transaction(() => changed.forEach((preference) => store(preference, payload[identifierOf(preference)])))();
    return changed.map((preference) => serializePreference(ctx.db, preference));
  });

  apiRoute(app, 'GET', 'instance/admin/settings/:identifier/', async (request) => {
    requirePermission(request, 'settings');
    const preference = preferenceById((request.params as { identifier: string }).identifier);
    if (!preference) throw notFound();
    return serializePreference(ctx.db, preference);
  });

  apiRoute(app, ['PATCH', 'PUT'], 'instance/admin/settings/:identifier/', async (request) => {
    requirePermission(request, 'settings');
    const preference = preferenceById((request.params as { identifier: string }).identifier);
    if (!preference) throw notFound();
    const { value } = bodyFields(request);
    const error = valueError(preference, value);
    if (error) throw fieldErrors({ value: [error] });
    store(preference, value);
    return serializePreference(ctx.db, preference);
  });
}
