// The browser's offer to install the app (`beforeinstallprompt`, Chromium browsers): kept from the
// moment it fires, so an "Install Shoal" button shows only while there is one.

import { useSyncExternalStore } from 'react';
import { logger } from '../../logger';

/** Not in TypeScript's DOM types: a Chromium event. */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

let offer: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();

function set(next: BeforeInstallPromptEvent | null): void {
  offer = next;
  for (const listener of listeners) listener();
}

/** Call once, as early as possible (the event may fire before the first render). */
export function listenForInstallOffer(target: Window = window): void {
  target.addEventListener('beforeinstallprompt', (event) => {
    // Keeps the browser's own mini-infobar away: Shoal shows its button instead.
    event.preventDefault();
    set(event as BeforeInstallPromptEvent);
  });
  target.addEventListener('appinstalled', () => set(null));
}

export async function promptInstall(): Promise<void> {
  const current = offer;
  if (!current) return;
  // An offer can be used once.
  set(null);
  try {
    await current.prompt();
    const choice = await current.userChoice;
    logger.info(`Install offer ${choice.outcome}`);
  } catch (error) {
    logger.warn('The install offer failed', error);
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useInstallOffer(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => offer !== null,
    () => false,
  );
}
