// domains22: the domain endpoints (ENDPOINTS §13), all in 1.4 as in 2.0.

import { mapResult, type HttpClient, type Result } from '../core/http';
import type { Page } from '../core/model';
import type { CallOptions } from '../core/params';
import {
  DOMAIN_PAGE_SIZE,
  mapDomain,
  mapDomainPage,
  readNodeInfo,
  type Domain,
  type DomainListParams,
  type DomainStats,
  type NodeInfoState,
} from './model';
import { actionResultSchema, domainPageSchema, domainSchema, domainStatsSchema, nodeInfoSchema } from './schema';

const BASE = 'manage/federation/domains/';
const path = (name: string, rest = '') => `${BASE}${encodeURIComponent(name)}/${rest}`;

export async function listDomains(
  client: HttpClient,
  params: DomainListParams,
  options: CallOptions = {},
): Promise<Result<Page<Domain>>> {
  const query: Record<string, string | number> = {
    page: params.page,
    page_size: DOMAIN_PAGE_SIZE,
    ordering: params.ordering,
  };
  if (params.q.trim() !== '') query.q = params.q.trim();
  if (params.allowed !== null) query.allowed = String(params.allowed);
  return mapResult(await client.get(BASE, { query, schema: domainPageSchema, ...options }), mapDomainPage);
}

export async function getDomain(client: HttpClient, name: string, options: CallOptions = {}): Promise<Result<Domain>> {
  return mapResult(await client.get(path(name), { schema: domainSchema, ...options }), mapDomain);
}

export async function getDomainStats(
  client: HttpClient,
  name: string,
  options: CallOptions = {},
): Promise<Result<DomainStats>> {
  return client.get(path(name, 'stats/'), { schema: domainStatsSchema, ...options });
}

/** `nodeinfo/`: the pod fetches the domain's node info again and answers what it got. */
export async function refreshNodeInfo(
  client: HttpClient,
  name: string,
  options: CallOptions = {},
): Promise<Result<NodeInfoState>> {
  return mapResult(await client.get(path(name, 'nodeinfo/'), { schema: nodeInfoSchema, ...options }), readNodeInfo);
}

export async function addDomain(client: HttpClient, name: string, options: CallOptions = {}): Promise<Result<Domain>> {
  return mapResult(await client.post(BASE, { json: { name }, schema: domainSchema, ...options }), mapDomain);
}

export type DomainAction = 'purge' | 'allow_list_add' | 'allow_list_remove';

export async function domainAction(
  client: HttpClient,
  action: DomainAction,
  names: readonly string[],
  options: CallOptions = {},
): Promise<Result<number>> {
  return mapResult(
    await client.post(`${BASE}action/`, { json: { action, objects: names }, schema: actionResultSchema, ...options }),
    (answer) => answer.updated,
  );
}
