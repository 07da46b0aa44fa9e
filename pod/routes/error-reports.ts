// A test-only error-report collector (issue 24, consent24): the e2e build of the client is pointed at
// it (VITE_SHOAL_REPORT_URL=/__test__/error-reports) so a spec can read what left the browser. It is
// no part of Funkwhale's API and exists only with --test-hooks. `POST` stores a JSON body as it came,
// `GET` lists them in the order received, `POST /__test__/reset` empties the list.

import type { FastifyInstance } from 'fastify';
import type { PodContext } from '../context';
import { bodyOf } from '../http/body';

/** Enough for any test; a runaway client cannot fill the pod's memory. */
const MAX_REPORTS = 500;

const collected = new WeakMap<PodContext, unknown[]>();

function reportsOf(ctx: PodContext): unknown[] {
  let list = collected.get(ctx);
  if (!list) {
    list = [];
    collected.set(ctx, list);
  }
  return list;
}

export function resetErrorReports(ctx: PodContext): void {
  collected.delete(ctx);
}

export function errorReportTestRoutes(app: FastifyInstance, ctx: PodContext): void {
  app.post('/__test__/error-reports', async (request, reply) => {
    const body = bodyOf(request);
    if (body?.kind !== 'json') return reply.code(400).send({ detail: 'A JSON body is expected.' });
    const list = reportsOf(ctx);
    if (list.length >= MAX_REPORTS) list.shift();
    list.push(body.value);
    return reply.code(204).send();
  });
  app.get('/__test__/error-reports', async () => reportsOf(ctx));
}
