import { useTranslation } from 'react-i18next';
import { LibraryFiles } from '../upload/LibraryFiles';
import { useProfileOutlet } from './ProfileLayout';

/** manageUploads: one's own files across libraries (the files table of the uploads issue); nobody else's. */
export function ProfileManageUploads() {
  const { t } = useTranslation();
  const { own } = useProfileOutlet();
  // Not one's own: ProfileLayout shows page-not-found in place of the whole profile.
  if (!own) return null;
  return <LibraryFiles title={t('profiles.manageUploads')} />;
}
