// library23: the library manager's public face (manage/library: lists, details, deletes, tags).

export { isManageKind, KIND_SPECS, MANAGE_KINDS, MANAGE_PAGE_SIZE, type ManageKind } from './kinds';
export { whatGoesWith, type FieldFormat, type ManagedField, type ManagedObject } from './model';
export type { ManageListParams, ManageStats } from './api';
export {
  manageLibraryKeys,
  useManagedList,
  useManagedObject,
  useManagedStats,
  useManageLibraryCommands,
  type ManageCommandResult,
} from './queries';
