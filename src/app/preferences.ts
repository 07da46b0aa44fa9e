import { setPreference, type ThemeChoice } from '../db/preferences';
import { changeLanguage } from './i18n/setup';

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

export async function setLanguage(code: string): Promise<void> {
  await setPreference('language', code);
  await changeLanguage(code);
}
