// The channels concept's public face: what src/app, the player and the other concepts may use.

export type { Channel } from './model';
export { channelKeys, useChannel, useChannelListenings, useChannelMetadataChoices, useChannels } from './queries';
export type { MetadataChoices } from './schema';
export type { ChannelCategory, ChannelInput, SeriesInput } from './writes-api';
export { useCreateChannel, useCreateSeries, useDeleteChannel, useUpdateChannel, useUploadCover } from './writes';
export { refreshChannel, subscribeToFeed, useSubscribeToFeed, type RssSubscription } from './rss'; // rss19
// subs19: cards, channels off, the subscribed list.
export { channelCard, channelCardOfArtist, channelPath, type ChannelCardData } from './card';
export { channelsEnabledSetting, channelsOff, isChannelsOffAnswer, useChannelsOff } from './channels-off';
export { channelQuery, unwrapChannelAnswer } from './queries';
export { subscribedChannelsQuery } from './subscribed';
export { useChannelCardQuery } from './card-hooks';
// dr19: a channel's unpublished drafts.
export {
  useChannelDrafts,
  useDeleteDraft,
  usePublishDraft,
  type ChannelDraftUpload,
  type ImportOutcome,
} from './drafts'; // g19: ImportOutcome
