import { describe, expect, it } from 'vitest';
import { charsBySource, packageOf } from './sourcemap';

describe('charsBySource', () => {
  it('gives each segment the text up to the next one, newlines to the line they end', () => {
    // Line 1: "abcd" (col 0 → source 0, col 2 → source 1); line 2: "xy" (col 0 → source 1, col 1 unmapped).
    const totals = charsBySource('abcd\nxy', { sources: ['a.js', 'b.js'], mappings: 'AAAA,ECAA;AAAA,C' });
    expect(Object.fromEntries(totals)).toEqual({ 'a.js': 2, 'b.js': 4, '': 1 });
  });

  it('decodes multi-digit and negative fields', () => {
    // Column 24 ("wB", two digits) with source index +1, then column 34 back to source 0 ("D" is -1).
    const code = `${'a'.repeat(40)}${'b'.repeat(10)}${'c'.repeat(5)}`;
    const totals = charsBySource(code, { sources: ['first', 'second'], mappings: 'AAAA,wBCAA,UDAA' });
    expect(Object.fromEntries(totals)).toEqual({ first: 45, second: 10 });
  });

  it('refuses text that is not base64 VLQ', () => {
    expect(() => charsBySource('a', { sources: ['x'], mappings: 'A!AA' })).toThrow(/VLQ/);
  });
});

describe('packageOf', () => {
  it('names npm packages, scoped or not, and the app', () => {
    expect(packageOf('../../node_modules/react-dom/cjs/react-dom.production.js')).toBe('react-dom');
    expect(packageOf('../node_modules/@tanstack/query-core/build/modern/query.js')).toBe('@tanstack/query-core');
    expect(packageOf('../../src/app/App.tsx')).toBe('Shoal (src)');
    expect(packageOf('')).toBe('(unmapped)');
  });
});
