// fetch21: what a federation fetch finds (federation/fetches/, ENDPOINTS §10). A real pod's
// `federation.fetch` task GETs the URL (or the actor a `webfinger://user@domain` names) as
// `application/activity+json`, expands the JSON-LD, and saves the object when its type is one it
// handles; each failure is `errored` with `detail.error_code` (connection, http or request with
// status_code, invalid_json, invalid_jsonld, missing_jsonld_type, validation, timeout, webfinger,
// unhandled), and an unhandled type is `skipped`. Here the other pod (remote.example.org, remote-seed.ts)
// is made up, so its seeded objects are found without a request, after a moment; any other URL is
// fetched over HTTP for real, with a short timeout. The fixtures of `fetchFixtureRoutes` (test hooks
// only) are URLs of this pod that answer each failure.

import type { FastifyInstance } from 'fastify';
import { REMOTE_DOMAIN, REMOTE_LIBRARIES, remoteLibraryUuid, remoteLibraryFid } from './remote-seed';
import { stableUuid } from './ids';

/** How long a seeded object of the other pod takes to be "fetched". */
export const SEEDED_FETCH_MS = 2000;
/** A real pod waits up to FEDERATION_TIMEOUT; the demo pod's is short, so a test's "too late" is quick. */
export const FETCH_TIMEOUT_MS = 3000;

export type FetchedObject =
  | { type: 'artist' | 'album' | 'track'; key: string }
  | { type: 'library' | 'upload' | 'channel'; key: string }
  | { type: 'account'; key: string };

/** What a fetch ends with. `create` names a seeded artist or album the pod saves when it settles. */
export interface FetchOutcome {
  status: 'finished' | 'errored' | 'skipped';
  detail: Record<string, unknown>;
  object?: FetchedObject | null;
  create?: { kind: 'artist' | 'album'; seed: string };
}

const AS = 'https://www.w3.org/ns/activitystreams#';
const FW = 'https://funkwhale.audio/ns#';
const ACTOR_TYPES = ['Person', 'Group', 'Organization', 'Application', 'Service'];
/** The types a real pod saves, and the attributes its serializer needs for each (a subset). */
const REQUIRED: Record<string, readonly string[]> = {
  ...Object.fromEntries(ACTOR_TYPES.map((type) => [type, ['id', 'preferredUsername', 'inbox', 'outbox']])),
  Library: ['id', 'name', 'attributedTo', 'totalItems'],
  Artist: ['id', 'name'],
  Album: ['id', 'name', 'artists'],
  Track: ['id', 'name', 'position', 'artists', 'album'],
  Audio: ['id', 'url', 'library', 'track'],
};

const errored = (error_code: string, extra: Record<string, unknown> = {}): FetchOutcome => ({
  status: 'errored',
  detail: { error_code, ...extra },
});
/** The made-up pod's answer to what it does not hold. */
const remote404 = (url: string) =>
  errored('http', { status_code: 404, message: `404 Client Error: Not Found for url: ${url}` });

export const seededArtistUuid = (name: string) => stableUuid(`remote-artist:${name}`);
export const seededAlbumUuid = (key: string) => stableUuid(`remote-album:${key}`);

/**
 * The outcome of a fetch of the made-up pod's objects (known without a request), or null when the URL
 * is not on it. `isRemoteActor` tells whether a username is one of its actors.
 */
export function seededOutcome(url: string, isRemoteActor: (username: string) => boolean): FetchOutcome | null {
  const handle = /^webfinger:\/\/([^@/]+)@(.+)$/.exec(url);
  if (handle) {
    const [, username, domain] = handle as unknown as [string, string, string];
    if (domain.toLowerCase() !== REMOTE_DOMAIN) return null;
    // ghost: the made-up pod's webfinger knows it but gives no ActivityPub link (the `webfinger` code).
    if (username === 'ghost') return errored('webfinger', { message: 'Invalid or missing webfinger data' });
    if (!isRemoteActor(username))
      return remote404(`https://${REMOTE_DOMAIN}/.well-known/webfinger?resource=acct:${username}@${domain}`);
    return { status: 'finished', detail: {}, object: { type: 'account', key: `${username}@${REMOTE_DOMAIN}` } };
  }
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.hostname !== REMOTE_DOMAIN) return null;
  const library = REMOTE_LIBRARIES.find((seed) => remoteLibraryFid(seed.key) === url);
  if (library)
    return { status: 'finished', detail: {}, object: { type: 'library', key: remoteLibraryUuid(library.key) } };
  const path = parsed.pathname.replace(/\/+$/, '');
  const actor = /^\/federation\/actors\/([^/]+)$/.exec(path);
  if (actor && isRemoteActor(actor[1]!))
    return { status: 'finished', detail: {}, object: { type: 'account', key: `${actor[1]}@${REMOTE_DOMAIN}` } };
  const music = /^\/federation\/music\/(artists|albums)\/([0-9a-f-]{36})$/.exec(path);
  if (music) {
    const seed =
      music[1] === 'artists'
        ? REMOTE_LIBRARIES.find((entry) => seededArtistUuid(entry.artist) === music[2])
        : REMOTE_LIBRARIES.find((entry) => seededAlbumUuid(entry.key) === music[2]);
    if (seed) {
      const kind = music[1] === 'artists' ? 'artist' : 'album';
      return { status: 'finished', detail: {}, create: { kind, seed: seed.key } };
    }
  }
  // An ActivityPub Note on the made-up pod: a type a real pod does not save.
  if (/^\/federation\/notes\/[^/]+$/.test(path)) return { status: 'skipped', detail: unhandled('Note') };
  return remote404(url);
}

const unhandled = (type: string) => ({ reason: 'unhandled_type', type: type.includes(':') ? type : `${AS}${type}` });

function causeCode(error: unknown): string | undefined {
  const cause = (error as { cause?: { code?: unknown } }).cause;
  return typeof cause?.code === 'string' ? cause.code : undefined;
}

/** GETs `url` as ActivityPub with the short timeout: the response's text, or the failure's outcome. */
async function getDocument(url: string): Promise<{ text: string } | FetchOutcome> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    // requests' MissingSchema, a RequestException: the `request` code.
    return errored('request', { message: `Invalid URL '${url}': No scheme supplied.` });
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
    return errored('request', { message: `No connection adapters were found for '${url}'` });
  const signal = AbortSignal.timeout(FETCH_TIMEOUT_MS);
  try {
    const response = await fetch(url, { headers: { Accept: 'application/activity+json' }, signal, redirect: 'follow' });
    const text = await response.text();
    if (!response.ok) return errored('http', { status_code: response.status, message: text.slice(0, 500) });
    return { text };
  } catch (error) {
    if (signal.aborted) return errored('timeout');
    const code = causeCode(error);
    return errored('connection', { message: code ? `${code}: ${parsed.host}` : String(error) });
  }
}

/** What a real pod's task makes of an ActivityPub document. */
export function outcomeOfDocument(text: string): FetchOutcome {
  let payload: unknown;
  try {
    payload = JSON.parse(text);
  } catch {
    return errored('invalid_json');
  }
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return errored('invalid_jsonld');
  const document = payload as Record<string, unknown>;
  const type = document.type ?? document['@type'];
  // Without a context, JSON-LD expansion drops every plain key: nothing says what the object is.
  if (!('@context' in document) || typeof type !== 'string' || type === '') return errored('missing_jsonld_type');
  const required = REQUIRED[type];
  if (!required) return { status: 'skipped', detail: unhandled(type) };
  const missing = required.filter((name) => document[name] === undefined || document[name] === null);
  if (missing.length > 0)
    return errored('validation', {
      validation_errors: Object.fromEntries(missing.map((name) => [name, ['This field is required.']])),
    });
  // A well-formed object of a pod that is not simulated: the demo pod keeps no copy of other pods'
  // objects beyond its seed, so the fetch ends with nothing to show (the client says so).
  return { status: 'finished', detail: {}, object: null };
}

/** Fetches a URL or a `webfinger://` handle over HTTP, as a real pod's task does. */
export async function fetchOverHttp(url: string): Promise<FetchOutcome> {
  const handle = /^webfinger:\/\/([^@/]+)@(.+)$/.exec(url);
  let target = url;
  if (handle) {
    const finger = await getDocument(
      `https://${handle[2]}/.well-known/webfinger?resource=${encodeURIComponent(`acct:${handle[1]}@${handle[2]}`)}`,
    );
    if ('status' in finger) return finger;
    let links: unknown;
    try {
      links = (JSON.parse(finger.text) as { links?: unknown }).links;
    } catch {
      links = undefined;
    }
    const self = Array.isArray(links)
      ? (links as { rel?: unknown; type?: unknown; href?: unknown }[]).find(
          (link) => link.rel === 'self' && link.type === 'application/activity+json' && typeof link.href === 'string',
        )
      : undefined;
    if (!self) return errored('webfinger', { message: 'Invalid or missing webfinger data' });
    target = self.href as string;
  }
  const document = await getDocument(target);
  return 'status' in document ? document : outcomeOfDocument(document.text);
}

/**
 * Test hooks only: URLs of this pod that answer as other pods can fail, for a fetch to hit:
 * `/__test__/remote/{missing|broken|incomplete|slow|note|untyped|list}`.
 */
export function fetchFixtureRoutes(app: FastifyInstance): void {
  const context = ['https://www.w3.org/ns/activitystreams', 'https://w3id.org/security/v1', { fw: FW }];
  app.get('/__test__/remote/:name', async (request, reply) => {
    const { name } = request.params as { name: string };
    const self = `${request.protocol}://${request.host}${request.url}`;
    const json = (body: unknown) => reply.type('application/activity+json').send(JSON.stringify(body));
    switch (name) {
      case 'broken':
        return reply.type('application/activity+json').send('{"type": "Person", "id": ');
      case 'incomplete':
        return json({ '@context': context, type: 'Person', id: self, name: 'Half an actor' });
      case 'slow':
        await new Promise((resolve) => setTimeout(resolve, FETCH_TIMEOUT_MS + 2000));
        return json({ '@context': context, type: 'Note', id: self, content: 'Too late' });
      case 'note':
        return json({ '@context': context, type: 'Note', id: self, content: 'Not music' });
      case 'untyped':
        return json({ '@context': context, id: self, name: 'No type' });
      case 'list':
        return json([1, 2, 3]);
      default:
        return reply.code(404).type('text/html').send('<h1>Not Found</h1>');
    }
  });
}
