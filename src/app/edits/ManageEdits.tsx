import { useTranslation } from 'react-i18next';
import { RecentEdits } from './RecentEdits';
import './edits.css';

/** `manage/library/edits`: every edit of the pod (the pending-edits counter leads here), pending review first. */
export function ManageEdits() {
  const { t } = useTranslation();
  return (
    <div className="page edit-page">
      <h1>{t('edits22Edits.manageTitle')}</h1>
      <p className="muted">{t('edits22Edits.manageIntro')}</p>
      <RecentEdits scope={null} />
    </div>
  );
}
