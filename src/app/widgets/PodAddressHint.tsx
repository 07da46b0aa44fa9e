import { useTranslation } from 'react-i18next';
import { useSession } from '../../db/session';
import { ApiRequestError } from '../../sync/core';

/** True when the pod refused the call as it refuses a token of another app (OAuth) under an admin path. */
export function isPodAddressRefusal(error: unknown): boolean {
  return error instanceof ApiRequestError && error.apiError.kind === 'permission-denied';
}

/**
 * A pod answers 403 to a token of another app (OAuth) under manage/, instance/admin/settings/ and
 * plugins/, even for an admin: these screens work only signed in on the pod's own address. Rendered
 * in place of such a screen (or above its failed list), one sentence with a link to that address.
 */
export function PodAddressHint({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const session = useSession();
  if (!isPodAddressRefusal(error)) return null;
  const url = session?.instanceUrl ?? null;
  return (
    <p className="state state--notice" role="status">
      {t('widgets.podAddress.sentence')}
      {url ? (
        <>
          {' '}
          <a href={url} rel="noopener">
            {url}
          </a>
        </>
      ) : null}
    </p>
  );
}
