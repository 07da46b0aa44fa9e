import type { ManageKind } from '../../sync/manage-library';

/** The manager's page of one object. */
export const managedPath = (kind: ManageKind, key: string) => `/manage/library/${kind}/${encodeURIComponent(key)}`;
