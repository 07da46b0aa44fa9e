import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CloudOff, RefreshCw } from '../icons';
import { useSession } from '../../db/session';
import { usePendingWriteCount } from '../../sync/outbox';
import { useReachability } from '../../sync/status';

/** Writes usually leave within a moment: online, the count shows only once it has waited this long. */
const SHOW_PENDING_AFTER_MS = 3000;

function useLasting(active: boolean, delay: number): boolean {
  const [lasting, setLasting] = useState(false);
  useEffect(() => {
    if (!active) {
      setLasting(false);
      return;
    }
    const timer = setTimeout(() => setLasting(true), delay);
    return () => clearTimeout(timer);
  }, [active, delay]);
  return lasting;
}

/**
 * A slim line at the top of the page: the pod cannot be reached (changes are kept and sent later),
 * and how many changes wait. The live region is always there, so a screen reader hears it appear.
 */
export function SyncStatus() {
  const { t } = useTranslation();
  const signedIn = Boolean(useSession()?.profile);
  const reachability = useReachability();
  const pending = usePendingWriteCount();
  const offline = reachability === 'offline';
  const slow = useLasting(!offline && pending > 0, SHOW_PENDING_AFTER_MS);
  const visible = offline || slow;
  return (
    // The live region stays in place, empty, so the line is announced when it appears.
    <div className="sync-status" role="status">
      {visible && (
        <p className="sync-status__line" data-state={offline ? 'offline' : 'online'}>
          {offline ? <CloudOff aria-hidden size={16} /> : <RefreshCw aria-hidden size={16} />}
          <span className="sync-status__text">
            {offline && <span>{t(signedIn ? 'sync.offline' : 'sync.offlineAnonymous')}</span>}
            {pending > 0 && <span className="sync-status__count">{t('sync.waiting', { count: pending })}</span>}
          </span>
        </p>
      )}
    </div>
  );
}
