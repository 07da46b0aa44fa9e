import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EyeOff } from '../icons';
import { useSession } from '../../db/session';
import { useArtistFilter, useContentFilterList } from '../../sync/content-filters';
import { setArtistHidden } from '../../sync/mutations';

/** "Hide this artist": a content filter of the user, made at once (sent when the pod is reachable). */
export function HideArtistButton({ artist }: { artist: { id: number; name: string } }) {
  const { t } = useTranslation();
  const session = useSession();
  const filter = useArtistFilter(artist.id);
  if (!session?.profile || filter !== null) return null;
  return (
    <button type="button" className="button" onClick={() => void setArtistHidden(artist, true)}>
      <EyeOff aria-hidden size={18} />
      {t('detail.hideArtist')}
    </button>
  );
}

/**
 * Spec 02 section 2, artist detail: when a content filter of the user hides this artist, say so,
 * with "remove filter", and "review my filters" listing every filter of the user. Read from the
 * content-filter mirror, so it shows at once and offline.
 */
export function ArtistFilterNotice({ artistId }: { artistId: number }) {
  const { t } = useTranslation();
  const filter = useArtistFilter(artistId);
  const all = useContentFilterList() ?? [];
  if (!filter) return null;

  return (
    <div className="state state--notice" role="status">
      <p>{t('detail.hiddenByFilter')}</p>
      <div className="toolbar">
        <button
          type="button"
          className="button"
          onClick={() => void setArtistHidden({ id: filter.artistId, name: filter.name }, false)}
        >
          {t('detail.removeFilter')}
        </button>
      </div>
      <details className="disclosure">
        <summary>{t('detail.reviewFilters')}</summary>
        <ul className="plain-list">
          {all.map((entry) => (
            <li key={entry.artistId} className="plain-list__row">
              <Link to={`/library/artists/${entry.artistId}`}>{entry.name}</Link>
              <button
                type="button"
                className="button"
                onClick={() => void setArtistHidden({ id: entry.artistId, name: entry.name }, false)}
                aria-label={t('detail.removeFilterOf', { name: entry.name })}
              >
                {/* Shown words inside the name (WCAG 2.5.3): "Remove the filter" in "Remove the filter on …". */}
                {t('detail.removeTheFilter')}
              </button>
            </li>
          ))}
        </ul>
        <Link to="/settings#content-filters">{t('settings.manageFilters')}</Link>
      </details>
    </div>
  );
}
