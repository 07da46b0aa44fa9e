// users23: what the screens read of a user and the one change the user dialog sends (accounts22's
// model of it, moved here: the moderation account page reads it through this concept).

import { orNull } from '../core/model';
import type { ApiManageUser } from './schema';

export type PermissionName = 'library' | 'moderation' | 'settings';
export const PERMISSIONS: readonly PermissionName[] = ['library', 'moderation', 'settings'];

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
  permissions: Record<PermissionName, boolean> | null;
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

export type UserType = 'admin' | 'staff' | 'regular';

/** The user's status as the user lists say it: admin (superuser), staff or regular. */
export function userStatus(user: Pick<ManageUser, 'isStaff' | 'isSuperuser'>): UserType {
  return user.isSuperuser ? 'admin' : user.isStaff ? 'staff' : 'regular';
}

/** The flags a user type sets (a real pod's admin is a superuser and staff). */
export function typeFlags(type: UserType): { is_staff: boolean; is_superuser: boolean } {
  return { is_staff: type !== 'regular', is_superuser: type === 'admin' };
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

/** The user dialog's fields, as typed. */
export interface UserForm {
  isActive: boolean;
  type: UserType;
  permissions: Record<PermissionName, boolean>;
  /** MB as typed; empty is the instance default. */
  quota: string;
}

export function userForm(user: ManageUser): UserForm {
  return {
    isActive: user.isActive,
    type: userStatus(user),
    permissions: user.permissions ?? { library: false, moderation: false, settings: false },
    quota: user.uploadQuota === null ? '' : String(user.uploadQuota),
  };
}

/** The body of `PATCH manage/users/users/{id}/`: the pod's writable fields. */
export interface UserPatch {
  is_active?: boolean;
  is_staff?: boolean;
  is_superuser?: boolean;
  permissions?: Partial<Record<PermissionName, boolean>>;
  upload_quota?: number | null;
}

/**
 * What the dialog sends: only what differs from the user as loaded (another admin's change to a field
 * left alone is not overwritten); an empty quota is null, the instance default. Undefined when the
 * quota is not whole MB.
 */
export function userPatch(user: ManageUser, form: UserForm): UserPatch | undefined {
  const quota = parseQuota(form.quota);
  if (quota === undefined) return undefined;
  const patch: UserPatch = {};
  if (form.isActive !== user.isActive) patch.is_active = form.isActive;
  const flags = typeFlags(form.type);
  if (flags.is_staff !== user.isStaff) patch.is_staff = flags.is_staff;
  if (flags.is_superuser !== user.isSuperuser) patch.is_superuser = flags.is_superuser;
  const permissions = Object.fromEntries(
    PERMISSIONS.filter((name) => form.permissions[name] !== (user.permissions?.[name] ?? false)).map((name) => [
      name,
      form.permissions[name],
    ]),
  );
  if (Object.keys(permissions).length) patch.permissions = permissions;
  if (quota !== user.uploadQuota) patch.upload_quota = quota;
  return patch;
}
