import { useArtist } from '../../sync/catalogue';
import { channelCardOfArtist } from '../../sync/channels';
import { SubscribeButton } from './SubscribeButton';

/** The subscribe button of the channel a series belongs to (its artist carries the channel). */
export function SeriesSubscribe({ artistId }: { artistId: number }) {
  const artist = useArtist(artistId);
  const card = artist.data ? channelCardOfArtist(artist.data) : null;
  return card ? <SubscribeButton channel={card} /> : null;
}
