import { describe, expect, it } from 'vitest';
import { charField, parseMultipart } from './body';
import { parseRange } from './files';

describe('parseMultipart', () => {
  it('reads fields and files', () => {
    const body = Buffer.from(
      [
        '--b0undary',
        'Content-Disposition: form-data; name="title"',
        '',
        'Low Tide',
        '--b0undary',
        'Content-Disposition: form-data; name="audio_file"; filename="low-tide.ogg"',
        'Content-Type: audio/ogg',
        '',
        'OggS\r\nbytes',
        '--b0undary--',
        '',
      ].join('\r\n'),
    );
    const parsed = parseMultipart('multipart/form-data; boundary=b0undary', body);
    expect(parsed.kind).toBe('form');
    if (parsed.kind !== 'form') return;
    expect(parsed.fields.get('title')).toEqual(['Low Tide']);
    const [file] = parsed.files.get('audio_file') ?? [];
    expect(file).toMatchObject({ filename: 'low-tide.ogg', contentType: 'audio/ogg' });
    expect(file?.data.toString()).toBe('OggS\r\nbytes');
  });

  it('calls a body without boundary or closing delimiter invalid', () => {
    expect(parseMultipart('multipart/form-data', Buffer.from('x')).kind).toBe('invalid');
    expect(
      parseMultipart(
        'multipart/form-data; boundary=b',
        Buffer.from('--b\r\nContent-Disposition: form-data; name="a"\r\n\r\nx'),
      ).kind,
    ).toBe('invalid');
  });
});

describe('parseRange', () => {
  it('reads the three forms of a single range', () => {
    expect(parseRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(parseRange('bytes=900-', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange('bytes=-5000', 1000)).toEqual({ start: 0, end: 999 });
    expect(parseRange('bytes=10-5000', 1000)).toEqual({ start: 10, end: 999 });
  });

  it('ignores what it cannot serve as one range, and flags ranges past the end', () => {
    expect(parseRange(undefined, 1000)).toBeNull();
    expect(parseRange('bytes=0-1,5-6', 1000)).toBeNull();
    expect(parseRange('items=0-1', 1000)).toBeNull();
    expect(parseRange('bytes=50-10', 1000)).toBeNull();
    expect(parseRange('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(parseRange('bytes=-0', 1000)).toBe('unsatisfiable');
  });
});

describe('charField', () => {
  const check = (value: unknown, partial = false) => {
    const errors: Record<string, unknown> = {};
    return { value: charField(value, { partial, max: 5 }, errors, 'name'), errors };
  };

  it('trims a string and reads a number as text, as DRF does', () => {
    expect(check('  Tide ')).toEqual({ value: 'Tide', errors: {} });
    expect(check(42)).toEqual({ value: '42', errors: {} });
  });

  it("gives DRF's message for each refusal, and none for an absent field of a partial update", () => {
    expect(check(undefined).errors).toEqual({ name: ['This field is required.'] });
    expect(check(undefined, true)).toEqual({ value: undefined, errors: {} });
    expect(check(null).errors).toEqual({ name: ['This field may not be null.'] });
    expect(check(['x']).errors).toEqual({ name: ['Not a valid string.'] });
    expect(check('   ').errors).toEqual({ name: ['This field may not be blank.'] });
    expect(check('Sea Glass').errors).toEqual({ name: ['Ensure this field has no more than 5 characters.'] });
  });
});
