// import23: a plugin as the plugins screen shows it, and its form's values both ways.

import type { ApiPlugin } from './schema';

/** The types of a real pod's `conf` fields; anything else is edited as text. */
export type PluginFieldType = 'url' | 'boolean' | 'text' | 'long_text' | 'password' | 'number';

export interface PluginField {
  name: string;
  type: PluginFieldType;
  label: string;
  help: string | null;
  required: boolean;
}

export interface Plugin {
  name: string;
  label: string;
  description: string | null;
  homepage: string | null;
  /** A source plugin brings audio into one of the user's libraries (its values hold `library`) and can scan. */
  source: boolean;
  fields: PluginField[];
  values: Record<string, unknown> | null;
  enabled: boolean;
}

/** What the form holds: text for every input, booleans for switches, the library for a source plugin. */
export type PluginFormValues = Record<string, string | boolean>;

const TYPES: readonly PluginFieldType[] = ['url', 'boolean', 'text', 'long_text', 'password', 'number'];

export function mapPlugin(plugin: ApiPlugin): Plugin {
  return {
    name: plugin.name,
    label: plugin.label || plugin.name,
    description: plugin.description ?? null,
    homepage: plugin.homepage || null,
    source: plugin.source,
    fields: (plugin.conf ?? []).map((field) => ({
      name: field.name,
      type: TYPES.find((type) => type === field.type) ?? 'text',
      label: field.label || field.name,
      help: field.help ?? null,
      required: field.required ?? true,
    })),
    values: plugin.values ?? null,
    enabled: plugin.enabled,
  };
}

/** The form's first values: the saved ones, else each field's empty value. */
export function pluginFormValues(plugin: Plugin): PluginFormValues {
  const saved = plugin.values ?? {};
  const values: PluginFormValues = {};
  for (const field of plugin.fields) {
    const value = saved[field.name];
    if (field.type === 'boolean') values[field.name] = value === true;
    else values[field.name] = value === undefined || value === null ? '' : String(value);
  }
  if (plugin.source) values.library = typeof saved.library === 'string' ? saved.library : '';
  return values;
}

/**
 * What Save sends: numbers as numbers, switches as booleans, empty optional inputs left out (the pod
 * keeps no value for them), required ones sent as typed so the pod says what is missing.
 */
export function pluginValuesToSend(plugin: Plugin, form: PluginFormValues): Record<string, unknown> {
  const sent: Record<string, unknown> = {};
  for (const field of plugin.fields) {
    const value = form[field.name];
    if (field.type === 'boolean') {
      sent[field.name] = value === true;
      continue;
    }
    const text = typeof value === 'string' ? value.trim() : '';
    if (text === '' && !field.required) continue;
    sent[field.name] = field.type === 'number' && /^-?\d+$/.test(text) ? Number(text) : text;
  }
  if (plugin.source) sent.library = typeof form.library === 'string' ? form.library : '';
  return sent;
}

/** Whether the plugin takes values at all (a real pod ignores a save of one with no `conf` that is no source). */
export const pluginTakesValues = (plugin: Plugin): boolean => plugin.fields.length > 0 || plugin.source;
