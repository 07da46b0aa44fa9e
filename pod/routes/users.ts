// Session login and logout (ENDPOINTS §1a), and `users/me/`.

import type { FastifyInstance } from 'fastify';
import { closeSession, csrfFailure, issueCsrfToken, openSession, requireUser } from '../auth';
import type { PodContext } from '../context';
import { bodyOf } from '../http/body';
import { ApiError, badRequest, fieldErrors } from '../http/errors';
import { apiRoute } from '../http/route';
import { View } from '../serialize/common';
import { serializeMe } from '../serialize/users';
import { checkPassword, userByLogin } from '../users';

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The login view's CSRF refusal is a plain HTML page, as on a real pod (not DRF's JSON). */
export function csrfFailurePage(reason: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><meta name="robots" content="NONE,NOARCHIVE"><title>403 Forbidden</title></head>
<body>
<h1>Forbidden <span>(403)</span></h1>
<p>CSRF verification failed. Request aborted.</p>
<p>Reason: ${escape(reason)}</p>
<p>This form needs the <code>csrftoken</code> cookie, and the same value in the <code>X-CSRFToken</code> header.</p>
</body>
</html>
`;
}

export function userRoutes(app: FastifyInstance, ctx: PodContext): void {
  apiRoute(
    app,
    'POST',
    'users/login',
    async (request, reply) => {
      const failure = csrfFailure(request);
      if (failure) throw new ApiError(403, csrfFailurePage(failure), 'text/html; charset=utf-8');
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
