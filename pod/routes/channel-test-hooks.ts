// Test hooks only (subs19): `POST /__test__/channels {prefix, count, content_category?}` makes `count`
// channels named "{prefix} 01"..., each with its artist and library, owned by admin, older than every
// seeded channel (so the seeded ones still come first in newest-first lists). Browse tests page
// through them; the seed itself stays as other specs count it, and `/__test__/reset` removes them.

import type { FastifyInstance } from 'fastify';
import type { PodContext } from '../context';
import { bodyFields } from '../http/body';
import { fieldErrors } from '../http/errors';
import { isoDate, stableUuid } from '../ids';

const CATEGORIES = ['podcast', 'music', 'other'];
const MAX_COUNT = 200;

export function channelTestRoutes(app: FastifyInstance, ctx: PodContext): void {
  app.post('/__test__/channels', async (request, reply) => {
    const { prefix, count, content_category: category = 'podcast' } = bodyFields(request);
    const errors: Record<string, string[]> = {};
    if (typeof prefix !== 'string' || !/^[A-Za-z0-9 _-]{1,40}$/.test(prefix))
      errors.prefix = ['Letters, digits, spaces, - and _ (at most 40).'];
    if (!Number.isInteger(count) || (count as number) < 1 || (count as number) > MAX_COUNT)
      errors.count = [`A whole number from 1 to ${MAX_COUNT}.`];
    if (typeof category !== 'string' || !CATEGORIES.includes(category))
      errors.content_category = [`One of ${CATEGORIES.join(', ')}.`];
    if (Object.keys(errors).length) throw fieldErrors(errors);
    const name = prefix as string;
    const { db } = ctx;
    const admin = db.prepare("SELECT id FROM users WHERE username = 'admin'").get() as { id: number };
    const oldest = db.prepare('SELECT min(creation_date) AS d FROM channels').get() as { d: string | null };
    const before = Date.parse(oldest.d ?? isoDate()) - 1000 * 60 * 60;
    const uuids: string[] = [];
    db.transaction(() => {
      for (let index = 1; index <= (count as number); index += 1) {
        const title = `${name} ${String(index).padStart(2, '0')}`;
        const username = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '_')}_${index}`;
        const uuid = stableUuid(`test-channel:${username}`);
        // Newest-first lists show them in their number's order.
        const date = isoDate(before - index * 1000);
        const artist = Number(
          db
            .prepare(
              `INSERT INTO artists (uuid, name, content_category, attributed_to, channel_uuid, creation_date, modification_date)
               VALUES (?, ?, ?, ?, ?, ?, ?)`,
            )
            .run(stableUuid(`test-channel-artist:${username}`), title, category, admin.id, uuid, date, date)
            .lastInsertRowid,
        );
        const metadata = category === 'podcast' ? { itunes_category: 'Technology', language: 'eng' } : {};
        db.prepare(
          'INSERT INTO channels (uuid, artist_id, username, attributed_to, metadata, creation_date) VALUES (?, ?, ?, ?, ?, ?)',
        ).run(uuid, artist, username, admin.id, JSON.stringify(metadata), date);
        db.prepare(
          'INSERT INTO libraries (uuid, name, description, privacy_level, owner_id, channel_uuid, creation_date) VALUES (?, ?, ?, ?, ?, ?, ?)',
        ).run(stableUuid(`library:test-channel:${username}`), username, '', 'everyone', admin.id, uuid, date);
        uuids.push(uuid);
      }
    })();
    return reply.code(201).send({ uuids });
  });
}
