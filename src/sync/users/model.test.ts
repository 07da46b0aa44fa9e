import { describe, expect, it } from 'vitest';
import { parseQuota, quotaField, userForm, userPatch, userStatus, type ManageUser } from './model';

describe('the upload quota field', () => {
  it('shows an empty quota as empty, with the pod default as placeholder', () => {
    expect(quotaField(null, 1000)).toEqual({ value: '', placeholder: '1000' });
  });

  it('shows the account’s own quota, the default still as placeholder', () => {
    expect(quotaField(250, 1000)).toEqual({ value: '250', placeholder: '1000' });
    expect(quotaField(0, 1000)).toEqual({ value: '0', placeholder: '1000' });
  });

  it('has no placeholder when node info gives no default', () => {
    expect(quotaField(null, null)).toEqual({ value: '', placeholder: '' });
  });

  it('sends empty as null (the default) and refuses what is not whole MB', () => {
    expect(parseQuota('  ')).toBeNull();
    expect(parseQuota(' 300 ')).toBe(300);
    expect(parseQuota('-1')).toBeUndefined();
    expect(parseQuota('1.5')).toBeUndefined();
  });
});

describe('userStatus', () => {
  it('is admin for a superuser, staff for staff, else regular', () => {
    expect(userStatus({ isSuperuser: true, isStaff: true })).toBe('admin');
    expect(userStatus({ isSuperuser: false, isStaff: true })).toBe('staff');
    expect(userStatus({ isSuperuser: false, isStaff: false })).toBe('regular');
  });
});

const kim: ManageUser = {
  id: 7,
  username: 'kim',
  email: 'kim@shoal.example',
  name: 'Kim',
  isActive: true,
  isStaff: false,
  isSuperuser: false,
  dateJoined: '2026-01-01T00:00:00Z',
  lastActivity: null,
  uploadQuota: 250,
  permissions: { library: false, moderation: false, settings: false },
};

describe('the user dialog’s change', () => {
  it('sends nothing when nothing changed', () => {
    expect(userPatch(kim, userForm(kim))).toEqual({});
  });

  it('sends an emptied quota as null: the instance default applies', () => {
    expect(userPatch(kim, { ...userForm(kim), quota: '' })).toEqual({ upload_quota: null });
    expect(userPatch(kim, { ...userForm(kim), quota: '   ' })).toEqual({ upload_quota: null });
    expect(userPatch({ ...kim, uploadQuota: null }, { ...userForm(kim), quota: '' })).toEqual({});
  });

  it('sends only the changed permission, the type as its two flags, and whole MB', () => {
    const form = userForm(kim);
    expect(
      userPatch(kim, {
        ...form,
        type: 'admin',
        permissions: { ...form.permissions, library: true },
        quota: '1',
      }),
    ).toEqual({ is_staff: true, is_superuser: true, permissions: { library: true }, upload_quota: 1 });
    expect(userPatch(kim, { ...form, isActive: false })).toEqual({ is_active: false });
    expect(userPatch(kim, { ...form, quota: '1.5' })).toBeUndefined();
  });

  it('reads a superuser as admin and a user without permissions as none held', () => {
    expect(userForm({ ...kim, isStaff: true, isSuperuser: true, permissions: null })).toMatchObject({
      type: 'admin',
      permissions: { library: false, moderation: false, settings: false },
      quota: '250',
    });
  });
});
