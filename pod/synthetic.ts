// A large synthetic catalogue for benchmarks (issue 8), added on top of the normal demo seed:
// 1,000 artists, 5,000 albums, 50,000 tracks (each with one upload reusing the demo catalogue's
// MP3 files), in a library "Synthetic catalogue" of admin (privacy `everyone`), and a user
// `bench`/`bench` with 10,000 favorites. One transaction, prepared statements: a few seconds.
//
// CLI: tsx pod/synthetic.ts --data DIR [--artists N] [--albums-per-artist N] [--tracks-per-album N] [--favorites N]
// (the data folder is made fresh: the demo seed, then the synthetic catalogue).

import { statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { PodContext } from './context';
import { isoDate, stableUuid } from './ids';
import { readManifest } from './seed';
import { createUser } from './users';

interface SyntheticOptions {
  artists?: number;
  albumsPerArtist?: number;
  tracksPerAlbum?: number;
  favorites?: number;
}

interface SyntheticCounts {
  artists: number;
  albums: number;
  tracks: number;
  favorites: number;
  benchUserId: number;
}

const SYNTHETIC_LIBRARY_UUID = stableUuid('library:synthetic');

const WORDS = [
  'Amber',
  'Basalt',
  'Cobalt',
  'Drift',
  'Ember',
  'Fathom',
  'Glimmer',
  'Harbor',
  'Inlet',
  'Jetty',
  'Kelp',
  'Lagoon',
  'Mistral',
  'Nautilus',
  'Orca',
  'Pelagic',
  'Quay',
  'Reef',
  'Salt',
  'Tide',
  'Undertow',
  'Vortex',
  'Wake',
  'Zephyr',
];
const word = (n: number) => WORDS[n % WORDS.length]!;

/** Adds the synthetic catalogue and the `bench` user to a seeded pod's database. */
export function seedSynthetic(ctx: PodContext, options: SyntheticOptions = {}): SyntheticCounts {
  const artists = options.artists ?? 1000;
  const albumsPerArtist = options.albumsPerArtist ?? 5;
  const tracksPerAlbum = options.tracksPerAlbum ?? 10;
  const favoriteCount = options.favorites ?? 10000;
  const { db } = ctx;
  const manifest = readManifest(ctx.catalogueDir);
  const files = manifest.tracks
    .filter((track) => track.extension === 'mp3' && track.key !== 'static')
    .map((track) => ({ ...track, size: statSync(join(ctx.catalogueDir, track.file)).size }));
  if (files.length === 0) throw new Error('synthetic: no MP3 in the demo catalogue');
  const admin = db.prepare("SELECT id FROM users WHERE username = 'admin'").get() as { id: number } | undefined;
  if (!admin) throw new Error('synthetic: the pod must be seeded first (no admin)');

  // Dates older than the demo seed, so the demo catalogue still comes first in newest-first lists.
  const base = Date.now() - 30 * 24 * 3600 * 1000;
  let tick = 0;
  const nextDate = () => isoDate(base + tick++ * 1000);

  let benchUserId = 0;
  let trackTotal = 0;
  db.transaction(() => {
    benchUserId = createUser(db, { username: 'bench', password: 'bench', dateJoined: nextDate() });
    db.prepare(
      'INSERT INTO libraries (uuid, name, description, privacy_level, owner_id, channel_uuid, creation_date) VALUES (?, ?, ?, ?, ?, NULL, ?)',
    ).run(SYNTHETIC_LIBRARY_UUID, 'Synthetic catalogue', 'Generated for benchmarks.', 'everyone', admin.id, nextDate());
    const insertArtist = db.prepare(
      `INSERT INTO artists (uuid, name, content_category, attributed_to, creation_date, modification_date) VALUES (?, ?, 'music', ?, ?, ?)`,
    );
    const insertAlbum = db.prepare(
      'INSERT INTO albums (uuid, title, artist_id, release_date, attributed_to, creation_date) VALUES (?, ?, ?, ?, ?, ?)',
    );
    const insertTrack = db.prepare(
      `INSERT INTO tracks (uuid, title, artist_id, album_id, position, disc_number, license, attributed_to, creation_date)
       VALUES (?, ?, ?, ?, ?, 1, NULL, ?, ?)`,
    );
    const insertUpload = db.prepare(
      `INSERT INTO uploads (uuid, track_id, library_uuid, owner_id, root, file, filename, mimetype, extension, size, duration,
         bitrate, import_status, import_details, import_reference, import_date, creation_date)
       VALUES (?, ?, ?, ?, 'catalogue', ?, ?, 'audio/mpeg', 'mp3', ?, ?, ?, 'finished', '{}', 'synthetic', ?, ?)`,
    );
    const trackIds: number[] = [];
    for (let a = 0; a < artists; a++) {
      const date = nextDate();
      const artistName = `${word(a)} ${word(Math.floor(a / WORDS.length))} ${a + 1}`;
      const artistId = Number(
        insertArtist.run(stableUuid(`synthetic:artist:${a}`), artistName, admin.id, date, date).lastInsertRowid,
      );
      for (let b = 0; b < albumsPerArtist; b++) {
        const albumKey = a * albumsPerArtist + b;
        const year = 1970 + (albumKey % 55);
        const albumId = Number(
          insertAlbum.run(
            stableUuid(`synthetic:album:${albumKey}`),
            `${word(albumKey * 7)} ${word(albumKey)} ${albumKey + 1}`,
            artistId,
            `${year}-01-01`,
            admin.id,
            nextDate(),
          ).lastInsertRowid,
        );
        for (let t = 0; t < tracksPerAlbum; t++) {
          const trackKey = albumKey * tracksPerAlbum + t;
          const file = files[trackKey % files.length]!;
          const tDate = nextDate();
          const trackId = Number(
            insertTrack.run(
              stableUuid(`synthetic:track:${trackKey}`),
              `${word(trackKey * 3)} ${word(trackKey * 5)} ${trackKey + 1}`,
              artistId,
              albumId,
              t + 1,
              admin.id,
              tDate,
            ).lastInsertRowid,
          );
          trackIds.push(trackId);
          insertUpload.run(
            stableUuid(`synthetic:upload:${trackKey}`),
            trackId,
            SYNTHETIC_LIBRARY_UUID,
            admin.id,
            file.file,
            `${trackKey + 1}.mp3`,
            file.size,
            file.duration,
            file.bitrate,
            tDate,
            tDate,
          );
        }
      }
    }
    trackTotal = trackIds.length;
    // bench's favorites: spread over the whole catalogue, newest last.
    const favorite = db.prepare('INSERT INTO favorites (user_id, track_id, creation_date) VALUES (?, ?, ?)');
    const count = Math.min(favoriteCount, trackIds.length);
    const step = trackIds.length / Math.max(1, count);
    for (let i = 0; i < count; i++) favorite.run(benchUserId, trackIds[Math.floor(i * step)]!, nextDate());
  })();
  return {
    artists,
    albums: artists * albumsPerArtist,
    tracks: trackTotal,
    favorites: Math.min(favoriteCount, trackTotal),
    benchUserId,
  };
}

async function cli(): Promise<void> {
  const { values } = parseArgs({
    options: {
      data: { type: 'string' },
      artists: { type: 'string', default: '1000' },
      'albums-per-artist': { type: 'string', default: '5' },
      'tracks-per-album': { type: 'string', default: '10' },
      favorites: { type: 'string', default: '10000' },
    },
  });
  if (!values.data) {
    console.error(
      'Usage: tsx pod/synthetic.ts --data DIR [--artists N] [--albums-per-artist N] [--tracks-per-album N] [--favorites N]',
    );
    process.exit(2);
  }
  const { createPod } = await import('./server');
  const started = performance.now();
  const pod = await createPod({ dataDir: resolve(values.data), fresh: true });
  const counts = seedSynthetic(pod.ctx, {
    artists: Number(values.artists),
    albumsPerArtist: Number(values['albums-per-artist']),
    tracksPerAlbum: Number(values['tracks-per-album']),
    favorites: Number(values.favorites),
  });
  await pod.close();
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Synthetic catalogue in ${resolve(values.data)}: ${counts.artists} artists, ${counts.albums} albums, ${counts.tracks} tracks, ` +
      `user bench/bench with ${counts.favorites} favorites (${seconds} s). Start it with: tsx pod/main.ts --data ${values.data}`,
  );
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  cli().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
