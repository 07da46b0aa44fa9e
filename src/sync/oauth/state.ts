// oauthclient24: the `state` of an OAuth round trip (RFC 6749 section 10.12). Random, kept in this
// tab's session storage with where the user was going (`next`) and the pod asked, and accepted once:
// a callback whose state this tab did not make (or already used) is refused.

const PREFIX = 'shoal-oauth-state:';
/** A round trip older than this is refused (the user left the pod's page open for an hour). */
const MAX_AGE_MS = 60 * 60 * 1000;

export interface PendingLogin {
  next: string;
  instanceUrl: string;
}

interface Stored extends PendingLogin {
  created: number;
}

type StateStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function randomState(): string {
  const bytes = new Uint8Array(24);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A new state for a round trip to `instanceUrl`, remembering `next`. */
export function makeState(pending: PendingLogin, storage: StateStorage = sessionStorage, now = Date.now()): string {
  const state = randomState();
  const stored: Stored = { ...pending, created: now };
  storage.setItem(PREFIX + state, JSON.stringify(stored));
  return state;
}

/** The round trip a callback's state belongs to, or null when this tab did not start it; used once. */
export function checkState(
  state: string | null,
  storage: StateStorage = sessionStorage,
  now = Date.now(),
): PendingLogin | null {
  if (state === null || !/^[0-9a-f]{48}$/.test(state)) return null;
  const raw = storage.getItem(PREFIX + state);
  storage.removeItem(PREFIX + state);
  if (raw === null) return null;
  try {
    const stored = JSON.parse(raw) as Partial<Stored>;
    if (typeof stored.next !== 'string' || typeof stored.instanceUrl !== 'string') return null;
    if (typeof stored.created !== 'number' || now - stored.created > MAX_AGE_MS || now < stored.created) return null;
    return { next: stored.next, instanceUrl: stored.instanceUrl };
  } catch {
    return null;
  }
}
