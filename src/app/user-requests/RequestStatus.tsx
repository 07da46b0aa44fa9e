import { useTranslation } from 'react-i18next';
import { requestStatusKey } from '../../sync/user-requests';
import '../moderation/moderation-tables.css';

/** A sign-up request's status: Pending, Approved or Refused (the pod's own word for another). */
export function RequestStatus({ status }: { status: string }) {
  const { t } = useTranslation();
  const key = requestStatusKey(status);
  return <span className={`mod-status mod-status--${status}`}>{key ? t(key) : status}</span>;
}
