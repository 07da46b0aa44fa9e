// accounts22: the moderators' accounts (`manage/accounts/`, moderation flag); a local account's user
// (`manage/users/users/{id}/`) is read and changed through the users concept. Every write needs the pod.

import { mapResult, type HttpClient, type Result } from '../core/http';
import { mapPage, type Page } from '../core/model';
import type { CallOptions } from '../core/params';
import { mapAccount, type Account } from './model';
import { accountActionSchema, accountStatsSchema, manageAccountPageSchema, manageAccountSchema } from './schema';

/** Accounts a page, as the moderation lists show them. */
export const ACCOUNTS_PAGE_SIZE = 25;

export type AccountScope = 'all' | 'local' | 'federated';

export async function listAccounts(
  client: HttpClient,
  params: { page: number; scope: AccountScope; q?: string },
  options: CallOptions = {},
): Promise<Result<Page<Account>>> {
  const result = await client.get('manage/accounts/', {
    query: {
      page: params.page,
      page_size: ACCOUNTS_PAGE_SIZE,
      ordering: '-creation_date',
      ...(params.scope === 'all' ? {} : { local: params.scope === 'local' ? 'true' : 'false' }),
      ...(params.q ? { q: params.q } : {}),
    },
    schema: manageAccountPageSchema,
    ...options,
  });
  return mapResult(result, (data) => mapPage(data, mapAccount));
}

const accountPath = (fullUsername: string) => `manage/accounts/${encodeURIComponent(fullUsername)}/`;

export async function getAccount(
  client: HttpClient,
  fullUsername: string,
  options: CallOptions = {},
): Promise<Result<Account>> {
  const result = await client.get(accountPath(fullUsername), { schema: manageAccountSchema, ...options });
  return mapResult(result, mapAccount);
}

export type AccountStats = Record<string, number>;

export async function getAccountStats(
  client: HttpClient,
  fullUsername: string,
  options: CallOptions = {},
): Promise<Result<AccountStats>> {
  const result = await client.get(`${accountPath(fullUsername)}stats/`, { schema: accountStatsSchema, ...options });
  return mapResult(result, (data) =>
    Object.fromEntries(Object.entries(data).filter((entry): entry is [string, number] => typeof entry[1] === 'number')),
  );
}

/** Purges an account: its libraries, files and follows are deleted on the pod (the account stays). */
export async function purgeAccount(client: HttpClient, accountId: number): Promise<Result<null>> {
  const result = await client.post('manage/accounts/action/', {
    json: { action: 'purge', objects: [accountId] },
    schema: accountActionSchema,
  });
  return mapResult(result, () => null);
}
