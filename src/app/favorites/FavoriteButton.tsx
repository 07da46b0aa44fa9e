import { useTranslation } from 'react-i18next';
import { Heart } from '../icons';
import { useSession } from '../../db/session';
import { setFavorite } from '../../sync/mutations';
import { useIsFavorite } from '../../sync/favorites';
import type { Track } from '../../sync/catalogue';
import type { FavoriteLookup } from './useFavoriteLookup';

interface Props {
  /** A whole track (kept in the mirror, so the favorites list shows it offline) or just its id. */
  track: Pick<Track, 'id'> & Partial<Track>;
  className?: string;
  size?: number;
  /** A list's one shared lookup (useFavoriteLookup); without it, the button asks for its own track. */
  lookup?: FavoriteLookup;
  /** Named with the track's title ("Favorite Harbour Lights"): a row among many. */
  named?: boolean;
}

/**
 * The favorite toggle of a track, for signed-in users. Its name stays "Favorite" (in a list,
 * "Favorite {title}") and its state is aria-pressed (a toggle whose name changes with its state
 * would announce two contradicting things); the tooltip says what a press does. The mirror
 * answers at once, online or not.
 */
export function FavoriteButton({ lookup, ...props }: Props) {
  if (lookup) return <FavoriteToggle {...props} signedIn={lookup.signedIn} favorite={lookup.ids.has(props.track.id)} />;
  return <OwnFavoriteButton {...props} />;
}

/** One button on its own (the player bar, a track's page): its own two live queries. */
function OwnFavoriteButton(props: Omit<Props, 'lookup'>) {
  const session = useSession();
  const favorite = useIsFavorite(props.track.id);
  return <FavoriteToggle {...props} signedIn={Boolean(session?.profile)} favorite={favorite} />;
}

function FavoriteToggle({
  track,
  className = '',
  size = 18,
  named = false,
  signedIn,
  favorite,
}: Omit<Props, 'lookup'> & { signedIn: boolean; favorite: boolean }) {
  const { t } = useTranslation();
  if (!signedIn) return null;
  return (
    <button
      type="button"
      className={`icon-button favorite-button ${className}`.trim()}
      aria-label={named && track.title ? t('favorites.toggleTrack', { title: track.title }) : t('favorites.toggle')}
      aria-pressed={favorite}
      title={t(favorite ? 'favorites.remove' : 'favorites.add')}
      data-favorite={favorite}
      onClick={() => void setFavorite(track, !favorite)}
    >
      <Heart aria-hidden size={size} fill={favorite ? 'currentColor' : 'none'} />
    </button>
  );
}
