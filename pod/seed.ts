// First start (and test resets): the demo accounts, the demo catalogue of pod/catalogue (the main
// library of admin, a small library of demo, a podcast channel), and some activity of demo.

import { readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { PodContext } from './context';
import { isoDate, stableUuid } from './ids';
import { storeLibraryFollow } from './routes/federation';
import { insertMutation } from './routes/edits';
import { insertReport, trackTarget } from './routes/reports';
import { createUser, seedPasswordHash } from './users';
import { seedRemoteLibraries } from './remote-seed';
import { seedDomains } from './domains'; // domains22
import { seedSignupRequest } from './routes/user-requests'; // accounts22
import { seedImportFolder } from './fs-import-seed'; // import23
import { seedInvitations } from './routes/invitations'; // users23

interface CatalogueManifest {
  artists: {
    key: string;
    name: string;
    description?: string;
    content_category?: string;
    tags?: string[];
    cover?: string;
    cover_small?: string;
  }[];
  albums: {
    key: string;
    title: string;
    artist: string;
    release_date?: string;
    cover?: string;
    cover_small?: string;
    tags?: string[];
    description?: string;
    /** Whose library holds the album's uploads: 'admin' (default) or 'demo'. Channel albums go to the channel's library. */
    owner?: string;
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
  /** Artists that are channels: their actor's username and the podcast metadata. */
  channels?: { artist: string; username: string; metadata: Record<string, unknown> }[];
  /** More copies of catalogue tracks, in another user's library. */
  uploads?: {
    key: string;
    track: string;
    owner: string;
    file: string;
    mimetype: string;
    extension: string;
    duration: number;
    bitrate: number;
  }[];
}

export function readManifest(catalogueDir: string): CatalogueManifest {
  return JSON.parse(readFileSync(join(catalogueDir, 'catalogue.json'), 'utf8')) as CatalogueManifest;
}

/** The seeded libraries' uuids (stable: derived from names). */
export const LIBRARY_UUIDS = {
  catalogue: stableUuid('library:demo-catalogue'),
  demo: stableUuid('library:demo-uploads'),
  channel: (username: string) => stableUuid(`library:channel:${username}`),
};
export const channelUuid = (username: string) => stableUuid(`channel:${username}`);

const MINUTE = 60 * 1000;

/** demo's upload quota in MB. */
const DEMO_UPLOAD_QUOTA = 1;
/**
 * admin's (settings23): the pod's default (`users__upload_quota`) is 0, as spec 01 says, so an
 * account left at the default can upload nothing; admin uploads whole albums in the tests.
 */
const ADMIN_UPLOAD_QUOTA = 1000;

/** Fills an empty database: accounts `admin`/`admin` and `demo`/`demo`, the catalogue, demo's activity. */
export function seed(ctx: PodContext): void {
  const manifest = readManifest(ctx.catalogueDir);
  const { db } = ctx;
  const now = Date.now();
  const start = now - 2 * 3600 * 1000;
  let tick = 0;
  const nextDate = () => isoDate(start + tick++ * 1000); // later rows are newer: default orders put them first

  db.transaction(() => {
    const adminId = createUser(db, {
      username: 'admin',
      password: 'admin',
      passwordHash: seedPasswordHash('admin'),
      isStaff: true,
      isSuperuser: true,
      permissions: { library: true, moderation: true, settings: true },
      dateJoined: nextDate(),
    });
    const demoId = createUser(db, {
      username: 'demo',
      password: 'demo',
      passwordHash: seedPasswordHash('demo'),
      dateJoined: nextDate(),
    });
    // A small upload quota (MB), so a few uploads can fill it (demo's seeded files use about 0.47 MB).
    db.prepare('UPDATE users SET upload_quota = ? WHERE id = ?').run(DEMO_UPLOAD_QUOTA, demoId);
    db.prepare('UPDATE users SET upload_quota = ? WHERE id = ?').run(ADMIN_UPLOAD_QUOTA, adminId);
    const owners = new Map([
      ['admin', adminId],
      ['demo', demoId],
    ]);
    const ownerId = (name: string | undefined) => {
      const id = owners.get(name ?? 'admin');
      if (id === undefined) throw new Error(`catalogue.json: unknown owner "${name}"`);
      return id;
    };

    const insertLibrary = db.prepare(
      'INSERT INTO libraries (uuid, name, description, privacy_level, owner_id, channel_uuid, creation_date) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
    insertLibrary.run(
      LIBRARY_UUIDS.catalogue,
      'Demo catalogue',
      'The music the Shoal project made for its demo pod (CC BY 4.0).',
      'everyone',
      adminId,
      null,
      nextDate(),
    );
    insertLibrary.run(
      LIBRARY_UUIDS.demo,
      "demo's uploads",
      'What the demo account uploaded itself.',
      'instance',
      demoId,
      null,
      nextDate(),
    );
    const userLibraries = new Map([
      [adminId, LIBRARY_UUIDS.catalogue],
      [demoId, LIBRARY_UUIDS.demo],
    ]);

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
      `INSERT INTO artists (uuid, name, content_category, description_text, description_type, cover_uuid, attributed_to, creation_date,
         modification_date)
       VALUES (?, ?, ?, ?, 'text/markdown', ?, ?, ?, ?)`,
    );
    for (const artist of manifest.artists) {
      const cover = attachment(`artist:${artist.key}`, artist.cover, artist.cover_small);
      const date = nextDate();
      const id = Number(
        insertArtist.run(
          stableUuid(`artist:${artist.key}`),
          artist.name,
          artist.content_category ?? 'music',
          artist.description ?? null,
          cover,
          adminId,
          date,
          date,
        ).lastInsertRowid,
      );
      artistIds.set(artist.key, id);
      tag('artist', id, artist.tags);
    }
    const artistId = (key: string) => {
      const id = artistIds.get(key);
      if (id === undefined) throw new Error(`catalogue.json: unknown artist "${key}"`);
      return id;
    };

    // Channels: the artist gets its channel, the channel its actor and its own library (owned by admin).
    const channelLibraries = new Map<number, string>();
    for (const channel of manifest.channels ?? []) {
      const uuid = channelUuid(channel.username);
      const id = artistId(channel.artist);
      db.prepare('UPDATE artists SET channel_uuid = ? WHERE id = ?').run(uuid, id);
      db.prepare(
        'INSERT INTO channels (uuid, artist_id, username, attributed_to, metadata, creation_date) VALUES (?, ?, ?, ?, ?, ?)',
      ).run(uuid, id, channel.username, adminId, JSON.stringify(channel.metadata), nextDate());
      insertLibrary.run(
        LIBRARY_UUIDS.channel(channel.username),
        channel.username,
        '',
        'everyone',
        adminId,
        uuid,
        nextDate(),
      );
      channelLibraries.set(id, LIBRARY_UUIDS.channel(channel.username));
    }

    const albumIds = new Map<string, number>();
    const albumLibraries = new Map<string, { library: string; owner: number }>();
    const insertAlbum = db.prepare(
      `INSERT INTO albums (uuid, title, artist_id, release_date, description_text, description_type, cover_uuid, attributed_to, creation_date)
       VALUES (?, ?, ?, ?, ?, 'text/markdown', ?, ?, ?)`,
    );
    for (const album of manifest.albums) {
      const cover = attachment(`album:${album.key}`, album.cover, album.cover_small);
      const artist = artistId(album.artist);
      const channelLibrary = channelLibraries.get(artist);
      const owner = channelLibrary ? adminId : ownerId(album.owner);
      const id = Number(
        insertAlbum.run(
          stableUuid(`album:${album.key}`),
          album.title,
          artist,
          album.release_date ?? null,
          album.description ?? null,
          cover,
          owner,
          nextDate(),
        ).lastInsertRowid,
      );
      albumIds.set(album.key, id);
      albumLibraries.set(album.key, { library: channelLibrary ?? userLibraries.get(owner)!, owner });
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
         bitrate, mp3_file, mp3_size, mp3_bitrate, import_status, import_details, import_reference, import_date, creation_date)
       VALUES (?, ?, ?, ?, 'catalogue', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const fileSize = (file: string) => statSync(join(ctx.catalogueDir, file)).size;
    const trackIds = new Map<string, number>();
    for (const track of manifest.tracks) {
      const albumId = albumIds.get(track.album);
      const home = albumLibraries.get(track.album);
      if (albumId === undefined || !home) throw new Error(`catalogue.json: unknown album "${track.album}"`);
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
          home.owner,
          date,
        ).lastInsertRowid,
      );
      trackIds.set(track.key, id);
      (track.credits ?? []).forEach((credit, index) =>
        insertCredit.run('track', id, index, artistId(credit.artist), credit.credit, credit.joinphrase),
      );
      tag('track', id, track.tags);
      // Sizes are read from the files themselves, so Range answers and the API always agree.
      const twin = track.mp3 && track.mp3 !== track.file ? track.mp3 : null;
      insertUpload.run(
        stableUuid(`upload:${track.key}`),
        id,
        home.library,
        home.owner,
        track.file,
        basename(track.file),
        track.mimetype,
        track.extension,
        fileSize(track.file),
        track.duration,
        track.bitrate,
        twin,
        twin ? fileSize(twin) : null,
        twin ? (track.mp3_bitrate ?? null) : null,
        'finished',
        '{}',
        'demo-pod-seed',
        date,
        date,
      );
    }
    const trackId = (key: string) => {
      const id = trackIds.get(key);
      if (id === undefined) throw new Error(`catalogue.json: unknown track "${key}"`);
      return id;
    };

    for (const upload of manifest.uploads ?? []) {
      const owner = ownerId(upload.owner);
      const date = nextDate();
      insertUpload.run(
        stableUuid(`upload:${upload.key}`),
        trackId(upload.track),
        userLibraries.get(owner)!,
        owner,
        upload.file,
        basename(upload.file),
        upload.mimetype,
        upload.extension,
        fileSize(upload.file),
        upload.duration,
        upload.bitrate,
        null,
        null,
        null,
        'finished',
        '{}',
        'demo-pod-seed',
        date,
        date,
      );
    }

    // The broken record is there for clients' error paths; it should not greet visitors first in
    // newest-first lists (and so not start the recently-added radio either): date it before the rest.
    const broken = albumIds.get('broken-records');
    if (broken !== undefined) {
      const old = isoDate(start - 3600 * 1000);
      db.prepare('UPDATE albums SET creation_date = ? WHERE id = ?').run(old, broken);
      db.prepare('UPDATE tracks SET creation_date = ? WHERE album_id = ?').run(old, broken);
      db.prepare(
        'UPDATE uploads SET creation_date = ? WHERE track_id IN (SELECT id FROM tracks WHERE album_id = ?)',
      ).run(old, broken);
    }

    seedActivity(ctx, { adminId, demoId, trackId, nextDate, at: (minutesAgo) => isoDate(now - minutesAgo * MINUTE) });
    // remote18: the other pod's actors and libraries (federation is simulated).
    seedRemoteLibraries(db, { adminId, at: (minutesAgo) => isoDate(now - minutesAgo * MINUTE) });
    seedDomains(db, { at: (minutesAgo) => isoDate(now - minutesAgo * MINUTE) }); // domains22
  })();
  seedImportFolder(ctx); // import23
}

interface ActivityContext {
  adminId: number;
  demoId: number;
  trackId: (key: string) => number;
  nextDate: () => string;
  at: (minutesAgo: number) => string;
}

/** What demo did on the pod: an upload that failed, favorites, listenings, a playlist, a subscription. */
function seedActivity(ctx: PodContext, { adminId, demoId, trackId, nextDate, at }: ActivityContext): void {
  const { db } = ctx;
  // An upload of demo that the pod could not import (no title in its tags): no track, import_details says why.
  const broken = 'audio/low-sun.mp3';
  const date = nextDate();
  db.prepare(
    `INSERT INTO uploads (uuid, track_id, library_uuid, owner_id, root, file, filename, mimetype, extension, size, duration, bitrate,
       import_status, import_details, import_reference, import_date, creation_date)
     VALUES (?, NULL, ?, ?, 'catalogue', ?, ?, 'audio/mpeg', 'mp3', ?, NULL, NULL, 'errored', ?, 'demo-pod-seed', ?, ?)`,
  ).run(
    stableUuid('upload:demo-untitled'),
    LIBRARY_UUIDS.demo,
    demoId,
    broken,
    'untitled.mp3',
    statSync(join(ctx.catalogueDir, broken)).size,
    JSON.stringify({ error_code: 'invalid_metadata', detail: { title: ['This field is required.'] } }),
    date,
    date,
  );

  const favorite = db.prepare('INSERT INTO favorites (user_id, track_id, creation_date) VALUES (?, ?, ?)');
  favorite.run(demoId, trackId('kelp-forest'), at(95));
  favorite.run(demoId, trackId('arcade-sunrise'), at(70));
  favorite.run(demoId, trackId('lighthouse-waltz'), at(45));

  const listen = db.prepare('INSERT INTO listenings (user_id, track_id, creation_date) VALUES (?, ?, ?)');
  listen.run(demoId, trackId('low-tide'), at(90));
  listen.run(demoId, trackId('press-start'), at(75));
  listen.run(demoId, trackId('harbour-lights'), at(50));
  listen.run(demoId, trackId('thermocline'), at(30));
  listen.run(demoId, trackId('moon-jelly'), at(12));

  const playlist = db.prepare(
    'INSERT INTO playlists (user_id, name, privacy_level, creation_date, modification_date) VALUES (?, ?, ?, ?, ?)',
  );
  const entry = db.prepare(
    'INSERT INTO playlist_tracks (playlist_id, idx, track_id, creation_date) VALUES (?, ?, ?, ?)',
  );
  const addPlaylist = (user: number, name: string, privacy: string, created: number, keys: string[]) => {
    const id = Number(playlist.run(user, name, privacy, at(created), at(created - keys.length)).lastInsertRowid);
    keys.forEach((key, index) => entry.run(id, index, trackId(key), at(created - index - 1)));
  };
  addPlaylist(adminId, 'Pod picks', 'everyone', 100, ['press-start', 'harbour-lights', 'surfacing']);
  addPlaylist(demoId, 'Evening swim', 'instance', 60, [
    'moon-jelly',
    'phosphorescence',
    'sea-glass',
    'lighthouse-waltz',
  ]);

  // Custom radios: 1 admin's public "Ambient evenings", 2 demo's private "Chip and keys".
  const radio = db.prepare(
    'INSERT INTO radios (user_id, name, description, is_public, config, creation_date) VALUES (?, ?, ?, ?, ?, ?)',
  );
  radio.run(
    adminId,
    'Ambient evenings',
    'Slow pads and soft bells: everything tagged Ambient.',
    1,
    JSON.stringify([{ type: 'tag', names: ['Ambient'], not: false }]),
    at(110),
  );
  radio.run(
    demoId,
    'Chip and keys',
    'Square waves or piano keys: anything tagged Chiptune or Piano.',
    0,
    JSON.stringify([{ type: 'tag', names: ['Chiptune', 'Piano'], not: false }]),
    at(35),
  );

  const channel = db.prepare('SELECT uuid FROM channels ORDER BY creation_date LIMIT 1').get() as
    { uuid: string } | undefined;
  if (channel) {
    db.prepare('INSERT INTO subscriptions (uuid, user_id, channel_uuid, creation_date) VALUES (?, ?, ?, ?)').run(
      stableUuid(`subscription:demo:${channel.uuid}`),
      demoId,
      channel.uuid,
      at(40),
    );
  }

  // admin follows demo's library (open to the instance, so approved): demo has one unread Follow in the inbox.
  storeLibraryFollow(db, {
    userId: adminId,
    library: { uuid: LIBRARY_UUIDS.demo, owner_id: demoId, privacy_level: 'instance' },
    date: at(55),
    uuid: stableUuid('library-follow:admin:demo'),
    activityUuid: stableUuid('activity:follow:admin:demo'),
  });

  // notif21: demo sees both support reminders. A real pod first shows them 15 days after sign-up
  // (users.ts); here that day has come. The pod's own message is a preference a real admin writes.
  db.prepare(
    'UPDATE users SET instance_support_message_display_date = ?, funkwhale_support_message_display_date = ? WHERE id = ?',
  ).run(at(30), at(30), demoId);
  db.prepare('INSERT OR REPLACE INTO preferences (identifier, value) VALUES (?, ?)').run(
    'instance__support_message',
    JSON.stringify(
      'This pod is run by volunteers. If you enjoy it, **help us pay for the server**: every little bit keeps the music playing.',
    ),
  );

  // Waiting for the moderators, so admin's counters start at 1: an edit demo proposed, a report demo filed.
  insertMutation(ctx, {
    kind: 'track',
    id: trackId('rain-on-the-pier'),
    userId: demoId,
    payload: { title: 'Rain on the Old Pier' },
    summary: 'The liner notes call it "Rain on the Old Pier"',
    date: at(25),
  });
  insertReport(ctx, {
    type: 'invalid_metadata',
    summary: 'The artist credit of this track looks wrong',
    target: trackTarget(ctx, trackId('teacups')),
    submitterId: demoId,
    submitterEmail: null,
    date: at(20),
  });
  seedSignupRequest(ctx, at(15)); // accounts22
  seedInvitations(ctx, at); // users23
}
