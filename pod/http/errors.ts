// Errors in the shapes of a real pod: `{"detail": "..."}` or DRF field errors `{"field": ["..."]}`.

import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

type ErrorBody = { detail: string } | Record<string, string[] | unknown>;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    /** JSON, or a ready-made text (an HTML page) sent with `contentType`, or nothing. */
    readonly body: ErrorBody | string | null,
    readonly contentType = 'application/json',
  ) {
    super(body && typeof body === 'object' && typeof body.detail === 'string' ? body.detail : `HTTP ${status}`);
  }
}

export const detail = (status: number, message: string) => new ApiError(status, { detail: message });
export const badRequest = (message: string) => detail(400, message);
export const notFound = () => detail(404, 'Not found.');
export const fieldErrors = (errors: Record<string, string[]>) => new ApiError(400, errors);
export const notAuthenticated = () => detail(401, 'Authentication credentials were not provided.');
export const forbidden = () => detail(403, 'You do not have permission to perform this action.');

/** Messages of fastify's own client errors (body too large, bad content length...), made DRF-like. */
function frameworkMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'Request body is too large.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported media type in request.';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'JSON parse error - empty body.';
    default:
      return error.message || 'Bad request.';
  }
}

export function sendError(reply: FastifyReply, error: ApiError): FastifyReply {
  reply.code(error.status);
  if (error.body === null) return reply.send();
  if (typeof error.body === 'string') return reply.type(error.contentType).send(error.body);
  return reply.type('application/json').send(JSON.stringify(error.body));
}

/** Every error becomes a JSON answer; only a bug in the pod itself is a 500 (and is logged). */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof ApiError) return sendError(reply, error);
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return sendError(reply, detail(status, frameworkMessage(error)));
    request.log.error({ err: error }, 'unexpected error');
    return sendError(reply, detail(500, 'A server error occurred.'));
  });
}
