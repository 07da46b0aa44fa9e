import { useTranslation } from 'react-i18next';
import { useChannels } from '../../sync/channels';
import { ChannelCard, SkeletonGrid } from '../widgets/Cards';
import { BrowseLayout } from './BrowseLayout';
import { OrderingSelect } from './OrderingSelect';
import { SearchField } from './SearchField';
import { TagFilter } from './TagFilter';
import { useBrowseParams } from './useBrowseParams';

/** Spec 01 section 2: podcasts/ and channels/, 30 a page. */
const CHANNELS_PAGE_SIZE = 30;

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
  const title = t('browse.channelsTitle');
  return (
    <BrowseLayout
      title={title}
      query={query}
      params={params}
      loading={<SkeletonGrid count={6} />}
      empty={t(params.q ? 'browse.noResults' : 'browse.empty')}
      renderItem={(channel) => <ChannelCard key={channel.uuid} channel={channel} />}
      toolbar={
        <>
          <SearchField label={t('browse.searchChannels')} value={params.q} onChange={(q) => update({ q })} />
          <TagFilter value={params.tags} onChange={(tags) => update({ tags })} />
          <OrderingSelect
            field={params.field}
            descending={params.descending}
            fields={FIELDS}
            onChange={(ordering) => update({ ordering })}
          />
        </>
      }
    />
  );
}
