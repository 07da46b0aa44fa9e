import { setPreference, type ThemeChoice } from '../db/preferences';
import { changeLanguage } from './i18n/setup';

/** The theme choice is applied to the page body (spec 01 section 1). */
export function applyTheme(theme: ThemeChoice): void {
  document.body.dataset.theme = theme;
}

export async function setTheme(theme: ThemeChoice): Promise<void> {
  applyTheme(theme);
  await setPreference('theme', theme);
}

export async function setLanguage(code: string): Promise<void> {
  await changeLanguage(code);
  await setPreference('language', code);
}
