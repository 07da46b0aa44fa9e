// Sign-up requests (ENDPOINTS §13, `manage/moderation/requests/`): made where sign-ups need a
// moderator's approval. The demo pod has no sign-up approval yet, so the list is always empty.

import type { FastifyInstance } from 'fastify';
import { requirePermission } from '../auth';
import type { PodContext } from '../context';
import { fieldErrors } from '../http/errors';
import { assertPageExists, pageOf, pageRequest, queryOf, textParam } from '../http/query';
import { apiRoute } from '../http/route';

const REQUEST_STATUSES = ['pending', 'approved', 'refused'];

export function userRequestRoutes(app: FastifyInstance, _ctx: PodContext): void {
  apiRoute(app, 'GET', 'manage/moderation/requests/', async (request) => {
    requirePermission(request, 'moderation');
    const params = queryOf(request);
    const status = textParam(params, 'status');
    if (status !== undefined && !REQUEST_STATUSES.includes(status)) {
      throw fieldErrors({ status: [`Select a valid choice. ${status} is not one of the available choices.`] });
    }
    const page = pageRequest(params);
    assertPageExists(page, 0);
    return pageOf(request, page, 0, []);
  });
}
