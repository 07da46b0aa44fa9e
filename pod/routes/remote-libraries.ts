// remote18: libraries of other pods (ENDPOINTS §10): find one by its fid, scan it. Federation is
// simulated (remote-seed.ts): a fid this pod does not know is answered as a real pod answers when the
// other pod cannot be reached. `GET federation/libraries/{uuid}/` is in federation.ts. A scan brings the
// files it reads into the pod (remote-import.ts, scan18).

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUser } from '../auth';
import type { PodContext } from '../context';
import { bodyFields } from '../http/body';
import { ApiError, notFound } from '../http/errors';
import { hostOf, originOf } from '../http/query';
import { apiRoute } from '../http/route';
import { isoDate, newUuid, parseUuid } from '../ids';
import { View } from '../serialize/common';
import { serializeFederationLibraries } from '../serialize/libraries';
import { importScannedFiles } from '../remote-import';
import { latestScans, remoteLibraries } from '../serialize/remote';
import type { UserRow } from '../users';

/** A real pod's `schedule_scan`: no new scan while the last one (not errored) is younger than a day. */
const SCAN_INTERVAL_MS = 24 * 3600 * 1000;

/**
 * A real pod's `Library.objects.viewable_by(actor)`: public libraries, one's own, libraries of one's
 * own domain open to the instance, and libraries one's follow of was accepted.
 */
function viewable(ctx: PodContext, uuid: string, user: UserRow): boolean {
  return (
    ctx.db
      .prepare(
        `SELECT 1 FROM libraries l WHERE l.uuid = ? AND (l.privacy_level = 'everyone' OR l.owner_id = ?
           OR (l.privacy_level = 'instance' AND NOT EXISTS (SELECT 1 FROM remote_actors r WHERE r.user_id = l.owner_id))
           OR EXISTS (SELECT 1 FROM library_follows f WHERE f.library_uuid = l.uuid AND f.user_id = ? AND f.approved = 1))`,
      )
      .get(uuid, user.id, user.id) !== undefined
  );
}

/** The library a fid names: one of this pod's own, or one of another pod this pod knows. */
function libraryByFid(ctx: PodContext, request: FastifyRequest, fid: string): string | undefined {
  const known = ctx.db.prepare('SELECT library_uuid FROM remote_libraries WHERE fid = ?').get(fid) as
    { library_uuid: string } | undefined;
  if (known) return known.library_uuid;
  const local = new RegExp(`^${escapeRegExp(originOf(request))}/federation/music/libraries/([0-9a-f-]{36})$`, 'i').exec(
    fid,
  );
  const uuid = local ? parseUuid(local[1]!) : null;
  if (!uuid || ctx.db.prepare('SELECT 1 FROM remote_libraries WHERE library_uuid = ?').get(uuid)) return undefined;
  return ctx.db.prepare('SELECT 1 FROM libraries WHERE uuid = ?').get(uuid) ? uuid : undefined;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What a real pod says when `requests` fails on a fid (it answers 400 `{detail}` with the exception's text). */
function fetchError(fid: string, host: string): string {
  let url: URL;
  try {
    url = new URL(fid);
  } catch {
    return `Error while fetching the library: Invalid URL '${fid}': No scheme supplied. Perhaps you meant https://${fid}?`;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return `Error while fetching the library: No connection adapters were found for '${fid}'`;
  }
  // The made-up remote pod answers 404 for what it does not hold; any other host is not reachable.
  if (url.hostname === 'remote.example.org' || url.host === host) {
    return `Error while fetching the library: 404 Client Error: Not Found for url: ${fid}`;
  }
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  const pool = url.protocol === 'https:' ? 'HTTPSConnectionPool' : 'HTTPConnectionPool';
  return (
    `Error while fetching the library: ${pool}(host='${url.hostname}', port=${port}): Max retries exceeded with url: ` +
    `${url.pathname}${url.search} (Caused by NameResolutionError("<urllib3.connection.HTTPSConnection object>: ` +
    `Failed to resolve '${url.hostname}' ([Errno -2] Name or service not known)"))`
  );
}

export function remoteLibraryRoutes(app: FastifyInstance, ctx: PodContext): void {
  // scan18: what running scans have read is in the pod before any API answer is made.
  app.addHook('onRequest', async (request) => {
    if (request.url.startsWith('/api/')) importScannedFiles(ctx);
  });

  // `{fid}` → `{count: 1, results: [Library]}`, or 400 `{detail}`. A missing fid is answered 200 with a
  // field error, as a real pod's view does (it forgets the status).
  apiRoute(app, 'POST', 'federation/libraries/fetch/', async (request) => {
    requireUser(request);
    const fields = bodyFields(request);
    if (!('fid' in fields)) return { fid: ['This field is required'] };
    const fid = typeof fields.fid === 'string' ? fields.fid : String(fields.fid);
    const uuid = libraryByFid(ctx, request, fid);
    if (!uuid) throw new ApiError(400, { detail: fetchError(fid, hostOf(request)) });
    return { count: 1, results: serializeFederationLibraries(new View(ctx, request), [uuid]) };
  });

  // `{status: "scheduled", scan}` or `{status: "skipped"}` (a library of this pod, or scanned within a day).
  apiRoute(app, 'POST', 'federation/libraries/:uuid/scan/', async (request) => {
    const user = requireUser(request);
    const uuid = parseUuid((request.params as { uuid: string }).uuid);
    if (!uuid || !viewable(ctx, uuid, user)) throw notFound();
    const remote = remoteLibraries(ctx.db, [uuid]).get(uuid);
    if (!remote) return { status: 'skipped' };
    const now = Date.now();
    const latest = latestScans(ctx.db, [uuid], now).get(uuid);
    if (latest && latest.status !== 'errored' && Date.parse(latest.creation_date) + SCAN_INTERVAL_MS > now) {
      return { status: 'skipped' };
    }
    const scanUuid = newUuid();
    ctx.db
      .prepare(
        'INSERT INTO library_scans (uuid, library_uuid, actor_id, total_files, creation_date) VALUES (?, ?, ?, ?, ?)',
      )
      .run(scanUuid, uuid, user.id, remote.files_count, isoDate(now));
    return { status: 'scheduled', scan: latestScans(ctx.db, [uuid], now).get(uuid) };
  });
}
