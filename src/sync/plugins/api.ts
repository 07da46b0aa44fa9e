// import23: the plugin endpoints (in 1.4 as in 2.0). A pod refuses them to OAuth tokens (403).

import { mapResult, type HttpClient, type Result } from '../core/http';
import type { CallOptions } from '../core/params';
import { mapPlugin, type Plugin } from './model';
import { pluginListSchema, pluginSchema } from './schema';

const path = (name: string, rest = '') => `plugins/${encodeURIComponent(name)}/${rest}`;
const toNull = () => null;

export async function listPlugins(client: HttpClient, options: CallOptions = {}): Promise<Result<Plugin[]>> {
  return mapResult(await client.get('plugins/', { schema: pluginListSchema, ...options }), (list) =>
    list.map(mapPlugin),
  );
}

export async function savePluginValues(
  client: HttpClient,
  name: string,
  values: Record<string, unknown>,
  options: CallOptions = {},
): Promise<Result<Plugin>> {
  return mapResult(await client.post(path(name), { json: values, schema: pluginSchema, ...options }), mapPlugin);
}

export async function setPluginEnabled(
  client: HttpClient,
  name: string,
  enabled: boolean,
  options: CallOptions = {},
): Promise<Result<null>> {
  return mapResult(await client.request('POST', path(name, enabled ? 'enable/' : 'disable/'), options), toNull);
}

/** Asks an enabled source plugin to look for new audio (405 when it is not enabled). */
export async function scanPlugin(client: HttpClient, name: string, options: CallOptions = {}): Promise<Result<null>> {
  return mapResult(await client.request('POST', path(name, 'scan/'), options), toNull);
}
