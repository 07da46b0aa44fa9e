import { markSessionChecked } from './boot-check';
import { scopeOfSession } from '../../db/outbox';
import { readSession, updateSession, type SessionRow, type StoredProfile } from '../../db/session';
import { detectApiBase, checkInstance, findStartPod } from '../instance';
import * as sessionApi from './api';
import type { UiText } from '../core/errors';
import { apiBase as apiBaseOf, normalizeInstanceUrl } from '../core/instance-url';
import { clearPersistedQueries } from '../query-cache';
import { logger } from '../../logger';
import type { Profile } from './model';
import { httpClient, onSessionExpired, setApiBase } from '../runtime';
import { resetMirrors } from '../../db/mirror';
import { getConnectivity, onSessionChanged } from '../engine';
import { emitSyncEvent } from '../core/events';
import { oauthSession } from '../oauth'; // oauthclient24

type CommandResult = { ok: true } | { ok: false; messages: UiText[] };

function toStoredProfile(profile: Profile): StoredProfile {
  return {
    id: profile.id,
    username: profile.username,
    fullUsername: profile.fullUsername,
    name: profile.name,
    email: profile.email,
    permissions: profile.permissions,
    listenToken: profile.listenToken,
    avatarUrl: profile.avatarUrl,
  };
}

let watchingExpiry = false;

/** A 401 while signed in ends the session on the device and tells the app (once per tab; started by bootSession). */
function watchSessionExpiry(): void {
  if (watchingExpiry) return;
  watchingExpiry = true;
  onSessionExpired(() => {
    void (async () => {
      const session = await readSession();
      if (!session.profile) return;
      await updateSession({ profile: null });
      emitSyncEvent({ type: 'session-expired' });
    })();
  });
}

/**
 * Spec 01 section 4: an instance change resets the stores and the queue. The pod's API generation
 * is asked by checkSession, at the same time as the user.
 */
async function switchInstance(instanceUrl: string): Promise<SessionRow> {
  await clearPersistedQueries();
  await resetMirrors();
  emitSyncEvent({ type: 'stores-reset', reason: 'instance-change' });
  setApiBase(apiBaseOf(instanceUrl, 'v1'));
  await oauthSession.load(instanceUrl); // oauthclient24
  return updateSession({ instanceUrl, apiBase: null, profile: null, checked: false });
}

/** The stored API base, or api/v1/ (routed by pods of every generation) while the probe has not answered. */
function usableApiBase(session: SessionRow): string | null {
  return session.apiBase ?? (session.instanceUrl ? apiBaseOf(session.instanceUrl, 'v1') : null);
}

/**
 * The session check (issue 17: in parallel, not in a row). With the API base known, users/me/
 * alone. Without it, the generation probe and users/me/ at the same time: users/me/ is asked on
 * api/v1/, which pods of every generation route, and reads go there until the probe has answered,
 * so the first screen does not wait for it. An unanswered probe is asked again at the next start.
 */
async function checkSession(session: SessionRow & { instanceUrl: string }): Promise<void> {
  setApiBase(usableApiBase(session));
  if (session.apiBase) {
    await refreshProfile();
    return;
  }
  const [detected] = await Promise.all([detectApiBase(session.instanceUrl), refreshProfile()]);
  if (detected === null) return;
  setApiBase(detected);
  await updateSession({ apiBase: detected });
}

/**
 * Sends a logout the pod has not heard yet; true when none is left. Until it is heard the session
 * counts as ended, whatever the cookie says: users/me/ is not asked, so a cookie still valid at the
 * pod does not sign the user in again.
 */
async function sendPendingLogout(): Promise<boolean> {
  const session = await readSession();
  if (session.logoutPending === null) return true;
  if (session.logoutPending !== session.instanceUrl) {
    // Another pod's cookie: this client no longer talks to it, and cannot reach its cookie from here.
    await updateSession({ logoutPending: null });
    return true;
  }
  if (!(await sessionApi.logout(httpClient))) return false;
  await updateSession({ logoutPending: null });
  return true;
}

let watchingLogout = false;

/** Sends a pending logout as soon as the pod can be reached again. */
function watchPendingLogout(): void {
  if (watchingLogout) return;
  watchingLogout = true;
  getConnectivity().subscribe((state) => {
    if (state === 'online') void sendPendingLogout();
  });
}

type ProfileListener = (profile: Profile | null) => void;
const profileListeners = new Set<ProfileListener>();

/**
 * Told the user users/me/ answered (null: anonymous) after login and each session check: the app hands
 * it to the account concept, which applies the account's language (account24). Returns the removal.
 */
export function onProfileLoaded(listener: ProfileListener): () => void {
  profileListeners.add(listener);
  return () => profileListeners.delete(listener);
}

/** Loads the user (users/me/); 401 means anonymous, a failure keeps what was known. */
export async function refreshProfile(): Promise<void> {
  if (!(await sendPendingLogout())) {
    await updateSession({ profile: null, checked: true });
    return;
  }
  const result = await sessionApi.fetchProfile(httpClient);
  if (result.ok) {
    await updateSession({ profile: result.data ? toStoredProfile(result.data) : null, checked: true });
    for (const listener of profileListeners) listener(result.data); // account24: the account's language
  } else {
    await updateSession({ checked: true });
    if (result.error.kind !== 'network') emitSyncEvent({ type: 'api-error', error: result.error });
  }
}

/** Points the HTTP client at the stored pod, before anything renders. */
export async function restoreSession(): Promise<SessionRow> {
  const session = await readSession();
  setApiBase(usableApiBase(session));
  await oauthSession.load(session.instanceUrl); // oauthclient24
  return session;
}

interface BootOptions {
  /** window.location.search at start-up. */
  search: string;
  /** The app's own origin, where /settings.json lives. */
  origin: string;
  /** The stored session, when the caller has started its read already (one read per start). */
  restored?: Promise<SessionRow>;
}

interface BootResult {
  /** `_url`: the route to replace the current one with. */
  replaceWith: string | null;
}

/**
 * Start-up of spec 01 section 2: `_server` sets the instance URL, `_url` replaces the
 * route and stops the rest; without an instance, the front settings' defaultServerUrl
 * is taken; then the session is checked.
 */
export async function bootSession(options: BootOptions): Promise<BootResult> {
  try {
    return await bootSessionSteps(options);
  } finally {
    markSessionChecked();
  }
}

async function bootSessionSteps({ search, origin, restored }: BootOptions): Promise<BootResult> {
  const params = new URLSearchParams(search);
  watchSessionExpiry();
  watchOAuthRefusal(); // oauthclient24
  let session = await (restored ?? restoreSession());
  // This run has not checked the session yet; a stored "checked" is the last run's. The check sets it
  // again in the same write as the profile, which the Shell's guards wait for (with boot-check.ts).
  if (session.checked) session = await updateSession({ checked: false });
  watchPendingLogout();

  const serverParam = params.get('_server');
  if (serverParam !== null) {
    const url = normalizeInstanceUrl(serverParam);
    if (url && url !== session.instanceUrl) session = await switchInstance(url);
  }

  const urlParam = params.get('_url');
  if (urlParam !== null) {
    await updateSession({ checked: true });
    return { replaceWith: urlParam };
  }

  if (!session.instanceUrl) {
    // The front settings' pod, else the page's own origin when it is a pod (served as its front).
    const url = await findStartPod(origin);
    if (url) session = await switchInstance(url);
  }

  if (session.instanceUrl) {
    await checkSession({ ...session, instanceUrl: session.instanceUrl });
    void onSessionChanged();
  } else {
    await updateSession({ checked: true });
  }
  return { replaceWith: null };
}

// oauthclient24
let watchingOAuth = false;

/** A refresh token the pod refused (`invalid_grant`): logged out as by logOut, then to `/login?next=`. */
function watchOAuthRefusal(): void {
  if (watchingOAuth) return;
  watchingOAuth = true;
  oauthSession.onRefreshRefused(async () => {
    await logOutSteps(true);
    emitSyncEvent({ type: 'session-expired' });
  });
}

/**
 * `auth/callback`: the state checked and the code exchanged (oauth concept), then the user loaded and
 * the mirrors in spec 01's login order, as logIn does after its POST. The `next` the round trip kept.
 */
export async function logInByOAuth(
  code: string | null,
  state: string | null,
): Promise<{ ok: true; next: string } | { ok: false; messages: UiText[] }> {
  const finished = await oauthSession.finish({ code, state });
  if (!finished.ok) return finished;
  await refreshProfile();
  const session = await readSession();
  if (!session.profile) return { ok: false, messages: [{ key: 'errors.login' }] };
  void onSessionChanged();
  return { ok: true, next: finished.data.next };
}
// end oauthclient24

/** The instance chooser: validate, check the pod answers as Funkwhale, then switch. */
export async function chooseInstance(raw: string): Promise<CommandResult> {
  const url = normalizeInstanceUrl(raw);
  if (!url) return { ok: false, messages: [{ key: 'errors.instanceUnreachable' }] };
  const check = await checkInstance(url);
  if (!check.ok) return { ok: false, messages: check.error.messages };
  await checkSession({ ...(await switchInstance(url)), instanceUrl: url });
  void onSessionChanged();
  return { ok: true };
}

export async function logIn(username: string, password: string): Promise<CommandResult> {
  // A logout still owed goes first: sent after the login, it would end the new session.
  await sendPendingLogout();
  const result = await sessionApi.login(httpClient, username, password);
  if (!result.ok) return { ok: false, messages: result.error.messages };
  await refreshProfile();
  const session = await readSession();
  if (!session.profile) return { ok: false, messages: [{ key: 'errors.login' }] };
  // Spec 01 section 4: after login the user is loaded, then favorites, playlists, follows,
  // subscriptions and content filters.
  void onSessionChanged();
  return { ok: true };
}

/**
 * Spec 01 section 4: logout resets the stores; a failing logout call does not stop it. The logout is
 * remembered before it is sent, and sent again until the pod hears it (sendPendingLogout).
 */
/**
 * What a user leaves on the device goes with them: downloads and the audio and image caches, and
 * their upload queue with its files (loaded on demand: neither is part of the first screen).
 */
async function forgetDeviceData(scope: string | null): Promise<void> {
  try {
    const [{ forgetDownloads }, { forgetUploads }] = await Promise.all([
      import('../downloads'),
      import('../uploads/forget'),
    ]);
    await forgetDownloads();
    if (scope !== null) await forgetUploads(scope);
  } catch (error) {
    logger.error('Removing the downloads and uploads at logout failed', error);
  }
}

export async function logOut(): Promise<void> {
  await logOutSteps(oauthSession.holdsTokens()); // oauthclient24
}

async function logOutSteps(viaOAuth: boolean): Promise<void> {
  const session = await readSession();
  const scope = scopeOfSession(session);
  // oauthclient24: under OAuth no cookie to end: the tokens go (revoked if the pod hears it), whatever it says.
  await updateSession({ profile: null, logoutPending: viaOAuth ? null : session.instanceUrl });
  if (viaOAuth) await oauthSession.drop();
  else await sendPendingLogout();
  // end oauthclient24
  await forgetDeviceData(scope);
  await clearPersistedQueries();
  await resetMirrors();
  emitSyncEvent({ type: 'stores-reset', reason: 'logout' });
  sessionStorage.clear();
}
