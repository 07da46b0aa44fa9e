import { useTranslation } from 'react-i18next';
import { useArtists } from '../../sync/catalogue';
import { channelCardOfArtist, useChannels } from '../../sync/channels';
import { useBrowseParams } from '../library/useBrowseParams';
import { ChannelBrowse, CHANNELS_PAGE_SIZE } from './ChannelBrowse';
import { CreateChannelButton } from './CreateChannelButton';
import { RssSubscribe } from './RssSubscribe';

/**
 * Podcasts are the artists of podcast channels. A 1.4 pod ignores `content_category` on
 * `channels/`, so they are asked of `artists/` with channel content included; each carries its channel.
 */
export function PodcastsBrowse() {
  const { t } = useTranslation();
  const [params, update] = useBrowseParams({ ordering: '-creation_date', pageSize: CHANNELS_PAGE_SIZE });
  const query = useArtists({
    q: params.q || undefined,
    ordering: params.ordering,
    page: params.page,
    page_size: params.pageSize,
    tag: params.tags.length ? params.tags : undefined,
    content_category: 'podcast',
    include_channels: true,
  });
  // With channels off, a pod still lists podcast artists: one channel call tells (405, empty body),
  // however fresh the instance settings read before the change still look.
  useChannels({ page_size: 1 });
  return (
    <ChannelBrowse
      title={t('browse.podcastsTitle')}
      searchLabel={t('browse.searchPodcasts')}
      query={query}
      params={params}
      update={update}
      toCard={channelCardOfArtist}
      actions={
        <>
          <CreateChannelButton />
          <RssSubscribe />
        </>
      }
    />
  );
}
