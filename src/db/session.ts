import { useLiveQuery } from 'dexie-react-hooks';
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

export interface SessionRow {
  id: 'current';
  /** The instance URL, always ending with '/'; null while it is the placeholder. */
  instanceUrl: string | null;
  /** `${instanceUrl}api/v2/` or `${instanceUrl}api/v1/` for 1.x pods. */
  apiBase: string | null;
  /** null when anonymous. */
  profile: StoredProfile | null;
  /** False until the first session check has answered (or failed) since start-up. */
  checked: boolean;
}

const EMPTY: SessionRow = { id: 'current', instanceUrl: null, apiBase: null, profile: null, checked: false };

export async function readSession(): Promise<SessionRow> {
  return (await getDb().session.get('current')) ?? EMPTY;
}

export async function updateSession(patch: Partial<Omit<SessionRow, 'id'>>): Promise<SessionRow> {
  const db = getDb();
  return db.transaction('rw', db.session, async () => {
    const next: SessionRow = { ...((await db.session.get('current')) ?? EMPTY), ...patch, id: 'current' };
    await db.session.put(next);
    return next;
  });
}

/** Live view of the session; undefined while Dexie has not answered yet. */
export function useSession(): SessionRow | undefined {
  return useLiveQuery(readSession, []);
}
