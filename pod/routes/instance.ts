// The pod describing itself: /settings.json, /.well-known/nodeinfo, nodeinfo 2.0 and 2.1, and the
// public instance settings. Nodeinfo 2.0 lives on the v1 base only and 2.1 on the v2 base only, as
// on a real pod (a 1.4 pod, which has no v2, answers 2.0 alone). Test hooks only (about21):
// `POST /__test__/nodeinfo {status}` makes both nodeinfo views answer that status with Django's error
// page (null: back to normal; reset clears it).

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ensureCsrfCookie } from '../auth';
import type { PodContext } from '../context';
import { originOf } from '../http/query';
import { fieldErrors } from '../http/errors';
import { bodyFields } from '../http/body';
import { apiRoute } from '../http/route';
import { frontStylesheets } from './front-stylesheets';
import { PUBLIC_PREFERENCES, readPreference, serializePreference } from '../settings';

const SOFTWARE_VERSION = '1.4.0';
const UPLOAD_EXTENSIONS = ['aac', 'aif', 'aiff', 'flac', 'm4a', 'mp3', 'ogg', 'opus'];
const REPORT_TYPES = [
  { type: 'takedown_request', label: 'Takedown request' },
  { type: 'invalid_metadata', label: 'Invalid metadata' },
  { type: 'illegal_content', label: 'Illegal content' },
  { type: 'offensive_content', label: 'Offensive content' },
  { type: 'other', label: 'Other' },
];

function count(ctx: PodContext, sql: string): number {
  return (ctx.db.prepare(sql).get() as { n: number }).n;
}

const downloads = (ctx: PodContext) => count(ctx, 'SELECT coalesce(sum(downloads_count), 0) AS n FROM tracks');

/** What nodeinfo 2.0 and 2.1 share. */
function common(ctx: PodContext, request: FastifyRequest) {
  const pref = (identifier: string) => readPreference(ctx.db, identifier);
  const users = count(ctx, 'SELECT count(*) AS n FROM users WHERE is_active = 1');
  const since = (days: number) => new Date(Date.now() - days * 24 * 3600 * 1000).toISOString();
  const active = (days: number) =>
    (ctx.db.prepare('SELECT count(*) AS n FROM users WHERE last_activity >= ?').get(since(days)) as { n: number }).n;
  return {
    protocols: ['activitypub'],
    services: { inbound: ['atom1.0'], outbound: ['atom1.0'] },
    openRegistrations: pref('users__registration_enabled') === true,
    usage: {
      users: { total: users, activeHalfyear: active(183), activeMonth: active(30) },
      // Not in a real 1.4.0 pod's nodeinfo (real-1.4/nodeinfo.json).
      ...(ctx.mode === '1.4' ? {} : { localPosts: 0, localComments: 0 }),
    },
    metadata: {
      actorId: `${originOf(request)}/federation/actors/service`,
      private: false,
      shortDescription: pref('instance__short_description'),
      longDescription: pref('instance__long_description'),
      contactEmail: pref('instance__contact_email'),
      nodeName: pref('instance__name'),
      banner: null,
      defaultUploadQuota: pref('users__upload_quota'),
      supportedUploadExtensions: UPLOAD_EXTENSIONS,
      allowList: { enabled: false, domains: null },
      funkwhaleSupportMessageEnabled: pref('instance__funkwhale_support_message_enabled'),
      instanceSupportMessage: pref('instance__support_message'),
      usage: {
        favorites: { tracks: { total: count(ctx, 'SELECT count(*) AS n FROM favorites') } },
        listenings: { total: count(ctx, 'SELECT count(*) AS n FROM listenings') },
        downloads: { total: downloads(ctx) },
      },
    },
  };
}

/** Hours of playable music (a fraction: a real pod does not round it). */
function musicHours(ctx: PodContext): number {
  const seconds = count(
    ctx,
    "SELECT coalesce(sum(duration), 0) AS n FROM uploads WHERE import_status = 'finished' AND track_id IS NOT NULL",
  );
  return Math.round((seconds / 3600) * 10000) / 10000;
}

function libraryCounts(ctx: PodContext) {
  return {
    tracks: count(ctx, 'SELECT count(*) AS n FROM tracks'),
    artists: count(ctx, 'SELECT count(*) AS n FROM artists WHERE channel_uuid IS NULL'),
    albums: count(ctx, 'SELECT count(*) AS n FROM albums'),
  };
}

function nodeinfo20(ctx: PodContext, request: FastifyRequest) {
  const base = common(ctx, request);
  const counts = libraryCounts(ctx);
  return {
    version: '2.0',
    software: { name: 'funkwhale', version: SOFTWARE_VERSION },
    ...base,
    metadata: {
      ...base.metadata,
      library: {
        federationEnabled: false,
        anonymousCanListen: readPreference(ctx.db, 'common__api_authentication_required') !== true,
        tracks: { total: counts.tracks },
        artists: { total: counts.artists },
        albums: { total: counts.albums },
        music: { hours: musicHours(ctx) },
      },
      reportTypes: REPORT_TYPES.map((report) => ({
        ...report,
        anonymous: (readPreference(ctx.db, 'moderation__unauthenticated_report_types') as string[]).includes(
          report.type,
        ),
      })),
      endpoints: { knownNodes: null, channels: null, libraries: null },
      rules: readPreference(ctx.db, 'instance__rules'),
      terms: readPreference(ctx.db, 'instance__terms'),
    },
  };
}

function nodeinfo21(ctx: PodContext, request: FastifyRequest) {
  const base = common(ctx, request);
  const counts = libraryCounts(ctx);
  const anonymousCanListen = readPreference(ctx.db, 'common__api_authentication_required') !== true;
  const topTags = ctx.db
    .prepare(
      `SELECT t.name, count(*) AS count FROM tagged_items ti JOIN tags t ON t.id = ti.tag_id
       WHERE ti.kind = 'track' GROUP BY t.id ORDER BY count DESC, t.name LIMIT 10`,
    )
    .all() as { name: string; count: number }[];
  return {
    version: '2.1',
    software: {
      name: 'funkwhale',
      version: SOFTWARE_VERSION,
      repository: 'https://dev.funkwhale.audio/funkwhale/funkwhale',
      homepage: 'https://funkwhale.audio',
    },
    ...base,
    metadata: {
      ...base.metadata,
      languages: ['en'],
      location: readPreference(ctx.db, 'instance__location'),
      content: {
        local: {
          artists: counts.artists,
          releases: counts.albums,
          recordings: counts.tracks,
          hoursOfContent: musicHours(ctx),
        },
        topMusicCategories: topTags,
        topPodcastCategories: [],
      },
      features: ['channels', 'podcasts', ...(anonymousCanListen ? ['anonymousCanListen'] : [])],
      codeOfConduct: `${originOf(request)}/about/pod#rules`,
    },
  };
}

/** The status the nodeinfo views answer instead, per pod (test hooks only); absent: they answer. */
const nodeInfoFailures = new WeakMap<PodContext, number>();

/** What Django answers with DEBUG off when a view fails (a real pod's 5xx is this HTML page). */
const DJANGO_ERROR_PAGE = (status: number) =>
  status === 500
    ? '\n<!doctype html>\n<html lang="en">\n<head>\n  <title>Server Error (500)</title>\n</head>\n<body>\n  <h1>Server Error (500)</h1><p></p>\n</body>\n</html>\n'
    : `<h1>${status}</h1>`;

export function resetNodeInfoSwitch(ctx: PodContext): void {
  nodeInfoFailures.delete(ctx);
}

/** `POST /__test__/nodeinfo {status: 400..599 | null}` → 204. */
export function nodeInfoTestRoutes(app: FastifyInstance, ctx: PodContext): void {
  app.post('/__test__/nodeinfo', async (request, reply) => {
    const { status } = bodyFields(request);
    if (status === null) nodeInfoFailures.delete(ctx);
    else if (Number.isInteger(status) && (status as number) >= 400 && (status as number) <= 599)
      nodeInfoFailures.set(ctx, status as number);
    else throw fieldErrors({ status: ['An HTTP error status (400 to 599), or null.'] });
    return reply.code(204).send();
  });
}

export function instanceRoutes(app: FastifyInstance, ctx: PodContext): void {
  // A 1.4 pod's front server has no such file: it answers index.html (routes/spa.ts).
  if (ctx.mode !== '1.4') {
    app.get('/settings.json', async (request) => ({
      defaultServerUrl: `${originOf(request)}/`,
      additionalStylesheets: frontStylesheets(ctx, request),
    }));
  }

  app.get('/.well-known/nodeinfo', async (request) => ({
    links: [
      {
        rel: 'http://nodeinfo.diaspora.software/ns/schema/2.0',
        href: `${originOf(request)}/api/v1/instance/nodeinfo/2.0/`,
      },
    ],
  }));

  const failing = (reply: FastifyReply): FastifyReply | null => {
    const status = nodeInfoFailures.get(ctx);
    if (status === undefined) return null;
    return reply.code(status).type('text/html; charset=utf-8').send(DJANGO_ERROR_PAGE(status));
  };
  apiRoute(
    app,
    'GET',
    'instance/nodeinfo/2.0/',
    async (request, reply) => {
      const failed = failing(reply);
      if (failed) return failed;
      ensureCsrfCookie(request, reply);
      return nodeinfo20(ctx, request);
    },
    { versions: ['v1'] },
  );
  apiRoute(app, 'GET', 'instance/nodeinfo/2.1/', async (request, reply) => failing(reply) ?? nodeinfo21(ctx, request), {
    versions: ['v2'],
  });
  apiRoute(app, 'GET', 'instance/settings/', async () =>
    PUBLIC_PREFERENCES.map((preference) => serializePreference(ctx.db, preference)),
  );
}
