// account24: a user's own account settings, as a real Funkwhale 1.4 pod answers them (ENDPOINTS §1e,
// §2): the password change of dj-rest-auth (`auth/password/change/`, alias
// `auth/registration/change-password/`) with Django's default password validators; `users/settings/`
// (a free-form object merged into the user's settings, answered whole); and the Subsonic password
// (`users/{username}/subsonic-token/` GET, POST, DELETE: 403 for another user, 405 while the
// `subsonic__enabled` preference is off; a bearer token lacks the security scope, 403).

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireSessionUser, requireUser } from '../auth';
import type { PodContext } from '../context';
import { randomBytes } from 'node:crypto';
import { bodyFields } from '../http/body';
import { ApiError, fieldErrors } from '../http/errors';
import { apiRoute } from '../http/route';
import { readPreference } from '../settings';
import { passwordProblems, setUserPassword } from '../passwords';
import { checkPassword, userById, type UserRow } from '../users';

const OLD_PASSWORD_WRONG = 'Your old password was entered incorrectly. Please enter it again.';
const MISMATCH = 'The two password fields didn’t match.';
const REQUIRED = 'This field is required.';

function textOf(fields: Record<string, unknown>, name: string): string {
  const value = fields[name];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

function subsonicTokenOf(ctx: PodContext, userId: number): string | null {
  const row = ctx.db.prepare('SELECT token FROM account24_subsonic_tokens WHERE user_id = ?').get(userId) as
    { token: string } | undefined;
  return row?.token ?? null;
}

/** The Subsonic view's own checks, in its order: the owner only (403, no body), then enabled (405, no body). */
function subsonicOwner(ctx: PodContext, request: FastifyRequest): UserRow {
  const user = requireSessionUser(request);
  const { username } = request.params as { username: string };
  if (user.username !== username) throw new ApiError(403, null);
  if (readPreference(ctx.db, 'subsonic__enabled') !== true) throw new ApiError(405, null);
  return user;
}

export function accountSettingsRoutes(app: FastifyInstance, ctx: PodContext): void {
  const changePassword = (request: FastifyRequest) => {
    const user = requireUser(request);
    const fields = bodyFields(request);
    const old = textOf(fields, 'old_password');
    const new1 = textOf(fields, 'new_password1');
    const new2 = textOf(fields, 'new_password2');
    const errors: Record<string, string[]> = {};
    for (const [name, value] of [
      ['old_password', old],
      ['new_password1', new1],
      ['new_password2', new2],
    ] as const) {
      if (!value) errors[name] = [REQUIRED];
    }
    if (Object.keys(errors).length > 0) throw fieldErrors(errors);
    if (!checkPassword(old, user.password)) throw fieldErrors({ old_password: [OLD_PASSWORD_WRONG] });
    if (new1 !== new2) throw fieldErrors({ new_password2: [MISMATCH] });
    const problems = passwordProblems(new2, user);
    if (problems.length > 0) throw fieldErrors({ new_password2: problems });
    setUserPassword(ctx, user.id, new1);
    // Django's update_session_auth_hash: this session stays; the user's other sessions end.
    if (request.auth.sessionKey)
      ctx.db.prepare('DELETE FROM sessions WHERE user_id = ? AND key != ?').run(user.id, request.auth.sessionKey);
    else ctx.db.prepare('DELETE FROM sessions WHERE user_id = ?').run(user.id);
    return { detail: 'New password has been saved.' };
  };
  apiRoute(app, 'POST', 'auth/password/change/', changePassword);
  apiRoute(app, 'POST', 'auth/registration/change-password/', changePassword);

  apiRoute(app, 'POST', 'users/settings/', (request) => {
    const user = requireUser(request);
    const changes = bodyFields(request);
    const current = user.settings === null ? {} : (JSON.parse(user.settings) as Record<string, unknown>);
    const merged = { ...current, ...changes };
    ctx.db.prepare('UPDATE users SET settings = ? WHERE id = ?').run(JSON.stringify(merged), user.id);
    return JSON.parse(userById(ctx.db, user.id)?.settings ?? '{}') as unknown;
  });

  apiRoute(app, 'GET', 'users/:username/subsonic-token/', (request) => {
    const user = subsonicOwner(ctx, request);
    return { subsonic_api_token: subsonicTokenOf(ctx, user.id) };
  });
  apiRoute(app, 'POST', 'users/:username/subsonic-token/', (request) => {
    const user = subsonicOwner(ctx, request);
    const token = randomBytes(8).toString('hex');
    ctx.db
      .prepare(
        `INSERT INTO account24_subsonic_tokens (user_id, token) VALUES (?, ?)
         ON CONFLICT (user_id) DO UPDATE SET token = excluded.token`,
      )
      .run(user.id, token);
    return { subsonic_api_token: token };
  });
  apiRoute(app, 'DELETE', 'users/:username/subsonic-token/', (request, reply) => {
    const user = subsonicOwner(ctx, request);
    ctx.db.prepare('DELETE FROM account24_subsonic_tokens WHERE user_id = ?').run(user.id);
    return reply.code(204).send();
  });
}
