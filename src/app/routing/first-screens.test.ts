import { describe, expect, it } from 'vitest';
import { firstScreenOf } from './first-screens';

describe('firstScreenOf', () => {
  it('is the anonymous home on / without a session, the library home with one', () => {
    expect(firstScreenOf('/', false)).toBe('anonymous');
    expect(firstScreenOf('/', true)).toBe('library');
    expect(firstScreenOf('/index.html', false)).toBe('anonymous');
  });

  it('is the library home on /library, with or without a trailing slash', () => {
    expect(firstScreenOf('/library', true)).toBe('library');
    expect(firstScreenOf('/library/', false)).toBe('library');
  });

  it('is the login form on /login', () => {
    expect(firstScreenOf('/login', false)).toBe('login');
    expect(firstScreenOf('/login/', true)).toBe('login');
  });

  it('is none for any other screen', () => {
    for (const path of ['/login/x', '/library/albums', '/favorites', '/settings', '/@demo'])
      expect(firstScreenOf(path, true), path).toBeNull();
  });
});
