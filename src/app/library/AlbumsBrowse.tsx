import { useTranslation } from 'react-i18next';
import { useAlbums } from '../../sync/queries/albums';
import { AlbumCard, SkeletonGrid } from '../widgets/Cards';
import { Pagination } from '../widgets/Pagination';
import { QueryState } from '../widgets/QueryState';
import { OrderingSelect } from './OrderingSelect';
import { SearchField } from './SearchField';
import { useBrowseParams } from './useBrowseParams';

/** Spec 01 section 2 and DECISIONS.md: 30 a page in the newer interface. */
export const ALBUMS_PAGE_SIZE = 30;

const ORDERINGS = [
  { value: '-creation_date', label: 'browse.orderNewest' },
  { value: 'creation_date', label: 'browse.orderOldest' },
  { value: 'title', label: 'browse.orderTitle' },
  { value: '-title', label: 'browse.orderTitleDesc' },
  { value: '-release_date', label: 'browse.orderRelease' },
];

export function AlbumsBrowse() {
  const { t } = useTranslation();
  const [params, update] = useBrowseParams('-creation_date');
  const query = useAlbums({ q: params.q || undefined, ordering: params.ordering, page: params.page, page_size: ALBUMS_PAGE_SIZE });
  return (
    <div className="page">
      <header className="page-header">
        <h1>{t('browse.albumsTitle')}</h1>
        {query.data && <span className="muted">{t('browse.results', { count: query.data.count })}</span>}
      </header>
      <div className="toolbar" role="search">
        <SearchField label={t('browse.searchAlbums')} value={params.q} onChange={(q) => update({ q })} />
        <OrderingSelect value={params.ordering} options={ORDERINGS} onChange={(ordering) => update({ ordering })} />
      </div>
      <QueryState
        query={query}
        loading={<SkeletonGrid count={12} />}
        isEmpty={(page) => page.results.length === 0}
        empty={t(params.q ? 'browse.noResults' : 'browse.empty')}
      >
        {(page) => (
          <>
            <ul className="card-grid" aria-label={t('browse.albumsTitle')}>
              {page.results.map((album) => (
                <AlbumCard key={album.id} album={album} />
              ))}
            </ul>
            <Pagination page={params.page} pageSize={ALBUMS_PAGE_SIZE} count={page.count} />
          </>
        )}
      </QueryState>
    </div>
  );
}
