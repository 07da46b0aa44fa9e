// Identifiers and timestamps.

import { createHash, randomBytes, randomUUID } from 'node:crypto';

/**
 * A UUID (version 5 layout) derived from a name: the seeded catalogue gets the same uuids at every
 * seeding, so URLs cached by a browser stay valid across `--fresh` restarts and test resets.
 */
export function stableUuid(name: string): string {
  const hash = createHash('sha1').update(`shoal-demo-pod:${name}`).digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

export function newUuid(): string {
  return randomUUID();
}

const UUID = /^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i;

/** The canonical (lower case, dashed) form of a UUID, or null when the text is not one. */
export function parseUuid(text: string): string | null {
  if (!UUID.test(text)) return null;
  const hex = text.replace(/-/g, '').toLowerCase();
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

const ALPHANUMERIC = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** A random token of letters and digits, like Django's session keys and CSRF tokens. */
export function randomToken(length: number): string {
  const bytes = randomBytes(length);
  let out = '';
  for (const byte of bytes) out += ALPHANUMERIC[byte % ALPHANUMERIC.length];
  return out;
}

/** ISO-8601 in UTC, as the API writes dates. */
export function isoDate(date: Date | number = Date.now()): string {
  return new Date(date).toISOString();
}
