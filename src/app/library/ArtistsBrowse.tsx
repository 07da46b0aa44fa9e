import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useArtists } from '../../sync/catalogue';
import { ArtistCard, SkeletonGrid } from '../widgets/Cards';
import { BrowseLayout } from './BrowseLayout';
import { OrderingSelect } from './OrderingSelect';
import { PageSizeSelect } from './PageSizeSelect';
import { SearchField } from '../widgets/SearchField';
import { TagFilter } from './TagFilter';
import { useBrowseParams } from './useBrowseParams';

/** Spec 01 section 2: artists and me/artists, 30 a page. */
const ARTISTS_PAGE_SIZE = 30;

const FIELDS = [
  { value: 'creation_date', label: 'browse.fieldCreation' },
  { value: 'name', label: 'browse.fieldName' },
  { value: 'random', label: 'browse.fieldRandom' },
];

export function ArtistsBrowse({ scope }: { scope?: 'me' }) {
  const { t } = useTranslation();
  const [params, update] = useBrowseParams({ ordering: '-creation_date', pageSize: ARTISTS_PAGE_SIZE });
  const excludeCompilation = params.flag('exclude_compilation', true);
  // The box follows a click at once; the URL (and so the query) follows a moment later.
  const [checked, setChecked] = useState(excludeCompilation);
  useEffect(() => setChecked(excludeCompilation), [excludeCompilation]);
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
    <BrowseLayout
      title={title}
      query={query}
      params={params}
      loading={<SkeletonGrid count={12} round />}
      empty={t(params.q || params.tags.length ? 'browse.noResults' : 'browse.empty')}
      renderItem={(artist) => <ArtistCard key={artist.id} artist={artist} />}
      toolbar={
        <>
          <SearchField label={t('browse.searchArtists')} value={params.q} onChange={(q) => update({ q })} />
          <TagFilter value={params.tags} onChange={(tags) => update({ tags })} />
          <OrderingSelect
            field={params.field}
            descending={params.descending}
            fields={FIELDS}
            onChange={(ordering) => update({ ordering })}
          />
          <PageSizeSelect value={params.pageSize} onChange={(pageSize) => update({ pageSize })} />
          <label className="check">
            <input
              type="checkbox"
              checked={checked}
              onChange={(event) => {
                setChecked(event.target.checked);
                update({ flags: { exclude_compilation: event.target.checked } });
              }}
            />
            <span>{t('browse.excludeCompilation')}</span>
          </label>
        </>
      }
    />
  );
}
