// The pod's SQLite database: schema, opening, wiping. One file (pod.sqlite3) in the data folder.
// The schema is versioned: a database written by another version of the pod is rebuilt and
// re-seeded (this is a demo pod; its data is the catalogue plus what a demo session did).

import Database from 'better-sqlite3';
import type { Database as DB } from 'better-sqlite3';
import { join } from 'node:path';

export type { DB };

const SCHEMA_VERSION = 13;

const SCHEMA = `
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);

CREATE TABLE users (
  id INTEGER PRIMARY KEY,
  username TEXT NOT NULL UNIQUE COLLATE NOCASE,
  email TEXT NOT NULL,
  name TEXT NOT NULL DEFAULT '',
  password TEXT NOT NULL,
  secret_key TEXT NOT NULL,
  is_active INTEGER NOT NULL DEFAULT 1,
  is_staff INTEGER NOT NULL DEFAULT 0,
  is_superuser INTEGER NOT NULL DEFAULT 0,
  permission_library INTEGER NOT NULL DEFAULT 0,
  permission_moderation INTEGER NOT NULL DEFAULT 0,
  permission_settings INTEGER NOT NULL DEFAULT 0,
  privacy_level TEXT NOT NULL DEFAULT 'instance',
  upload_quota INTEGER,
  settings TEXT,
  summary_text TEXT,
  summary_content_type TEXT,
  avatar_uuid TEXT REFERENCES attachments(uuid) ON DELETE SET NULL,
  date_joined TEXT NOT NULL,
  last_activity TEXT,
  instance_support_message_display_date TEXT,
  funkwhale_support_message_display_date TEXT
);

CREATE TABLE sessions (
  key TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created TEXT NOT NULL,
  expires TEXT NOT NULL
);

-- root: 'catalogue' (pod/catalogue, read only) or 'data' (the data folder)
CREATE TABLE attachments (
  uuid TEXT PRIMARY KEY,
  root TEXT NOT NULL,
  file TEXT NOT NULL,
  small_file TEXT,
  size INTEGER NOT NULL,
  mimetype TEXT NOT NULL,
  creation_date TEXT NOT NULL,
  owner_id INTEGER REFERENCES users(id) ON DELETE SET NULL
);

CREATE TABLE artists (
  id INTEGER PRIMARY KEY,
  uuid TEXT NOT NULL UNIQUE,
  mbid TEXT,
  name TEXT NOT NULL,
  content_category TEXT NOT NULL DEFAULT 'music',
  description_text TEXT,
  description_type TEXT,
  cover_uuid TEXT REFERENCES attachments(uuid) ON DELETE SET NULL,
  attributed_to INTEGER REFERENCES users(id) ON DELETE SET NULL,
  channel_uuid TEXT,
  creation_date TEXT NOT NULL,
  modification_date TEXT NOT NULL
);

CREATE TABLE albums (
  id INTEGER PRIMARY KEY,
  uuid TEXT NOT NULL UNIQUE,
  mbid TEXT,
  title TEXT NOT NULL,
  artist_id INTEGER NOT NULL REFERENCES artists(id) ON DELETE CASCADE,
  release_date TEXT,
  description_text TEXT,
  description_type TEXT,
  cover_uuid TEXT REFERENCES attachments(uuid) ON DELETE SET NULL,
  attributed_to INTEGER REFERENCES users(id) ON DELETE SET NULL,
  creation_date TEXT NOT NULL
);
CREATE INDEX albums_artist ON albums(artist_id);

CREATE TABLE tracks (
  id INTEGER PRIMARY KEY,
  uuid TEXT NOT NULL UNIQUE,
  mbid TEXT,
  title TEXT NOT NULL,
  artist_id INTEGER NOT NULL REFERENCES artists(id) ON DELETE CASCADE,
  album_id INTEGER REFERENCES albums(id) ON DELETE CASCADE,
  position INTEGER,
  disc_number INTEGER,
  license TEXT,
  copyright TEXT,
  description_text TEXT,
  description_type TEXT,
  cover_uuid TEXT REFERENCES attachments(uuid) ON DELETE SET NULL,
  attributed_to INTEGER REFERENCES users(id) ON DELETE SET NULL,
  downloads_count INTEGER NOT NULL DEFAULT 0,
  creation_date TEXT NOT NULL
);
CREATE INDEX tracks_artist ON tracks(artist_id);
CREATE INDEX tracks_album ON tracks(album_id);

-- The artists credited on an album or a track, in order (absent: the single artist, as credited by name).
CREATE TABLE artist_credits (
  kind TEXT NOT NULL CHECK (kind IN ('album', 'track')),
  object_id INTEGER NOT NULL,
  idx INTEGER NOT NULL,
  artist_id INTEGER NOT NULL REFERENCES artists(id) ON DELETE CASCADE,
  credit TEXT NOT NULL,
  joinphrase TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (kind, object_id, idx)
);
CREATE INDEX artist_credits_artist ON artist_credits(artist_id);

-- A channel's library (channel_uuid set) holds its episodes or releases; the others are users' libraries.
CREATE TABLE libraries (
  uuid TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  privacy_level TEXT NOT NULL DEFAULT 'everyone',
  owner_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  channel_uuid TEXT,
  creation_date TEXT NOT NULL
);
CREATE INDEX libraries_owner ON libraries(owner_id);

-- Channels: an artist (artists.channel_uuid) published by its own actor (username), owned by a user.
CREATE TABLE channels (
  uuid TEXT PRIMARY KEY,
  artist_id INTEGER NOT NULL UNIQUE REFERENCES artists(id) ON DELETE CASCADE,
  username TEXT NOT NULL UNIQUE COLLATE NOCASE,
  attributed_to INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  metadata TEXT NOT NULL DEFAULT '{}',
  creation_date TEXT NOT NULL
);

CREATE TABLE subscriptions (
  uuid TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  channel_uuid TEXT NOT NULL REFERENCES channels(uuid) ON DELETE CASCADE,
  creation_date TEXT NOT NULL,
  UNIQUE (user_id, channel_uuid)
);

-- A user's follow of a library (ENDPOINTS §10). approved: NULL (pending), 0 (rejected), 1.
CREATE TABLE library_follows (
  uuid TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  library_uuid TEXT NOT NULL REFERENCES libraries(uuid) ON DELETE CASCADE,
  approved INTEGER,
  creation_date TEXT NOT NULL,
  modification_date TEXT NOT NULL,
  UNIQUE (user_id, library_uuid)
);
CREATE INDEX library_follows_library ON library_follows(library_uuid);

-- A user's follow of another user's actor.
CREATE TABLE user_follows (
  uuid TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  target_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  approved INTEGER,
  creation_date TEXT NOT NULL,
  UNIQUE (user_id, target_id)
);

-- The notification centre: Follow and Accept activities delivered to a user (serialize/federation.ts).
-- activity_fid and payload hold '{origin}' for the pod's origin; object and related refs are a
-- uuid, or a user id for 'federation.Actor'.
CREATE TABLE inbox_items (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  is_read INTEGER NOT NULL DEFAULT 0,
  activity_uuid TEXT NOT NULL,
  activity_type TEXT NOT NULL CHECK (activity_type IN ('Follow', 'Accept')),
  actor_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  activity_fid TEXT NOT NULL,
  payload TEXT NOT NULL,
  object_type TEXT NOT NULL,
  object_ref TEXT NOT NULL,
  related_type TEXT,
  related_ref TEXT,
  creation_date TEXT NOT NULL
);
CREATE INDEX inbox_items_user ON inbox_items(user_id);

CREATE TABLE uploads (
  uuid TEXT PRIMARY KEY,
  track_id INTEGER REFERENCES tracks(id) ON DELETE CASCADE,
  library_uuid TEXT REFERENCES libraries(uuid) ON DELETE CASCADE,
  owner_id INTEGER REFERENCES users(id) ON DELETE CASCADE,
  root TEXT NOT NULL,
  file TEXT NOT NULL,
  filename TEXT NOT NULL,
  mimetype TEXT NOT NULL,
  extension TEXT NOT NULL,
  size INTEGER NOT NULL,
  duration INTEGER,
  bitrate INTEGER,
  mp3_file TEXT,
  mp3_size INTEGER,
  mp3_bitrate INTEGER,
  import_status TEXT NOT NULL DEFAULT 'finished',
  import_details TEXT,
  import_reference TEXT NOT NULL DEFAULT '',
  import_date TEXT,
  creation_date TEXT NOT NULL,
  -- Uploads sent to an upload group (routes/upload-groups.ts): the group, the client's metadata
  -- (JSON {title, album, artist}: what the import uses before the file's tags), and the client's own
  -- id of the upload (a second send with the same id answers the first upload).
  upload_group TEXT REFERENCES upload_groups(guid) ON DELETE SET NULL,
  import_metadata TEXT,
  client_upload_id TEXT
);
CREATE INDEX uploads_track ON uploads(track_id);
CREATE INDEX uploads_library ON uploads(library_uuid);
CREATE UNIQUE INDEX uploads_client_id ON uploads(owner_id, client_upload_id) WHERE client_upload_id IS NOT NULL;

-- Upload groups (POST /api/v2/upload-groups): a batch of uploads of one user.
CREATE TABLE upload_groups (
  guid TEXT PRIMARY KEY,
  owner_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  base_url TEXT,
  creation_date TEXT NOT NULL
);

CREATE TABLE tags (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE COLLATE NOCASE,
  creation_date TEXT NOT NULL
);

CREATE TABLE tagged_items (
  tag_id INTEGER NOT NULL REFERENCES tags(id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('artist', 'album', 'track')),
  object_id INTEGER NOT NULL,
  PRIMARY KEY (tag_id, kind, object_id)
);
CREATE INDEX tagged_items_object ON tagged_items(kind, object_id);

CREATE TABLE favorites (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  track_id INTEGER NOT NULL REFERENCES tracks(id) ON DELETE CASCADE,
  creation_date TEXT NOT NULL,
  UNIQUE (user_id, track_id)
);

CREATE TABLE listenings (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  track_id INTEGER NOT NULL REFERENCES tracks(id) ON DELETE CASCADE,
  creation_date TEXT NOT NULL
);
CREATE INDEX listenings_user ON listenings(user_id);

CREATE TABLE playlists (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  privacy_level TEXT NOT NULL DEFAULT 'instance',
  creation_date TEXT NOT NULL,
  modification_date TEXT NOT NULL
);

-- idx: 0-based position in the playlist
CREATE TABLE playlist_tracks (
  playlist_id INTEGER NOT NULL REFERENCES playlists(id) ON DELETE CASCADE,
  idx INTEGER NOT NULL,
  track_id INTEGER NOT NULL REFERENCES tracks(id) ON DELETE CASCADE,
  creation_date TEXT NOT NULL,
  PRIMARY KEY (playlist_id, idx)
);

-- A user's content filter: the artist's content is left out of the user's lists (hidden=false).
CREATE TABLE content_filters (
  uuid TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  target_artist_id INTEGER NOT NULL REFERENCES artists(id) ON DELETE CASCADE,
  creation_date TEXT NOT NULL,
  UNIQUE (user_id, target_artist_id)
);

-- Custom radios: saved filter sets (config: a JSON array of filters, see routes/radio-candidates.ts).
CREATE TABLE radios (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  is_public INTEGER NOT NULL DEFAULT 0,
  config TEXT NOT NULL DEFAULT '[]',
  creation_date TEXT NOT NULL
);

-- Radio sessions: a user's, or an anonymous visitor's (user_id NULL, session_key: its sessionid cookie).
-- related_object_id and config hold the JSON values the session was created with.
CREATE TABLE radio_sessions (
  id INTEGER PRIMARY KEY,
  user_id INTEGER REFERENCES users(id) ON DELETE CASCADE,
  session_key TEXT,
  radio_type TEXT NOT NULL,
  related_object_id TEXT,
  custom_radio_id INTEGER REFERENCES radios(id) ON DELETE SET NULL,
  config TEXT,
  creation_date TEXT NOT NULL
);

-- The tracks a session handed out, position from 1.
CREATE TABLE radio_session_tracks (
  id INTEGER PRIMARY KEY,
  session_id INTEGER NOT NULL REFERENCES radio_sessions(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  track_id INTEGER NOT NULL REFERENCES tracks(id) ON DELETE CASCADE,
  creation_date TEXT NOT NULL
);
CREATE INDEX radio_session_tracks_session ON radio_session_tracks(session_id);

-- Instance preferences that differ from their definition's value (see settings.ts); JSON values.
CREATE TABLE preferences (identifier TEXT PRIMARY KEY, value TEXT NOT NULL);

-- Edits (ENDPOINTS §12) proposed on an artist, album or track. is_approved: NULL (pending), 0, 1.
-- payload and previous_state are JSON objects; approved_by is the approver's user id.
CREATE TABLE mutations (
  uuid TEXT PRIMARY KEY,
  type TEXT NOT NULL DEFAULT 'update',
  target_kind TEXT NOT NULL CHECK (target_kind IN ('artist', 'album', 'track')),
  target_id INTEGER NOT NULL,
  created_by INTEGER REFERENCES users(id) ON DELETE SET NULL,
  approved_by INTEGER REFERENCES users(id) ON DELETE SET NULL,
  is_approved INTEGER,
  is_applied INTEGER NOT NULL DEFAULT 0,
  summary TEXT,
  payload TEXT NOT NULL,
  previous_state TEXT NOT NULL,
  creation_date TEXT NOT NULL,
  applied_date TEXT
);
CREATE INDEX mutations_target ON mutations(target_kind, target_id);

-- Reports (ENDPOINTS §11, §13). target_type with target_ref: an id, a uuid or a full username;
-- target_state is the frozen JSON copy moderators see; submitter_id is NULL for anonymous reports.
CREATE TABLE reports (
  id INTEGER PRIMARY KEY,
  uuid TEXT NOT NULL UNIQUE,
  type TEXT NOT NULL,
  summary TEXT,
  target_type TEXT NOT NULL,
  target_ref TEXT NOT NULL,
  target_state TEXT NOT NULL,
  target_owner_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
  submitter_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
  submitter_email TEXT,
  is_handled INTEGER NOT NULL DEFAULT 0,
  handled_date TEXT,
  assigned_to INTEGER REFERENCES users(id) ON DELETE SET NULL,
  creation_date TEXT NOT NULL
);
-- remote18: federation is simulated. An actor of another pod is a users row that cannot sign in
-- (is_active 0, no usable password) with its domain here; a library of another pod is a libraries row
-- with the fid and file count its pod announced here. failing_files: how many files each of its scans
-- fails on; unreachable: its pod stops answering in the middle of every scan.
CREATE TABLE remote_actors (
  user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  domain TEXT NOT NULL,
  summary TEXT
);

CREATE TABLE remote_libraries (
  library_uuid TEXT PRIMARY KEY REFERENCES libraries(uuid) ON DELETE CASCADE,
  fid TEXT NOT NULL UNIQUE,
  files_count INTEGER NOT NULL,
  failing_files INTEGER NOT NULL DEFAULT 0,
  unreachable INTEGER NOT NULL DEFAULT 0
);

-- Scans of remote libraries: their progress is derived from creation_date when read (serialize/remote.ts).
CREATE TABLE library_scans (
  uuid TEXT PRIMARY KEY,
  library_uuid TEXT NOT NULL REFERENCES libraries(uuid) ON DELETE CASCADE,
  actor_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
  total_files INTEGER NOT NULL,
  creation_date TEXT NOT NULL,
  -- scan18: 1 once the scan has ended and every file it read is in the pod (remote-import.ts).
  settled INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX library_scans_library ON library_scans(library_uuid, creation_date);
CREATE INDEX library_scans_unsettled ON library_scans(settled);

-- scan18: what scans brought from other pods: artists, albums, tracks and uploads (by uuid) that are
-- another pod's (is_local false, fids on its domain).
CREATE TABLE remote_objects (
  uuid TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('artist', 'album', 'track', 'upload')),
  domain TEXT NOT NULL
);

-- rss19: channels made from an external RSS feed (channels/rss-subscribe/): the feed of each, and
-- which item of it made which track (an item is read once; reading the feed again adds the new ones).
CREATE TABLE rss_feeds (
  channel_uuid TEXT PRIMARY KEY REFERENCES channels(uuid) ON DELETE CASCADE,
  url TEXT NOT NULL UNIQUE,
  link TEXT,
  fetch_date TEXT NOT NULL
);
CREATE TABLE rss_items (
  channel_uuid TEXT NOT NULL REFERENCES channels(uuid) ON DELETE CASCADE,
  guid TEXT NOT NULL,
  track_id INTEGER NOT NULL REFERENCES tracks(id) ON DELETE CASCADE,
  PRIMARY KEY (channel_uuid, guid)
);

-- fetch21: federation fetches (federation/fetches/, {type}/{id}/fetches/). A simulated fetch of a
-- seeded object of the other pod settles when read after ready_at (outcome: its planned status,
-- detail and object, JSON); a fetch over HTTP is settled by its request when it ends.
CREATE TABLE fetches (
  id INTEGER PRIMARY KEY,
  url TEXT NOT NULL,
  actor_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  status TEXT NOT NULL DEFAULT 'pending',
  detail TEXT NOT NULL DEFAULT '{}',
  object_type TEXT,
  object_key TEXT,
  creation_date TEXT NOT NULL,
  fetch_date TEXT,
  ready_at INTEGER,
  outcome TEXT
);
CREATE INDEX fetches_object ON fetches(object_type, object_key);

-- Issue 22 (v11): each helper's tables and columns in a block of its own below.
-- edits22
-- reports22
-- Internal notes of moderators (ENDPOINTS §13) on a report or sign-up request (target_ref: its uuid)
-- or an account (target_ref: its full username).
CREATE TABLE notes (
  id INTEGER PRIMARY KEY,
  uuid TEXT NOT NULL UNIQUE,
  summary TEXT NOT NULL,
  author_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
  target_type TEXT NOT NULL,
  target_ref TEXT NOT NULL,
  creation_date TEXT NOT NULL
);
CREATE INDEX notes_target ON notes(target_type, target_ref);
-- domains22
-- Federated domains this pod knows (manage/federation/domains/): a real pod makes the row when it first
-- sees an actor of the domain, or when a moderator adds it. nodeinfo: '{}' until fetched, then
-- {"status": "ok", "payload"} or {"status": "error", "error"} (JSON).
CREATE TABLE domains (
  name TEXT PRIMARY KEY,
  creation_date TEXT NOT NULL,
  nodeinfo TEXT NOT NULL DEFAULT '{}',
  nodeinfo_fetch_date TEXT,
  allowed INTEGER NOT NULL DEFAULT 0
);
-- Moderation rules (manage/moderation/instance-policies/): one a domain or one an account at most, as
-- a real pod's one-to-one target_domain / target_actor.
CREATE TABLE instance_policies (
  id INTEGER PRIMARY KEY,
  uuid TEXT NOT NULL UNIQUE,
  target_domain TEXT UNIQUE REFERENCES domains(name) ON DELETE CASCADE,
  target_user_id INTEGER UNIQUE REFERENCES users(id) ON DELETE CASCADE,
  author_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
  summary TEXT NOT NULL DEFAULT '',
  is_active INTEGER NOT NULL DEFAULT 1,
  block_all INTEGER NOT NULL DEFAULT 0,
  silence_activity INTEGER NOT NULL DEFAULT 0,
  silence_notifications INTEGER NOT NULL DEFAULT 0,
  reject_media INTEGER NOT NULL DEFAULT 0,
  creation_date TEXT NOT NULL,
  CHECK ((target_domain IS NULL) <> (target_user_id IS NULL))
);
-- accounts22: sign-up requests waiting for a moderator (a real pod's moderation.UserRequest; metadata
-- holds the answers to the sign-up form's custom fields, by label).
CREATE TABLE user_requests (
  id INTEGER PRIMARY KEY,
  uuid TEXT NOT NULL UNIQUE,
  type TEXT NOT NULL DEFAULT 'signup',
  status TEXT NOT NULL DEFAULT 'pending',
  submitter_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  assigned_to INTEGER REFERENCES users(id) ON DELETE SET NULL,
  metadata TEXT,
  creation_date TEXT NOT NULL,
  handled_date TEXT
);

-- Issue 23 (v12): each helper's tables and columns in a block of its own below.
-- settings23
-- users23: invitations (a real pod's users.Invitation) and who signed up with one (User.invitation,
-- SET_NULL on a real pod: deleting an invitation only unlinks its users).
CREATE TABLE invitations (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE COLLATE NOCASE,
  owner_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  creation_date TEXT NOT NULL,
  expiration_date TEXT NOT NULL
);
CREATE TABLE invitation_users (
  user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  invitation_id INTEGER NOT NULL REFERENCES invitations(id) ON DELETE CASCADE
);
-- library23
-- import23
-- The server import's state (a real pod keeps it in its cache, pod-wide: status, reference, logs, and
-- what a test asked for); the per-user configuration of plugins (a real pod's PluginConfiguration).
CREATE TABLE fs_import_cache (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
CREATE TABLE plugin_configs (
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  code TEXT NOT NULL,
  conf TEXT,
  enabled INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (user_id, code)
);
-- Issue 24 (v13): each helper's tables and columns in a block of its own below.
-- oauth (shared by oauthpod24 and oauthclient24; a real pod's django-oauth-toolkit models, as
-- Funkwhale's users.oauth.models). Secrets and tokens are kept in clear: this is a fixture.
-- oauth_apps: user_id NULL for an app registered anonymously; token: the personal app token of an app
-- a logged-in user created (NULL otherwise); scope and redirect_uris space-separated.
CREATE TABLE oauth_apps (
  id INTEGER PRIMARY KEY,
  client_id TEXT NOT NULL UNIQUE,
  client_secret TEXT NOT NULL,
  name TEXT NOT NULL,
  website TEXT NOT NULL DEFAULT '',
  redirect_uris TEXT NOT NULL,
  scope TEXT NOT NULL,
  user_id INTEGER REFERENCES users(id) ON DELETE CASCADE,
  token TEXT UNIQUE,
  created TEXT NOT NULL,
  updated TEXT NOT NULL
);
-- Authorization codes (oauth2_provider Grant): one use, short-lived.
CREATE TABLE oauth_codes (
  code TEXT PRIMARY KEY,
  app_id INTEGER NOT NULL REFERENCES oauth_apps(id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  redirect_uri TEXT NOT NULL,
  scope TEXT NOT NULL,
  expires TEXT NOT NULL
);
-- Access tokens and their refresh tokens (a refresh rotates both: the old refresh token is revoked).
CREATE TABLE oauth_tokens (
  access_token TEXT PRIMARY KEY,
  refresh_token TEXT NOT NULL UNIQUE,
  app_id INTEGER NOT NULL REFERENCES oauth_apps(id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  scope TEXT NOT NULL,
  expires TEXT NOT NULL,
  refresh_revoked INTEGER NOT NULL DEFAULT 0,
  created TEXT NOT NULL
);
-- oauthpod24
-- end oauthpod24
-- oauthclient24
-- end oauthclient24
-- signup24
-- allauth's EmailAddress and EmailConfirmation: the addresses given at sign-up (verified once their
-- mailed key is confirmed) and the keys sent. The seeded accounts have none (never confirmed).
CREATE TABLE email_addresses (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  email TEXT NOT NULL,
  verified INTEGER NOT NULL DEFAULT 0,
  "primary" INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE email_confirmations (
  key TEXT PRIMARY KEY,
  email_address_id INTEGER NOT NULL REFERENCES email_addresses(id) ON DELETE CASCADE,
  sent TEXT NOT NULL
);
-- end signup24
-- account24
-- The Subsonic password of a user (users/{username}/subsonic-token/), none until generated.
CREATE TABLE account24_subsonic_tokens (
  user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  token TEXT NOT NULL
);
-- end account24
-- consent24
-- end consent24
`;

/** Opens (creating if needed) the database of a data folder; `created` says whether it is new. */
export function openDatabase(dataDir: string): { db: DB; created: boolean } {
  const db = new Database(join(dataDir, 'pod.sqlite3'));
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  // Case-insensitive comparisons beyond ASCII (SQLite's own LIKE and lower() stop at ASCII).
  db.function('fold', { deterministic: true }, (value: unknown) =>
    typeof value === 'string' ? value.toLocaleLowerCase('en') : null,
  );
  const version = currentVersion(db);
  if (version === SCHEMA_VERSION) return { db, created: false };
  wipe(db);
  return { db, created: true };
}

function currentVersion(db: DB): number | null {
  const hasMeta = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'meta'").get();
  if (!hasMeta) return null;
  const row = db.prepare("SELECT value FROM meta WHERE key = 'schema_version'").get() as { value: string } | undefined;
  return row ? Number(row.value) : null;
}

/** Drops every table and creates the schema again, empty. */
export function wipe(db: DB): void {
  const tables = db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
    .all() as {
    name: string;
  }[];
  db.pragma('foreign_keys = OFF');
  db.transaction(() => {
    for (const { name } of tables) db.exec(`DROP TABLE IF EXISTS "${name}"`);
    db.exec(SCHEMA);
    db.prepare("INSERT INTO meta (key, value) VALUES ('schema_version', ?)").run(String(SCHEMA_VERSION));
  })();
  db.pragma('foreign_keys = ON');
}
