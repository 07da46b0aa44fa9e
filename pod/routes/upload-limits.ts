// The front server's limit on a sent file, and the test switch that holds an upload's answer
// (import18). A real pod sits behind nginx configured by Funkwhale's deploy template:
// `client_max_body_size ${NGINX_MAX_BODY_SIZE}` (100M by default) refuses a larger body with nginx's
// own 413 HTML page before the pod sees it. The demo pod answers the same on both ways of sending a
// file. Test hooks only: `POST /__test__/uploads {maxBytes?, holdMs?, holdTimes?}` lowers that limit
// (null: back to the default) and holds the answer of the next sends once their upload is stored
// (a pod that took the file but whose answer comes too late for the client).

import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PodContext } from '../context';
import { bodyOf } from '../http/body';
import { fieldErrors } from '../http/errors';

/** nginx's `100M` (MiB), the deploy template's default `NGINX_MAX_BODY_SIZE`. */
export const DEFAULT_MAX_UPLOAD_BYTES = 100 * 1024 * 1024;
/** The longest hold a test may ask for: past any client timeout worth testing, not a hung pod. */
export const MAX_HOLD_MS = 120_000;

/** nginx's page for a body over `client_max_body_size`. */
export const NGINX_413_PAGE =
  '<html>\r\n<head><title>413 Request Entity Too Large</title></head>\r\n<body>\r\n<center><h1>413 Request Entity Too Large</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n';

/** The paths a file is sent to: `api/v1/uploads/` (and v2's), and a v2 upload group's upload URL. */
const SEND_PATH = /^\/api\/v[12]\/(uploads\/?|upload-groups\/[^/]+\/uploads\/?)$/;

interface Switches {
  maxBytes: number;
  holdMs: number;
  holdTimes: number;
}

const switches = new WeakMap<PodContext, Switches>();

function of(ctx: PodContext): Switches {
  let state = switches.get(ctx);
  if (state === undefined) {
    state = { maxBytes: DEFAULT_MAX_UPLOAD_BYTES, holdMs: 0, holdTimes: 0 };
    switches.set(ctx, state);
  }
  return state;
}

export function resetUploadSwitches(ctx: PodContext): void {
  switches.delete(ctx);
}

/** Refuses a send whose body is over the limit, as the front server does: before anything else runs. */
export function installUploadLimit(app: FastifyInstance, ctx: PodContext): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'POST' || !SEND_PATH.test(request.url.split('?')[0] ?? '')) return;
    const length = Number(request.headers['content-length'] ?? 0);
    if (!(length > of(ctx).maxBytes)) return;
    // nginx closes the connection after this answer; the body still on its way is not read.
    return reply.code(413).header('connection', 'close').type('text/html').send(NGINX_413_PAGE);
  });
}

/** Called once a sent file is stored: holds its answer while the switch says so. */
export async function holdUploadAnswer(ctx: PodContext): Promise<void> {
  const state = of(ctx);
  if (state.holdTimes <= 0 || state.holdMs <= 0) return;
  state.holdTimes -= 1;
  await new Promise((resolve) => setTimeout(resolve, state.holdMs));
}

const isCount = (value: unknown, max: number) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= max;

/** `POST /__test__/uploads {maxBytes?: number|null, holdMs?: number, holdTimes?: number}` → 204. */
export function uploadSwitchRoutes(app: FastifyInstance, ctx: PodContext): void {
  app.post('/__test__/uploads', async (request: FastifyRequest, reply) => {
    const body = bodyOf(request);
    const value = (body?.kind === 'json' ? body.value : null) as Record<string, unknown> | null;
    if (value === null || typeof value !== 'object') throw fieldErrors({ non_field_errors: ['A JSON object.'] });
    const { maxBytes, holdMs, holdTimes } = value;
    const errors: Record<string, string[]> = {};
    if (maxBytes !== undefined && maxBytes !== null && !isCount(maxBytes, Number.MAX_SAFE_INTEGER))
      errors.maxBytes = ['A number of bytes, or null for the default.'];
    if (holdMs !== undefined && !isCount(holdMs, MAX_HOLD_MS))
      errors.holdMs = [`Milliseconds between 0 and ${MAX_HOLD_MS}.`];
    if (holdTimes !== undefined && !isCount(holdTimes, 1000)) errors.holdTimes = ['A count of sends.'];
    if (Object.keys(errors).length) throw fieldErrors(errors);
    const state = of(ctx);
    if (maxBytes !== undefined) state.maxBytes = maxBytes === null ? DEFAULT_MAX_UPLOAD_BYTES : (maxBytes as number);
    if (holdMs !== undefined) {
      state.holdMs = holdMs as number;
      state.holdTimes = holdTimes === undefined ? 1 : (holdTimes as number);
    }
    return reply.code(204).send();
  });
}
