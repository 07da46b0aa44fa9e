// The channels concept's public face: what src/app, the player and the other concepts may use.

export type { Channel } from './model';
export { channelKeys, useChannels } from './queries';
export { refreshChannel, subscribeToFeed, useSubscribeToFeed, type RssSubscription } from './rss'; // rss19
