import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useContentFilterList } from '../../sync/content-filters';
import { setArtistHidden } from '../../sync/mutations';
import { formatDay } from '../format/date';

/** The user's content filters (spec 02: artist-based hide rules), from the mirror; each can be lifted. */
export function ContentFilters() {
  const { t, i18n } = useTranslation();
  const filters = useContentFilterList();
  return (
    <section className="section" aria-labelledby="content-filters">
      <div className="section__head">
        <h2 id="content-filters">{t('settings.filtersTitle')}</h2>
      </div>
      <p className="muted">{t('settings.filtersExplain')}</p>
      {filters === undefined ? null : filters.length === 0 ? (
        <p className="state">{t('settings.noFilters')}</p>
      ) : (
        <ul className="plain-list" aria-labelledby="content-filters">
          {filters.map((filter) => (
            <li key={filter.artistId} className="plain-list__row filter-row">
              <span className="filter-row__main">
                <Link to={`/library/artists/${filter.artistId}`}>{filter.name}</Link>
                <span className="muted">
                  {filter.creationDate
                    ? t('settings.filterSince', { date: formatDay(filter.creationDate, i18n.language) })
                    : null}
                  {filter.uuid === null && <> {t('settings.filterUnsent')}</>}
                </span>
              </span>
              <button
                type="button"
                className="button"
                aria-label={t('detail.removeFilterOf', { name: filter.name })}
                onClick={() => void setArtistHidden({ id: filter.artistId, name: filter.name }, false)}
              >
                {t('settings.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
