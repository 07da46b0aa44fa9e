// The demo pod: a Fastify app over a SQLite database in a data folder, seeded on first start.

import { existsSync, mkdirSync, readdirSync, rmdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { assertApiCsrf, assertBearerMayWrite, installAuth } from './auth';
import { CATALOGUE_DIR, loadSecret, podModeOf, type PodContext, type PodMode } from './context';
import { openDatabase, wipe } from './db';
import { PodEvents } from './events';
import { assertReadableBody, bodyOf, installBodyParsers } from './http/body';
import { installCompression } from './http/compress';
import { badRequest, installErrorHandler } from './http/errors';
import { faultRoutes, FaultSwitch, installFaults } from './http/faults';
import { installSecurityHeaders } from './http/security';
import { activityRoutes } from './routes/activity';
import { playlistRoutes } from './routes/playlists'; // pl20core
import { channelRoutes } from './routes/channels';
import { channelWriteRoutes } from './routes/channels-write';
import { channelAlbumRoutes } from './routes/channel-albums';
import { resetSampleFeeds, rssChannelRoutes } from './routes/rss-subscribe';
import { channelsOffRoutes } from './routes/channels-off'; // subs19
import { adminSettingsRoutes } from './routes/admin-settings'; // settings23
import { frontStylesheetTestRoutes, resetFrontStylesheets } from './routes/front-stylesheets'; // settings23
import { channelTestRoutes } from './routes/channel-test-hooks'; // subs19
import { federationRoutes } from './routes/federation';
import { editRoutes } from './routes/edits';
import { licenseRoutes } from './routes/licenses'; // edits22
import { instanceRoutes, nodeInfoTestRoutes, resetNodeInfoSwitch } from './routes/instance'; // about21: test switch
import { libraryRoutes } from './routes/library';
import { librariesWriteRoutes } from './routes/libraries';
import { liveRoutes } from './routes/live';
import { mediaRoutes } from './routes/media';
import { moderationRoutes } from './routes/moderation';
import { profileRoutes } from './routes/profiles';
import { channelUploadRoutes } from './routes/channel-uploads';
import { channelRssRoutes } from './routes/channel-rss';
import { DEFAULT_RADIO_SEED } from './routes/radio-candidates';
import { radioRoutes } from './routes/radios';
import { remoteLibraryRoutes } from './routes/remote-libraries';
import { reportRoutes } from './routes/reports';
import { noteRoutes } from './routes/notes'; // reports22
import { manageLibraryRoutes } from './routes/manage-library'; // reports22
import { manageChannelRoutes } from './routes/manage-channels'; // library23
import { manageTagRoutes } from './routes/manage-tags'; // library23
import { manageLibraryTestRoutes } from './routes/manage-library-test-hooks'; // library23
import { userRequestRoutes, userRequestTestRoutes } from './routes/user-requests';
// accounts22
import { accountRoutes } from './routes/accounts';
import { manageUserRoutes, manageUserTestRoutes } from './routes/manage-users';
import { invitationRoutes } from './routes/invitations'; // users23
import { spaRoutes } from './routes/spa';
import { subscriptionRoutes } from './routes/subscriptions';
import { searchRoutes } from './routes/search';
import { tagRoutes } from './routes/tags';
import { textRoutes } from './routes/text';
import { uploadGroupRoutes, uploadTestRoutes } from './routes/upload-groups';
import { uploadRoutes } from './routes/uploads';
import { resetUploadSwitches, uploadSwitchRoutes } from './routes/upload-limits';
import { userRoutes } from './routes/users';
import { oembedRoutes } from './routes/oembed'; // pl20xspf
import { fetchRoutes } from './routes/fetches'; // fetch21
import { fetchFixtureRoutes } from './remote-fetch'; // fetch21
import { domainRoutes } from './routes/domains'; // domains22
import { policyRoutes } from './routes/policies'; // domains22
import { fsImportRoutes, fsImportTestRoutes } from './routes/fs-import'; // import23
import { pluginRoutes } from './routes/plugins'; // import23
import { oauthRoutes, oauthTestRoutes, resetOAuth } from './routes/oauth'; // issue 24, the lead's OAuth core
// Issue 24: each helper's imports, registrations, resets and test routes between its markers.
// oauthpod24
import { oauthAppRoutes } from './routes/oauth-apps';
// end oauthpod24
// oauthclient24
import { installCors } from './front-address';
// end oauthclient24
// signup24
import { registrationRoutes, registrationTestRoutes, resetRegistration } from './routes/registration';
// end signup24
// account24
import { accountSettingsRoutes } from './routes/account';
// end account24
// consent24
import { errorReportTestRoutes, resetErrorReports } from './routes/error-reports';
// end consent24
// import26
import { albumPagesTestRoutes } from './routes/album-pages-test-hooks';
// end import26
// episodes27
import { episodeTestRoutes } from './routes/episode-test-hooks';
// end episodes27
import { seed } from './seed';

export interface PodOptions {
  /** Where the database, the signing secret and (later) uploaded files live; created if missing. */
  dataDir: string;
  /** The built client (dist/), served on the same origin; without it, pages get a placeholder. */
  staticDir?: string;
  /** Start from an empty data folder (the pod's own files in it are deleted first). */
  fresh?: boolean;
  /** Enables `POST /__test__/reset`, which wipes and re-seeds the database, the fault switch (`/__test__/faults`, `Pod.faults`) and `POST /__test__/static` (serve another build). */
  testHooks?: boolean;
  /** Log every request (otherwise only the pod's own errors are logged). */
  logger?: boolean;
  /** The demo media (defaults to pod/catalogue). */
  catalogueDir?: string;
  /** Seed of the radios' shuffles (default `$SHOAL_POD_RADIO_SEED`, else a fixed one): see routes/radio-candidates.ts. */
  radioSeed?: string;
  /** Which Funkwhale the pod answers as (default `$SHOAL_POD_MODE`, else '2.0'): see PodContext.mode. */
  mode?: PodMode;
}

export interface Pod {
  app: FastifyInstance;
  ctx: PodContext;
  /** The fault switch (http/faults.ts): usable only when the pod runs with test hooks. */
  faults: Pick<FaultSwitch, 'add' | 'clear' | 'list'>;
  close(): Promise<void>;
}

const DATA_FILES = ['pod.sqlite3', 'pod.sqlite3-wal', 'pod.sqlite3-shm', 'secret.key', 'media', 'import'];

/** Deletes what the pod keeps in a data folder (and nothing else), then the folder if left empty. */
function cleanDataDir(dataDir: string): void {
  if (!existsSync(dataDir)) return;
  for (const name of DATA_FILES) rmSync(join(dataDir, name), { recursive: true, force: true });
  if (readdirSync(dataDir).length === 0) rmdirSync(dataDir);
}

export async function createPod(options: PodOptions): Promise<Pod> {
  const dataDir = resolve(options.dataDir);
  if (options.fresh) cleanDataDir(dataDir);
  mkdirSync(dataDir, { recursive: true });
  const { db, created } = openDatabase(dataDir);
  const ctx: PodContext = {
    db,
    dataDir,
    catalogueDir: options.catalogueDir ?? CATALOGUE_DIR,
    secret: loadSecret(dataDir),
    radioSeed: options.radioSeed ?? process.env.SHOAL_POD_RADIO_SEED ?? DEFAULT_RADIO_SEED,
    events: new PodEvents(),
    mode: options.mode ?? podModeOf(process.env.SHOAL_POD_MODE),
  };
  if (created) seed(ctx);

  const app = Fastify({
    logger: { level: options.logger ? 'info' : 'error' },
    // Behind a reverse proxy, X-Forwarded-Proto gives the scheme of the absolute URLs in answers.
    trustProxy: true,
    bodyLimit: 100 * 1024 * 1024,
    // Stopping ends every connection, even a keep-alive one that has not sent a request yet (which
    // closing only the idle ones can miss, and which would keep close() waiting).
    forceCloseConnections: true,
    frameworkErrors: (error, _request, reply) => {
      (reply as FastifyReply)
        .code(400)
        .type('application/json')
        .send(JSON.stringify({ detail: `Bad request: ${error.message}` }));
    },
  });
  app.decorate('podMode', ctx.mode);
  installErrorHandler(app);
  installSecurityHeaders(app);
  const faults = new FaultSwitch(options.testHooks === true);
  if (options.testHooks) installFaults(app, faults);
  installBodyParsers(app);
  installCompression(app);
  installAuth(app, ctx);
  app.addHook('preHandler', async (request) => {
    // Views that check CSRF themselves (login) also read their body themselves.
    if (!request.url.startsWith('/api/') || request.routeOptions.config.csrf === false) return;
    assertApiCsrf(request);
    assertBearerMayWrite(request);
    assertReadableBody(request);
  });

  instanceRoutes(app, ctx);
  userRoutes(app, ctx);
  libraryRoutes(app, ctx);
  tagRoutes(app, ctx);
  searchRoutes(app, ctx);
  channelRoutes(app, ctx);
  subscriptionRoutes(app, ctx);
  federationRoutes(app, ctx);
  remoteLibraryRoutes(app, ctx);
  uploadRoutes(app, ctx);
  librariesWriteRoutes(app, ctx);
  uploadGroupRoutes(app, ctx);
  activityRoutes(app, ctx);
  playlistRoutes(app, ctx); // pl20core
  moderationRoutes(app, ctx);
  radioRoutes(app, ctx);
  mediaRoutes(app, ctx);
  editRoutes(app, ctx);
  licenseRoutes(app, ctx); // edits22
  reportRoutes(app, ctx);
  noteRoutes(app, ctx); // reports22
  manageLibraryRoutes(app, ctx); // reports22
  userRequestRoutes(app, ctx);
  liveRoutes(app, ctx);
  textRoutes(app, ctx);
  profileRoutes(app, ctx); // profile18
  channelWriteRoutes(app, ctx); // chan19
  channelAlbumRoutes(app, ctx); // chan19
  channelUploadRoutes(app, ctx); // pub19
  channelRssRoutes(app, ctx); // pub19
  rssChannelRoutes(app, ctx, { testHooks: options.testHooks === true }); // rss19
  channelsOffRoutes(app, ctx); // subs19
  oembedRoutes(app, ctx); // pl20xspf
  fetchRoutes(app, ctx); // fetch21
  domainRoutes(app, ctx); // domains22
  policyRoutes(app, ctx); // domains22
  accountRoutes(app, ctx); // accounts22
  manageUserRoutes(app, ctx); // accounts22
  fsImportRoutes(app, ctx); // import23
  pluginRoutes(app, ctx); // import23
  invitationRoutes(app, ctx); // users23
  adminSettingsRoutes(app, ctx); // settings23
  manageChannelRoutes(app, ctx); // library23
  manageTagRoutes(app, ctx); // library23
  oauthRoutes(app, ctx); // issue 24
  // oauthpod24
  oauthAppRoutes(app, ctx);
  // end oauthpod24
  // oauthclient24
  installCors(app); // the API answers a Shoal served on another address
  // end oauthclient24
  // signup24
  registrationRoutes(app, ctx);
  // end signup24
  // account24
  accountSettingsRoutes(app, ctx);
  // end account24
  // consent24
  // end consent24
  if (options.testHooks) {
    app.post('/__test__/reset', async (_request, reply) => {
      wipe(db);
      seed(ctx);
      faults.clear();
      resetUploadSwitches(ctx);
      resetSampleFeeds(ctx);
      resetNodeInfoSwitch(ctx); // about21
      resetFrontStylesheets(ctx); // settings23
      resetOAuth(ctx); // issue 24
      // oauthpod24
      // end oauthpod24
      // oauthclient24
      // end oauthclient24
      // signup24
      resetRegistration(ctx);
      // end signup24
      // account24
      // end account24
      // consent24
      resetErrorReports(ctx);
      // end consent24
      return reply.code(204).send();
    });
    faultRoutes(app, faults);
    uploadTestRoutes(app, ctx);
    uploadSwitchRoutes(app, ctx);
    channelTestRoutes(app, ctx); // subs19
    fetchFixtureRoutes(app); // fetch21
    nodeInfoTestRoutes(app, ctx); // about21
    userRequestTestRoutes(app, ctx); // accounts22
    fsImportTestRoutes(app, ctx); // import23
    manageUserTestRoutes(app, ctx); // users23
    frontStylesheetTestRoutes(app, ctx); // settings23
    manageLibraryTestRoutes(app, ctx); // library23
    oauthTestRoutes(app, ctx); // issue 24
    // oauthpod24
    // end oauthpod24
    // oauthclient24
    // end oauthclient24
    // signup24
    registrationTestRoutes(app, ctx);
    // end signup24
    // account24
    // end account24
    // consent24
    errorReportTestRoutes(app, ctx);
    // end consent24
    // import26
    albumPagesTestRoutes(app, ctx);
    // end import26
    // episodes27
    episodeTestRoutes(app, ctx);
    // end episodes27
  }
  const spa = await spaRoutes(app, options.staticDir);
  if (options.testHooks) {
    // Serves another build of the client from now on (the service worker update test): `{dir}`, a
    // folder with an index.html, absolute or relative to the pod's working folder.
    app.post('/__test__/static', async (request, reply) => {
      const body = bodyOf(request);
      const dir = body?.kind === 'json' ? (body.value as { dir?: unknown } | null)?.dir : undefined;
      if (typeof dir !== 'string' || !existsSync(join(resolve(dir), 'index.html')))
        throw badRequest('dir: a folder with an index.html');
      spa.setStaticDir(resolve(dir));
      return reply.code(204).send();
    });
  }
  await app.ready();

  return {
    app,
    ctx,
    faults,
    async close() {
      await app.close();
      db.close();
    },
  };
}
