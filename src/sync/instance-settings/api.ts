// settings23: the admin's instance settings (ENDPOINTS §3), in 1.4 as in 2.0. A session or the
// user's own app token only: a pod answers 403 to an OAuth token here, even for an admin.

import { mapResult, type HttpClient, type Result } from '../core/http';
import type { CallOptions } from '../core/params';
import { mapAdminSetting, type AdminSetting } from './model';
import { adminSettingsSchema } from './schema';

const BASE = 'instance/admin/settings/';

export async function listAdminSettings(
  client: HttpClient,
  options: CallOptions = {},
): Promise<Result<AdminSetting[]>> {
  return mapResult(await client.get(BASE, { schema: adminSettingsSchema, ...options }), (entries) =>
    entries.map(mapAdminSetting),
  );
}

/** `bulk/`: every change of a group at once (the pod applies all or none); answers the changed entries. */
export async function saveAdminSettings(
  client: HttpClient,
  values: Record<string, unknown>,
  options: CallOptions = {},
): Promise<Result<AdminSetting[]>> {
  return mapResult(
    await client.post(`${BASE}bulk/`, { json: values, schema: adminSettingsSchema, ...options }),
    (entries) => entries.map(mapAdminSetting),
  );
}
