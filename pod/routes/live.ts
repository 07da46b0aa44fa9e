// The activity websocket (ENDPOINTS §14): `/api/v1/activity`, no trailing slash, server to client
// only. The handshake needs a logged-in session cookie (bearer tokens are not looked at, as on a
// real pod); without one it is refused with a 401. A socket joins `instance_activity`,
// `user.<id>.imports`, `user.<id>.inbox` and `admin.<perm>` per permission, and receives every
// message routes publish on ctx.events to one of its groups, as one JSON text frame.

import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { WebSocketServer, type WebSocket } from 'ws';
import { parseCookies } from '../auth';
import type { PodContext } from '../context';
import { permissionsOf, userById, type UserRow } from '../users';

const ACTIVITY_PATH = '/api/v1/activity';
/** Close code sent when the socket's session ends (logout): an application code, 4000 + HTTP's 401. */
const SESSION_ENDED = 4401;

interface Member {
  socket: WebSocket;
  sessionKey: string;
  groups: Set<string>;
}

/** The user of a live (unexpired) login session, or null. */
function sessionUser(ctx: PodContext, key: string | undefined): UserRow | null {
  if (!key) return null;
  const row = ctx.db.prepare('SELECT user_id, expires FROM sessions WHERE key = ?').get(key) as
    { user_id: number; expires: string } | undefined;
  if (!row || Date.parse(row.expires) <= Date.now()) return null;
  const user = userById(ctx.db, row.user_id);
  return user?.is_active ? user : null;
}

function groupsOf(user: UserRow): Set<string> {
  const groups = new Set(['instance_activity', `user.${user.id}.imports`, `user.${user.id}.inbox`]);
  for (const [permission, held] of Object.entries(permissionsOf(user))) if (held) groups.add(`admin.${permission}`);
  return groups;
}

function refuse(socket: Duplex, status: number, reason: string): void {
  const body = JSON.stringify({ detail: reason });
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

export function liveRoutes(app: FastifyInstance, ctx: PodContext): void {
  const wss = new WebSocketServer({ noServer: true });
  const members = new Set<Member>();

  const stillLoggedIn = (member: Member) => {
    if (ctx.db.open && sessionUser(ctx, member.sessionKey)) return true;
    members.delete(member);
    member.socket.close(SESSION_ENDED, 'Session ended');
    return false;
  };

  const unsubscribe = ctx.events.subscribe((group, message) => {
    let frame: string | null = null;
    for (const member of members) {
      if (!member.groups.has(group) || !stillLoggedIn(member)) continue;
      frame ??= JSON.stringify(message);
      member.socket.send(frame);
    }
  });

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = (request.url ?? '').split('?')[0];
    if (path !== ACTIVITY_PATH) {
      // Another upgrade handler may own this path; with none, nobody answers it but us.
      if (app.server.listenerCount('upgrade') === 1) refuse(socket, 404, 'Not Found');
      return;
    }
    const sessionKey = parseCookies(request.headers.cookie).get('sessionid');
    const user = sessionUser(ctx, sessionKey);
    if (!user || !sessionKey) {
      refuse(socket, 401, 'Unauthorized');
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => {
      const member: Member = { socket: ws, sessionKey, groups: groupsOf(user) };
      members.add(member);
      ws.on('close', () => members.delete(member));
      ws.on('error', () => members.delete(member));
      // Traffic is server to client only: what a client sends is ignored.
    });
  };
  app.server.on('upgrade', onUpgrade);

  // A logout ends the session: its sockets close instead of receiving the next user's events.
  app.addHook('onResponse', async (request) => {
    if (members.size > 0 && /^\/api\/v[12]\/users\/logout\/?$/.test(request.url.split('?')[0] ?? '')) {
      for (const member of [...members]) stillLoggedIn(member);
    }
  });

  // Before the HTTP server closes: upgraded sockets are no longer HTTP connections, so closing the
  // server would otherwise wait for them forever.
  app.addHook('preClose', async () => {
    app.server.off('upgrade', onUpgrade);
    unsubscribe();
    for (const member of members) member.socket.terminate();
    members.clear();
    await new Promise<void>((resolve) => wss.close(() => resolve()));
  });
}

/**
 * A `Listen` or `Like` event (ENDPOINTS §14) for the instance's activity group, published only when
 * the acting user shares activity with the instance (privacy level instance or everyone).
 */
export function publishUserActivity(
  ctx: PodContext,
  origin: string,
  user: UserRow,
  activity: { type: 'Listen' | 'Like'; id: number; trackId: number; date: string },
): void {
  if (user.privacy_level !== 'instance' && user.privacy_level !== 'everyone') return;
  const track = ctx.db
    .prepare(
      `SELECT t.title, ar.name AS artist, al.title AS album FROM tracks t JOIN artists ar ON ar.id = t.artist_id
       LEFT JOIN albums al ON al.id = t.album_id WHERE t.id = ?`,
    )
    .get(activity.trackId) as { title: string; artist: string; album: string | null } | undefined;
  if (!track) return;
  const kind = activity.type === 'Listen' ? 'listenings' : 'favorites';
  ctx.events.publish('instance_activity', {
    id: `${origin}/@${user.username}/${kind}/tracks/${activity.id}`,
    local_id: activity.id,
    object: {
      id: `${origin}/tracks/${activity.trackId}`,
      local_id: activity.trackId,
      name: track.title,
      type: 'Audio',
      artist: track.artist,
      album: track.album,
    },
    type: activity.type,
    actor: { id: `${origin}/@${user.username}`, local_id: user.username, name: user.username, type: 'Person' },
    published: activity.date,
  });
}
