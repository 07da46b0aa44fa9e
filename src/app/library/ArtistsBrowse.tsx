import { useTranslation } from 'react-i18next';
import { useArtists } from '../../sync/queries/artists';
import { ArtistCard, SkeletonGrid } from '../widgets/Cards';
import { Pagination } from '../widgets/Pagination';
import { QueryState } from '../widgets/QueryState';
import { OrderingSelect } from './OrderingSelect';
import { SearchField } from './SearchField';
import { useBrowseParams } from './useBrowseParams';

/** Spec 01 section 2: artists, 30 a page. */
export const ARTISTS_PAGE_SIZE = 30;

const ORDERINGS = [
  { value: '-creation_date', label: 'browse.orderNewest' },
  { value: 'creation_date', label: 'browse.orderOldest' },
  { value: 'name', label: 'browse.orderName' },
  { value: '-name', label: 'browse.orderNameDesc' },
];

export function ArtistsBrowse() {
  const { t } = useTranslation();
  const [params, update] = useBrowseParams('-creation_date');
  const query = useArtists({ q: params.q || undefined, ordering: params.ordering, page: params.page, page_size: ARTISTS_PAGE_SIZE });
  return (
    <div className="page">
      <header className="page-header">
        <h1>{t('browse.artistsTitle')}</h1>
        {query.data && <span className="muted">{t('browse.results', { count: query.data.count })}</span>}
      </header>
      <div className="toolbar" role="search">
        <SearchField label={t('browse.searchArtists')} value={params.q} onChange={(q) => update({ q })} />
        <OrderingSelect value={params.ordering} options={ORDERINGS} onChange={(ordering) => update({ ordering })} />
      </div>
      <QueryState
        query={query}
        loading={<SkeletonGrid count={12} round />}
        isEmpty={(page) => page.results.length === 0}
        empty={t(params.q ? 'browse.noResults' : 'browse.empty')}
      >
        {(page) => (
          <>
            <ul className="card-grid" aria-label={t('browse.artistsTitle')}>
              {page.results.map((artist) => (
                <ArtistCard key={artist.id} artist={artist} />
              ))}
            </ul>
            <Pagination page={params.page} pageSize={ARTISTS_PAGE_SIZE} count={page.count} />
          </>
        )}
      </QueryState>
    </div>
  );
}
