// First start (and test resets): the demo accounts and the demo catalogue of pod/catalogue.

import { readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { PodContext } from './context';
import { isoDate, stableUuid } from './ids';
import { createUser } from './users';

export interface CatalogueManifest {
  artists: { key: string; name: string; description?: string; tags?: string[]; cover?: string; cover_small?: string }[];
  albums: {
    key: string;
    title: string;
    artist: string;
    release_date?: string;
    cover?: string;
    cover_small?: string;
    tags?: string[];
    description?: string;
  }[];
  tracks: {
    key: string;
    title: string;
    album: string;
    artist: string;
    position?: number;
    disc_number?: number;
    file: string;
    mimetype: string;
    extension: string;
    duration: number;
    bitrate: number;
    mp3?: string;
    mp3_bitrate?: number;
    tags?: string[];
    license?: string;
    copyright?: string;
    credits?: { artist: string; credit: string; joinphrase: string }[];
  }[];
}

export function readManifest(catalogueDir: string): CatalogueManifest {
  return JSON.parse(readFileSync(join(catalogueDir, 'catalogue.json'), 'utf8')) as CatalogueManifest;
}

/** Fills an empty database: accounts `admin`/`admin` and `demo`/`demo`, then the catalogue. */
export function seed(ctx: PodContext): void {
  const manifest = readManifest(ctx.catalogueDir);
  const { db } = ctx;
  const start = Date.now() - 3600 * 1000;
  let tick = 0;
  const nextDate = () => isoDate(start + tick++ * 1000); // later rows are newer: default orders put them first

  db.transaction(() => {
    const adminId = createUser(db, {
      username: 'admin',
      password: 'admin',
      isStaff: true,
      isSuperuser: true,
      permissions: { library: true, moderation: true, settings: true },
      dateJoined: nextDate(),
    });
    createUser(db, { username: 'demo', password: 'demo', dateJoined: nextDate() });

    const libraryUuid = stableUuid('library:demo-catalogue');
    db.prepare('INSERT INTO libraries (uuid, name, description, privacy_level, owner_id, creation_date) VALUES (?, ?, ?, ?, ?, ?)').run(
      libraryUuid,
      'Demo catalogue',
      'The music the Shoal project made for its demo pod (CC BY 4.0).',
      'everyone',
      adminId,
      nextDate(),
    );

    const insertAttachment = db.prepare(
      'INSERT INTO attachments (uuid, root, file, small_file, size, mimetype, creation_date, owner_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    );
    const attachment = (name: string, file: string | undefined, small: string | undefined): string | null => {
      if (!file) return null;
      const uuid = stableUuid(`cover:${name}`);
      const size = statSync(join(ctx.catalogueDir, file)).size;
      insertAttachment.run(uuid, 'catalogue', file, small ?? null, size, 'image/jpeg', nextDate(), adminId);
      return uuid;
    };

    const tagIds = new Map<string, number>();
    const insertTag = db.prepare('INSERT INTO tags (name, creation_date) VALUES (?, ?)');
    const insertTagged = db.prepare('INSERT OR IGNORE INTO tagged_items (tag_id, kind, object_id) VALUES (?, ?, ?)');
    const tag = (kind: 'artist' | 'album' | 'track', id: number, names: string[] | undefined) => {
      for (const name of names ?? []) {
        let tagId = tagIds.get(name.toLowerCase());
        if (tagId === undefined) {
          tagId = Number(insertTag.run(name, nextDate()).lastInsertRowid);
          tagIds.set(name.toLowerCase(), tagId);
        }
        insertTagged.run(tagId, kind, id);
      }
    };

    const artistIds = new Map<string, number>();
    const insertArtist = db.prepare(
      `INSERT INTO artists (uuid, name, description_text, description_type, cover_uuid, attributed_to, creation_date, modification_date)
       VALUES (?, ?, ?, 'text/markdown', ?, ?, ?, ?)`,
    );
    for (const artist of manifest.artists) {
      const cover = attachment(`artist:${artist.key}`, artist.cover, artist.cover_small);
      const date = nextDate();
      const id = Number(
        insertArtist.run(stableUuid(`artist:${artist.key}`), artist.name, artist.description ?? null, cover, adminId, date, date)
          .lastInsertRowid,
      );
      artistIds.set(artist.key, id);
      tag('artist', id, artist.tags);
    }
    const artistId = (key: string) => {
      const id = artistIds.get(key);
      if (id === undefined) throw new Error(`catalogue.json: unknown artist "${key}"`);
      return id;
    };

    const albumIds = new Map<string, number>();
    const insertAlbum = db.prepare(
      `INSERT INTO albums (uuid, title, artist_id, release_date, description_text, description_type, cover_uuid, attributed_to, creation_date)
       VALUES (?, ?, ?, ?, ?, 'text/markdown', ?, ?, ?)`,
    );
    for (const album of manifest.albums) {
      const cover = attachment(`album:${album.key}`, album.cover, album.cover_small);
      const id = Number(
        insertAlbum.run(
          stableUuid(`album:${album.key}`),
          album.title,
          artistId(album.artist),
          album.release_date ?? null,
          album.description ?? null,
          cover,
          adminId,
          nextDate(),
        ).lastInsertRowid,
      );
      albumIds.set(album.key, id);
      tag('album', id, album.tags);
    }

    const insertTrack = db.prepare(
      `INSERT INTO tracks (uuid, title, artist_id, album_id, position, disc_number, license, copyright, attributed_to, creation_date)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const insertCredit = db.prepare(
      'INSERT INTO artist_credits (kind, object_id, idx, artist_id, credit, joinphrase) VALUES (?, ?, ?, ?, ?, ?)',
    );
    const insertUpload = db.prepare(
      `INSERT INTO uploads (uuid, track_id, library_uuid, owner_id, root, file, filename, mimetype, extension, size, duration,
         bitrate, mp3_file, mp3_size, mp3_bitrate, import_status, creation_date)
       VALUES (?, ?, ?, ?, 'catalogue', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'finished', ?)`,
    );
    for (const track of manifest.tracks) {
      const albumId = albumIds.get(track.album);
      if (albumId === undefined) throw new Error(`catalogue.json: unknown album "${track.album}"`);
      const date = nextDate();
      const id = Number(
        insertTrack.run(
          stableUuid(`track:${track.key}`),
          track.title,
          artistId(track.artist),
          albumId,
          track.position ?? null,
          track.disc_number ?? null,
          track.license ?? null,
          track.copyright ?? null,
          adminId,
          date,
        ).lastInsertRowid,
      );
      (track.credits ?? []).forEach((credit, index) =>
        insertCredit.run('track', id, index, artistId(credit.artist), credit.credit, credit.joinphrase),
      );
      tag('track', id, track.tags);
      // Sizes are read from the files themselves, so Range answers and the API always agree.
      const size = statSync(join(ctx.catalogueDir, track.file)).size;
      const twin = track.mp3 && track.mp3 !== track.file ? track.mp3 : null;
      insertUpload.run(
        stableUuid(`upload:${track.key}`),
        id,
        libraryUuid,
        adminId,
        track.file,
        basename(track.file),
        track.mimetype,
        track.extension,
        size,
        track.duration,
        track.bitrate,
        twin,
        twin ? statSync(join(ctx.catalogueDir, twin)).size : null,
        twin ? (track.mp3_bitrate ?? null) : null,
        date,
      );
    }
  })();
}
