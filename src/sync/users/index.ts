// users23: the users concept's public face (the users table and dialog; the moderation account page
// reads and changes a user through it).

export { getManageUser, patchManageUser, USER_ORDERINGS, USERS_PAGE_SIZE, type UserOrdering } from './api';
export {
  mapManageUser,
  parseQuota,
  PERMISSIONS,
  quotaField,
  userForm,
  userPatch,
  userStatus,
  type ManageUser,
  type PermissionName,
  type UserForm,
  type UserPatch,
  type UserType,
} from './model';
export { manageUserSchema, type ApiManageUser } from './schema';
export { usePatchUser, userKeys, useUsers } from './queries';
