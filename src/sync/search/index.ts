// The search concept's public face (issue 21): what a query asks for, the tab lists and counts of
// /search, and the shell box's suggestions.

export {
  CATALOGUE_TABS,
  type CatalogueTab,
  classifyQuery,
  DEFAULT_TAB,
  isCatalogueTab,
  isSearchTab,
  type QueryKind,
  SEARCH_TABS,
  type SearchTab,
  tabForQuery,
} from './classify';
export { SEARCH_PAGE_SIZES, type SearchItems, useSearchCounts, useSearchPage } from './queries';
export { type Suggestions, SUGGESTIONS_EACH, useSuggestions } from './suggestions';
