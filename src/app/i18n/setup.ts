import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { errorMessages } from '../../sync/core';
import { en_US } from './en_US';
import { logger } from '../../logger';
import { assertLocale, DEFAULT_LOCALE, type LocaleCode } from './locales';

type Tree = { [key: string]: string | Tree };

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

export const builtInResources: Tree = mergeTrees(en_US as unknown as Tree, nest(errorMessages));

/** Translations other than en_US are separate chunks, fetched when first chosen. */
const loaders = import.meta.glob<{ default: Tree }>('./locales/*.json');

export function availableLocales(): LocaleCode[] {
  const codes = Object.keys(loaders).map((path) => path.replace('./locales/', '').replace('.json', ''));
  return [DEFAULT_LOCALE, ...codes.map(assertLocale)];
}

export async function initI18n(language: LocaleCode): Promise<i18n> {
  await i18next.use(initReactI18next).init({
    resources: { [DEFAULT_LOCALE]: { translation: builtInResources } },
    lng: DEFAULT_LOCALE,
    fallbackLng: DEFAULT_LOCALE,
    // React escapes what it renders; escaping here would double-escape.
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  // A stored language whose translation cannot load (offline, removed) falls back to en_US.
  await changeLanguage(language).catch((error: unknown) =>
    logger.warn(`Could not load the ${language} translation`, error),
  );
  return i18next;
}

export async function changeLanguage(code: string): Promise<void> {
  const locale = assertLocale(code);
  if (locale !== DEFAULT_LOCALE && !i18next.hasResourceBundle(locale, 'translation')) {
    const load = loaders[`./locales/${locale}.json`];
    if (!load) throw new Error(`No translation is shipped for ${locale}`);
    const module = await load();
    i18next.addResourceBundle(locale, 'translation', module.default, true, true);
  }
  await i18next.changeLanguage(locale);
  document.documentElement.lang = locale.replace('_', '-');
}
