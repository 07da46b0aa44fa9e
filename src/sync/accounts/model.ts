// accounts22: what the screens read of accounts, users and their statistics.

import { orNull } from '../core/model';
import type { ApiManageAccount, ApiManageActor, ApiManageUser } from './schema';

export interface ManageActor {
  id: number;
  fullUsername: string;
  preferredUsername: string;
  name: string | null;
  domain: string;
  isLocal: boolean;
  type: string | null;
  summary: string | null;
  url: string | null;
  /** First seen. */
  creationDate: string | null;
  /** Last seen (fetched). */
  lastFetchDate: string | null;
}

export interface ManageUser {
  id: number;
  username: string;
  email: string | null;
  name: string | null;
  isActive: boolean;
  isStaff: boolean;
  isSuperuser: boolean;
  dateJoined: string | null;
  lastActivity: string | null;
  /** MB; null is the pod's default (node info `defaultUploadQuota`). */
  uploadQuota: number | null;
  permissions: { library: boolean; moderation: boolean; settings: boolean } | null;
}

export interface Account extends ManageActor {
  uploadsCount: number | null;
  /** A local account's user; null for an account of another pod. */
  user: ManageUser | null;
  policyId: number | null;
}

export function mapManageActor(actor: ApiManageActor): ManageActor {
  return {
    id: actor.id,
    fullUsername: actor.full_username,
    preferredUsername: actor.preferred_username,
    name: orNull(actor.name),
    domain: actor.domain,
    isLocal: actor.is_local,
    type: orNull(actor.type),
    summary: orNull(actor.summary),
    url: orNull(actor.url),
    creationDate: orNull(actor.creation_date),
    lastFetchDate: orNull(actor.last_fetch_date),
  };
}

export function mapManageUser(user: ApiManageUser): ManageUser {
  return {
    id: user.id,
    username: user.username,
    email: orNull(user.email),
    name: orNull(user.name),
    isActive: user.is_active,
    isStaff: user.is_staff,
    isSuperuser: user.is_superuser,
    dateJoined: orNull(user.date_joined),
    lastActivity: orNull(user.last_activity),
    uploadQuota: orNull(user.upload_quota),
    permissions: user.permissions ?? null,
  };
}

export function mapAccount(account: ApiManageAccount): Account {
  return {
    ...mapManageActor(account),
    uploadsCount: orNull(account.uploads_count),
    user: account.user ? mapManageUser(account.user) : null,
    policyId: orNull(account.instance_policy),
  };
}

/** The user's status as the user lists say it: admin (superuser), staff or regular. */
export function userStatus(user: Pick<ManageUser, 'isStaff' | 'isSuperuser'>): 'admin' | 'staff' | 'regular' {
  return user.isSuperuser ? 'admin' : user.isStaff ? 'staff' : 'regular';
}

/**
 * The quota field: the account's own quota, or empty with the pod's default as its placeholder
 * (spec 02 section 5: a quota left empty uses the instance default).
 */
export function quotaField(
  uploadQuota: number | null,
  defaultQuota: number | null,
): { value: string; placeholder: string } {
  return {
    value: uploadQuota === null ? '' : String(uploadQuota),
    placeholder: defaultQuota === null ? '' : String(defaultQuota),
  };
}

/** What the quota field's text sends: null (the default) when empty, else whole MB; undefined when not a quota. */
export function parseQuota(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^\d{1,10}$/.test(trimmed)) return undefined;
  return Number(trimmed);
}
