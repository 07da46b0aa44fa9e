// Test hooks only: what the hooks that add catalogue rows share (library23's `manage-library/album`,
// import26's `albums/pages`): admin's first library, a seeded catalogue file's upload row whose audio
// each new upload copies, and the inserts of an artist, an album, a track and such an upload.

import type { DB } from '../db';
import { isoDate, newUuid } from '../ids';
import type { UploadRow } from '../serialize/tracks';

export interface CatalogueSeed {
  db: DB;
  /** admin's id: the owner of everything made. */
  admin: number;
  /** admin's first library (not a channel's). */
  library: string;
  /** The upload row copied: the same audio file. */
  model: UploadRow;
  now: string;
}

export function catalogueSeed(db: DB): CatalogueSeed {
  const admin = db.prepare("SELECT id FROM users WHERE username = 'admin'").get() as { id: number };
  const library = db
    .prepare('SELECT uuid FROM libraries WHERE owner_id = ? AND channel_uuid IS NULL ORDER BY creation_date LIMIT 1')
    .get(admin.id) as { uuid: string };
  const model = db
    .prepare("SELECT * FROM uploads WHERE root = 'catalogue' AND mimetype = 'audio/mpeg' LIMIT 1")
    .get() as UploadRow;
  return { db, admin: admin.id, library: library.uuid, model, now: isoDate() };
}

export function insertArtist(seed: CatalogueSeed, name: string): number {
  const { db, admin, now } = seed;
  return Number(
    db
      .prepare(
        'INSERT INTO artists (uuid, name, attributed_to, creation_date, modification_date) VALUES (?, ?, ?, ?, ?)',
      )
      .run(newUuid(), name, admin, now, now).lastInsertRowid,
  );
}

export function insertAlbum(seed: CatalogueSeed, title: string, artist: number): number {
  const { db, admin, now } = seed;
  return Number(
    db
      .prepare('INSERT INTO albums (uuid, title, artist_id, attributed_to, creation_date) VALUES (?, ?, ?, ?, ?)')
      .run(newUuid(), title, artist, admin, now).lastInsertRowid,
  );
}

export function insertTrack(
  seed: CatalogueSeed,
  track: { title: string; artist: number; album: number; position: number },
): number {
  const { db, admin, now } = seed;
  return Number(
    db
      .prepare(
        'INSERT INTO tracks (uuid, title, artist_id, album_id, position, disc_number, attributed_to, creation_date) VALUES (?, ?, ?, ?, ?, 1, ?, ?)',
      )
      .run(newUuid(), track.title, track.artist, track.album, track.position, admin, now).lastInsertRowid,
  );
}

/** A finished upload of `track` in admin's first library, a copy of the model's file; returns its uuid. */
export function insertUploadCopy(
  seed: CatalogueSeed,
  upload: { track: number; filename: string; reference: string },
): string {
  const { db, admin, library, model, now } = seed;
  const uuid = newUuid();
  db.prepare(
    `INSERT INTO uploads (uuid, track_id, library_uuid, owner_id, root, file, filename, mimetype, extension, size,
       duration, bitrate, import_status, import_details, import_reference, import_date, creation_date)
     VALUES (?, ?, ?, ?, 'catalogue', ?, ?, ?, ?, ?, ?, ?, 'finished', '{}', ?, ?, ?)`,
  ).run(
    uuid,
    upload.track,
    library,
    admin,
    model.file,
    upload.filename,
    model.mimetype,
    model.extension,
    model.size,
    model.duration,
    model.bitrate,
    upload.reference,
    now,
    now,
  );
  return uuid;
}
