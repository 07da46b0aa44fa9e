import type { QueryClient } from '@tanstack/react-query';
import { sessionSnapshot, whenSignedIn } from '../db/session';
import { DEFAULT_PREFERENCES, readPreferences, setPreference, type Preferences } from '../db/preferences';
import { bootSession, restoreSession } from '../sync/session';
import { startSync, watchConnectivity } from '../sync/engine';
import { availableLocales, initI18n } from './i18n/setup';
import { isLocaleCode, matchLocale } from './i18n/locales';
import { applyTheme } from './preferences';
import { startUploadQueueSoon } from './upload/start';
import { restorePlayer } from '../player/lazy';
import { createQueryClient } from './query-client';
import { followSyncEvents, holdSyncEvents } from './sync-events';
import { runWhenIdle, runWhenSettled } from './idle';
import { registerServiceWorker } from './pwa/register';
import { logger } from '../logger';
import { showUnexpectedError } from './error-reports/unexpected';
import { REPORTING_CONFIGURED } from '../sync/error-reports';
import { loadTable, startRouter } from './variant/router';
import { appHistory } from './routing/history';
import { variantOf } from './variant/variant';
import { mirrorVariant } from './variant/choice';
import { firstScreenOf, preloadFirstScreen, preloadLogin } from './routing/first-screens';
import { httpClient } from '../sync/runtime';
import { preloadPlayerBar } from './player/PlayerSlot';

/** Whether the stored session (as last read) has a user. */
const signedIn = () => (sessionSnapshot()?.profile ?? null) !== null;

async function readPrefs(): Promise<Preferences> {
  return readPreferences().catch((error: unknown) => {
    logger.error('Could not read the stored preferences', error);
    return DEFAULT_PREFERENCES;
  });
}

async function pickLanguage(prefs: Preferences): Promise<string> {
  applyTheme(prefs.theme);
  // Issue 25: the user's own choice, then (after login) the account's, then the browser's languages.
  if (prefs.language && isLocaleCode(prefs.language) && availableLocales().includes(prefs.language))
    return prefs.language;
  if (prefs.language) {
    logger.warn('The stored language is not one of Shoal’s: dropped', prefs.language);
    void setPreference('language', null).catch((error: unknown) => logger.warn('Could not drop it', error));
  }
  return matchLocale(navigator.languages, availableLocales());
}

/**
 * Everything the app does before its first render (bootstrap) and just after it (afterFirstRender).
 * The UI renders from Dexie at once (a known session shows straight away, even offline); the
 * session check runs behind it, started before the render (issue 17: start-up in parallel).
 */
export async function bootstrap(): Promise<{ queryClient: QueryClient }> {
  // lead30: the session check (front settings, the pod's generation, users/me) starts first, alongside
  // the reads of IndexedDB and the chunks below, not after them: a cold start's requests in a row were
  // scripts, then the front settings, then the pod's answers. What it says before the app follows its
  // events is held (holdSyncEvents), and the address it replaces waits for the router.
  const early = holdSyncEvents();
  // The reachability is followed once the stored session has set the API base: its probe asks the
  // pod, and with no base yet it would count as answered (online, while a reload offline is not).
  const restored = restoreSession().finally(watchConnectivity);
  // Settled as a value at once (its failure is told once the app can show it, below).
  const booted = bootSession({ search: window.location.search, origin: window.location.origin, restored }).then(
    (result) => ({ ok: true as const, replaceWith: result.replaceWith }),
    (error: unknown) => ({ ok: false as const, error }),
  );
  // The API base must be known before the first query renders. A database that cannot open
  // (private browsing, a broken profile) must not leave a blank screen: start without it.
  // The preferences are read alongside (two reads of IndexedDB at once, not one after the other).
  // variant26: `ui-v2` picks the route table (and its shell) before the first render; the older
  // variant's table is a chunk of its own, loaded alongside the language.
  // The home this start shows is a chunk of its own: asked for once the session is known, alongside.
  const [, { language, table, variant }] = await Promise.all([
    restored
      .catch((error: unknown) => logger.error('Could not read the stored session', error))
      .then(() => preloadFirstScreen(window.location.pathname, signedIn())),
    readPrefs().then(async (prefs) => {
      const variant = variantOf(prefs.uiV2);
      mirrorVariant(prefs.uiV2);
      const [language, table] = await Promise.all([pickLanguage(prefs), loadTable(variant, window.location.pathname)]);
      return { language, table, variant };
    }),
  ]);
  await initI18n(language as Parameters<typeof initI18n>[0]);
  const queryClient = createQueryClient();
  startRouter(variant, table);
  // One history for the whole run (r29): a switch of variant swaps the table, not the history.
  followSyncEvents(queryClient, appHistory(), early);
  // lead30: a start on the anonymous home asks for its first answers now (once the pod is known),
  // before the shell renders; not before the app follows the sync events, as a first start's
  // instance change clears the query cache (home/PodSections.tsx, in the screen's own chunk).
  if (firstScreenOf(window.location.pathname, signedIn()) === 'anonymous')
    void import('./home/PodSections')
      .then(({ prefetchOpenHome }) => prefetchOpenHome(queryClient, httpClient))
      .catch((error: unknown) => logger.warn('Could not ask for the home’s first answers early', error));
  // consent24: traces of the navigations, at the build's sample rate (only a build that reports).
  if (REPORTING_CONFIGURED)
    void import('./error-reports/reporting').then((reporting) => reporting.traceNavigations(appHistory()));

  void booted.then((outcome) => {
    if (outcome.ok) {
      if (outcome.replaceWith) void appHistory().navigate(outcome.replaceWith, { replace: true });
      return;
    }
    logger.error('Start-up failed', outcome.error);
    showUnexpectedError(outcome.error, 'start-up');
  });

  return { queryClient };
}

/**
 * Once the first screen is rendered: the player shows its stored track (its engine loads only for a
 * stored queue), the sync engine's background work starts, and when the browser is idle, uploads
 * resume and (once the first screen's queries have settled) downloads resume, the service worker
 * registers and the chunks of the player bar and of the login form come, each from a chunk of its own.
 */
export function afterFirstRender(queryClient: QueryClient): void {
  void restorePlayer();
  startSync();
  // s29: once the first screen's data has come (the downloads' table shares the track rows' chunk,
  // which a library home without a session does not need).
  runWhenSettled(
    'downloads',
    async () => {
      // Nothing to resume, nothing to load: the downloads' chunk comes with the first screen that needs it.
      const { readDownloads } = await import('../db/downloads');
      if (!(await readDownloads()).some((row) => row.state === 'downloading' || row.state === 'paused')) return;
      (await import('../sync/downloads')).resumeDownloads();
    },
    queryClient,
  );
  // rss19: new episodes of the podcasts whose rule is on are checked at start, then every 30 minutes.
  runWhenIdle('new-episodes', () =>
    whenSignedIn().then(async () => {
      const { readEpisodeRules } = await import('../db/episode-rules');
      if (!Object.values(await readEpisodeRules()).some((rule) => rule.enabled)) return;
      (await import('../sync/downloads')).startNewEpisodes();
    }),
  );
  // Uploads are a signed-in user's: while nobody is, the uploader's chunks (about 14 KB) wait for a login.
  runWhenIdle('uploads', () => whenSignedIn().then(() => startUploadQueueSoon(queryClient)));
  // After i18n is ready (the update offer is a translated message) and once the first screen's data
  // has come: workbox-window is not requested while the library home waits for its albums.
  runWhenSettled('service-worker', registerServiceWorker, queryClient);
  // s29: the login form is a chunk of its own; a visitor with no session gets it once the page is settled.
  runWhenSettled('login-screen', () => (sessionSnapshot()?.profile ? undefined : preloadLogin()), queryClient);
  // s29: the player bar's chunk, so that a first Play does not wait for it (a stored track asks at once).
  runWhenSettled('player-bar', preloadPlayerBar, queryClient);
}
