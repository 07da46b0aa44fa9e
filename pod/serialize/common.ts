// Shared pieces of answers: attachments, rich text, actors, batch lookups. A `View` lives for one
// request: it knows the origin absolute URLs are built on and caches what it looked up.

import { marked } from 'marked';
import type { FastifyRequest } from 'fastify';
import type { PodContext } from '../context';
import type { DB } from '../db';
import { hostOf, originOf } from '../http/query';
import type { UserRow } from '../users';
import { remoteActorOf, serializeRemoteActor } from './remote';

/** The actor of a channel: its own account, published under the channel's username. */
interface ChannelActorRow {
  username: string;
  name: string;
  creation_date: string;
}

export interface AttachmentRow {
  uuid: string;
  root: string;
  file: string;
  small_file: string | null;
  size: number;
  mimetype: string;
  creation_date: string;
}

export interface ArtistRow {
  id: number;
  uuid: string;
  mbid: string | null;
  name: string;
  content_category: string;
  description_text: string | null;
  description_type: string | null;
  cover_uuid: string | null;
  attributed_to: number | null;
  channel_uuid: string | null;
  creation_date: string;
  modification_date: string;
}

export interface CreditRow {
  kind: 'album' | 'track';
  object_id: number;
  idx: number;
  artist_id: number;
  credit: string;
  joinphrase: string;
}

/** `SELECT ... WHERE x IN (SELECT value FROM json_each(?))` with this as the parameter. */
export const idList = (ids: readonly (number | string)[]) => JSON.stringify(ids);

export function rowsByIds<T extends { id: number }>(db: DB, table: string, ids: readonly number[]): Map<number, T> {
  const rows = db
    .prepare(`SELECT * FROM ${table} WHERE id IN (SELECT value FROM json_each(?))`)
    .all(idList(ids)) as T[];
  return new Map(rows.map((row) => [row.id, row]));
}

/** Group rows by a key, keeping their order. */
export function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const group = groups.get(k);
    if (group) group.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}

export interface ApiAttachment {
  uuid: string;
  size: number;
  mimetype: string;
  creation_date: string;
  urls: { source: null; original: string; medium_square_crop: string; large_square_crop: string };
}

export interface ApiActor {
  fid: string;
  url: string | null;
  creation_date: string;
  summary: string | null;
  preferred_username: string;
  name: string;
  last_fetch_date: string;
  domain: string;
  type: string;
  manually_approves_followers: boolean;
  full_username: string;
  is_local: boolean;
}

export class View {
  readonly origin: string;
  readonly host: string;
  /** Who asks: what is playable, visible or "mine" depends on it. */
  readonly user: UserRow | null;
  private readonly attachments = new Map<string, ApiAttachment | null>();
  private readonly actors = new Map<number, ApiActor | null>();
  /** scan18: the other pods' objects a scan brought, by uuid (read once a request: a few dozen rows). */
  private remoteObjects: Map<string, string> | undefined;

  constructor(
    readonly ctx: PodContext,
    request: FastifyRequest,
  ) {
    this.origin = originOf(request);
    this.host = hostOf(request);
    this.user = request.auth.user;
  }

  get db(): DB {
    return this.ctx.db;
  }

  /**
   * `{artist_credit}`, the 2.x credit list sent beside 1.x's `artist`; nothing on a pod that answers
   * as 1.4, which has no such key (real-1.4/tracks.json).
   */
  artistCredit<T>(credit: () => T): { artist_credit?: T } {
    return this.ctx.mode === '1.4' ? {} : { artist_credit: credit() };
  }

  fid(kind: 'artists' | 'albums' | 'tracks' | 'libraries', uuid: string): string {
    const domain = this.remoteDomain(uuid);
    return `${domain ? `https://${domain}` : this.origin}/federation/music/${kind}/${uuid}`;
  }

  /** scan18: whether an artist, album, track or upload is this pod's own (not brought by a scan). */
  isLocal(uuid: string): boolean {
    return this.remoteDomain(uuid) === undefined;
  }

  private remoteDomain(uuid: string): string | undefined {
    this.remoteObjects ??= new Map(
      (this.db.prepare('SELECT uuid, domain FROM remote_objects').all() as { uuid: string; domain: string }[]).map(
        (row) => [row.uuid, row.domain],
      ),
    );
    return this.remoteObjects.get(uuid);
  }

  /** An Attachment with absolute URLs to /media/, or null. */
  attachment(uuid: string | null): ApiAttachment | null {
    if (uuid === null) return null;
    if (!this.attachments.has(uuid)) {
      const row = this.db.prepare('SELECT * FROM attachments WHERE uuid = ?').get(uuid) as AttachmentRow | undefined;
      this.attachments.set(uuid, row ? this.serializeAttachment(row) : null);
    }
    return this.attachments.get(uuid) ?? null;
  }

  private serializeAttachment(row: AttachmentRow): ApiAttachment {
    const ext = row.mimetype === 'image/png' ? 'png' : 'jpg';
    const base = `${this.origin}/media`;
    return {
      uuid: row.uuid,
      size: row.size,
      mimetype: row.mimetype,
      creation_date: row.creation_date,
      urls: {
        source: null,
        original: `${base}/attachments/${row.uuid}.${ext}`,
        medium_square_crop: `${base}/__sized__/attachments/${row.uuid}-crop-200x200.${ext}`,
        large_square_crop: `${base}/__sized__/attachments/${row.uuid}-crop-600x600.${ext}`,
      },
    };
  }

  /** The API actor of a user (`attributed_to`, `actor`), or null. */
  actor(userId: number | null): ApiActor | null {
    if (userId === null) return null;
    if (!this.actors.has(userId)) {
      const user = this.db.prepare('SELECT * FROM users WHERE id = ?').get(userId) as UserRow | undefined;
      this.actors.set(userId, user ? this.serializeActor(user) : null);
    }
    return this.actors.get(userId) ?? null;
  }

  private serializeActor(user: UserRow): ApiActor {
    // remote18: an actor of another (simulated) pod keeps its own domain and fid.
    const remote = remoteActorOf(this.db, user.id);
    if (remote) return serializeRemoteActor(user, remote);
    return {
      fid: `${this.origin}/federation/actors/${user.username}`,
      url: null,
      creation_date: user.date_joined,
      summary: null,
      preferred_username: user.username,
      name: user.name || user.username,
      last_fetch_date: user.date_joined,
      domain: this.host,
      type: 'Person',
      manually_approves_followers: false,
      full_username: `${user.username}@${this.host}`,
      is_local: true,
    };
  }

  /** The API actor of a channel. */
  channelActor(channel: ChannelActorRow): ApiActor {
    return {
      fid: `${this.origin}/federation/actors/${channel.username}`,
      url: `${this.origin}/channels/${channel.username}`,
      creation_date: channel.creation_date,
      summary: null,
      preferred_username: channel.username,
      name: channel.name,
      last_fetch_date: channel.creation_date,
      domain: this.host,
      type: 'Person',
      manually_approves_followers: false,
      full_username: `${channel.username}@${this.host}`,
      is_local: true,
    };
  }

  fullUsername(user: UserRow): string {
    return `${user.username}@${this.host}`;
  }

  /** The small user object of favorites, listenings and playlists. */
  userSummary(userId: number) {
    const user = this.db.prepare('SELECT * FROM users WHERE id = ?').get(userId) as UserRow | undefined;
    if (!user) return null;
    return {
      id: user.id,
      username: user.username,
      name: user.name,
      date_joined: user.date_joined,
      avatar: this.attachment(user.avatar_uuid),
    };
  }
}

/** Rich text `{text, content_type, html}`, or null when there is no text. */
export function content(text: string | null, contentType: string | null) {
  if (text === null) return null;
  const type = contentType ?? 'text/markdown';
  return { text, content_type: type, html: renderHtml(text, type) };
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

function renderHtml(text: string, contentType: string): string {
  if (contentType === 'text/html') return text;
  if (contentType === 'text/plain') return `<p>${escapeHtml(text)}</p>`;
  // Markdown: raw HTML in the source is shown as text, like a real pod's sanitized rendering.
  return marked.parse(escapeHtml(text), { async: false, gfm: true }).trim();
}
