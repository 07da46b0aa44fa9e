import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useObjectLibraries } from '../../sync/libraries';
import { QueryState } from '../widgets/QueryState';

/** "Libraries that hold it" on album, artist and track pages. */
export function ObjectLibraries({ kind, id }: { kind: 'artists' | 'albums' | 'tracks'; id: number }) {
  const { t } = useTranslation();
  const libraries = useObjectLibraries(kind, id);
  const headingId = `${kind}-${id}-libraries`;
  return (
    <section className="section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('detail.libraries')}</h2>
      <QueryState
        query={libraries}
        loading={null}
        isEmpty={(page) => page.results.length === 0}
        empty={t('detail.noLibraries')}
      >
        {(page) => (
          <ul className="plain-list" aria-labelledby={headingId}>
            {page.results.map((library) => (
              <li key={library.uuid} className="plain-list__row">
                <Link to={`/library/${library.uuid}`}>{library.name}</Link>
                <span className="muted">{t('detail.ownedBy', { owner: library.actor?.fullUsername ?? '' })}</span>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
