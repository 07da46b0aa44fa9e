// The import of a channel's upload (pub19), as a real pod's `process_upload` does for a channel: the
// track is the channel artist's, in the series or album of `import_metadata.album` (or none), with
// the title, position, description, copyright, license, tags and cover the owner gave in the upload
// modal's details. Every published episode is a track of its own (no lookup by title).

import type { DB } from './db';
import { isoDate, newUuid } from './ids';

interface ChannelUploadRow {
  owner_id: number | null;
  import_metadata: string | null;
}

/** The channel whose library holds an upload, or null for a user's library. */
export function channelOfUpload(db: DB, library: string | null): { uuid: string; artist_id: number } | null {
  if (library === null) return null;
  return (
    (db
      .prepare(
        'SELECT c.uuid, c.artist_id FROM channels c JOIN libraries l ON l.channel_uuid = c.uuid WHERE l.uuid = ?',
      )
      .get(library) as { uuid: string; artist_id: number } | undefined) ?? null
  );
}

interface Given {
  title?: string;
  description?: string | null;
  copyright?: string | null;
  position?: number | null;
  tags?: string[];
  license?: string | null;
  cover?: string | null;
  album?: number | null;
  mbid?: string | null;
}

/** Makes the track of a channel upload; `read` is what the file's tags said (the title when none was given). */
export function channelTrack(
  db: DB,
  upload: ChannelUploadRow,
  channel: { artist_id: number },
  read: { title: string; position: number | null },
): number {
  const given = (upload.import_metadata ? JSON.parse(upload.import_metadata) : {}) as Given;
  const now = isoDate();
  // An album that left the channel meanwhile is not used (the episode goes without a series).
  const album =
    typeof given.album === 'number' &&
    db.prepare('SELECT 1 FROM albums WHERE id = ? AND artist_id = ?').get(given.album, channel.artist_id)
      ? given.album
      : null;
  const description = typeof given.description === 'string' && given.description !== '' ? given.description : null;
  const id = Number(
    db
      .prepare(
        `INSERT INTO tracks (uuid, mbid, title, artist_id, album_id, position, license, copyright, description_text,
           description_type, cover_uuid, attributed_to, creation_date) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        newUuid(),
        given.mbid || null,
        given.title?.trim() || read.title,
        channel.artist_id,
        album,
        given.position ?? read.position,
        given.license ?? null,
        given.copyright || null,
        description,
        description === null ? null : 'text/markdown',
        given.cover ?? null,
        upload.owner_id,
        now,
      ).lastInsertRowid,
  );
  for (const name of given.tags ?? []) {
    db.prepare('INSERT OR IGNORE INTO tags (name, creation_date) VALUES (?, ?)').run(name, now);
    const tag = db.prepare('SELECT id FROM tags WHERE name = ? COLLATE NOCASE').get(name) as { id: number };
    db.prepare("INSERT OR IGNORE INTO tagged_items (tag_id, kind, object_id) VALUES (?, 'track', ?)").run(tag.id, id);
  }
  return id;
}
