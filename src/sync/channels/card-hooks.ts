import { useQuery } from '@tanstack/react-query';
import { useHttpClient } from '../core/client-context';
import type { HookOptions } from '../core/query-errors';
import { channelCard } from './card';
import { channelQuery } from './queries';

/** A channel's card from its page (`channels/{uuid}/`), for what a list item did not carry (its RSS feed). */
export function useChannelCardQuery(uuid: string, options: HookOptions = {}) {
  const query = useQuery({ ...channelQuery(useHttpClient(), uuid), ...options });
  return { card: query.data ? channelCard(query.data) : null, query };
}
