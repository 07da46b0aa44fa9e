import { describe, expect, it } from 'vitest';
import { truncate } from './truncate';

describe('truncate', () => {
  it('keeps 100 characters by default, then an ellipsis', () => {
    const exact = 'a'.repeat(100);
    expect(truncate(exact)).toBe(exact);
    expect(truncate(`${exact}b`)).toBe(`${exact}…`);
  });

  it('takes a length and an ending', () => {
    expect(truncate('hello world', 5)).toBe('hello…');
    expect(truncate('hello world', 6)).toBe('hello…');
    expect(truncate('hello', 5)).toBe('hello');
    expect(truncate('hello world', 5, '...')).toBe('hello...');
    expect(truncate('', 3)).toBe('');
  });

  it('never cuts a character in half', () => {
    expect(truncate('🎵🎶🎸', 2)).toBe('🎵🎶…');
  });
});
