// remote18: the simulated other pod, remote.example.org (a made-up domain: nothing is fetched). Its
// actors and libraries are known to this pod as a real pod knows what it fetched once; the scan form
// finds a library by its fid, and scans move over seconds (serialize/remote.ts).

import type { DB } from './db';
import { isoDate, randomToken, stableUuid } from './ids';

export const REMOTE_DOMAIN = 'remote.example.org';

export interface RemoteLibrarySeed {
  key: string;
  name: string;
  description: string;
  owner: string;
  privacy: 'everyone' | 'me';
  files: number;
  failing?: number;
  unreachable?: boolean;
  /** What its files hold (scan18): one artist and album, a title a file, in the library's order. */
  artist: string;
  album: string;
  titles: readonly string[];
}

const ACTORS: { username: string; name: string; summary: string }[] = [
  { username: 'nadia', name: 'Nadia Reyes', summary: 'Field recordist on the coast.' },
  { username: 'oskar', name: 'Oskar Lund', summary: 'Tapes, mostly.' },
];

export const REMOTE_LIBRARIES: readonly RemoteLibrarySeed[] = [
  {
    key: 'harbour-sessions',
    name: 'Harbour Sessions',
    description: 'Live takes from the harbour stage.',
    owner: 'nadia',
    privacy: 'everyone',
    files: 12,
    artist: 'Harbour Stage Band',
    album: 'Harbour Sessions, Live',
    titles: [
      'Mooring Line',
      'Quay at Dusk',
      'Ferry Bell',
      'Net Menders',
      'Salt on the Strings',
      'Breakwater',
      'Lantern Row',
      'Tug and Tow',
      'Slipway Blues',
      'Fog Signal',
      'Dockside Waltz',
      'Last Crossing',
    ],
  },
  {
    key: 'field-recordings',
    name: 'Field Recordings',
    description: 'Waves, gulls and rigging. Two files have broken tags.',
    owner: 'nadia',
    privacy: 'everyone',
    files: 8,
    failing: 2,
    artist: 'Nadia Reyes',
    album: 'Field Recordings',
    titles: [
      'Incoming Tide',
      'Gulls Over the Pier',
      'Rigging in Wind',
      'Shingle Drag',
      'Rock Pools',
      'Morning Swell',
      'Broken Tags One',
      'Broken Tags Two',
    ],
  },
  {
    key: 'oskar-crate',
    name: "Oskar's crate",
    description: 'Private: ask first.',
    owner: 'oskar',
    privacy: 'me',
    files: 5,
    artist: 'Oskar Lund',
    album: 'Crate Digging',
    titles: ['Dusty Groove', 'B-Side Shuffle', 'Needle Drop', 'Cue Point', 'Run-out Groove'],
  },
  {
    key: 'lost-tapes',
    name: 'Lost Tapes',
    description: 'Hosted on a box that keeps going down.',
    owner: 'oskar',
    privacy: 'everyone',
    files: 6,
    unreachable: true,
    artist: 'Oskar Lund',
    album: 'Lost Tapes',
    titles: ['Hiss One', 'Wow and Flutter', 'Demagnetised', 'Splice', 'Leader Tape', 'Take-up Reel'],
  },
];

export const remoteLibraryUuid = (key: string) => stableUuid(`remote-library:${key}`);
export const remoteLibraryFid = (key: string) =>
  `https://${REMOTE_DOMAIN}/federation/music/libraries/${remoteLibraryUuid(key)}`;

/**
 * Seeds the remote actors and libraries, and a scan of Field Recordings admin ran two days ago that
 * ended with errors (old enough for a new scan to be allowed). That old scan is settled with nothing
 * in the pod (as if its cache had been pruned since), so the seeded catalogue stays the same for
 * every test; a new scan brings the files. Nobody follows them: the seeded follows of the other tests
 * stay as they were.
 */
export function seedRemoteLibraries(db: DB, { adminId, at }: { adminId: number; at: (minutesAgo: number) => string }) {
  const ids = new Map<string, number>();
  for (const actor of ACTORS) {
    const id = Number(
      db
        .prepare(
          `INSERT INTO users (username, email, name, password, secret_key, is_active, privacy_level, date_joined)
           VALUES (?, ?, ?, '!', ?, 0, 'everyone', ?)`,
        )
        .run(actor.username, `${actor.username}@${REMOTE_DOMAIN}`, actor.name, randomToken(32), at(600))
        .lastInsertRowid,
    );
    db.prepare('INSERT INTO remote_actors (user_id, domain, summary) VALUES (?, ?, ?)').run(
      id,
      REMOTE_DOMAIN,
      actor.summary,
    );
    ids.set(actor.username, id);
  }
  for (const library of REMOTE_LIBRARIES) {
    const uuid = remoteLibraryUuid(library.key);
    db.prepare(
      'INSERT INTO libraries (uuid, name, description, privacy_level, owner_id, channel_uuid, creation_date) VALUES (?, ?, ?, ?, ?, NULL, ?)',
    ).run(uuid, library.name, library.description, library.privacy, ids.get(library.owner), at(500));
    db.prepare(
      'INSERT INTO remote_libraries (library_uuid, fid, files_count, failing_files, unreachable) VALUES (?, ?, ?, ?, ?)',
    ).run(uuid, remoteLibraryFid(library.key), library.files, library.failing ?? 0, library.unreachable ? 1 : 0);
  }
  const fieldRecordings = remoteLibraryUuid('field-recordings');
  const twoDaysAgo = isoDate(Date.now() - 2 * 24 * 3600 * 1000);
  db.prepare(
    'INSERT INTO library_scans (uuid, library_uuid, actor_id, total_files, creation_date, settled) VALUES (?, ?, ?, ?, ?, 1)',
  ).run(stableUuid('library-scan:field-recordings'), fieldRecordings, adminId, 8, twoDaysAgo);
}
