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
      <LibraryFiles title={t('libraries.mine.filesTitle')} />
    </div>
  );
}
