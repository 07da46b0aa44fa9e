import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Search } from '../icons';
import {
  classifyQuery,
  isCatalogueTab,
  isSearchTab,
  SEARCH_TABS,
  tabForQuery,
  useSearchCounts,
  useSearchPage,
  type SearchTab,
} from '../../sync/search';
import { useReachability } from '../../sync/status';
import { RemoteObjectPanel } from '../fetches/RemoteObjectPanel';
import { RssFeedTab } from './RssFeedTab';
import { SearchResults } from './SearchResults';
import './search.css';

const TAB_LABELS: Record<SearchTab, string> = {
  artists: 'search21Page.tabArtists',
  albums: 'search21Page.tabAlbums',
  tracks: 'search21Page.tabTracks',
  podcasts: 'search21Page.tabPodcasts',
  series: 'search21Page.tabSeries',
  playlists: 'search21Page.tabPlaylists',
  radios: 'search21Page.tabRadios',
  tags: 'search21Page.tabTags',
  rss: 'search21Page.tabRss',
  remote: 'search21Page.tabRemote',
};

/** The pod does the work of these two tabs: offline they wait. */
const NEEDS_POD: readonly SearchTab[] = ['rss', 'remote'];

function positiveInt(raw: string | null): number {
  const value = raw === null ? Number.NaN : Number.parseInt(raw, 10);
  return Number.isFinite(value) && value > 0 ? value : 1;
}

/**
 * `/search?type=<tab>&q=<text>` (issue 21): the catalogue by type, a feed to subscribe to, or an
 * object of another pod. The query runs when submitted; the tab follows what it is (a URL, a
 * handle, a feed) unless the user chose a catalogue tab.
 */
export function SearchScreen() {
  const { t } = useTranslation();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const chosen = params.get('type');
  const tab: SearchTab = isSearchTab(chosen) ? chosen : tabForQuery(q, null);
  const page = positiveInt(params.get('page'));
  const offline = useReachability() === 'offline';
  const [draft, setDraft] = useState(q);
  useEffect(() => setDraft(q), [q]);

  const catalogueTab = isCatalogueTab(tab) ? tab : null;
  const results = useSearchPage(catalogueTab ?? 'artists', catalogueTab ? q : '', page);
  // A URL or a handle is no catalogue text: its counts are not asked for.
  const countable = classifyQuery(q).kind === 'text' ? q : '';
  const counts = useSearchCounts(countable, catalogueTab, results.isPlaceholderData ? undefined : results.data?.count);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = draft.trim();
    if (text === '') return;
    setParams({ type: tabForQuery(text, isSearchTab(chosen) ? chosen : null), q: text });
  };
  const hrefOf = (target: SearchTab) => `/search?${new URLSearchParams({ type: target, q }).toString()}`;
  const tabLabel = t(TAB_LABELS[tab]);

  return (
    <div className="page search-page">
      <header className="page-header">
        <h1>{t('search21Page.title')}</h1>
      </header>
      <form className="search-page__form" role="search" onSubmit={submit}>
        <label className="field field--grow" htmlFor={`${id}-q`}>
          <span>{t('search21Page.queryLabel')}</span>
          <input
            id={`${id}-q`}
            type="search"
            value={draft}
            aria-describedby={`${id}-help`}
            onChange={(event) => setDraft(event.target.value)}
          />
        </label>
        <button type="submit" className="button button--primary">
          <Search aria-hidden size={16} />
          {t('search21Page.submit')}
        </button>
        <small id={`${id}-help`} className="muted search-page__help">
          {t('search21Page.queryHelp')}
        </small>
      </form>
      <nav className="search-tabs" aria-label={t('search21Page.tabsLabel')}>
        <ul>
          {SEARCH_TABS.map((target) => {
            const label = t(TAB_LABELS[target]);
            const count = isCatalogueTab(target) && q !== '' ? counts[target] : undefined;
            const name = count === undefined ? label : t(`search21Page.tabCounts.${target}`, { count });
            if (offline && NEEDS_POD.includes(target))
              return (
                <li key={target}>
                  <span
                    className="search-tabs__tab"
                    role="link"
                    aria-disabled="true"
                    aria-describedby={`${id}-offline`}
                  >
                    {label}
                  </span>
                </li>
              );
            return (
              <li key={target}>
                <Link
                  className="search-tabs__tab"
                  to={hrefOf(target)}
                  aria-current={target === tab ? 'page' : undefined}
                  aria-label={name}
                >
                  {label} {count !== undefined && <span className="search-tabs__count">{count}</span>}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      {offline && (
        <p id={`${id}-offline`} className="muted search-page__offline">
          {t('search21Page.needsPod')}
        </p>
      )}
      <section className="section" aria-label={tabLabel}>
        {tab === 'rss' ? (
          <RssFeedTab key={q} url={q} />
        ) : tab === 'remote' ? (
          <RemoteObjectPanel key={q} query={q} />
        ) : q === '' ? (
          <p className="state">{t('search21Page.prompt')}</p>
        ) : (
          <SearchResults tab={tab} label={tabLabel} q={q} page={page} query={results} />
        )}
      </section>
    </div>
  );
}
