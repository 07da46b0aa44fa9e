// What a query typed into the search page or the shell's box asks for (issue 21): an object of
// another pod (a URL or a Fediverse handle), a feed to subscribe to (a URL ending .rss or .xml), or
// plain text searched in the catalogue.

/** The tabs of /search, as they appear in its URL (`type=`). */
export const SEARCH_TABS = [
  'artists',
  'albums',
  'tracks',
  'podcasts',
  'series',
  'playlists',
  'radios',
  'tags',
  'rss',
  'remote',
] as const;
export type SearchTab = (typeof SEARCH_TABS)[number];

/** The tabs that list the pod's catalogue (each with a count), as against rss and remote. */
export type CatalogueTab = Exclude<SearchTab, 'rss' | 'remote'>;
export const CATALOGUE_TABS = SEARCH_TABS.filter((tab): tab is CatalogueTab => tab !== 'rss' && tab !== 'remote');

/** The tab plain text opens when the user chose none. */
export const DEFAULT_TAB: CatalogueTab = 'artists';

export type QueryKind =
  | { kind: 'empty' }
  | { kind: 'text'; text: string }
  | { kind: 'feed'; url: string }
  /** `object` as the pod's fetch takes it: a URL, or a handle as `@user@domain`. */
  | { kind: 'remote'; object: string };

const URL_PATTERN = /^https?:\/\/\S+$/i;
// A domain has a dot or a port, so that "AC@DC" stays text.
const HANDLE_PATTERN = /^@?([\w.-]+)@([a-z0-9-]+(?:\.[a-z0-9-]+)*(?:\.[a-z0-9-]+|:\d+))$/i;
const FEED_PATH = /\.(rss|xml)$/i;

export function classifyQuery(raw: string): QueryKind {
  const text = raw.trim();
  if (text === '') return { kind: 'empty' };
  if (URL_PATTERN.test(text)) {
    let path: string;
    try {
      path = new URL(text).pathname;
    } catch {
      return { kind: 'text', text };
    }
    return FEED_PATH.test(path) ? { kind: 'feed', url: text } : { kind: 'remote', object: text };
  }
  const handle = HANDLE_PATTERN.exec(text);
  if (handle) return { kind: 'remote', object: `@${handle[1]}@${handle[2]}` };
  return { kind: 'text', text };
}

export function isSearchTab(value: string | null | undefined): value is SearchTab {
  return (SEARCH_TABS as readonly string[]).includes(value ?? '');
}

export function isCatalogueTab(value: SearchTab): value is CatalogueTab {
  return value !== 'rss' && value !== 'remote';
}

/**
 * The tab a submitted query opens: remote objects and feeds their own tab; plain text the
 * catalogue tab the user chose, else the first one.
 */
export function tabForQuery(raw: string, chosen: SearchTab | null): SearchTab {
  const query = classifyQuery(raw);
  if (query.kind === 'remote') return 'remote';
  if (query.kind === 'feed') return 'rss';
  return chosen !== null && isCatalogueTab(chosen) ? chosen : DEFAULT_TAB;
}
