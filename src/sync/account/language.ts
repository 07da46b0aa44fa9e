// account24: the account's language (users/me/ settings.language, spec 01 section 2 `settings`).
// The app hands the user the session check loaded here (session's onProfileLoaded) and, owning
// i18next, listens for the language (src/app/preferences.ts).

import type { Profile } from '../session';

type LanguageListener = (code: string) => void;
const listeners = new Set<LanguageListener>();

/** A locale code (`fr_FR`, `ca@valencia`), else null: it ends up in a file name to load. */
export function accountLanguageOf(settings: Record<string, unknown> | null | undefined): string | null {
  const language = settings?.language;
  return typeof language === 'string' && /^[A-Za-z]{2,3}([_@-][A-Za-z0-9]+)*$/.test(language) ? language : null;
}

/** Called with the account's language each time the user is loaded with one; returns the removal. */
export function onAccountLanguage(listener: LanguageListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** After login and each session check: the account's language, when it has one, is applied. */
export function applyAccountSettings(profile: Pick<Profile, 'settings'> | null): void {
  const language = accountLanguageOf(profile?.settings);
  if (language === null) return;
  for (const listener of listeners) listener(language);
}
