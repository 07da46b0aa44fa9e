import { useTranslation } from 'react-i18next';
import { Heart } from 'lucide-react';
import { useSession } from '../../db/session';
import { setFavorite } from '../../sync/mutations';
import { useIsFavorite } from '../../sync/mirrors/hooks';
import type { Track } from '../../sync/model';

interface Props {
  /** A whole track (kept in the mirror, so the favorites list shows it offline) or just its id. */
  track: Pick<Track, 'id'> & Partial<Track>;
  className?: string;
  size?: number;
}

/**
 * The favorite toggle of a track, for signed-in users. Its name stays "Favorite" and its state is
 * aria-pressed (a toggle whose name changes with its state would announce two contradicting
 * things); the tooltip says what a press does. The mirror answers at once, online or not.
 */
export function FavoriteButton({ track, className = '', size = 18 }: Props) {
  const { t } = useTranslation();
  const session = useSession();
  const favorite = useIsFavorite(track.id);
  if (!session?.profile) return null;
  return (
    <button
      type="button"
      className={`icon-button favorite-button ${className}`.trim()}
      aria-label={t('favorites.toggle')}
      aria-pressed={favorite}
      title={t(favorite ? 'favorites.remove' : 'favorites.add')}
      data-favorite={favorite}
      onClick={() => void setFavorite(track, !favorite)}
    >
      <Heart aria-hidden size={size} fill={favorite ? 'currentColor' : 'none'} />
    </button>
  );
}
