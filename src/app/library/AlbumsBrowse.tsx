import { useTranslation } from 'react-i18next';
import { useAlbums } from '../../sync/catalogue';
import { AlbumCard, SkeletonGrid } from '../widgets/Cards';
import { BrowseLayout } from './BrowseLayout';
import { OrderingSelect } from './OrderingSelect';
import { PageSizeSelect } from './PageSizeSelect';
import { SearchField } from '../widgets/SearchField';
import { TagFilter } from './TagFilter';
import { useBrowseParams } from './useBrowseParams';
import { useVariant } from '../variant/useVariant';
import { albumsPageSize } from '../variant/variant';

const FIELDS = [
  { value: 'creation_date', label: 'browse.fieldCreation' },
  { value: 'title', label: 'browse.fieldTitle' },
  { value: 'release_date', label: 'browse.fieldRelease' },
  { value: 'random', label: 'browse.fieldRandom' },
];

export function AlbumsBrowse({ scope }: { scope?: 'me' }) {
  const { t } = useTranslation();
  // Spec 01 section 2 and DECISIONS.md: 30 a page in the newer interface, 25 in the older.
  const [params, update] = useBrowseParams({ ordering: '-creation_date', pageSize: albumsPageSize(useVariant()) });
  const query = useAlbums({
    q: params.q || undefined,
    ordering: params.ordering,
    page: params.page,
    page_size: params.pageSize,
    tag: params.tags.length ? params.tags : undefined,
    scope,
  });
  const title = t(scope === 'me' ? 'browse.myAlbumsTitle' : 'browse.albumsTitle');
  return (
    <BrowseLayout
      title={title}
      query={query}
      params={params}
      loading={<SkeletonGrid count={12} />}
      empty={t(params.q || params.tags.length ? 'browse.noResults' : 'browse.empty')}
      renderItem={(album) => <AlbumCard key={album.id} album={album} />}
      toolbar={
        <>
          <SearchField label={t('browse.searchAlbums')} value={params.q} onChange={(q) => update({ q })} />
          <TagFilter value={params.tags} onChange={(tags) => update({ tags })} />
          <OrderingSelect
            field={params.field}
            descending={params.descending}
            fields={FIELDS}
            onChange={(ordering) => update({ ordering })}
          />
          <PageSizeSelect value={params.pageSize} onChange={(pageSize) => update({ pageSize })} />
        </>
      }
    />
  );
}
