import { describe, expect, it } from 'vitest';
import { fieldLabel, flattenFieldErrors } from './field-errors';
import { realPod } from '../testing/fixtures';

describe('flattenFieldErrors (spec 01 section 5)', () => {
  it('shows non_field_errors bare, as a real pod sends them for a bad password', () => {
    expect(flattenFieldErrors(realPod('login_badpw.json'))).toEqual(['Unable to log in with provided credentials']);
  });

  it('turns underscores into spaces and capitalises the field name', () => {
    expect(fieldLabel('upload_quota')).toBe('Upload quota');
    expect(fieldLabel('name')).toBe('Name');
    expect(fieldLabel('privacy_level')).toBe('Privacy level');
  });

  it('prefixes a message containing "this field" with the field name, case-insensitively', () => {
    expect(flattenFieldErrors({ upload_quota: ['This field is required.'] })).toEqual([
      'Upload quota: This field is required.',
    ]);
    expect(flattenFieldErrors({ email: ['Enter a valid value for THIS FIELD'] })).toEqual([
      'Email: Enter a valid value for THIS FIELD',
    ]);
  });

  it('leaves other messages as they are', () => {
    expect(flattenFieldErrors({ username: ['A user with that username already exists.'] })).toEqual([
      'A user with that username already exists.',
    ]);
  });

  it('prefixes nested fields with their parent and " - "', () => {
    expect(flattenFieldErrors({ summary: { text: ['This field may not be blank.'] } })).toEqual([
      'Summary - Text: This field may not be blank.',
    ]);
    expect(flattenFieldErrors({ target_library: { some_field: { deep_name: ['This field is bad'] } } })).toEqual([
      'Target library - Some field - Deep name: This field is bad',
    ]);
  });

  it('uses the given parent label', () => {
    expect(flattenFieldErrors({ text: ['This field may not be blank.'] }, 'Summary')).toEqual([
      'Summary - Text: This field may not be blank.',
    ]);
  });

  it('shows objects in a list by their code', () => {
    expect(
      flattenFieldErrors({ tracks: [{ code: 'invalid_track', message: 'ignored' }, { code: 'missing' }] }),
    ).toEqual(['invalid_track', 'missing']);
  });

  it('reads an object without a code inside a list as nested errors', () => {
    expect(flattenFieldErrors({ tracks: [{ position: ['This field is required.'] }] })).toEqual([
      'Tracks - Position: This field is required.',
    ]);
  });

  it('keeps every message of every field, in order', () => {
    expect(
      flattenFieldErrors({
        password1: ['This password is too short.', 'This password is too common.'],
        non_field_errors: ['The two password fields did not match.'],
        email: 'This field must be unique.',
      }),
    ).toEqual([
      'This password is too short.',
      'This password is too common.',
      'The two password fields did not match.',
      'Email: This field must be unique.',
    ]);
  });

  it('gives nothing for bodies that hold no field errors', () => {
    expect(flattenFieldErrors({})).toEqual([]);
    expect(flattenFieldErrors(null)).toEqual([]);
    expect(flattenFieldErrors(undefined)).toEqual([]);
    expect(flattenFieldErrors('<html>403</html>')).toEqual([]);
    expect(flattenFieldErrors({ target: null, other: [] })).toEqual([]);
  });

  it('reads a bare list body', () => {
    expect(flattenFieldErrors(['Invalid type'])).toEqual(['Invalid type']);
  });
});
