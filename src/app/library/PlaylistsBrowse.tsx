import { useTranslation } from 'react-i18next';
import { usePlaylists } from '../../sync/playlists';
import { PlaylistCard, SkeletonGrid } from '../widgets/Cards';
import { BrowseLayout } from './BrowseLayout';
import { OrderingSelect } from './OrderingSelect';
import { PageSizeSelect } from './PageSizeSelect';
import { SearchField } from './SearchField';
import { useBrowseParams } from './useBrowseParams';

/** Spec 02 section 9: playlists and my playlists, 25 a page. */
const PLAYLISTS_PAGE_SIZE = 25;

const FIELDS = [
  { value: 'modification_date', label: 'browse.fieldModification' },
  { value: 'creation_date', label: 'browse.fieldCreation' },
  { value: 'name', label: 'browse.fieldName' },
];

export function PlaylistsBrowse({ scope }: { scope?: 'me' }) {
  const { t } = useTranslation();
  const [params, update] = useBrowseParams({ ordering: '-modification_date', pageSize: PLAYLISTS_PAGE_SIZE });
  const query = usePlaylists({
    q: params.q || undefined,
    ordering: params.ordering,
    page: params.page,
    page_size: params.pageSize,
    scope,
  });
  const title = t(scope === 'me' ? 'browse.myPlaylistsTitle' : 'browse.playlistsTitle');
  return (
    <BrowseLayout
      title={title}
      query={query}
      params={params}
      loading={<SkeletonGrid count={6} />}
      empty={t('browse.noPlaylistResults')}
      renderItem={(playlist) => <PlaylistCard key={playlist.id} playlist={playlist} />}
      toolbar={
        <>
          <SearchField label={t('browse.searchPlaylists')} value={params.q} onChange={(q) => update({ q })} />
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
