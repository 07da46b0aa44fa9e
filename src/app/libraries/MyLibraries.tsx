import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Plus, Upload } from '../icons';
import { useLibraries, type Library } from '../../sync/libraries';
import { formatSize } from '../format/size';
import { QueryState } from '../widgets/QueryState';
import { LibraryForm } from './LibraryForm';
import { VisibilityLabel } from './VisibilityLabel';
import './libraries.css';

function LibraryCard({ library }: { library: Library }) {
  const { t } = useTranslation();
  const name = library.name;
  return (
    <li className="library-card">
      <div className="library-card__head">
        <h2 className="library-card__title">{name}</h2>
        <VisibilityLabel level={library.privacyLevel} />
      </div>
      {library.description && <p className="library-card__description">{library.description}</p>}
      <p className="muted">
        {t('libraries.mine.tracks', { count: library.uploadsCount ?? 0 })}
        {' · '}
        {formatSize(library.size ?? 0)}
      </p>
      <div className="toolbar">
        <Link
          className="button button--primary button--small"
          to={`/library/${library.uuid}/upload`}
          aria-label={t('libraries.mine.uploadTo', { name })}
        >
          <Upload aria-hidden size={16} />
          {t('libraries.mine.upload')}
        </Link>
        <Link
          className="button button--small"
          to={`/library/${library.uuid}`}
          aria-label={t('libraries.mine.detailsOf', { name })}
        >
          {t('libraries.mine.details')}
        </Link>
      </div>
    </li>
  );
}

/** `/content/libraries` (spec 02, libraries home): the user's own libraries as cards. */
export function MyLibraries() {
  const { t } = useTranslation();
  const libraries = useLibraries({ scope: 'me', page_size: 50 });
  return (
    <div className="page">
      <header className="page-header">
        <h1>{t('libraries.mine.title')}</h1>
        <Link className="button button--primary" to="/content/libraries/create">
          <Plus aria-hidden size={18} />
          {t('libraries.mine.create')}
        </Link>
      </header>
      <QueryState
        query={libraries}
        loading={<p className="state">{t('libraries.mine.loading')}</p>}
        isEmpty={(page) => page.results.length === 0}
        empty={t('libraries.mine.empty')}
      >
        {(page) => (
          <ul className="library-cards" aria-label={t('libraries.mine.title')}>
            {page.results.map((library) => (
              <LibraryCard key={library.uuid} library={library} />
            ))}
          </ul>
        )}
      </QueryState>
    </div>
  );
}

/** `/content/libraries/create`: the library form, empty. */
export function CreateLibrary() {
  return (
    <div className="page page--narrow">
      {/* sweep25: the screen's only heading was the form's h2 (no h1). */}
      <LibraryForm heading={1} />
    </div>
  );
}
