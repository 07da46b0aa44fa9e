import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { useSession } from '../../db/session';
import { removeContentFilter } from '../../sync/commands/content-filters';
import type { ContentFilter } from '../../sync/model';
import { useContentFilters } from '../../sync/queries/content-filters';
import { showApiError } from '../bootstrap';

/**
 * Spec 02 section 2, artist detail: when a content filter of the user hides this artist, say so,
 * with "remove filter", and "review my filters" listing every filter of the user (until the
 * account settings screen holds that list).
 */
export function ArtistFilterNotice({ artistId }: { artistId: number }) {
  const { t } = useTranslation();
  const session = useSession();
  const queryClient = useQueryClient();
  const filters = useContentFilters({ enabled: Boolean(session?.profile) });
  const [pending, setPending] = useState<string | null>(null);
  const all = filters.data ?? [];
  const filter = all.find((entry) => entry.target.type === 'artist' && entry.target.id === artistId);
  if (!filter) return null;

  async function remove(entry: ContentFilter) {
    setPending(entry.uuid);
    const result = await removeContentFilter(entry.uuid);
    setPending(null);
    if (!result.ok) showApiError(result.error);
    // Lists leave hidden artists out: every cached page may change.
    await queryClient.invalidateQueries();
  }

  return (
    <div className="state state--notice" role="status">
      <p>{t('detail.hiddenByFilter')}</p>
      <div className="toolbar">
        <button type="button" className="button" disabled={pending !== null} onClick={() => void remove(filter)}>
          {t('detail.removeFilter')}
        </button>
      </div>
      <details className="disclosure">
        <summary>{t('detail.reviewFilters')}</summary>
        <ul className="plain-list">
          {all.map((entry) => (
            <li key={entry.uuid} className="plain-list__row">
              <Link to={`/library/artists/${entry.target.id}`}>{entry.target.name}</Link>
              <button type="button" className="button" disabled={pending !== null} onClick={() => void remove(entry)} aria-label={t('detail.removeFilterOf', { name: entry.target.name })}>
                {/* Shown words inside the name (WCAG 2.5.3): "Remove the filter" in "Remove the filter on …". */}
                {t('detail.removeTheFilter')}
              </button>
            </li>
          ))}
        </ul>
      </details>
    </div>
  );
}
