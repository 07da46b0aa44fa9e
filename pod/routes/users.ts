// Session login and logout (ENDPOINTS §1a), and `users/me/`.

import type { FastifyInstance } from 'fastify';
import { closeSession, cookieOf, csrfFailure, issueCsrfToken, openSession, requireUser } from '../auth';
import type { PodContext } from '../context';
import { bodyOf } from '../http/body';
import { ApiError, badRequest, fieldErrors } from '../http/errors';
import { csrfFailurePage } from '../http/pages';
import { apiRoute } from '../http/route';
import { View } from '../serialize/common';
import { serializeMe } from '../serialize/users';
import { checkPassword, userByLogin } from '../users';

export function userRoutes(app: FastifyInstance, ctx: PodContext): void {
  apiRoute(
    app,
    'POST',
    'users/login',
    async (request, reply) => {
      // The login view's CSRF refusal is Django's HTML page, not DRF's JSON; as in production, it
      // says whether the cookie was missing but not the rest of the reason.
      if (csrfFailure(request))
        throw new ApiError(403, csrfFailurePage(!cookieOf(request, 'csrftoken')), 'text/html; charset=utf-8');
      const body = bodyOf(request);
      if (body?.kind === 'invalid') throw badRequest(body.message);
      // Form bodies only: the pod reads the login form, so a JSON body carries no fields.
      const fields = body?.kind === 'form' ? body.fields : new Map<string, string[]>();
      const username = fields.get('username')?.at(-1) ?? '';
      const password = fields.get('password')?.at(-1) ?? '';
      const missing: Record<string, string[]> = {};
      if (!username) missing.username = ['This field is required.'];
      if (!password) missing.password = ['This field is required.'];
      if (Object.keys(missing).length > 0) throw fieldErrors(missing);
      const user = userByLogin(ctx.db, username);
      if (!user || !checkPassword(password, user.password)) {
        throw fieldErrors({ non_field_errors: ['Unable to log in with provided credentials'] });
      }
      if (!user.is_active) throw fieldErrors({ non_field_errors: ['This account was disabled'] });
      closeSession(ctx, request); // a new session key at each login, like Django
      openSession(ctx, reply, user);
      issueCsrfToken(reply);
      return reply.code(200).send();
    },
    { csrf: false },
  );

  apiRoute(app, 'POST', 'users/logout', async (request, reply) => {
    closeSession(ctx, request, reply);
    issueCsrfToken(reply);
    return reply.code(200).send();
  });

  apiRoute(app, 'GET', 'users/me/', async (request) => serializeMe(new View(ctx, request), requireUser(request)));
}
