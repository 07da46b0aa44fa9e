// Test hooks only (library23): `POST /__test__/manage-library/album {title, tracks}` makes an artist
// "{title} Artist", an album `title` and `tracks` tracks "{title} 1"..., each with an upload
// "{title} {n}.mp3" (a copy of a seeded catalogue file's row: the same audio) in admin's first
// library. The library manager's specs delete them without touching what other specs rely on.

import type { FastifyInstance } from 'fastify';
import type { PodContext } from '../context';
import { bodyFields } from '../http/body';
import { fieldErrors } from '../http/errors';
import { isoDate, newUuid } from '../ids';
import type { UploadRow } from '../serialize/tracks';

export function manageLibraryTestRoutes(app: FastifyInstance, ctx: PodContext): void {
  app.post('/__test__/manage-library/album', async (request, reply) => {
    const { title, tracks } = bodyFields(request);
    const errors: Record<string, string[]> = {};
    if (typeof title !== 'string' || !/^[\w .-]{1,60}$/.test(title)) errors.title = ['Letters, digits, spaces, . - _.'];
    if (!Number.isInteger(tracks) || (tracks as number) < 1 || (tracks as number) > 20) errors.tracks = ['1 to 20.'];
    if (Object.keys(errors).length) throw fieldErrors(errors);
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
          .run(newUuid(), `${title as string} Artist`, admin.id, now, now).lastInsertRowid,
      );
      const album = Number(
        db
          .prepare('INSERT INTO albums (uuid, title, artist_id, attributed_to, creation_date) VALUES (?, ?, ?, ?, ?)')
          .run(newUuid(), title, artist, admin.id, now).lastInsertRowid,
      );
      const uploads: string[] = [];
      for (let index = 1; index <= (tracks as number); index += 1) {
        const track = Number(
          db
            .prepare(
              'INSERT INTO tracks (uuid, title, artist_id, album_id, position, disc_number, attributed_to, creation_date) VALUES (?, ?, ?, ?, ?, 1, ?, ?)',
            )
            .run(newUuid(), `${title as string} ${index}`, artist, album, index, admin.id, now).lastInsertRowid,
        );
        const uuid = newUuid();
        db.prepare(
          `INSERT INTO uploads (uuid, track_id, library_uuid, owner_id, root, file, filename, mimetype, extension, size,
             duration, bitrate, import_status, import_details, import_reference, import_date, creation_date)
           VALUES (?, ?, ?, ?, 'catalogue', ?, ?, ?, ?, ?, ?, ?, 'finished', '{}', 'library23-test', ?, ?)`,
        ).run(
          uuid,
          track,
          library.uuid,
          admin.id,
          model.file,
          `${title as string} ${index}.mp3`,
          model.mimetype,
          model.extension,
          model.size,
          model.duration,
          model.bitrate,
          now,
          now,
        );
        uploads.push(uuid);
      }
      return { artist, album, uploads };
    })();
    return reply.code(201).send(made);
  });
}
