// edits22: `licenses/` and `licenses/{code}/` (ENDPOINTS §4, shapes of funkwhale-v1-responses.json).
// A real pod's licenses are a fixed list it ships (music/licenses.py), with the code as id; the
// track edit form offers them. The demo pod ships the Creative Commons ones and the public domain.

import type { FastifyInstance } from 'fastify';
import type { PodContext } from '../context';
import { notFound } from '../http/errors';
import { assertPageExists, pageOf, pageRequest, queryOf } from '../http/query';
import { apiRoute } from '../http/route';
import { assertCanRead } from '../auth';

interface License {
  code: string;
  name: string;
  url: string;
  redistribute: boolean;
  derivative: boolean;
  commercial: boolean;
  attribution: boolean;
  copyleft: boolean;
}

const cc = (
  slug: string,
  version: string,
  name: string,
  flags: Pick<License, 'derivative' | 'commercial' | 'copyleft'>,
): License => ({
  code: `cc-${slug}-${version}`,
  name: `Creative Commons - ${name} ${version}`,
  url: `https://creativecommons.org/licenses/${slug}/${version}/`,
  redistribute: true,
  attribution: true,
  ...flags,
});

export const LICENSES: readonly License[] = [
  {
    code: 'cc0-1.0',
    name: 'CC0 - Public domain',
    url: 'https://creativecommons.org/publicdomain/zero/1.0/',
    redistribute: true,
    derivative: true,
    commercial: true,
    attribution: false,
    copyleft: false,
  },
  ...['4.0', '3.0'].flatMap((version) => [
    cc('by', version, 'Attribution', { derivative: true, commercial: true, copyleft: false }),
    cc('by-sa', version, 'Attribution-ShareAlike', { derivative: true, commercial: true, copyleft: true }),
    cc('by-nc', version, 'Attribution-NonCommercial', { derivative: true, commercial: false, copyleft: false }),
    cc('by-nc-sa', version, 'Attribution-NonCommercial-ShareAlike', {
      derivative: true,
      commercial: false,
      copyleft: true,
    }),
    cc('by-nd', version, 'Attribution-NoDerivatives', { derivative: false, commercial: true, copyleft: false }),
    cc('by-nc-nd', version, 'Attribution-NonCommercial-NoDerivatives', {
      derivative: false,
      commercial: false,
      copyleft: false,
    }),
  ]),
];

const serialize = (license: License) => ({ id: license.code, ...license });

export function licenseRoutes(app: FastifyInstance, ctx: PodContext): void {
  apiRoute(app, 'GET', 'licenses/', async (request) => {
    assertCanRead(ctx, request);
    const page = pageRequest(queryOf(request));
    assertPageExists(page, LICENSES.length);
    const results = LICENSES.slice((page.page - 1) * page.size, page.page * page.size).map(serialize);
    return pageOf(request, page, LICENSES.length, results);
  });

  apiRoute(app, 'GET', 'licenses/:code/', async (request) => {
    assertCanRead(ctx, request);
    const license = LICENSES.find((known) => known.code === (request.params as { code: string }).code);
    if (!license) throw notFound();
    return serialize(license);
  });
}
