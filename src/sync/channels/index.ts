// The channels concept's public face: what src/app, the player and the other concepts may use.

export type { Channel } from './model';
export { channelKeys, useChannels } from './queries';
// subs19: cards, channels off, the subscribed list.
export { channelCard, channelCardOfArtist, channelPath, type ChannelCardData } from './card';
export { channelsEnabledSetting, channelsOff, isChannelsOffAnswer, useChannelsOff } from './channels-off';
export { channelQuery, unwrapChannelAnswer } from './queries';
export { subscribedChannelsQuery } from './subscribed';
export { useChannelCardQuery } from './card-hooks';
