// domains22: federated domains as the moderation screens read them (spec 02 section 3: name, first
// seen, users, received messages, allow-list, software and version, node info status, last check, rule).

import type { Page } from '../core/model';
import type { ApiPage } from '../core/schema';
import type { ApiDomain } from './schema';

export type NodeInfoState =
  | { status: 'unknown' }
  | { status: 'ok'; softwareName: string | null; softwareVersion: string | null; nodeName: string | null }
  | { status: 'error'; error: string };

export interface Domain {
  name: string;
  firstSeen: string | null;
  users: number;
  receivedMessages: number;
  nodeInfo: NodeInfoState;
  nodeInfoCheckedAt: string | null;
  policyId: number | null;
  allowed: boolean;
}

const record = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
const str = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** The domain's node info as the pod keeps it: not fetched yet, fetched (with its software), or failed. */
export function readNodeInfo(value: unknown): NodeInfoState {
  const info = record(value);
  if (info?.status === 'ok') {
    const payload = record(info.payload);
    const software = record(payload?.software);
    return {
      status: 'ok',
      softwareName: str(software?.name),
      softwareVersion: str(software?.version),
      nodeName: str(record(payload?.metadata)?.nodeName),
    };
  }
  if (info?.status === 'error') return { status: 'error', error: str(info.error) ?? '' };
  return { status: 'unknown' };
}

export function mapDomain(api: ApiDomain): Domain {
  return {
    name: api.name,
    firstSeen: api.creation_date ?? null,
    users: api.actors_count ?? 0,
    receivedMessages: api.outbox_activities_count ?? 0,
    nodeInfo: readNodeInfo(api.nodeinfo),
    nodeInfoCheckedAt: api.nodeinfo_fetch_date ?? null,
    policyId: api.instance_policy ?? null,
    allowed: api.allowed ?? false,
  };
}

export function mapDomainPage(page: ApiPage<ApiDomain>): Page<Domain> {
  return {
    count: page.count,
    next: page.next ?? null,
    previous: page.previous ?? null,
    results: page.results.map(mapDomain),
  };
}

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/**
 * What the moderator typed, read as a domain name: a pasted address (`https://Pod.Example/@x`), a
 * handle's domain (`@user@pod.example`) or a bare name becomes `pod.example`. A real pod takes any
 * text as a name, so the client makes sure it is one: null when it is not a host name with a dot.
 */
export function parseDomainInput(text: string): string | null {
  let value = text.trim().toLowerCase();
  if (value === '') return null;
  const handle = /^@?[^@\s/]+@([^@\s/]+)$/.exec(value);
  if (handle?.[1]) value = handle[1];
  value = value.replace(/^[a-z][a-z0-9+.-]*:\/\//, '');
  value = value.split(/[/?#]/)[0] ?? '';
  value = value.replace(/:\d+$/, '').replace(/\.$/, '');
  if (value.length > 253 || !value.includes('.')) return null;
  return value.split('.').every((label) => LABEL.test(label)) ? value : null;
}

export type DomainStats = Record<string, number>;

/** The statistics the domain page shows, in its order (spec 02: activity, then audio content). */
export const DOMAIN_STAT_KEYS = [
  'actors',
  'outbox_activities',
  'received_library_follows',
  'emitted_library_follows',
  'libraries',
  'channels',
  'uploads',
  'artists',
  'albums',
  'tracks',
  'media_total_size',
  'media_downloaded_size',
] as const;
export type DomainStatKey = (typeof DOMAIN_STAT_KEYS)[number];

/** Filters of the list (spec 02: search, allow-listed or not) and its ordering. */
export interface DomainListParams {
  page: number;
  q: string;
  allowed: boolean | null;
  ordering: string;
}

export const DOMAIN_PAGE_SIZE = 25;
