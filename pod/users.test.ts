// fast28: the seed's password hashes, made once per process, and what they let log in.

import { scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkPassword, hashPassword, seedPasswordHash } from './users';

describe('seed password hashes', () => {
  it('hashes a seeded password once: the same scrypt hash at each seed', () => {
    const first = seedPasswordHash('tide-pool-1');
    expect(first).toMatch(/^scrypt\$16384\$/);
    expect(seedPasswordHash('tide-pool-1')).toBe(first);
    expect(seedPasswordHash('tide-pool-2')).not.toBe(first);
  });

  it('accepts exactly what scrypt accepts', () => {
    const stored = seedPasswordHash('kelp-forest-3');
    expect(checkPassword('kelp-forest-3', stored)).toBe(true);
    expect(checkPassword('kelp-forest-4', stored)).toBe(false);
    expect(checkPassword('Kelp-forest-3', stored)).toBe(false);
    // Another seeded password does not open this hash, nor does the right one open another hash.
    expect(checkPassword('tide-pool-1', stored)).toBe(false);
    expect(checkPassword('kelp-forest-3', hashPassword('kelp-forest-3'))).toBe(true);
    expect(checkPassword('kelp-forest-3', hashPassword('sea-glass-5'))).toBe(false);
    // The hash is a real one: scrypt itself, without the cache, finds the password in it.
    const [, n, salt = '', hash] = stored.split('$');
    const again = scryptSync('kelp-forest-3', Buffer.from(salt, 'base64'), 32, { N: Number(n), r: 8, p: 1 });
    expect(again.toString('base64')).toBe(hash);
  });
});
