import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../sync/core';

/**
 * A pod answers 403 under manage/ to a token of another app (OAuth), even for a moderator: the
 * moderation screens say it needs the pod's own address.
 */
export function PermissionHint({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!(error instanceof ApiRequestError) || error.apiError.kind !== 'permission-denied') return null;
  return <p className="state state--notice">{t('domains22Domains.moderationNeedsSession')}</p>;
}
