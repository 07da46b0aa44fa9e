import i18next from 'i18next';
import { readPreferences, setPreference, type ThemeChoice } from '../db/preferences';
import { readSession } from '../db/session';
import { applyAccountSettings, onAccountLanguage, saveAccountLanguage } from '../sync/account';
import { onProfileLoaded } from '../sync/session';
import { logger } from '../logger';
import { availableLocales, changeLanguage, LanguageUnavailableError, loadLanguage } from './i18n/setup';
import { addMessage } from './messages/store';

/** Where public/boot-theme.js reads the theme before the first paint (IndexedDB cannot be read synchronously). */
const THEME_KEY = 'shoal.theme';

/** The theme choice is applied to the page body (spec 01 section 1). */
export function applyTheme(theme: ThemeChoice): void {
  document.body.dataset.theme = theme;
  try {
    localStorage.setItem(THEME_KEY, theme);
  } catch {
    // No storage: the next start paints in the system theme until the app runs.
  }
}

// Each choice is stored before it shows, so a reload right after the change keeps it.

export async function setTheme(theme: ThemeChoice): Promise<void> {
  await setPreference('theme', theme);
  applyTheme(theme);
}

/** Where a language choice went: this device, and the account when someone is signed in (account24). */
export type LanguageSaved = 'device' | 'account';

/**
 * The language choice of account settings: kept on the device, and saved on the account
 * (`users/settings/`) while signed in, so a login elsewhere gets it back. A failed account save
 * rejects after the device took the choice.
 */
let newestChoice = 0;

/** Null when a later choice came while this one's file was loading (arrowing through the menu): it wins. */
export async function chooseLanguage(code: string): Promise<LanguageSaved | null> {
  const choice = ++newestChoice;
  // sweep25: fetched first, so a language that cannot load (offline) is neither stored nor shown.
  await loadLanguage(code);
  if (choice !== newestChoice) return null;
  await setPreference('language', code);
  await changeLanguage(code);
  if (!(await readSession()).profile) return 'device';
  await saveAccountLanguage(code);
  return 'account';
}

/** The sidebar's switch: as chooseLanguage, an account save that fails is only logged. */
export async function setLanguage(code: string): Promise<void> {
  await chooseLanguage(code).catch((error: unknown) => {
    // sweep25: offline, a language never loaded here: said plainly, the menu keeps the one in use.
    if (error instanceof LanguageUnavailableError) {
      addMessage({ content: i18next.t('sweep25Language.unavailableOffline'), key: 'sweep25Language' });
      logger.warn('The language is not available offline', error);
    } else logger.warn('Could not save the language', error);
  });
}

/** The account's language (users/me/ settings.language), applied at login and at each session check. */
export async function applyAccountLanguage(code: string): Promise<void> {
  if (!(availableLocales() as string[]).includes(code)) {
    logger.debug('The account’s language is not offered here', code);
    return;
  }
  // Issue 25: the user's own choice on this device comes first, then the account's.
  const own = (await readPreferences()).language;
  if (own && own !== code) {
    logger.debug('The language chosen on this device comes before the account’s', { own, account: code });
    return;
  }
  await setPreference('language', code);
  if (i18next.language !== code) await changeLanguage(code);
}

onProfileLoaded(applyAccountSettings);
onAccountLanguage((code) => {
  applyAccountLanguage(code).catch((error: unknown) => logger.warn('Could not apply the account’s language', error));
});
