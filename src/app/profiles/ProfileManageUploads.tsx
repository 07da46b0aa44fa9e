import { useTranslation } from 'react-i18next';
import { NotFound } from '../shell/NotFound';
import { LibraryFiles } from '../upload/LibraryFiles';
import { useProfileOutlet } from './ProfileLayout';

/** manageUploads: one's own files across libraries (the files table of the uploads issue); nobody else's. */
export function ProfileManageUploads() {
  const { t } = useTranslation();
  const { own } = useProfileOutlet();
  if (!own) return <NotFound />;
  return <LibraryFiles title={t('profiles.manageUploads')} />;
}
