import { useTranslation } from 'react-i18next';
import { useArtists } from '../../sync/queries/artists';
import { ArtistCard, SkeletonGrid } from '../widgets/Cards';
import { Pagination } from '../widgets/Pagination';
import { QueryState } from '../widgets/QueryState';
import { OrderingSelect } from './OrderingSelect';
import { PageSizeSelect } from './PageSizeSelect';
import { SearchField } from './SearchField';
import { TagFilter } from './TagFilter';
import { useBrowseParams } from './useBrowseParams';

/** Spec 01 section 2: artists and me/artists, 30 a page. */
export const ARTISTS_PAGE_SIZE = 30;

const FIELDS = [
  { value: 'creation_date', label: 'browse.fieldCreation' },
  { value: 'name', label: 'browse.fieldName' },
  { value: 'random', label: 'browse.fieldRandom' },
];

export function ArtistsBrowse({ scope }: { scope?: 'me' }) {
  const { t } = useTranslation();
  const [params, update] = useBrowseParams({ ordering: '-creation_date', pageSize: ARTISTS_PAGE_SIZE });
  const excludeCompilation = params.flag('exclude_compilation', true);
  const query = useArtists({
    q: params.q || undefined,
    ordering: params.ordering,
    page: params.page,
    page_size: params.pageSize,
    tag: params.tags.length ? params.tags : undefined,
    // Compilation artists are those with no album of their own.
    has_albums: excludeCompilation || undefined,
    scope,
  });
  const title = t(scope === 'me' ? 'browse.myArtistsTitle' : 'browse.artistsTitle');
  return (
    <div className="page">
      <header className="page-header">
        <h1>{title}</h1>
        {query.data && <span className="muted">{t('browse.results', { count: query.data.count })}</span>}
      </header>
      <div className="toolbar" role="search">
        <SearchField label={t('browse.searchArtists')} value={params.q} onChange={(q) => update({ q })} />
        <TagFilter value={params.tags} onChange={(tags) => update({ tags })} />
        <OrderingSelect field={params.field} descending={params.descending} fields={FIELDS} onChange={(ordering) => update({ ordering })} />
        <PageSizeSelect value={params.pageSize} onChange={(pageSize) => update({ pageSize })} />
        <label className="check">
          <input type="checkbox" checked={excludeCompilation} onChange={(event) => update({ flags: { exclude_compilation: event.target.checked } })} />
          <span>{t('browse.excludeCompilation')}</span>
        </label>
      </div>
      <QueryState
        query={query}
        loading={<SkeletonGrid count={12} round />}
        isEmpty={(page) => page.results.length === 0}
        empty={t(params.q || params.tags.length ? 'browse.noResults' : 'browse.empty')}
      >
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
