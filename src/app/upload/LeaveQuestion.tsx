import { useTranslation } from 'react-i18next';
import type { Blocker } from '../routing/history';

/**
 * Spec 01 section 4: the question a blocked navigation asks while files are sent (useLeaveGuard),
 * on the upload screens and the older variant's import screen. Nothing while nothing is blocked.
 */
export function LeaveQuestion({ blocker }: { blocker: Blocker }) {
  const { t } = useTranslation();
  if (blocker.state !== 'blocked') return null;
  return (
    <div className="state state--notice upload-leave" role="alertdialog" aria-labelledby="upload-leave-text">
      <p id="upload-leave-text">{t('uploads.leaveConfirm')}</p>
      <button type="button" className="button" onClick={() => blocker.reset()}>
        {t('uploads.stay')}
      </button>
      <button type="button" className="button button--danger" onClick={() => blocker.proceed()}>
        {t('uploads.leave')}
      </button>
    </div>
  );
}
