import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { errorMessages } from '../../sync/core';
import { en_US } from './en_US?strings=first';
import { logger } from '../../logger';
import { assertLocale, bcp47, DEFAULT_LOCALE, localeOfPath, RTL_LOCALES, type LocaleCode } from './locales';
import type { Tree } from './later-parts';

/** src/sync's catalogue is flat ("errors.notFound"); i18next wants it nested. */
function nest(flat: Record<string, string>): Tree {
  const tree: Tree = {};
  for (const [path, text] of Object.entries(flat)) {
    const parts = path.split('.');
    let node = tree;
    parts.slice(0, -1).forEach((part) => {
      node = (node[part] ??= {}) as Tree;
    });
    node[parts[parts.length - 1] as string] = text;
  }
  return tree;
}

function mergeTrees(a: Tree, b: Tree): Tree {
  const out: Tree = { ...a };
  for (const [key, value] of Object.entries(b)) {
    const existing = out[key];
    out[key] = typeof value === 'object' && typeof existing === 'object' ? mergeTrees(existing, value) : value;
  }
  return out;
}

/** The first screen's part of en_US (later-groups.ts names the groups that are not in it) and the errors. */
export const builtInResources: Tree = mergeTrees(en_US as Tree, nest(errorMessages));

/**
 * Issue 17: each catalogue comes in two parts (vite.config.ts `laterStrings`). The first part of a
 * translation other than en_US is fetched when the language is chosen; the later parts (en_US's and
 * the current language's) when a later screen is first shown (lazy-screen.ts), or when a string of
 * theirs is asked for before.
 */
const firstParts = import.meta.glob<{ default: Tree }>('./locales/*.json', { query: '?strings=first' });

/** The later parts asked for (a failed load is asked again next time) and those added. */
const laterLoads = new Map<string, Promise<void>>();
const laterAdded = new Set<string>();
let laterWanted = false;

function loadLaterPart(locale: string): Promise<void> {
  let load = laterLoads.get(locale);
  if (load) return load;
  // s29: the loaders of the later parts are a chunk of their own (later-parts.ts).
  load = import('./later-parts')
    .then(({ laterParts }) => {
      const part = laterParts[locale];
      return part ? part() : {};
    })
    .then(
      (tree) => {
        laterAdded.add(locale);
        // Deep: the groups join what the first part holds; react-i18next re-renders on 'added'.
        i18next.addResourceBundle(locale, 'translation', tree, true, true);
      },
      (error: unknown) => {
        laterLoads.delete(locale);
        throw error;
      },
    );
  laterLoads.set(locale, load);
  return load;
}

/** The strings of the later screens, in en_US and the current language: settles once they are in. */
export async function loadLaterStrings(): Promise<void> {
  laterWanted = true;
  const current = i18next.resolvedLanguage ?? DEFAULT_LOCALE;
  await Promise.all([loadLaterPart(DEFAULT_LOCALE), loadLaterPart(current)]);
}

/**
 * A key with no string: one of a later part not loaded yet shows nothing until it is (never the raw
 * key), and asks for it. Once the later parts are in, a missing key is a bug and shows as i18next
 * shows it, so tests see it.
 */
function missingKey(key: string): string {
  const current = i18next.resolvedLanguage ?? DEFAULT_LOCALE;
  if (laterAdded.has(DEFAULT_LOCALE) && laterAdded.has(current)) return key;
  void loadLaterStrings().catch((error: unknown) => logger.warn('Could not load the strings of later screens', error));
  return '';
}

export function availableLocales(): LocaleCode[] {
  return [DEFAULT_LOCALE, ...Object.keys(firstParts).map((path) => assertLocale(localeOfPath(path)))];
}

export async function initI18n(language: LocaleCode): Promise<i18n> {
  await i18next.use(initReactI18next).init({
    resources: { [DEFAULT_LOCALE]: { translation: builtInResources } },
    lng: DEFAULT_LOCALE,
    fallbackLng: DEFAULT_LOCALE,
    // React escapes what it renders; escaping here would double-escape.
    interpolation: { escapeValue: false },
    returnNull: false,
    parseMissingKeyHandler: missingKey,
    // A later part added while a screen shows: its components render again with the strings.
    react: { bindI18nStore: 'added' },
  });
  // A stored language whose translation cannot load (offline, removed) falls back to en_US.
  await changeLanguage(language).catch((error: unknown) => {
    logger.warn(`Could not load the ${language} translation`, error);
    applyDocumentLanguage(DEFAULT_LOCALE);
  });
  return i18next;
}

/**
 * sweep25: a language whose file could not be fetched (offline, and never loaded on this device).
 * Nothing changed: the interface keeps the language in use.
 */
export class LanguageUnavailableError extends Error {
  constructor(
    readonly locale: LocaleCode,
    options?: { cause?: unknown },
  ) {
    super(`The ${locale} translation could not be loaded`, options);
    this.name = 'LanguageUnavailableError';
  }
}

/**
 * Fetches what showing a language needs (its first part, and its later part once later screens
 * were shown) without switching to it. Throws "Unsupported locale" for a code outside the 38, and
 * LanguageUnavailableError when a file cannot be fetched.
 */
export async function loadLanguage(code: string): Promise<LocaleCode> {
  const locale = assertLocale(code);
  try {
    if (locale !== DEFAULT_LOCALE && !i18next.hasResourceBundle(locale, 'translation')) {
      const load = firstParts[`./locales/${locale}.json`];
      if (!load) throw new Error(`No translation is shipped for ${locale}`);
      const module = await load();
      i18next.addResourceBundle(locale, 'translation', module.default, true, true);
    }
    // A later screen may be showing: its strings in the new language come with the switch.
    if (laterWanted) await loadLaterPart(locale);
  } catch (error) {
    throw new LanguageUnavailableError(locale, { cause: error });
  }
  return locale;
}

/** The newest switch asked for: a slower earlier one (a file still loading) must not land after it. */
let newestSwitch = 0;

export async function changeLanguage(code: string): Promise<void> {
  const switchNumber = ++newestSwitch;
  const locale = await loadLanguage(code);
  // Arrowing through the language menu asks for each language in turn: only the last one is applied.
  if (switchNumber !== newestSwitch) return;
  await i18next.changeLanguage(locale);
  if (switchNumber !== newestSwitch) return;
  applyDocumentLanguage(locale);
}

/** Where public/boot-theme.js reads `lang` and `dir` before the first paint (the static shell mirrors too). */
const LANG_KEY = 'shoal.lang';
const DIR_KEY = 'shoal.dir';

/** `<html lang>` in BCP 47 (ca-ES-valencia, zh-Hans) and `dir="rtl"` for Arabic and Persian. */
export function applyDocumentLanguage(locale: LocaleCode): void {
  const root = document.documentElement;
  root.lang = bcp47(locale);
  root.dir = RTL_LOCALES.has(locale) ? 'rtl' : 'ltr';
  try {
    localStorage.setItem(LANG_KEY, root.lang);
    localStorage.setItem(DIR_KEY, root.dir);
  } catch {
    // No storage: the first paint of the next start is left to right until the app runs.
  }
}
