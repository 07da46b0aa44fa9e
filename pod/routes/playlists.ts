// Playlists (ENDPOINTS §7), as a real 1.4 pod answers them: the list with its filters, one playlist
// and its tracks (not paginated), and the owner's writes: create, update, delete, add (a duplicate
// without allow_duplicates is refused), move, remove and clear. Every change of the tracks bumps the
// playlist's modification_date and tells the owner's activity sockets (`playlist.track_updated`).
// Writes by anyone but the owner are a 404, as a real pod's owner check (Http404) gives.

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { privacyVisible, uploadPlayable } from '../access';
import { assertCanRead } from '../auth';
import type { PodContext } from '../context';
import { notFound } from '../http/errors';
import { boolParam, intParam, parseId, queryOf, textParam } from '../http/query';
import { apiRoute } from '../http/route';
import { serializePlaylists } from '../serialize/activity';
import { View } from '../serialize/common';
import { serializeTracks } from '../serialize/tracks';
import {
  addNameFilters,
  addTextSearch,
  Conditions,
  orderBy,
  resolveScope,
  runList,
  scopeCondition,
} from './list-query';
import { playlistWriteRoutes } from './playlists-write';

/** Playlists the caller may see, with the playlist filters of ENDPOINTS §7. */
function listPlaylists(ctx: PodContext, request: FastifyRequest) {
  const params = queryOf(request);
  const viewer = request.auth.user;
  const where = new Conditions();
  where.add(privacyVisible('p.privacy_level', 'p.user_id', viewer));
  addTextSearch(where, textParam(params, 'q'), ['p.name', 'us.username']);
  addNameFilters(where, params, 'name', 'p.name');
  const playable = `EXISTS (SELECT 1 FROM playlist_tracks pt JOIN uploads u ON u.track_id = pt.track_id
                            WHERE pt.playlist_id = p.id AND ${uploadPlayable('u', viewer)})`;
  const wantPlayable = boolParam(params, 'playable');
  if (wantPlayable !== undefined) where.add(`${wantPlayable ? '' : 'NOT '}${playable}`);
  const track = intParam(params, 'track');
  if (track !== undefined)
    where.add('EXISTS (SELECT 1 FROM playlist_tracks pt WHERE pt.playlist_id = p.id AND pt.track_id = ?)', track);
  const album = intParam(params, 'album');
  if (album !== undefined) {
    where.add(
      'EXISTS (SELECT 1 FROM playlist_tracks pt JOIN tracks t ON t.id = pt.track_id WHERE pt.playlist_id = p.id AND t.album_id = ?)',
      album,
    );
  }
  const artist = intParam(params, 'artist');
  if (artist !== undefined) {
    where.add(
      `EXISTS (SELECT 1 FROM playlist_tracks pt JOIN tracks t ON t.id = pt.track_id LEFT JOIN albums al ON al.id = t.album_id
               WHERE pt.playlist_id = p.id AND (t.artist_id = ? OR al.artist_id = ?))`,
      artist,
      artist,
    );
  }
  const scope = resolveScope(ctx, request, { hasLibraries: false });
  if (scope !== null) {
    const condition = scopeCondition(scope, 'p.user_id');
    where.add(condition.sql, ...condition.params);
  }
  const fields = {
    id: 'p.id',
    name: 'fold(p.name)',
    creation_date: 'p.creation_date',
    modification_date: 'p.modification_date',
  };
  return runList(new View(ctx, request), request, {
    from: 'playlists p JOIN users us ON us.id = p.user_id',
    idColumn: 'p.id',
    where,
    order: orderBy(params, fields, 'p.creation_date DESC, p.id DESC', 'p.id'),
    serialize: (view, ids) => serializePlaylists(view, ids, uploadPlayable('u', viewer)),
  });
}

/** The id of a playlist the caller may see, else 404. */
export function visiblePlaylist(ctx: PodContext, request: FastifyRequest): number {
  const id = parseId((request.params as { id: string }).id);
  const row = ctx.db
    .prepare(
      `SELECT 1 FROM playlists p WHERE p.id = ? AND ${privacyVisible('p.privacy_level', 'p.user_id', request.auth.user)}`,
    )
    .get(id);
  if (!row) throw notFound();
  return id;
}

export function playlistRoutes(app: FastifyInstance, ctx: PodContext): void {
  apiRoute(app, 'GET', 'playlists/', async (request) => {
    assertCanRead(ctx, request);
    return listPlaylists(ctx, request);
  });
  apiRoute(app, 'GET', 'playlists/:id/', async (request) => {
    assertCanRead(ctx, request);
    const id = visiblePlaylist(ctx, request);
    return serializePlaylists(new View(ctx, request), [id], uploadPlayable('u', request.auth.user))[0];
  });
  // Not paginated: `{count, results: [{track, index, creation_date}]}` by index.
  apiRoute(app, 'GET', 'playlists/:id/tracks/', async (request) => {
    assertCanRead(ctx, request);
    const id = visiblePlaylist(ctx, request);
    const entries = ctx.db
      .prepare('SELECT idx, track_id, creation_date FROM playlist_tracks WHERE playlist_id = ? ORDER BY idx')
      .all(id) as PlaylistEntry[];
    const results = serializeEntries(ctx, request, entries);
    return { count: results.length, results };
  });
  playlistWriteRoutes(app, ctx);
}

export interface PlaylistEntry {
  idx: number;
  track_id: number;
  creation_date: string;
}

/** Playlist entries as `{track, index, creation_date}` (an entry whose track the caller may not see is left out). */
export function serializeEntries(ctx: PodContext, request: FastifyRequest, entries: readonly PlaylistEntry[]) {
  const view = new View(ctx, request);
  const tracks = new Map(
    serializeTracks(view, [...new Set(entries.map((entry) => entry.track_id))], { detail: false }).map((t) => [
      t.id,
      t,
    ]),
  );
  return entries.flatMap((entry) => {
    const track = tracks.get(entry.track_id);
    return track ? [{ track, index: entry.idx, creation_date: entry.creation_date }] : [];
  });
}
