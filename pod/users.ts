// Accounts: rows, password hashing (scrypt), creation.

import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';
import type { DB } from './db';
import { isoDate, randomToken } from './ids';

export interface UserRow {
  id: number;
  username: string;
  email: string;
  name: string;
  password: string;
  secret_key: string;
  is_active: number;
  is_staff: number;
  is_superuser: number;
  permission_library: number;
  permission_moderation: number;
  permission_settings: number;
  privacy_level: string;
  upload_quota: number | null;
  settings: string | null;
  summary_text: string | null;
  summary_content_type: string | null;
  avatar_uuid: string | null;
  date_joined: string;
  last_activity: string | null;
  instance_support_message_display_date: string | null;
  funkwhale_support_message_display_date: string | null;
}

const SCRYPT = { N: 16384, r: 8, p: 1 };

export function hashPassword(password: string): string {
  const salt = randomBytes(16);
  const hash = scryptSync(password, salt, 32, SCRYPT);
  return `scrypt$${SCRYPT.N}$${salt.toString('base64')}$${hash.toString('base64')}`;
}

/**
 * The seeded accounts' password hashes, made once per process: scrypt is slow on purpose (0.2 s or
 * more a hash on a loaded machine) and `POST /__test__/reset` re-seeds before every e2e test. The
 * hash has a random salt like any other; only the hashing is not repeated at each re-seed, nor at
 * each log-in of a seeded account with its seeded password (checkPassword).
 */
const seedHashes = new Map<string, string>();

export function seedPasswordHash(password: string): string {
  let hash = seedHashes.get(password);
  if (hash === undefined) {
    hash = hashPassword(password);
    seedHashes.set(password, hash);
  }
  return hash;
}

export function checkPassword(password: string, stored: string): boolean {
  // A seeded account's own hash of this very password (seedPasswordHash): the answer scrypt would give.
  if (seedHashes.get(password) === stored) return true;
  const [scheme, n, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = scryptSync(password, Buffer.from(salt, 'base64'), expected.length, { ...SCRYPT, N: Number(n) });
  return timingSafeEqual(actual, expected);
}

interface NewUser {
  username: string;
  password: string;
  /** `password` already hashed (hashPassword): the seed hashes each of its passwords once per process. */
  passwordHash?: string;
  email?: string;
  isStaff?: boolean;
  isSuperuser?: boolean;
  permissions?: { library?: boolean; moderation?: boolean; settings?: boolean };
  dateJoined?: string;
}

const DAY = 24 * 3600 * 1000;

export function createUser(db: DB, user: NewUser): number {
  const joined = user.dateJoined ?? isoDate();
  // Like a real pod: the support messages are first shown 15 days after sign-up.
  const firstMessage = isoDate(Date.parse(joined) + 15 * DAY);
  const result = db
    .prepare(
      `INSERT INTO users (username, email, password, secret_key, is_staff, is_superuser, permission_library,
         permission_moderation, permission_settings, date_joined, instance_support_message_display_date,
         funkwhale_support_message_display_date)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      user.username,
      user.email ?? `${user.username}@shoal.example`,
      user.passwordHash ?? hashPassword(user.password),
      randomToken(32),
      user.isStaff ? 1 : 0,
      user.isSuperuser ? 1 : 0,
      user.permissions?.library ? 1 : 0,
      user.permissions?.moderation ? 1 : 0,
      user.permissions?.settings ? 1 : 0,
      joined,
      firstMessage,
      firstMessage,
    );
  return Number(result.lastInsertRowid);
}

export function userById(db: DB, id: number): UserRow | undefined {
  return db.prepare('SELECT * FROM users WHERE id = ?').get(id) as UserRow | undefined;
}

/** By username (case-insensitive) or e-mail address, as the login form accepts both. */
export function userByLogin(db: DB, login: string): UserRow | undefined {
  return db
    .prepare('SELECT * FROM users WHERE username = ? OR fold(email) = fold(?) ORDER BY id LIMIT 1')
    .get(login, login) as UserRow | undefined;
}

/** What the user may do, as `permissions` in the API (superusers hold everything). */
export function permissionsOf(user: UserRow): { library: boolean; moderation: boolean; settings: boolean } {
  const all = user.is_superuser === 1;
  return {
    library: all || user.permission_library === 1,
    moderation: all || user.permission_moderation === 1,
    settings: all || user.permission_settings === 1,
  };
}
