import { liveQuery } from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import { loadPersisted, type PersistedFormat } from './persisted';
import { array, bool, int, nonEmpty, nullable, object, oneOf, optional, readRow, str } from './row-guards';
import { getDb } from './schema';

export type PermissionFlag = 'settings' | 'library' | 'moderation';

/** What the app keeps of the signed-in user (spec 01 section 3, auth state). */
export interface StoredProfile {
  id: number;
  username: string;
  fullUsername: string;
  name: string;
  email: string | null;
  permissions: Record<PermissionFlag, boolean>;
  listenToken: string | null;
  avatarUrl: string | null;
}

/** Bump with a migration in SESSION_FORMAT when the row changes shape. */
const SESSION_VERSION = 1;
/** The instance chooser offers this many pods, most recent first. */
export const MAX_KNOWN_INSTANCES = 10;

export interface SessionRow {
  id: 'current';
  version: typeof SESSION_VERSION;
  /** The instance URL, always ending with '/'; null while it is the placeholder. */
  instanceUrl: string | null;
  /** `${instanceUrl}api/v2/` or `${instanceUrl}api/v1/` for 1.x pods. */
  apiBase: string | null;
  /** null when anonymous. */
  profile: StoredProfile | null;
  /** False until the first session check has answered (or failed) since start-up. */
  checked: boolean;
  /** Instance URLs used before, most recent first, at most MAX_KNOWN_INSTANCES (the chooser offers them). */
  knownInstances: string[];
  /**
   * A logout the pod has not heard yet (made offline): the instance whose session cookie must be ended.
   * Until it is sent, the user is signed out here whatever the cookie says.
   */
  logoutPending: string | null;
}

const EMPTY: SessionRow = {
  id: 'current',
  version: SESSION_VERSION,
  instanceUrl: null,
  apiBase: null,
  profile: null,
  checked: false,
  knownInstances: [],
  logoutPending: null,
};

const profileRow = object({
  id: int,
  username: str,
  fullUsername: str,
  name: str,
  email: nullable(str),
  permissions: object({ settings: bool, library: bool, moderation: bool }),
  listenToken: nullable(str),
  avatarUrl: nullable(str),
});

const sessionRow = object({
  id: oneOf('current'),
  version: oneOf(SESSION_VERSION),
  instanceUrl: nullable(nonEmpty),
  apiBase: nullable(nonEmpty),
  profile: nullable(profileRow),
  checked: bool,
  knownInstances: array(nonEmpty),
  // Added without a version bump: rows written before it read as "none pending".
  logoutPending: optional(nullable(str)),
});

const SESSION_FORMAT: PersistedFormat<SessionRow> = {
  name: 'session',
  version: SESSION_VERSION,
  parse: (value) => {
    const row = readRow(sessionRow, value);
    if (row === null) return null;
    return {
      ...row,
      knownInstances: withInstance([], ...row.knownInstances),
      logoutPending: row.logoutPending ?? null,
    };
  },
  // Version 0 (no version field) had no list of known instances: its instance is the only one.
  migrate: (row, from) =>
    from === 0
      ? { ...row, version: 1, knownInstances: typeof row.instanceUrl === 'string' ? [row.instanceUrl] : [] }
      : null,
};

/** `urls` put in front of `list` in the order given, without duplicates, cut to the maximum. */
function withInstance(list: readonly string[], ...urls: string[]): string[] {
  const seen = new Set<string>();
  return [...urls, ...list].filter((url) => !seen.has(url) && seen.add(url)).slice(0, MAX_KNOWN_INSTANCES);
}

let snapshot: SessionRow | null = null;

/**
 * The session row as this tab last read or wrote it, or null before the first read. For code that
 * must decide synchronously (whose data a cached page is); everything else reads Dexie.
 */
export function sessionSnapshot(): SessionRow | null {
  return snapshot;
}

function remember(row: SessionRow): SessionRow {
  snapshot = row;
  return row;
}

/** The stored session; a missing, corrupt or unreadable row reads as the empty one (and is logged). */
export async function readSession(): Promise<SessionRow> {
  return remember(loadPersisted(await getDb().session.get('current'), SESSION_FORMAT) ?? EMPTY);
}

/** Reads, changes and writes the row in one transaction, so two changes never lose each other. */
async function changeSession(change: (current: SessionRow) => SessionRow): Promise<SessionRow> {
  const db = getDb();
  const next = await db.transaction('rw', db.session, async () => {
    const current = loadPersisted(await db.session.get('current'), SESSION_FORMAT) ?? EMPTY;
    const changed: SessionRow = { ...change(current), id: 'current', version: SESSION_VERSION };
    await db.session.put(changed);
    return changed;
  });
  return remember(next);
}

/** Merges a patch into the session row. An instance URL set here joins the known instances. */
export async function updateSession(patch: Partial<Omit<SessionRow, 'id' | 'version'>>): Promise<SessionRow> {
  return changeSession((current) => {
    const next = { ...current, ...patch };
    if (patch.instanceUrl) next.knownInstances = withInstance(next.knownInstances, patch.instanceUrl);
    return next;
  });
}

/** Puts an instance URL (normalised by the caller) first in the list the chooser offers. */
export async function rememberInstance(url: string): Promise<SessionRow> {
  return changeSession((current) => ({ ...current, knownInstances: withInstance(current.knownInstances, url) }));
}

/** Takes an instance out of the chooser's list. */
export async function forgetInstance(url: string): Promise<SessionRow> {
  return changeSession((current) => ({
    ...current,
    knownInstances: current.knownInstances.filter((known) => known !== url),
  }));
}

/**
 * Logout: the user is forgotten; the instance, its API base and the known instances stay, so the
 * login screen still knows which pod it talks to.
 */
export async function clearSession(): Promise<SessionRow> {
  return updateSession({ profile: null });
}

/** Live view of the session; undefined while Dexie has not answered yet. */
export function useSession(): SessionRow | undefined {
  return useLiveQuery(readSession, []);
}

/** Settles once the stored session passes `test` (at once when it does). */
function whenSession(test: (row: SessionRow) => boolean): Promise<void> {
  return new Promise((resolve) => {
    let done = false;
    const subscription = liveQuery(readSession).subscribe({
      next: (row) => {
        if (done || !test(row)) return;
        done = true;
        resolve();
        queueMicrotask(() => subscription.unsubscribe());
      },
      error: () => undefined,
    });
  });
}

/** Settles once a user is signed in (at once when one is): for work that only a signed-in user needs. */
export function whenSignedIn(): Promise<void> {
  return whenSession((row) => row.profile !== null);
}

/** lead30: settles once a pod is chosen (at once when one is): a first start learns it from the front settings. */
export function whenInstanceKnown(): Promise<void> {
  return whenSession((row) => row.instanceUrl !== null);
}
