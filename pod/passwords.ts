// Passwords as a real pod (Django) judges and sets them: the default validators, and a change that
// rotates the user's secret key. Used by the password change (routes/account.ts) and the reset.

import type { PodContext } from './context';
import { randomToken } from './ids';
import { hashPassword, type UserRow } from './users';

/** A few of Django's CommonPasswordValidator list (20,000 words there): enough to be refused as one would. */
const COMMON_PASSWORDS = new Set([
  'password', 'password1', 'password123', '12345678', '123456789', '1234567890', 'qwertyuiop', 'qwerty123',
  'iloveyou', 'sunshine', 'football', 'baseball', 'welcome1', 'letmein1', 'abc12345', 'trustno1',
  'superman', 'princess', 'whatever', 'passw0rd', 'starwars', 'computer', 'michelle', 'jennifer',
  'changeme', 'aaaaaaaa', '11111111', '00000000', 'asdfghjk', 'zxcvbnm1', 'demodemo', 'admin123',
]); // prettier-ignore

/** Django's default validators (Funkwhale keeps them on): messages in the order Django lists them. */
/** `user`: the account when known (a new account's is not yet: no similarity check then). */
export function passwordProblems(password: string, user?: Pick<UserRow, 'username' | 'email'>): string[] {
  const problems: string[] = [];
  const lower = password.toLowerCase();
  const similar = (value: string) => {
    const attribute = value.toLowerCase();
    if (!attribute) return false;
    const parts = [attribute, ...attribute.split(/\W+/)].filter((part) => part.length > 0);
    return parts.some(
      (part) => part === lower || (part.length >= 3 && lower.includes(part) && part.length / lower.length >= 0.7),
    );
  };
  if (user && similar(user.username)) problems.push('The password is too similar to the username.');
  else if (user && similar(user.email)) problems.push('The password is too similar to the email address.');
  if (password.length < 8) problems.push('This password is too short. It must contain at least 8 characters.');
  if (COMMON_PASSWORDS.has(lower.trim())) problems.push('This password is too common.');
  if (/^\d+$/.test(password)) problems.push('This password is entirely numeric.');
  return problems;
}

/**
 * Stores a new password (pod/users.ts's scrypt format) and rotates the user's secret key, as
 * Funkwhale's `set_password` does: the listen tokens signed with the old key stop working.
 */
export function setUserPassword(ctx: PodContext, userId: number, password: string): void {
  ctx.db
    .prepare('UPDATE users SET password = ?, secret_key = ? WHERE id = ?')
    .run(hashPassword(password), randomToken(32), userId);
}
