import { useTranslation } from 'react-i18next';
import { RssSubscribe } from '../channels/RssSubscribe';
import { useArtists } from '../../sync/catalogue';
import { ArtistCard, SkeletonGrid } from '../widgets/Cards';
import { BrowseLayout } from './BrowseLayout';
import { SearchField } from './SearchField';
import { TagFilter } from './TagFilter';
import { useBrowseParams } from './useBrowseParams';
import { CreateChannelButton } from '../channels/CreateChannelButton';

/** Spec 01 section 2: podcasts/, 30 a page. */
const PODCASTS_PAGE_SIZE = 30;

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
    <BrowseLayout
      title={title}
      query={query}
      params={params}
      loading={<SkeletonGrid count={6} />}
      empty={t(params.q ? 'browse.noResults' : 'browse.empty')}
      renderItem={(artist) => <ArtistCard key={artist.id} artist={artist} />}
      toolbar={
        <>
          <SearchField label={t('browse.searchPodcasts')} value={params.q} onChange={(q) => update({ q })} />
          <TagFilter value={params.tags} onChange={(tags) => update({ tags })} />
          {/* chan19 */}
          <CreateChannelButton />
          {/* rss19 */}
          <RssSubscribe />
        </>
      }
    />
  );
}
