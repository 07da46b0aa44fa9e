// Radios: the filters of custom radios as SQL, what each kind of radio session may play (its
// candidates), and the order a session hands them out in.
//
// Candidates are always tracks the session's user (or anonymous visitor) may play, never channel
// content, never an artist the user muted, never a track the session already handed out. Within
// that, each kind of radio has its own condition and order (see `RADIO_TYPES`). "Random" orders are
// a shuffle seeded by the pod's radio seed and the session id: the same session of a pod started
// with the same seed always plays the same tracks in the same order (tests rely on it), and two
// sessions play in different orders.

import { createHash } from 'node:crypto';
import { uploadPlayable } from '../access';
import type { PodContext } from '../context';
import { userById, type UserRow } from '../users';
import { Conditions } from './list-query';

/**
 * The radio seed when neither `createPod({radioSeed})` nor `$SHOAL_POD_RADIO_SEED` gives one. Chosen
 * so that the first random radios of a freshly seeded pod (sessions 1 to 3, anonymous or logged in)
 * do not meet the broken track (Static) in their first eight tracks.
 */
export const DEFAULT_RADIO_SEED = 'shoal-radio';

// ----------------------------------------------------------------------------------------------
// Filters of custom radios: `{type: "tag", names: [..]}` or `{type: "artist", ids: [..]}`, each with
// optional `not` (negate it) and `operator` ("and", the default, or "or": how it joins the filters
// before it, left to right).

interface FilterBase {
  not?: boolean;
  operator?: 'and' | 'or';
}
export interface TagFilter extends FilterBase {
  type: 'tag';
  names: string[];
}
interface ArtistFilter extends FilterBase {
  type: 'artist';
  ids: number[];
}
export type RadioFilter = TagFilter | ArtistFilter;

/** A filter from a request body, or the message saying why it is not one. */
export function parseFilter(value: unknown): RadioFilter | string {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'A filter must be an object.';
  const raw = value as Record<string, unknown>;
  if (raw.not !== undefined && typeof raw.not !== 'boolean') return '"not" must be a boolean.';
  if (raw.operator !== undefined && raw.operator !== 'and' && raw.operator !== 'or')
    return '"operator" must be "and" or "or".';
  const base: FilterBase = {};
  if (raw.not !== undefined) base.not = raw.not;
  if (raw.operator !== undefined) base.operator = raw.operator as 'and' | 'or';
  if (raw.type === 'tag') {
    const names = raw.names;
    if (
      !Array.isArray(names) ||
      names.length === 0 ||
      !names.every((name) => typeof name === 'string' && name !== '')
    ) {
      return 'A tag filter needs "names", a list of tag names.';
    }
    return { type: 'tag', names: names as string[], ...base };
  }
  if (raw.type === 'artist') {
    const ids = raw.ids;
    if (!Array.isArray(ids) || ids.length === 0 || !ids.every((id) => Number.isSafeInteger(id)))
      return 'An artist filter needs "ids", a list of artist ids.';
    return { type: 'artist', ids: ids as number[], ...base };
  }
  return `Unknown filter type "${String(raw.type).slice(0, 40)}".`;
}

/** The stored filters of a radio (written by the pod itself: whatever does not parse is skipped). */
export function storedFilters(config: string): RadioFilter[] {
  const value = JSON.parse(config) as unknown;
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    const filter = parseFilter(item);
    return typeof filter === 'string' ? [] : [filter];
  });
}

/** Tracks (alias t) carrying one of the tags, themselves or through their artist or album. */
function taggedSql(names: string[]): { sql: string; params: unknown[] } {
  return {
    sql: `EXISTS (SELECT 1 FROM tagged_items ti JOIN tags tg ON tg.id = ti.tag_id
                  WHERE tg.name IN (SELECT value FROM json_each(?))
                    AND ((ti.kind = 'track' AND ti.object_id = t.id) OR (ti.kind = 'artist' AND ti.object_id = t.artist_id)
                         OR (ti.kind = 'album' AND ti.object_id = t.album_id)))`,
    params: [JSON.stringify(names)],
  };
}

/** Tracks (alias t) by one of the artists: their artist, or one of their credited artists. */
function byArtistsSql(ids: number[]): { sql: string; params: unknown[] } {
  const list = JSON.stringify(ids);
  return {
    sql: `(t.artist_id IN (SELECT value FROM json_each(?))
           OR EXISTS (SELECT 1 FROM artist_credits c WHERE c.kind = 'track' AND c.object_id = t.id AND c.artist_id IN (SELECT value FROM json_each(?))))`,
    params: [list, list],
  };
}

/** The filters joined into one condition on tracks (alias t); no filter lets everything through. */
export function filtersSql(filters: readonly RadioFilter[]): { sql: string; params: unknown[] } {
  let sql = '1';
  const params: unknown[] = [];
  filters.forEach((filter, index) => {
    const one = filter.type === 'tag' ? taggedSql(filter.names) : byArtistsSql(filter.ids);
    const term = filter.not ? `NOT ${one.sql}` : one.sql;
    sql = index === 0 ? `(${term})` : `(${sql} ${filter.operator === 'or' ? 'OR' : 'AND'} ${term})`;
    params.push(...one.params);
  });
  return { sql, params };
}

// ----------------------------------------------------------------------------------------------
// Sessions.

/** What a kind of radio needs: a logged-in user, and which related object (`related_object_id`). */
interface RadioTypeSpec {
  needsUser: boolean;
  related?: 'artist' | 'tag' | 'library' | 'actor' | 'track';
}

export const RADIO_TYPES = {
  random: { needsUser: false },
  'recently-added': { needsUser: false },
  favorites: { needsUser: true },
  'less-listened': { needsUser: true },
  random_library: { needsUser: true },
  'less-listened_library': { needsUser: true },
  'actor-content': { needsUser: true, related: 'actor' },
  artist: { needsUser: false, related: 'artist' },
  tag: { needsUser: false, related: 'tag' },
  library: { needsUser: false, related: 'library' },
  similar: { needsUser: true, related: 'track' },
  // anonymous visitors may use public radios only (checked when the session is created)
  custom: { needsUser: false },
  custom_multiple: { needsUser: false },
} satisfies Record<string, RadioTypeSpec>;

export type RadioType = keyof typeof RADIO_TYPES;
export const isRadioType = (value: unknown): value is RadioType =>
  typeof value === 'string' && Object.hasOwn(RADIO_TYPES, value);

export interface RadioSessionRow {
  id: number;
  user_id: number | null;
  session_key: string | null;
  radio_type: RadioType;
  /** JSON */
  related_object_id: string | null;
  custom_radio_id: number | null;
  /** JSON */
  config: string | null;
  creation_date: string;
}

const parsed = (json: string | null): unknown => (json === null ? null : (JSON.parse(json) as unknown));

/** A user (alias-free condition) may play an upload `u`; channel libraries are never a user's own. */
const ownLibraries = (userId: number) =>
  `u.library_uuid IN (SELECT l.uuid FROM libraries l WHERE l.owner_id = ${Math.trunc(userId)} AND l.channel_uuid IS NULL)`;

/** The condition of the session's kind on tracks (alias t), and how its candidates are ordered. */
function typeCondition(
  ctx: PodContext,
  session: RadioSessionRow,
  viewer: UserRow | null,
): { sql: string; params: unknown[] } {
  const related = parsed(session.related_object_id);
  const playable = uploadPlayable('u', viewer);
  const uploadsIn = (where: string, ...params: unknown[]) => ({
    sql: `EXISTS (SELECT 1 FROM uploads u WHERE u.track_id = t.id AND ${playable} AND ${where})`,
    params,
  });
  switch (session.radio_type) {
    case 'random':
    case 'recently-added':
    case 'less-listened':
      return { sql: '1', params: [] };
    case 'favorites':
      return { sql: 't.id IN (SELECT f.track_id FROM favorites f WHERE f.user_id = ?)', params: [viewer?.id ?? -1] };
    case 'random_library':
    case 'less-listened_library':
      // one's own libraries and the ones one follows (the demo pod has no library follows)
      return viewer ? uploadsIn(ownLibraries(viewer.id)) : { sql: '0', params: [] };
    case 'actor-content': {
      const username = String(related).split('@')[0] ?? '';
      const actor = ctx.db.prepare('SELECT id FROM users WHERE username = ? COLLATE NOCASE').get(username) as
        { id: number } | undefined;
      return actor ? uploadsIn(ownLibraries(actor.id)) : { sql: '0', params: [] };
    }
    case 'artist':
      return byArtistsSql([Number(related)]);
    case 'tag':
      return taggedSql([String(related)]);
    case 'library':
      return uploadsIn('u.library_uuid = ?', String(related));
    case 'similar':
      // tracks sharing a tag with the track
      return {
        sql: `t.id != ? AND EXISTS (SELECT 1 FROM tagged_items a JOIN tagged_items b ON b.tag_id = a.tag_id
                                    WHERE a.kind = 'track' AND a.object_id = t.id AND b.kind = 'track' AND b.object_id = ?)`,
        params: [Number(related), Number(related)],
      };
    case 'custom': {
      const radio = ctx.db.prepare('SELECT config FROM radios WHERE id = ?').get(session.custom_radio_id) as
        { config: string } | undefined;
      return radio ? filtersSql(storedFilters(radio.config)) : { sql: '0', params: [] };
    }
    case 'custom_multiple': {
      const filter = parseFilter(parsed(session.config));
      return typeof filter === 'string' ? { sql: '0', params: [] } : filtersSql([filter]);
    }
  }
}

/** What any radio may play for the viewer: playable, not a channel's, not muted (aliases t, al). */
export function playableTrackConditions(ctx: PodContext, viewer: UserRow | null): Conditions {
  const where = new Conditions();
  where.add(`EXISTS (SELECT 1 FROM uploads u WHERE u.track_id = t.id AND ${uploadPlayable('u', viewer)})`);
  where.add('ar.channel_uuid IS NULL');
  if (viewer) {
    const muted = 'SELECT cf.target_artist_id FROM content_filters cf WHERE cf.user_id = ?';
    where.add(`NOT (t.artist_id IN (${muted}) OR coalesce(al.artist_id, -1) IN (${muted}))`, viewer.id, viewer.id);
  }
  return where;
}

export const TRACKS_FROM = 'tracks t JOIN artists ar ON ar.id = t.artist_id LEFT JOIN albums al ON al.id = t.album_id';

/** The seeded shuffle: a stable pseudo-random rank of a track within a session. */
function shuffleRank(ctx: PodContext, sessionId: number, trackId: number): string {
  return createHash('sha1').update(`${ctx.radioSeed}:${sessionId}:${trackId}`).digest('hex');
}

/**
 * The tracks the session may still hand out, best first: newest first for recently-added, least
 * listened (by the user) first for the less-listened kinds, the session's shuffle otherwise (and
 * among equally listened tracks).
 */
export function sessionCandidates(ctx: PodContext, session: RadioSessionRow): number[] {
  const viewer = session.user_id === null ? null : (userById(ctx.db, session.user_id) ?? null);
  if (session.user_id !== null && !viewer) return [];
  const where = playableTrackConditions(ctx, viewer);
  const condition = typeCondition(ctx, session, viewer);
  where.add(condition.sql, ...condition.params);
  where.add('t.id NOT IN (SELECT st.track_id FROM radio_session_tracks st WHERE st.session_id = ?)', session.id);
  const rows = ctx.db
    .prepare(
      `SELECT t.id, t.creation_date, (SELECT count(*) FROM listenings li WHERE li.user_id = ? AND li.track_id = t.id) AS listens
       FROM ${TRACKS_FROM} ${where.sql}`,
    )
    .all(viewer?.id ?? -1, ...where.params) as { id: number; creation_date: string; listens: number }[];
  const ranked = rows.map((row) => ({ ...row, rank: shuffleRank(ctx, session.id, row.id) }));
  const byRank = (a: { rank: string }, b: { rank: string }) => (a.rank < b.rank ? -1 : a.rank > b.rank ? 1 : 0);
  switch (session.radio_type) {
    case 'recently-added':
      ranked.sort((a, b) =>
        a.creation_date === b.creation_date ? b.id - a.id : a.creation_date < b.creation_date ? 1 : -1,
      );
      break;
    case 'less-listened':
    case 'less-listened_library':
      ranked.sort((a, b) => a.listens - b.listens || byRank(a, b));
      break;
    default:
      ranked.sort(byRank);
  }
  return ranked.map((row) => row.id);
}
