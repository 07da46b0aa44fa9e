import { useTranslation } from 'react-i18next';
import { RefreshCw } from '../icons';
import { useSession } from '../../db/session';
import { useFederationFetch, type RefreshableType } from '../../sync/fetches';
import { useReachability } from '../../sync/status';
import { Button } from '../widgets/Button';
import { FetchStatusDialog } from './FetchStatusDialog';

/**
 * "Refresh from remote" on another pod's artist, album or track (issue 21): `POST {type}/{id}/fetches/`
 * through the fetch status dialog; the page's data is asked again when the fetch ends. Nothing for
 * the pod's own objects (it refuses them) or for a visitor.
 */
export function RefreshFromRemote({ type, id, isLocal }: { type: RefreshableType; id: number; isLocal: boolean }) {
  const { t } = useTranslation();
  const offline = useReachability() === 'offline';
  const signedIn = Boolean(useSession()?.profile);
  const { state, refresh, close } = useFederationFetch();
  if (isLocal || !signedIn) return null;
  const busy = state.phase === 'requesting' || state.phase === 'waiting';
  return (
    <>
      <Button
        icon={<RefreshCw aria-hidden size={16} />}
        onClick={() => refresh(type, id)}
        loading={busy}
        disabled={offline}
        title={offline ? t('fetches.offline') : undefined}
      >
        {t('fetches.refresh')}
      </Button>
      <FetchStatusDialog state={state} onClose={close} refresh />
    </>
  );
}
