import { useTranslation } from 'react-i18next';
import { LibraryFiles } from '../upload/LibraryFiles';

/**
 * `/content/libraries/tracks` (query `q`): every file of the user across their libraries, where the
 * quota panel's 'View files' links land (`q=status:errored`, `pending`, `skipped`: the pod's search
 * tokens).
 */
export function ContentFiles() {
  const { t } = useTranslation();
  return (
    <div className="page">
      {/* sweep25: the screen's only heading was an h2 (no h1: the sweep waited for one and timed out). */}
      <LibraryFiles title={t('libraries.mine.filesTitle')} heading={1} />
    </div>
  );
}
