import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useChannelsOff, type ChannelCardData } from '../../sync/channels';
import type { Page } from '../../sync/core';
import { SkeletonGrid } from '../widgets/Cards';
import { BrowseLayout } from '../library/BrowseLayout';
import { SearchField } from '../widgets/SearchField';
import { TagFilter } from '../library/TagFilter';
import type { BrowseParams } from '../library/useBrowseParams';
import { ChannelCard } from './ChannelCard';
import { ChannelsOffNotice } from './ChannelsOffNotice';

/** Spec 01 section 2: podcasts/ and channels/, 30 a page. */
export const CHANNELS_PAGE_SIZE = 30;

interface Props<T> {
  title: string;
  searchLabel: string;
  query: UseQueryResult<Page<T>>;
  params: BrowseParams;
  update: (patch: Partial<Pick<BrowseParams, 'q' | 'tags' | 'ordering'>>) => void;
  /** The card of an item; null leaves it out (an artist without channel). */
  toCard: (item: T) => ChannelCardData | null;
  /** More of the toolbar (an ordering). */
  toolbar?: ReactNode;
  /** Buttons beside the heading (subscribe to a feed, create a channel). */
  actions?: ReactNode;
}

/** The channels and podcasts browse screens: the same cards, search and tags, 30 a page; a notice when channels are off. */
export function ChannelBrowse<T>({ title, searchLabel, query, params, update, toCard, toolbar, actions }: Props<T>) {
  const { t } = useTranslation();
  const off = useChannelsOff();
  if (off) return <ChannelsOffNotice title={title} />;
  return (
    <BrowseLayout
      title={title}
      query={query}
      params={params}
      loading={<SkeletonGrid count={6} />}
      empty={t(params.q ? 'browse.noResults' : 'browse.empty')}
      actions={actions}
      renderItem={(item) => {
        const card = toCard(item);
        return card && <ChannelCard key={card.uuid} channel={card} />;
      }}
      toolbar={
        <>
          <SearchField label={searchLabel} value={params.q} onChange={(q) => update({ q })} />
          <TagFilter value={params.tags} onChange={(tags) => update({ tags })} />
          {toolbar}
        </>
      }
    />
  );
}
