import { useLiveQuery } from 'dexie-react-hooks';
import { logger } from '../logger';
import { loadPersisted, type PersistedFormat } from './persisted';
import { getDb } from './schema';

export type ThemeChoice = 'system' | 'dark' | 'light';

export interface Preferences {
  theme: ThemeChoice;
  /** A locale code of spec 01 section 7, or null to follow the browser. */
  language: string | null;
  /** The player's single-key shortcuts can be turned off (WCAG 2.1.4). */
  shortcuts: boolean;
  // variant26
  /** Spec 01 section 1, issue 26: `ui-v2`, true for the newer interface, false for the older one. */
  uiV2: boolean;
  // end variant26
  // nowplaying27
  /** The now-playing visualizer; null follows the system (off when it asks for reduced motion). */
  visualizer: boolean | null;
  // end nowplaying27
}

/** Bump with a migration below when a preference row changes shape. */
const PREFERENCES_VERSION = 1;

/** One row per preference, so setting one never rewrites (or loses) another. */
export interface PreferenceRow {
  key: keyof Preferences;
  value: unknown;
  version: number;
}

export const DEFAULT_PREFERENCES: Preferences = {
  theme: 'system',
  language: null,
  shortcuts: true,
  // variant26
  uiV2: true,
  // end variant26
  // nowplaying27
  visualizer: null,
  // end nowplaying27
};

const THEMES: readonly ThemeChoice[] = ['system', 'dark', 'light'];

type Validators = { [K in keyof Preferences]: (value: unknown) => value is Preferences[K] };

const validators: Validators = {
  theme: (value): value is ThemeChoice => THEMES.includes(value as ThemeChoice),
  // A locale code (`en_US`, `ca@valencia`), not any text: it ends up in a file name to load.
  shortcuts: (value): value is boolean => typeof value === 'boolean',
  language: (value): value is string | null =>
    value === null || (typeof value === 'string' && /^[A-Za-z]{2,3}([_@-][A-Za-z0-9]+)*$/.test(value)),
  // variant26
  uiV2: (value): value is boolean => typeof value === 'boolean',
  // end variant26
  // nowplaying27
  visualizer: (value): value is boolean | null => value === null || typeof value === 'boolean',
  // end nowplaying27
};

/** Parsed as `{ value }`, so a valid null (language: follow the browser) differs from a refusal. */
function formatOf<K extends keyof Preferences>(key: K): PersistedFormat<{ value: Preferences[K] }> {
  return {
    name: `preference ${key}`,
    version: PREFERENCES_VERSION,
    parse: (row) => {
      const value = (row as { value?: unknown }).value;
      return validators[key](value) ? { value } : null;
    },
    // Version 0 rows ({key, value} without version) hold the same values.
    migrate: (row, from) => (from === 0 ? { ...row, version: PREFERENCES_VERSION } : null),
  };
}

function isPreferenceKey(key: unknown): key is keyof Preferences {
  return typeof key === 'string' && Object.hasOwn(DEFAULT_PREFERENCES, key);
}

/** Stored preferences over the defaults; a corrupt or unreadable row keeps its default (and is logged). */
export async function readPreferences(): Promise<Preferences> {
  const rows: unknown[] = await getDb().preferences.toArray();
  const prefs: Preferences = { ...DEFAULT_PREFERENCES };
  for (const row of rows) {
    const key = (row as { key?: unknown }).key;
    if (!isPreferenceKey(key)) {
      logger.debug('Unknown stored preference ignored', key);
      continue;
    }
    const loaded = loadPersisted(row, formatOf(key));
    if (loaded !== null) (prefs as unknown as Record<string, unknown>)[key] = loaded.value;
  }
  return prefs;
}

export async function setPreference<K extends keyof Preferences>(key: K, value: Preferences[K]): Promise<void> {
  await getDb().preferences.put({ key, value, version: PREFERENCES_VERSION });
}

export function usePreferences(): Preferences | undefined {
  return useLiveQuery(readPreferences, []);
}
