// Test hooks only (import26): `POST /__test__/albums/pages {count?}` makes `count` (default 61, 1 to
// 100) more albums "Paged Album 001"..., by one artist "Paged Albums Artist", each of one track with an
// upload (a copy of a seeded catalogue file's row: the same audio) in admin's first library: enough
// albums for three pages of browse in both variants (25 and 30 a page). The default seed is untouched.

import type { FastifyInstance } from 'fastify';
import type { PodContext } from '../context';
import { bodyFields } from '../http/body';
import { fieldErrors } from '../http/errors';
import { isoDate, newUuid } from '../ids';
import type { UploadRow } from '../serialize/tracks';

export const PAGED_ALBUMS_DEFAULT = 61;

export function albumPagesTestRoutes(app: FastifyInstance, ctx: PodContext): void {
  app.post('/__test__/albums/pages', async (request, reply) => {
    const { count = PAGED_ALBUMS_DEFAULT } = bodyFields(request);
    if (!Number.isInteger(count) || (count as number) < 1 || (count as number) > 100)
      throw fieldErrors({ count: ['1 to 100.'] });
    const { db } = ctx;
    const admin = db.prepare("SELECT id FROM users WHERE username = 'admin'").get() as { id: number };
    const library = db
      .prepare('SELECT uuid FROM libraries WHERE owner_id = ? AND channel_uuid IS NULL ORDER BY creation_date LIMIT 1')
      .get(admin.id) as { uuid: string };
    const model = db
      .prepare("SELECT * FROM uploads WHERE root = 'catalogue' AND mimetype = 'audio/mpeg' LIMIT 1")
      .get() as UploadRow;
    const now = isoDate();
    const made = db.transaction(() => {
      const artist = Number(
        db
          .prepare(
            'INSERT INTO artists (uuid, name, attributed_to, creation_date, modification_date) VALUES (?, ?, ?, ?, ?)',
          )
          .run(newUuid(), 'Paged Albums Artist', admin.id, now, now).lastInsertRowid,
      );
      const albums: number[] = [];
      for (let index = 1; index <= (count as number); index += 1) {
        const title = `Paged Album ${String(index).padStart(3, '0')}`;
        const album = Number(
          db
            .prepare('INSERT INTO albums (uuid, title, artist_id, attributed_to, creation_date) VALUES (?, ?, ?, ?, ?)')
            .run(newUuid(), title, artist, admin.id, now).lastInsertRowid,
        );
        const track = Number(
          db
            .prepare(
              'INSERT INTO tracks (uuid, title, artist_id, album_id, position, disc_number, attributed_to, creation_date) VALUES (?, ?, ?, ?, 1, 1, ?, ?)',
            )
            .run(newUuid(), `${title} Track`, artist, album, admin.id, now).lastInsertRowid,
        );
        db.prepare(
          `INSERT INTO uploads (uuid, track_id, library_uuid, owner_id, root, file, filename, mimetype, extension, size,
             duration, bitrate, import_status, import_details, import_reference, import_date, creation_date)
           VALUES (?, ?, ?, ?, 'catalogue', ?, ?, ?, ?, ?, ?, ?, 'finished', '{}', 'import26-test', ?, ?)`,
        ).run(
          newUuid(),
          track,
          library.uuid,
          admin.id,
          model.file,
          `${title}.mp3`,
          model.mimetype,
          model.extension,
          model.size,
          model.duration,
          model.bitrate,
          now,
          now,
        );
        albums.push(album);
      }
      return { artist, albums };
    })();
    return reply.code(201).send(made);
  });
}
