import { setPreference, type ThemeChoice } from '../db/preferences';
import { changeLanguage } from './i18n/setup';

/** The theme choice is applied to the page body (spec 01 section 1). */
export function applyTheme(theme: ThemeChoice): void {
  document.body.dataset.theme = theme;
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
