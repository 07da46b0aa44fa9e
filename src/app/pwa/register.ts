// The service worker from the page's side (spec 01 sections 2, 4 and 8): registered at
// /serviceWorker.js with scope / in production builds (in dev, Vite serves modules the worker would
// precache stale, so none is registered); registration errors are only logged. A new version that
// waits is offered by a persistent message ("Update now" or "Later"); once a new worker takes control
// of a page that already had one, the page reloads.

import i18next from 'i18next';
import { logger } from '../../logger';
import { addMessage } from '../messages/store';
import { LOCALE_ASSETS, LOCALE_CACHE } from '../../audio-cache';

const SERVICE_WORKER_URL = '/serviceWorker.js';
const UPDATE_MESSAGE_KEY = 'pwa-update';
/** A page left open checks for a new version this often (browsers also check at each navigation). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

const log = logger.child('pwa');

/** Puts the build's id on <html data-build>, for support and for the update test. */
export function markBuild(): void {
  document.documentElement.dataset.build = __SHOAL_BUILD__;
}

function offerUpdate(accept: () => void): void {
  addMessage({
    key: UPDATE_MESSAGE_KEY,
    content: i18next.t('pwa.updateAvailable'),
    persistent: true,
    actions: [
      { label: i18next.t('pwa.updateNow'), run: accept },
      // "Later": the message goes; the waiting version is offered again at the next start.
      { label: i18next.t('pwa.later'), run: () => undefined },
    ],
  });
}

/**
 * Issue 25: the translation this page loaded before a worker controlled it (a first visit) was not seen
 * by the worker's cache route: it goes into that cache now, so the language works offline from then on.
 */
export async function keepLoadedTranslations(): Promise<void> {
  if (!('caches' in window)) return;
  const loaded = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => url.startsWith(`${window.location.origin}${LOCALE_ASSETS}`));
  if (loaded.length === 0) return;
  try {
    const cache = await caches.open(LOCALE_CACHE);
    const missing = (await Promise.all(loaded.map(async (url) => ((await cache.match(url)) ? null : url)))).filter(
      (url): url is string => url !== null,
    );
    await cache.addAll(missing);
  } catch (error) {
    log.info('Could not keep the loaded translation for offline use', error);
  }
}

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
  // The first worker to take control is not an update: only a change of controller counts.
  let controlled = container.controller !== null;
  let reloading = false;
  container.addEventListener('controllerchange', () => {
    if (!controlled) {
      controlled = true;
      return;
    }
    if (reloading) return;
    reloading = true;
    window.location.reload();
  });

  // workbox-window is a chunk of its own (issue 8): the first render does not wait for it.
  void import('workbox-window').then(
    ({ Workbox }) => {
      const workbox = new Workbox(SERVICE_WORKER_URL, { scope: '/' });
      const offer = () => offerUpdate(() => workbox.messageSkipWaiting());
      // A version already waiting at start, or the first one found: workbox-window tells.
      workbox.addEventListener('waiting', offer);
      workbox.register().then(
        (registration) => {
          if (!registration) return;
          void container.ready.then(keepLoadedTranslations);
          // workbox-window stops listening after the first update it did not trigger itself: any later
          // version that installs while this page is controlled is offered too (the message replaces itself).
          registration.addEventListener('updatefound', () => {
            const installing = registration.installing;
            installing?.addEventListener('statechange', () => {
              if (installing.state === 'installed' && registration.waiting === installing && container.controller)
                offer();
            });
          });
          setInterval(
            () => void registration.update().catch((error: unknown) => log.info('Update check failed', error)),
            UPDATE_CHECK_MS,
          );
        },
        (error: unknown) => log.error('Service worker registration failed', error),
      );
    },
    (error: unknown) => log.error('Service worker registration failed', error),
  );
}
