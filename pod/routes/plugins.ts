// import23: plugins (`plugins/`), as a real 1.4 pod's PluginViewSet over its plugin registry: the list
// of plugins a user may configure, each `{name, label, description, user, source, conf, values,
// enabled, homepage}` with that user's values; `plugins/{name}/` GET, POST (the values, checked by the
// types of `conf`; a source plugin also takes `library`, one of the user's libraries), `enable/` and
// `disable/` (`{}`), and `scan/` for an enabled source plugin (`{}`; 405 with no body otherwise). The
// scope is `plugins`, which OAuth tokens never get: bearer tokens are refused (403) whatever the user.
// The demo pod's registry: the Scrobbler (a user plugin, as Funkwhale ships) and a source plugin.

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireSessionUser } from '../auth';
import type { PodContext } from '../context';
import { bodyFields } from '../http/body';
import { ApiError, fieldErrors } from '../http/errors';
import { apiRoute } from '../http/route';
import { parseUuid } from '../ids';

type FieldType = 'url' | 'boolean' | 'text' | 'long_text' | 'password' | 'number';
interface ConfField {
  name: string;
  type: FieldType;
  label?: string;
  help?: string;
  required?: boolean;
  default?: unknown;
}
interface Plugin {
  name: string;
  label: string;
  description: string | null;
  user: boolean;
  source: boolean;
  conf: ConfField[];
  homepage: string | null;
}

export const PLUGINS: readonly Plugin[] = [
  {
    name: 'scrobbler',
    label: 'Scrobbler',
    description: 'A plugin that enables scrobbling to ListenBrainz and Last.fm',
    user: true,
    source: false,
    homepage: 'https://docs.funkwhale.audio/users/builtinplugins.html',
    conf: [
      {
        name: 'url',
        type: 'url',
        label: 'URL of the scrobbler service',
        help: 'Suggested choices:\n\n- LastFM (default if left empty): http://post.audioscrobbler.com\n- ListenBrainz: http://proxy.listenbrainz.org/',
        required: false,
      },
      { name: 'username', type: 'text', label: 'Your scrobbler username' },
      { name: 'password', type: 'password', label: 'Your scrobbler password' },
    ],
  },
  {
    name: 'shoal_folder_source',
    label: 'Folder source',
    description: 'Finds new music in a folder of the pod and adds it to one of your libraries when you scan.',
    user: true,
    source: true,
    homepage: null,
    conf: [
      { name: 'folder', type: 'text', label: 'Folder to watch', help: 'A folder under the pod’s import folder.' },
      { name: 'max_files', type: 'number', label: 'Files per scan', required: false },
      { name: 'notes', type: 'long_text', label: 'Notes', required: false },
      { name: 'skip_duplicates', type: 'boolean', label: 'Skip files already in the library', required: false },
    ],
  },
];

interface ConfigRow {
  conf: string | null;
  enabled: number;
}

function configOf(ctx: PodContext, userId: number, code: string): ConfigRow | undefined {
  return ctx.db.prepare('SELECT conf, enabled FROM plugin_configs WHERE user_id = ? AND code = ?').get(userId, code) as
    ConfigRow | undefined;
}

function serialize(ctx: PodContext, userId: number, plugin: Plugin) {
  const row = configOf(ctx, userId, plugin.name);
  return {
    name: plugin.name,
    label: plugin.label,
    description: plugin.description,
    user: plugin.user,
    source: plugin.source,
    conf: plugin.conf,
    values: row?.conf ? (JSON.parse(row.conf) as Record<string, unknown>) : null,
    enabled: row?.enabled === 1,
    homepage: plugin.homepage,
  };
}

function pluginOf(request: FastifyRequest): Plugin {
  const { name } = request.params as { name: string };
  const plugin = PLUGINS.find((candidate) => candidate.name === name);
  // The view answers an unknown plugin with an empty 404.
  if (!plugin) throw new ApiError(404, null);
  return plugin;
}

const URL_PATTERN = /^https?:\/\/[^\s/$.?#][^\s]*$/i;

/** DRF's fields of `get_serializer_from_conf_template`: a value by its type, or the field's message. */
function checkValue(field: ConfField, value: unknown): { value?: unknown; error?: string } {
  const required = field.required ?? true;
  const empty = value === undefined || value === null || value === '';
  if (value === undefined) return required && field.default === undefined ? { error: 'This field is required.' } : {};
  if (value === null) return { error: 'This field may not be null.' };
  switch (field.type) {
    case 'boolean':
      if (typeof value === 'boolean') return { value };
      if (['true', '1', 'yes', 'on'].includes(String(value).toLowerCase())) return { value: true };
      if (['false', '0', 'no', 'off', ''].includes(String(value).toLowerCase())) return { value: false };
      return { error: 'Must be a valid boolean.' };
    case 'number': {
      const number = typeof value === 'number' ? value : Number(String(value).trim());
      if (String(value).trim() === '' || !Number.isInteger(number)) return { error: 'A valid integer is required.' };
      return { value: number };
    }
    default: {
      if (typeof value !== 'string' && typeof value !== 'number') return { error: 'Not a valid string.' };
      const text = String(value).trim();
      if (empty || text === '') return required ? { error: 'This field may not be blank.' } : { value: '' };
      if (field.type === 'url' && !URL_PATTERN.test(text)) return { error: 'Enter a valid URL.' };
      return { value: text };
    }
  }
}

export function pluginRoutes(app: FastifyInstance, ctx: PodContext): void {
  apiRoute(app, 'GET', 'plugins/', async (request) => {
    const user = requireSessionUser(request);
    return PLUGINS.filter((plugin) => plugin.user).map((plugin) => serialize(ctx, user.id, plugin));
  });

  apiRoute(app, 'GET', 'plugins/:name/', async (request) => {
    const user = requireSessionUser(request);
    return serialize(ctx, user.id, pluginOf(request));
  });

  apiRoute(app, 'POST', 'plugins/:name/', async (request) => {
    const user = requireSessionUser(request);
    const plugin = pluginOf(request);
    const fields = bodyFields(request);
    if (plugin.conf.length > 0 || plugin.source) {
      const errors: Record<string, string[]> = {};
      const values: Record<string, unknown> = {};
      for (const field of plugin.conf) {
        const checked = checkValue(field, fields[field.name]);
        if (checked.error) errors[field.name] = [checked.error];
        else if (checked.value !== undefined) values[field.name] = checked.value;
      }
      if (plugin.source) {
        const uuid = typeof fields.library === 'string' ? parseUuid(fields.library) : null;
        if (fields.library === undefined) errors.library = ['This field is required.'];
        else if (uuid === null) errors.library = ['Must be a valid UUID.'];
        else if (
          !ctx.db
            .prepare('SELECT 1 FROM libraries WHERE uuid = ? AND owner_id = ? AND channel_uuid IS NULL')
            .get(uuid, user.id)
        )
          errors.library = ['Invalid library id'];
        else values.library = uuid;
      }
      if (Object.keys(errors).length) throw fieldErrors(errors);
      ctx.db
        .prepare(
          `INSERT INTO plugin_configs (user_id, code, conf) VALUES (?, ?, ?)
           ON CONFLICT (user_id, code) DO UPDATE SET conf = excluded.conf`,
        )
        .run(user.id, plugin.name, JSON.stringify(values));
    }
    return serialize(ctx, user.id, plugin);
  });

  const enable = (value: boolean) => async (request: FastifyRequest) => {
    const user = requireSessionUser(request);
    const plugin = pluginOf(request);
    ctx.db
      .prepare(
        `INSERT INTO plugin_configs (user_id, code, enabled) VALUES (?, ?, ?)
         ON CONFLICT (user_id, code) DO UPDATE SET enabled = excluded.enabled`,
      )
      .run(user.id, plugin.name, value ? 1 : 0);
    return {};
  };
  apiRoute(app, 'POST', 'plugins/:name/enable/', enable(true));
  apiRoute(app, 'POST', 'plugins/:name/disable/', enable(false));

  apiRoute(app, 'POST', 'plugins/:name/scan/', async (request) => {
    const user = requireSessionUser(request);
    const plugin = pluginOf(request);
    const row = configOf(ctx, user.id, plugin.name);
    const library = row?.conf ? (JSON.parse(row.conf) as { library?: string }).library : undefined;
    if (!plugin.source || row?.enabled !== 1 || library === undefined) throw new ApiError(405, null);
    return {};
  });
}
