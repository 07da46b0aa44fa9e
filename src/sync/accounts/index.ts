// accounts22: the accounts concept's public face (the moderation accounts list and page).

export { ACCOUNTS_PAGE_SIZE, type AccountScope, type AccountStats } from './api';
export { mapManageActor, type Account, type ManageActor } from './model';
export { manageActorSchema, type ApiManageActor } from './schema';
export {
  accountKeys,
  useAccount,
  useAccounts,
  useAccountStats,
  useManageUser,
  usePurgeAccount,
  useSetUploadQuota,
} from './queries';
