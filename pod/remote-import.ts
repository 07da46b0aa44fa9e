// scan18: what a scan of another pod's library brings. A real pod reads the library's collection page
// by page and creates, for each file it can read, the artist, album and track it names (another pod's
// objects: is_local false, fids on that pod's domain) and an upload in the remote library; its audio
// is fetched from the other pod when first played. Here the other pod is made up (remote-seed.ts):
// each of its files is a title of the seed played by one of the catalogue's own mp3 files.
//
// A scan's progress is worked out from its age when read (serialize/remote.ts), so the files it has
// read so far are brought in when the pod is next asked anything (importScannedFiles, from an
// onRequest hook), and the scan is settled once it has ended.

import { statSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { PodContext } from './context';
import { isoDate, stableUuid } from './ids';
import { REMOTE_DOMAIN, REMOTE_LIBRARIES, remoteLibraryUuid, type RemoteLibrarySeed } from './remote-seed';
import { remoteLibraries, scanState } from './serialize/remote';
import { readManifest } from './seed';

interface ScanRow {
  uuid: string;
  library_uuid: string;
  total_files: number;
  creation_date: string;
}

interface DemoAudio {
  file: string;
  size: number;
  duration: number;
  bitrate: number;
}

export const remoteTrackUuid = (key: string, index: number) => stableUuid(`remote-track:${key}:${index}`);
export const remoteUploadUuid = (key: string, index: number) => stableUuid(`remote-upload:${key}:${index}`);

const audioCache = new Map<string, DemoAudio[]>();

/** The catalogue's mp3 files, which stand in for the other pod's audio. */
function demoAudio(ctx: PodContext): DemoAudio[] {
  let audio = audioCache.get(ctx.catalogueDir);
  if (!audio) {
    // Sizes are read from the files themselves, so Range answers and the API agree.
    const size = (file: string) => statSync(join(ctx.catalogueDir, file)).size;
    audio = readManifest(ctx.catalogueDir).tracks.flatMap((track) => {
      if (track.extension === 'mp3') {
        return [{ file: track.file, size: size(track.file), duration: track.duration, bitrate: track.bitrate }];
      }
      if (!track.mp3) return [];
      const bitrate = track.mp3_bitrate ?? track.bitrate;
      return [{ file: track.mp3, size: size(track.mp3), duration: track.duration, bitrate }];
    });
    audioCache.set(ctx.catalogueDir, audio);
  }
  return audio;
}

/** Gets or creates an object by its stable uuid (a second scan finds what the first one brought). */
function getOrCreate(ctx: PodContext, kind: 'artist' | 'album' | 'track', uuid: string, insert: () => void): number {
  const table = `${kind}s`;
  const known = ctx.db.prepare(`SELECT id FROM ${table} WHERE uuid = ?`).get(uuid) as { id: number } | undefined;
  if (known) return known.id;
  insert();
  ctx.db
    .prepare('INSERT OR IGNORE INTO remote_objects (uuid, kind, domain) VALUES (?, ?, ?)')
    .run(uuid, kind, REMOTE_DOMAIN);
  return (ctx.db.prepare(`SELECT id FROM ${table} WHERE uuid = ?`).get(uuid) as { id: number }).id;
}

/** Brings file `index` of a remote library into the pod, as a real pod's scan saves one item. */
function importFile(ctx: PodContext, seed: RemoteLibrarySeed, libraryUuid: string, index: number, now: number) {
  const uploadUuid = remoteUploadUuid(seed.key, index);
  if (ctx.db.prepare('SELECT 1 FROM uploads WHERE uuid = ?').get(uploadUuid)) return;
  const library = ctx.db.prepare('SELECT owner_id, creation_date FROM libraries WHERE uuid = ?').get(libraryUuid) as
    { owner_id: number; creation_date: string } | undefined;
  if (!library) return;
  // The other pod's objects keep the dates it published them with.
  const published = library.creation_date;
  const artistUuid = stableUuid(`remote-artist:${seed.artist}`);
  const artistId = getOrCreate(ctx, 'artist', artistUuid, () =>
    ctx.db
      .prepare(
        `INSERT INTO artists (uuid, name, content_category, creation_date, modification_date) VALUES (?, ?, 'music', ?, ?)`,
      )
      .run(artistUuid, seed.artist, published, published),
  );
  const albumUuid = stableUuid(`remote-album:${seed.key}`);
  const albumId = getOrCreate(ctx, 'album', albumUuid, () =>
    ctx.db
      .prepare('INSERT INTO albums (uuid, title, artist_id, creation_date) VALUES (?, ?, ?, ?)')
      .run(albumUuid, seed.album, artistId, published),
  );
  const trackUuid = remoteTrackUuid(seed.key, index);
  const trackId = getOrCreate(ctx, 'track', trackUuid, () =>
    ctx.db
      .prepare(
        'INSERT INTO tracks (uuid, title, artist_id, album_id, position, disc_number, creation_date) VALUES (?, ?, ?, ?, ?, 1, ?)',
      )
      .run(trackUuid, seed.titles[index] ?? `Track ${index + 1}`, artistId, albumId, index + 1, published),
  );
  const audio = demoAudio(ctx);
  const file = audio[index % audio.length]!;
  ctx.db
    .prepare(
      `INSERT INTO uploads (uuid, track_id, library_uuid, owner_id, root, file, filename, mimetype, extension, size, duration,
         bitrate, import_status, import_details, import_reference, import_date, creation_date)
       VALUES (?, ?, ?, ?, 'catalogue', ?, ?, 'audio/mpeg', 'mp3', ?, ?, ?, 'finished', '{}', '', ?, ?)`,
    )
    .run(
      uploadUuid,
      trackId,
      libraryUuid,
      library.owner_id,
      file.file,
      basename(file.file),
      file.size,
      file.duration,
      file.bitrate,
      isoDate(now),
      published,
    );
  ctx.db
    .prepare('INSERT OR IGNORE INTO remote_objects (uuid, kind, domain) VALUES (?, ?, ?)')
    .run(uploadUuid, 'upload', REMOTE_DOMAIN);
}

/**
 * Brings in what running scans have read by `now` (the files before the failing ones; an unreachable
 * pod's scan stops halfway) and settles the scans that ended. Cheap when no scan runs: one indexed query.
 */
export function importScannedFiles(ctx: PodContext, now = Date.now()): void {
  const scans = ctx.db.prepare('SELECT * FROM library_scans WHERE settled = 0').all() as ScanRow[];
  if (scans.length === 0) return;
  const remote = remoteLibraries(
    ctx.db,
    scans.map((scan) => scan.library_uuid),
  );
  for (const scan of scans) {
    const state = scanState(scan, remote.get(scan.library_uuid), now);
    const seed = REMOTE_LIBRARIES.find((library) => remoteLibraryUuid(library.key) === scan.library_uuid);
    ctx.db.transaction(() => {
      const read = seed ? state.processed_files - state.errored_files : 0;
      for (let index = 0; index < read; index += 1) importFile(ctx, seed!, scan.library_uuid, index, now);
      if (state.status === 'finished' || state.status === 'errored') {
        ctx.db.prepare('UPDATE library_scans SET settled = 1 WHERE uuid = ?').run(scan.uuid);
      }
    })();
  }
}
