// settings23: the front settings' `additionalStylesheets` (`/settings.json`, a file the pod's admin
// writes beside the app). Test hooks only: `POST /__test__/stylesheets {stylesheets: [css, ...]}`
// serves each text at `/__test__/stylesheets/{n}.css` and lists those URLs, in order, in
// `/settings.json`; `{stylesheets: []}` or `/__test__/reset` goes back to none.

import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PodContext } from '../context';
import { bodyFields } from '../http/body';
import { fieldErrors, notFound } from '../http/errors';
import { originOf } from '../http/query';

const sheets = new WeakMap<PodContext, string[]>();

export function resetFrontStylesheets(ctx: PodContext): void {
  sheets.delete(ctx);
}

/** The absolute URLs `/settings.json` lists. */
export function frontStylesheets(ctx: PodContext, request: FastifyRequest): string[] {
  return (sheets.get(ctx) ?? []).map((_css, index) => `${originOf(request)}/__test__/stylesheets/${index}.css`);
}

export function frontStylesheetTestRoutes(app: FastifyInstance, ctx: PodContext): void {
  app.post('/__test__/stylesheets', async (request, reply) => {
    const { stylesheets } = bodyFields(request);
    if (!Array.isArray(stylesheets) || stylesheets.some((css) => typeof css !== 'string'))
      throw fieldErrors({ stylesheets: ['A list of CSS texts.'] });
    sheets.set(ctx, stylesheets as string[]);
    return reply.code(204).send();
  });
  app.get('/__test__/stylesheets/:file', async (request, reply) => {
    const match = /^(\d+)\.css$/.exec((request.params as { file: string }).file);
    const css = match ? sheets.get(ctx)?.[Number(match[1])] : undefined;
    if (css === undefined) throw notFound();
    return reply.type('text/css; charset=utf-8').header('Cache-Control', 'no-store').send(css);
  });
}
