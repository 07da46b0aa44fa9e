// Test hooks only (import26): `POST /__test__/albums/pages {count?}` makes `count` (default 61, 1 to
// 100) more albums "Paged Album 001"..., by one artist "Paged Albums Artist", each of one track with an
// upload (a copy of a seeded catalogue file's row: the same audio) in admin's first library: enough
// albums for three pages of browse in both variants (25 and 30 a page). The default seed is untouched.

import type { FastifyInstance } from 'fastify';
import type { PodContext } from '../context';
import { bodyFields } from '../http/body';
import { fieldErrors } from '../http/errors';
import { catalogueSeed, insertAlbum, insertArtist, insertTrack, insertUploadCopy } from './test-hook-catalogue';

export const PAGED_ALBUMS_DEFAULT = 61;

export function albumPagesTestRoutes(app: FastifyInstance, ctx: PodContext): void {
  app.post('/__test__/albums/pages', async (request, reply) => {
    const { count = PAGED_ALBUMS_DEFAULT } = bodyFields(request);
    if (!Number.isInteger(count) || (count as number) < 1 || (count as number) > 100)
      throw fieldErrors({ count: ['1 to 100.'] });
    const seed = catalogueSeed(ctx.db);
    const made = ctx.db.transaction(() => {
      const artist = insertArtist(seed, 'Paged Albums Artist');
      const albums: number[] = [];
      for (let index = 1; index <= (count as number); index += 1) {
        const title = `Paged Album ${String(index).padStart(3, '0')}`;
        const album = insertAlbum(seed, title, artist);
        const track = insertTrack(seed, { title: `${title} Track`, artist, album, position: 1 });
        insertUploadCopy(seed, { track, filename: `${title}.mp3`, reference: 'import26-test' });
        albums.push(album);
      }
      return { artist, albums };
    })();
    return reply.code(201).send(made);
  });
}
