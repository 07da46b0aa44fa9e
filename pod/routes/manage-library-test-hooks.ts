// Test hooks only (library23): `POST /__test__/manage-library/album {title, tracks}` makes an artist
// "{title} Artist", an album `title` and `tracks` tracks "{title} 1"..., each with an upload
// "{title} {n}.mp3" (a copy of a seeded catalogue file's row: the same audio) in admin's first
// library. The library manager's specs delete them without touching what other specs rely on.

import type { FastifyInstance } from 'fastify';
import type { PodContext } from '../context';
import { bodyFields } from '../http/body';
import { fieldErrors } from '../http/errors';
import { catalogueSeed, insertAlbum, insertArtist, insertTrack, insertUploadCopy } from './test-hook-catalogue';

export function manageLibraryTestRoutes(app: FastifyInstance, ctx: PodContext): void {
  app.post('/__test__/manage-library/album', async (request, reply) => {
    const { title, tracks } = bodyFields(request);
    const errors: Record<string, string[]> = {};
    if (typeof title !== 'string' || !/^[\w .-]{1,60}$/.test(title)) errors.title = ['Letters, digits, spaces, . - _.'];
    if (!Number.isInteger(tracks) || (tracks as number) < 1 || (tracks as number) > 20) errors.tracks = ['1 to 20.'];
    if (Object.keys(errors).length) throw fieldErrors(errors);
    const seed = catalogueSeed(ctx.db);
    const made = ctx.db.transaction(() => {
      const artist = insertArtist(seed, `${title as string} Artist`);
      const album = insertAlbum(seed, title as string, artist);
      const uploads: string[] = [];
      for (let index = 1; index <= (tracks as number); index += 1) {
        const name = `${title as string} ${index}`;
        const track = insertTrack(seed, { title: name, artist, album, position: index });
        uploads.push(insertUploadCopy(seed, { track, filename: `${name}.mp3`, reference: 'library23-test' }));
      }
      return { artist, album, uploads };
    })();
    return reply.code(201).send(made);
  });
}
