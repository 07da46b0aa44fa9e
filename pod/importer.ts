// The import of uploaded files, as a real pod's `process_upload` task: an upload starts `pending`,
// and a moment later (asynchronously, so clients see `pending` first) its file's tags are read with
// music-metadata, the client's metadata winning over them, the artist, album and track are found or
// created, and the upload becomes `finished`, `skipped` (the track is already imported in one of the
// owner's libraries) or `errored`. Each change is published as `import.status_updated` to
// `user.<owner id>.imports` (ENDPOINTS §14).

import { readFileSync } from 'node:fs';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parseBuffer } from 'music-metadata';
import { filePath, type PodContext } from './context';
import { isoDate, newUuid } from './ids';
import { channelOfUpload, channelTrack } from './channel-import';
import { View } from './serialize/common';
import type { UploadRow } from './serialize/tracks';
import { serializeUploads } from './serialize/uploads';
import { userById } from './users';

/** How long an upload stays `pending` before its import runs. */
const IMPORT_DELAY_MS = 300;

/** Extensions a pod accepts (spec 01 §5), with the mimetype the demo pod stores. */
export const AUDIO_TYPES: Record<string, string> = {
  aac: 'audio/aac',
  aif: 'audio/aiff',
  aiff: 'audio/aiff',
  flac: 'audio/flac',
  m4a: 'audio/x-m4a',
  mp3: 'audio/mpeg',
  ogg: 'audio/ogg',
  opus: 'audio/opus',
};

/** The MusicBrainz recording id a pod accepts (any UUID, with or without dashes, as Python's UUID reads it). */
const UUID_PATTERN = /^(urn:uuid:)?\{?[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}\}?$/i;

/** What the client says about a file (spec 01 §3 "Upload payload"); absent values come from the tags. */
export interface ImportMetadata {
  title?: string;
  album?: string;
  artist?: string;
}

type ImportRow = UploadRow & { import_metadata: string | null };

/** Where the absolute URLs of event payloads point: the origin the upload was sent to. */
export interface Origin {
  protocol: string;
  host: string;
}

export class Importer {
  private readonly timers = new Set<NodeJS.Timeout>();
  private closed = false;

  constructor(private readonly ctx: PodContext) {}

  /** Runs the import of a pending upload after IMPORT_DELAY_MS. */
  schedule(uuid: string, origin: Origin): void {
    if (this.closed) return;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void this.process(uuid, origin).catch((error: unknown) => {
        // The pod stopped or the database was reset under the import: nothing left to import.
        if (!this.closed) console.error('import of upload', uuid, 'failed:', error);
      });
    }, IMPORT_DELAY_MS);
    this.timers.add(timer);
  }

  /** Stops every import that has not run yet (the pod closes). */
  close(): void {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  /** Imports a pending upload now; anything else (deleted, no longer pending) is left alone. */
  async process(uuid: string, origin: Origin): Promise<void> {
    const { db } = this.ctx;
    const upload = db.prepare('SELECT * FROM uploads WHERE uuid = ?').get(uuid) as ImportRow | undefined;
    if (!upload || upload.import_status !== 'pending' || upload.owner_id === null) return;
    // A channel's episode or release (pub19): its track is the channel artist's, from the client's metadata.
    const channel = channelOfUpload(db, upload.library_uuid);
    const outcome = await this.outcome(upload, channel !== null);
    if (this.closed) return;
    // The upload may have been deleted or imported again while the file was read.
    const still = db.prepare("SELECT 1 FROM uploads WHERE uuid = ? AND import_status = 'pending'").get(uuid);
    if (!still) return;
    const now = isoDate();
    db.transaction(() => {
      if (outcome.status === 'errored') {
        db.prepare(
          "UPDATE uploads SET import_status = 'errored', import_details = ?, import_date = ?, track_id = NULL WHERE uuid = ?",
        ).run(JSON.stringify(outcome.details), now, uuid);
        return;
      }
      const trackId =
        channel === null
          ? this.trackFor(upload, outcome.tags)
          : channelTrack(db, upload, channel, { title: outcome.tags.title, position: outcome.tags.position });
      const duplicates = (
        db
          .prepare(
            `SELECT u.uuid FROM uploads u JOIN libraries l ON l.uuid = u.library_uuid
             WHERE u.track_id = ? AND u.import_status = 'finished' AND l.owner_id = ? AND u.uuid != ?
             ORDER BY u.creation_date, u.uuid`,
          )
          .all(trackId, upload.owner_id, uuid) as { uuid: string }[]
      ).map((row) => row.uuid);
      const status = duplicates.length ? 'skipped' : 'finished';
      const details = duplicates.length ? { code: 'already_imported_in_owned_libraries', duplicates } : {};
      db.prepare(
        'UPDATE uploads SET import_status = ?, import_details = ?, import_date = ?, track_id = ?, duration = ?, bitrate = ? WHERE uuid = ?',
      ).run(status, JSON.stringify(details), now, trackId, outcome.duration, outcome.bitrate, uuid);
    })();
    this.publish(uuid, upload.owner_id, 'pending', origin);
  }

  private async outcome(
    upload: ImportRow,
    inChannel = false,
  ): Promise<
    | { status: 'errored'; details: { error_code: string; detail: Record<string, unknown> } }
    | {
        status: 'ok';
        tags: Required<ImportMetadata> & { position: number | null; disc: number | null };
        duration: number | null;
        bitrate: number | null;
      }
  > {
    let parsed;
    try {
      const data = readFileSync(filePath(this.ctx, upload.root, upload.file));
      parsed = await parseBuffer(
        data,
        { mimeType: upload.mimetype, size: data.length, path: upload.filename },
        { duration: true },
      );
    } catch (error) {
      return {
        status: 'errored',
        details: { error_code: 'unknown_error', detail: { error: [(error as Error).message] } },
      };
    }
    // Tags with no audio after them (see readAudio): nothing a pod could play.
    if (parsed.format.container === undefined && parsed.format.codec === undefined) {
      return {
        status: 'errored',
        details: { error_code: 'unknown_error', detail: { error: ['No audio stream found in the file.'] } },
      };
    }
    const given = upload.import_metadata ? (JSON.parse(upload.import_metadata) as ImportMetadata) : {};
    const clean = (value: string | undefined | null) =>
      typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
    const tags = {
      title: clean(given.title) ?? clean(parsed.common.title),
      album: clean(given.album) ?? clean(parsed.common.album),
      artist: clean(given.artist) ?? clean(parsed.common.artist) ?? clean(parsed.common.albumartist),
    };
    // A channel upload needs no album or artist tag: the channel is the artist, the series its album.
    if (inChannel) {
      tags.title ??= upload.filename.replace(/\.[^.]*$/, '');
      tags.album ??= '';
      tags.artist ??= '';
    }
    const missing = Object.entries(tags).filter(([, value]) => value === undefined);
    const detail: Record<string, string[]> = Object.fromEntries(
      missing.map(([name]) => [name, ['This field is required.']]),
    );
    // A real pod's metadata serializer takes the recording id as a UUID field: a tag that is no UUID
    // fails the whole import (import18: what the import status modal explains).
    const mbid = clean(parsed.common.musicbrainz_recordingid);
    if (mbid !== undefined && !UUID_PATTERN.test(mbid)) detail.mbid = ['Must be a valid UUID.'];
    if (Object.keys(detail).length) return { status: 'errored', details: { error_code: 'invalid_metadata', detail } };
    const duration = parsed.format.duration;
    const bitrate = parsed.format.bitrate;
    return {
      status: 'ok',
      tags: {
        ...(tags as Required<ImportMetadata>),
        position: parsed.common.track.no ?? null,
        disc: parsed.common.disk.no ?? null,
      },
      duration: duration === undefined ? null : Math.round(duration),
      bitrate: bitrate === undefined ? null : Math.round(bitrate),
    };
  }

  /** The track of the tags: artist, album and track found by name (ignoring case), else created. */
  private trackFor(
    upload: ImportRow,
    tags: Required<ImportMetadata> & { position: number | null; disc: number | null },
  ): number {
    const { db } = this.ctx;
    const now = isoDate();
    const owner = upload.owner_id;
    const find = (sql: string, ...params: unknown[]) =>
      (db.prepare(sql).get(...params) as { id: number } | undefined)?.id;
    const artistId =
      find(
        'SELECT id FROM artists WHERE fold(name) = fold(?) AND channel_uuid IS NULL ORDER BY id LIMIT 1',
        tags.artist,
      ) ??
      Number(
        db
          .prepare(
            'INSERT INTO artists (uuid, name, content_category, attributed_to, creation_date, modification_date) VALUES (?, ?, ?, ?, ?, ?)',
          )
          .run(newUuid(), tags.artist, 'music', owner, now, now).lastInsertRowid,
      );
    const albumId =
      find(
        'SELECT id FROM albums WHERE artist_id = ? AND fold(title) = fold(?) ORDER BY id LIMIT 1',
        artistId,
        tags.album,
      ) ??
      Number(
        db
          .prepare('INSERT INTO albums (uuid, title, artist_id, attributed_to, creation_date) VALUES (?, ?, ?, ?, ?)')
          .run(newUuid(), tags.album, artistId, owner, now).lastInsertRowid,
      );
    return (
      find(
        'SELECT id FROM tracks WHERE album_id = ? AND artist_id = ? AND fold(title) = fold(?) ORDER BY id LIMIT 1',
        albumId,
        artistId,
        tags.title,
      ) ??
      Number(
        db
          .prepare(
            'INSERT INTO tracks (uuid, title, artist_id, album_id, position, disc_number, attributed_to, creation_date) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
          )
          .run(newUuid(), tags.title, artistId, albumId, tags.position, tags.disc, owner, now).lastInsertRowid,
      )
    );
  }

  private publish(uuid: string, ownerId: number, oldStatus: string, origin: Origin): void {
    const owner = userById(this.ctx.db, ownerId);
    if (!owner) return;
    const view = new View(this.ctx, requestLike(origin, owner));
    const [upload] = serializeUploads(view, [uuid]);
    if (!upload) return;
    this.ctx.events.publish(`user.${ownerId}.imports`, {
      type: 'import.status_updated',
      upload,
      old_status: oldStatus,
      new_status: upload.import_status,
    });
  }
}

const importers = new WeakMap<PodContext, Importer>();

/** The pod's one importer (both ways of sending files share it), stopped when the app closes. */
export function importerOf(app: FastifyInstance, ctx: PodContext): Importer {
  let importer = importers.get(ctx);
  if (importer === undefined) {
    const made = new Importer(ctx);
    importers.set(ctx, made);
    app.addHook('onClose', async () => made.close());
    importer = made;
  }
  return importer;
}

/**
 * Whether the audio of a file can be read at all, as a real pod's create reads it (mutagen) before it
 * answers: a file music-metadata finds no audio stream in (a tag followed by garbage) cannot.
 */
export async function readAudio(
  data: Buffer,
  mimetype: string,
  filename: string,
): Promise<{ duration: number | null; bitrate: number | null } | null> {
  try {
    const parsed = await parseBuffer(
      data,
      { mimeType: mimetype, size: data.length, path: filename },
      { duration: true },
    );
    if (parsed.format.container === undefined && parsed.format.codec === undefined) return null;
    const { duration, bitrate } = parsed.format;
    return {
      duration: duration === undefined ? null : Math.round(duration),
      bitrate: bitrate === undefined ? null : Math.round(bitrate),
    };
  } catch {
    return null;
  }
}

/** What a View reads of a request (its origin and who asks), for answers built outside a request. */
function requestLike(origin: Origin, user: NonNullable<FastifyRequest['auth']['user']>): FastifyRequest {
  return { protocol: origin.protocol, headers: { host: origin.host }, auth: { user } } as unknown as FastifyRequest;
}

/** The origin of a request, kept for the events of imports it starts. */
export function originOfRequest(request: FastifyRequest): Origin {
  return { protocol: request.protocol, host: request.headers.host ?? 'localhost' };
}
