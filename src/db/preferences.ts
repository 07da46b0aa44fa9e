import { useLiveQuery } from 'dexie-react-hooks';
import { getDb } from './schema';

export type ThemeChoice = 'system' | 'dark' | 'light';

export interface Preferences {
  theme: ThemeChoice;
  /** A locale code of spec 01 section 7, or null to follow the browser. */
  language: string | null;
}

export interface PreferenceRow {
  key: keyof Preferences;
  value: unknown;
}

export const DEFAULT_PREFERENCES: Preferences = { theme: 'system', language: null };

export async function readPreferences(): Promise<Preferences> {
  const rows = await getDb().preferences.toArray();
  const prefs: Preferences = { ...DEFAULT_PREFERENCES };
  for (const row of rows) (prefs as unknown as Record<string, unknown>)[row.key] = row.value;
  return prefs;
}

export async function setPreference<K extends keyof Preferences>(key: K, value: Preferences[K]): Promise<void> {
  await getDb().preferences.put({ key, value });
}

export function usePreferences(): Preferences | undefined {
  return useLiveQuery(readPreferences, []);
}
