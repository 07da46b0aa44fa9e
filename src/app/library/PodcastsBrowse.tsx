import { useTranslation } from 'react-i18next';
import { useArtists } from '../../sync/queries/artists';
import { ArtistCard, SkeletonGrid } from '../widgets/Cards';
import { Pagination } from '../widgets/Pagination';
import { QueryState } from '../widgets/QueryState';
import { SearchField } from './SearchField';
import { TagFilter } from './TagFilter';
import { useBrowseParams } from './useBrowseParams';

/** Spec 01 section 2: podcasts/, 30 a page. */
export const PODCASTS_PAGE_SIZE = 30;

/**
 * Podcasts are the artists of podcast channels. A 1.4 pod ignores `content_category` on
 * `channels/`, so they are asked of `artists/` with channel content included.
 */
export function PodcastsBrowse() {
  const { t } = useTranslation();
  const [params, update] = useBrowseParams({ ordering: '-creation_date', pageSize: PODCASTS_PAGE_SIZE });
  const query = useArtists({
    q: params.q || undefined,
    ordering: params.ordering,
    page: params.page,
    page_size: params.pageSize,
    tag: params.tags.length ? params.tags : undefined,
    content_category: 'podcast',
    include_channels: true,
  });
  const title = t('browse.podcastsTitle');
  return (
    <div className="page">
      <header className="page-header">
        <h1>{title}</h1>
        {query.data && <span className="muted">{t('browse.results', { count: query.data.count })}</span>}
      </header>
      <div className="toolbar" role="search">
        <SearchField label={t('browse.searchPodcasts')} value={params.q} onChange={(q) => update({ q })} />
        <TagFilter value={params.tags} onChange={(tags) => update({ tags })} />
      </div>
      <QueryState query={query} loading={<SkeletonGrid count={6} />} isEmpty={(page) => page.results.length === 0} empty={t(params.q ? 'browse.noResults' : 'browse.empty')}>
        {(page) => (
          <>
            <ul className="card-grid" aria-label={title}>
              {page.results.map((artist) => (
                <ArtistCard key={artist.id} artist={artist} />
              ))}
            </ul>
            <Pagination page={params.page} pageSize={params.pageSize} count={page.count} />
          </>
        )}
      </QueryState>
    </div>
  );
}
