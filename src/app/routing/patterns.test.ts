import { describe, expect, it } from 'vitest';
import { isUuid } from './patterns';

describe('the library UUID route parameter', () => {
  it('accepts 8-4-4-4-12 hexadecimal digits, either case', () => {
    expect(isUuid('0b7f1c2e-3d4a-4b5c-8d9e-0f1a2b3c4d5e')).toBe(true);
    expect(isUuid('0B7F1C2E-3D4A-4B5C-8D9E-0F1A2B3C4D5E')).toBe(true);
  });

  it.each([
    ['too short a group', '0b7f1c2-3d4a-4b5c-8d9e-0f1a2b3c4d5e'],
    ['a non-hex digit', '0b7f1c2g-3d4a-4b5c-8d9e-0f1a2b3c4d5e'],
    ['no dashes', '0b7f1c2e3d4a4b5c8d9e0f1a2b3c4d5e'],
    ['a trailing extra', '0b7f1c2e-3d4a-4b5c-8d9e-0f1a2b3c4d5e0'],
    ['a word', 'artists'],
    ['nothing', ''],
  ])('refuses %s', (_label, value) => {
    expect(isUuid(value)).toBe(false);
  });

  it('refuses a missing parameter', () => {
    expect(isUuid(undefined)).toBe(false);
  });
});
