import { useTranslation } from 'react-i18next';
import { RecentEdits } from './RecentEdits';
import './edits.css';

/**
 * `manage/library/edits`, the library manager's first tab (its frame, app/manage-library, holds the
 * page title): every edit of the pod (the pending-edits counter leads here), filtered all, approved,
 * pending review or rejected, pending review first.
 */
export function ManageEdits() {
  const { t } = useTranslation();
  return (
    <section className="edit-page" aria-labelledby="manage-edits-title">
      <h2 id="manage-edits-title">{t('edits22Edits.manageTitle')}</h2>
      <p className="muted">{t('edits22Edits.manageIntro')}</p>
      <RecentEdits scope={null} />
    </section>
  );
}
