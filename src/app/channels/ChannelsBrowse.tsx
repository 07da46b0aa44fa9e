import { useTranslation } from 'react-i18next';
import { channelCard, useChannels } from '../../sync/channels';
import { OrderingSelect } from '../library/OrderingSelect';
import { useBrowseParams } from '../library/useBrowseParams';
import { ChannelBrowse, CHANNELS_PAGE_SIZE } from './ChannelBrowse';

const FIELDS = [
  { value: 'creation_date', label: 'browse.fieldCreation' },
  { value: 'modification_date', label: 'browse.fieldModification' },
];

/** Every channel of the pod, music and podcasts (newer interface only). */
export function ChannelsBrowse() {
  const { t } = useTranslation();
  const [params, update] = useBrowseParams({ ordering: '-creation_date', pageSize: CHANNELS_PAGE_SIZE });
  const query = useChannels({
    q: params.q || undefined,
    ordering: params.ordering,
    page: params.page,
    page_size: params.pageSize,
    tag: params.tags.length ? params.tags : undefined,
  });
  return (
    <ChannelBrowse
      title={t('browse.channelsTitle')}
      searchLabel={t('browse.searchChannels')}
      query={query}
      params={params}
      update={update}
      toCard={channelCard}
      toolbar={
        <OrderingSelect
          field={params.field}
          descending={params.descending}
          fields={FIELDS}
          onChange={(ordering) => update({ ordering })}
        />
      }
    />
  );
}
