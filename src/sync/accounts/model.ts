// accounts22: what the screens read of accounts and their statistics (a local account's user is the
// users concept's).

import { orNull } from '../core/model';
import { mapManageUser, type ManageUser } from '../users';
import type { ApiManageAccount, ApiManageActor } from './schema';

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

export function mapAccount(account: ApiManageAccount): Account {
  return {
    ...mapManageActor(account),
    uploadsCount: orNull(account.uploads_count),
    user: account.user ? mapManageUser(account.user) : null,
    policyId: orNull(account.instance_policy),
  };
}
