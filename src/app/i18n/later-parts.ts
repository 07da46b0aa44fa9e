// s29 (issue 17): the loaders of each catalogue's later part (setup.ts). A chunk of its own, asked for
// with the first later screen's strings: its 38 entries (file names with hashes, which gzip does not
// shrink) are not in the first screen's script.

import { DEFAULT_LOCALE, localeOfPath } from './locales';

export type Tree = { [key: string]: string | Tree };

export const laterParts: Record<string, () => Promise<Tree>> = {
  [DEFAULT_LOCALE]: async () => (await import('./en_US?strings=later')).en_US as Tree,
  ...Object.fromEntries(
    Object.entries(import.meta.glob<{ default: Tree }>('./locales/*.json', { query: '?strings=later' })).map(
      ([path, load]) => [localeOfPath(path), async () => (await load()).default],
    ),
  ),
};
