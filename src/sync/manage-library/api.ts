// library23: the library manager's calls (manage area, library flag; a real pod refuses OAuth tokens
// there). Nothing is queued: each write needs the pod.

import { mapResult, type HttpClient, type Result } from '../core/http';
import { mapPage, type Page } from '../core/model';
import type { CallOptions } from '../core/params';
import { KIND_SPECS, MANAGE_PAGE_SIZE, type ManageKind } from './kinds';
import { mapManaged, type ManagedObject } from './model';
import { manageActionSchema, manageStatsSchema, manageTagSchema, PAGE_SCHEMAS, SCHEMAS } from './schema';

export interface ManageListParams {
  q: string;
  ordering: string;
  page: number;
}

const objectPath = (kind: ManageKind, key: string) => `${KIND_SPECS[kind].path}${encodeURIComponent(key)}/`;

// One generic call for seven kinds: each kind's schema and mapper go together (mapManaged[kind]
// takes what SCHEMAS[kind] gives), which TypeScript cannot follow through the union.
type Mapper = (item: unknown) => ManagedObject;
const mapperOf = (kind: ManageKind) => mapManaged[kind] as Mapper;

export async function listManaged(
  client: HttpClient,
  kind: ManageKind,
  params: ManageListParams,
  options: CallOptions = {},
): Promise<Result<Page<ManagedObject>>> {
  const result = await client.get<{ count: number; results: unknown[] }>(KIND_SPECS[kind].path, {
    query: {
      page: params.page,
      page_size: MANAGE_PAGE_SIZE,
      ordering: params.ordering,
      ...(params.q ? { q: params.q } : {}),
    },
    schema: PAGE_SCHEMAS[kind],
    ...options,
  });
  return mapResult(result, (page) => mapPage(page, mapperOf(kind)));
}

export async function getManaged(
  client: HttpClient,
  kind: ManageKind,
  key: string,
  options: CallOptions = {},
): Promise<Result<ManagedObject>> {
  const result = await client.get<unknown>(objectPath(kind, key), { schema: SCHEMAS[kind], ...options });
  return mapResult(result, mapperOf(kind));
}

export type ManageStats = Record<string, number | null | undefined>;

export async function getManagedStats(
  client: HttpClient,
  kind: ManageKind,
  key: string,
  options: CallOptions = {},
): Promise<Result<ManageStats>> {
  return client.get(`${objectPath(kind, key)}stats/`, { schema: manageStatsSchema, ...options });
}

export async function deleteManaged(client: HttpClient, kind: ManageKind, key: string): Promise<Result<null>> {
  const result = await client.request<unknown>('DELETE', objectPath(kind, key));
  return mapResult(result, () => null);
}

/** `action/` delete of the objects named (never "all": a real pod refuses it for delete). */
export async function deleteManagedBulk(
  client: HttpClient,
  kind: ManageKind,
  keys: ReadonlyArray<number | string>,
): Promise<Result<number>> {
  const result = await client.post(`${KIND_SPECS[kind].path}action/`, {
    json: { action: 'delete', objects: [...keys] },
    schema: manageActionSchema,
  });
  return mapResult(result, (body) => body.updated);
}

export async function createTag(client: HttpClient, name: string): Promise<Result<ManagedObject>> {
  const result = await client.post('manage/tags/', { json: { name }, schema: manageTagSchema });
  return mapResult(result, mapManaged.tags);
}
