// What `/subscriptions` shows: the subscriptions mirror says which channels (so a subscription made
// or ended offline shows at once), the pod's channel pages say what they are: the list of subscribed
// channels, and a channel's own page for one the list does not hold yet.

import { useQueries, useQuery } from '@tanstack/react-query';
import { useMirror } from '../../db/mirror';
import { useHttpClient } from '../core/client-context';
import { channelCard, channelQuery, subscribedChannelsQuery, type ChannelCardData } from '../channels';

export interface SubscribedChannel {
  uuid: string;
  /** Null while its page is not known on this device (offline, first visit). */
  card: ChannelCardData | null;
}

/** The entries whose name or handle holds `q` (case and accents ignored), by name. */
export function filterSubscribed(items: readonly SubscribedChannel[], q: string): SubscribedChannel[] {
  const fold = (text: string) =>
    text
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLocaleLowerCase();
  const needle = fold(q.trim());
  const shown = needle
    ? items.filter((item) => item.card && fold(`${item.card.name} ${item.card.fullUsername ?? ''}`).includes(needle))
    : [...items];
  return shown.sort((a, b) => (a.card?.name ?? '\uffff').localeCompare(b.card?.name ?? '\uffff'));
}

/** Live: the user's subscribed channels; `items` undefined while the mirror loads. */
export function useSubscribedChannels() {
  const http = useHttpClient();
  const mirror = useMirror('subscription');
  const list = useQuery(subscribedChannelsQuery(http));
  const listed = new Map((list.data ?? []).map((channel) => [channel.uuid, channelCard(channel)]));
  const missing = (mirror ?? []).map((entry) => entry.channel).filter((uuid) => !listed.has(uuid));
  // Asked only once the list has settled: a channel subscribed since it was read, or a list that failed.
  const details = useQueries({
    queries: missing.map((uuid) => ({ ...channelQuery(http, uuid), enabled: !list.isPending })),
  });
  const items: SubscribedChannel[] | undefined = mirror?.map((entry) => {
    const known = listed.get(entry.channel);
    if (known) return { uuid: entry.channel, card: known };
    const detail = details[missing.indexOf(entry.channel)]?.data;
    return { uuid: entry.channel, card: detail ? channelCard(detail) : null };
  });
  return { items, list };
}
