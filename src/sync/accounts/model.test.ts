import { describe, expect, it } from 'vitest';
import { parseQuota, quotaField, userStatus } from './model';

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
